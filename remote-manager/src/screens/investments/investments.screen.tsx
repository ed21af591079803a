import { InvestmentsPage } from 'issuance-admin';
import { managerArea } from '../../area';
import { CryptoTransfersPanel } from './crypto-transfers/crypto-transfers-panel';
import { RefundsPanel } from './refunds/refunds-panel';

/**
 * /manager/investments: every investment of the tenant, to confirm, reject, close, cancel or mint,
 * the refunds due of those cancelled after paying (or of payments that paid nothing), and the
 * crypto transfers that paid no order.
 */
export default function InvestmentsScreen() {
  return (
    <>
      <InvestmentsPage area={managerArea} />
      <RefundsPanel />
      <CryptoTransfersPanel />
    </>
  );
}
