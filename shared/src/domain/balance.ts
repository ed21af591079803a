import * as v from 'valibot';
import { moneySchema } from '../money';
import { pageMetaSchema, pageNumber } from '../schemas/paging.schema';

/**
 * The investor's available balance as an account in the ledger of money (issue 36): every move is
 * an entry of one kind.
 * - `order_payment`: the balance an order uses (taken when the order is placed or its method chosen);
 * - `order_released`: given back when the order's method stops using it, or the order is cancelled;
 * - `order_refund`: what a method charged for a paid order later revoked or cancelled, credited
 *   while the tenant pays with balance (`extras.payWithBalance`) instead of paid out;
 * - `earning`: an earning the tenant keeps as balance instead of paying it out;
 * - `adjustment`: a manager's or the platform's correction, and the opening balance.
 */
export const BALANCE_ENTRY_KINDS = ['order_payment', 'order_released', 'order_refund', 'earning', 'adjustment'] as const;
export const balanceEntryKindSchema = v.picklist(BALANCE_ENTRY_KINDS);
export type BalanceEntryKind = v.InferOutput<typeof balanceEntryKindSchema>;

export const balanceEntrySchema = v.object({
  id: v.string(),
  /** Signed: positive credits the balance, negative spends it. */
  amount: moneySchema,
  kind: balanceEntryKindSchema,
  /** The balance right after this move. */
  balance_after: moneySchema,
  /** The order the move is about, when it is about one. */
  investment_id: v.nullable(v.string()),
  at: v.string(),
});
export type BalanceEntry = v.InferOutput<typeof balanceEntrySchema>;

/** GET /users/me/balance?page=&per_page=: the balance now and its moves, newest first. */
export const balanceQuerySchema = v.object({ page: pageNumber(1, 10_000), per_page: pageNumber(10, 100) });
export const balanceResponseSchema = v.object({
  balance: moneySchema,
  data: v.array(balanceEntrySchema),
  meta: pageMetaSchema,
});
export type BalanceAnswer = v.InferOutput<typeof balanceResponseSchema>;
