import { EarningBreakdownPage } from 'issuance-admin';
import { managerArea } from '../../area';

/** /manager/earnings/:id/investor: a distribution by investor. */
export default function EarningByInvestorScreen() {
  return <EarningBreakdownPage area={managerArea} view="investor" />;
}
