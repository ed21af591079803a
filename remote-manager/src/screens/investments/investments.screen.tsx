import { InvestmentsPage } from 'issuance-admin';
import { managerArea } from '../../area';
import { RefundsPanel } from './refunds/refunds-panel';

/**
 * /manager/investments: every investment of the tenant, to confirm, reject, close, cancel or mint,
 * and the refunds due of those cancelled after paying (or of payments that paid nothing).
 */
export default function InvestmentsScreen() {
  return (
    <>
      <InvestmentsPage area={managerArea} />
      <RefundsPanel />
    </>
  );
}
