import { IssuanceInvestorsPage } from 'issuance-admin';
import { managerArea } from '../../area';

/** /manager/issuances/:id/investors: who invested in the issuance and holds its tokens. */
export default function IssuanceInvestorsScreen() {
  return <IssuanceInvestorsPage area={managerArea} />;
}
