import * as t from '../db/schema.js';
import type { TestContext } from './harness.js';

/**
 * A paid order of `tokenAmount` tokens (100.00 each) whose money arrived at `chargedAt`. Holdings
 * of 2019 come before any seeded order, so a distribution of that time splits among them only.
 */
export async function paidHolding(ctx: TestContext, order: { tenantId: string; issuanceId: string; investorId: string; tokenAmount: number; chargedAt: string }): Promise<void> {
  await ctx.deps.db.insert(t.investments).values({
    tenantId: order.tenantId,
    issuanceId: order.issuanceId,
    investorId: order.investorId,
    tokenAmount: order.tokenAmount,
    amount: `${order.tokenAmount * 100}.00`,
    paymentMethod: 'bank_transfer',
    status: 'CHARGED',
    statusDates: { CREATED: order.chargedAt, CHARGED: order.chargedAt },
    createdAt: new Date(order.chargedAt),
  });
}
