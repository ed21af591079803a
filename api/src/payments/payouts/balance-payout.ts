import { isZeroMoney } from 'shared';
import { creditBalance } from '../balance/balance-ledger.js';
import type { PayoutAdapter } from './payout-adapter.js';

/**
 * Earnings kept as balance (issue 36, item 6): paying out credits each investor's available
 * balance with the earning's net total, an entry of kind `earning` whose reference is the earning,
 * so a replay or a racing call credits nothing twice. The money never leaves the platform, so the
 * earning is executed and delivered the day it is paid. Investors are credited in a fixed order
 * (their id), so two payouts crediting the same investors lock their rows in the same order.
 */
export const balancePayout: PayoutAdapter = {
  name: 'balance',
  payOut: async (tx, { tenant, earnings, now }) => {
    const ordered = [...earnings].sort((a, b) => a.investorId.localeCompare(b.investorId) || a.earningId.localeCompare(b.earningId));
    for (const earning of ordered) {
      if (isZeroMoney(earning.amount)) continue;
      await creditBalance(tx, { tenantId: tenant.id, userId: earning.investorId, amount: earning.amount, kind: 'earning', reference: earning.earningId, at: now });
    }
    const ids = earnings.map((earning) => earning.earningId);
    return { executed: ids, delivered: ids, batchId: null };
  },
};
