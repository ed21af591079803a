import { PAID_INVESTMENT_STATUSES, addMoney, subtractMoney, toCents, type InvestmentStatus, type Money } from 'shared';
import type { Db } from '../../db/client.js';
import { investmentRefunds } from '../../db/schema.js';
import type { InvestmentRow } from '../../investments/move-investment.js';
import { creditBalance, setOrderBalance } from './balance-ledger.js';

/** What a cancelled order gave back: to the balance, and what is still owed through the method. */
export interface OrderGivenBack {
  balance: Money;
  pending: Money | null;
}

/**
 * The money of an order revoked or cancelled (the caller locked it and moved it to CANCELED): the
 * balance it used goes back to the balance; what the method charged, when it was paid, becomes a
 * refund (one per order). While the tenant lets investors pay with their balance
 * (`extras.payWithBalance`) that refund is credited to the balance at once (spec section 3, the
 * balance holds "refunds of revoked or cancelled orders"; the investor spends it on the next order
 * or asks for it); otherwise it stays pending for a manager to pay out through the method.
 */
export async function giveBackCancelledOrder(tx: Db, order: InvestmentRow, options: { refundToBalance: boolean; at: Date }): Promise<OrderGivenBack> {
  const wasPaid = (PAID_INVESTMENT_STATUSES as readonly InvestmentStatus[]).includes(order.status);
  await setOrderBalance(tx, order, '0.00', options.at);
  const charged = subtractMoney(addMoney(order.amount, order.fee), order.balanceUsed);
  if (!wasPaid || toCents(charged) <= 0n) return { balance: order.balanceUsed, pending: null };
  const [refund] = await tx
    .insert(investmentRefunds)
    .values({
      tenantId: order.tenantId,
      investmentId: order.id,
      investorId: order.investorId,
      amount: charged,
      paymentMethod: order.paymentMethod,
      status: options.refundToBalance ? 'credited_to_balance' : 'pending',
    })
    .onConflictDoNothing()
    .returning({ id: investmentRefunds.id });
  if (!options.refundToBalance) return { balance: order.balanceUsed, pending: charged };
  if (refund) {
    await creditBalance(tx, { tenantId: order.tenantId, userId: order.investorId, amount: charged, kind: 'order_refund', reference: order.id, investmentId: order.id, at: options.at });
  }
  return { balance: addMoney(order.balanceUsed, charged), pending: null };
}
