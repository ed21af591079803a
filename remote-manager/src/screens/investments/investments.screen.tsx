import { InvestmentsPage } from 'issuance-admin';
import { managerArea } from '../../area';

/** /manager/investments: every investment of the tenant, to confirm, reject, close, cancel or mint. */
export default function InvestmentsScreen() {
  return <InvestmentsPage area={managerArea} />;
}
