import { EarningBreakdownPage } from 'issuance-admin';
import { entrepreneurArea } from '../../area';

/** /entrepreneur/earnings/:id/investor: a distribution by investor. */
export default function EarningByInvestorScreen() {
  return <EarningBreakdownPage area={entrepreneurArea} view="investor" />;
}
