import type { PayoutAdapter } from './payout-adapter.js';

/**
 * The built-in payout: no money moves, every earning is executed and delivered the day it is
 * paid out, as the product behaved before real payouts (the default, so it runs offline).
 */
export const sandboxPayout: PayoutAdapter = {
  name: 'sandbox',
  payOut: async (_tx, { earnings }) => {
    const ids = earnings.map((earning) => earning.earningId);
    return { executed: ids, delivered: ids, batchId: null };
  },
};
