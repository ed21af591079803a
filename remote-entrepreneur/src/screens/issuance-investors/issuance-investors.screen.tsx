import { IssuanceInvestorsPage } from 'issuance-admin';
import { entrepreneurArea } from '../../area';

/** /entrepreneur/issuances/:id/investors: who invested in the entrepreneur's project. */
export default function IssuanceInvestorsScreen() {
  return <IssuanceInvestorsPage area={entrepreneurArea} />;
}
