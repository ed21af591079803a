import * as v from 'valibot';
import { moneySchema } from '../money';
import { PAYMENT_METHODS } from '../domain/payment';

/**
 * Refunds due (issue 36): money the tenant owes an investor back, for a paid order later cancelled
 * or a payment that paid nothing. A refund is `pending` until it is paid back the way its money
 * came: through the provider that charged it when that provider can refund (`route: provider`,
 * once, with the provider's refund id), or by hand for a transfer (`route: manual`, the manager's
 * note). `credited_to_balance` when the investor's balance took it (`extras.payWithBalance`).
 */
export const REFUND_STATUSES = ['pending', 'paid', 'credited_to_balance'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/** Why money goes back: the order was cancelled after it was paid, a payment arrived that does not pay its order, or a manager sent back a bank statement's credit naming the order (or what it paid over the order's total). */
export const REFUND_REASONS = ['order_canceled', 'payment_not_applied', 'statement_credit'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];
/** How a pending refund is paid back: by the provider that charged it, or by the manager's own transfer. */
export const REFUND_ROUTES = ['provider', 'manual'] as const;
export type RefundRoute = (typeof REFUND_ROUTES)[number];
/**
 * The refusals of paying a refund back: the provider refused it (the refund stays pending; the
 * provider's own reason is in the logs), the refund is no longer pending, or it is not the route.
 */
export const REFUND_ERRORS = ['refund_refused', 'refund_not_found', 'refund_not_pending', 'refund_route_mismatch'] as const;
/** What a pending refund remembers of the provider's last answer. */
export const REFUND_ERROR_KEYS = ['refund_refused'] as const;
export type RefundErrorKey = (typeof REFUND_ERROR_KEYS)[number];

export const refundSchema = v.object({
  id: v.string(),
  investment_id: v.string(),
  /** The order's transfer reference (or its id when it never had one). */
  reference: v.string(),
  project_title: v.string(),
  investor: v.object({ id: v.string(), name: v.string(), email: v.string() }),
  amount: moneySchema,
  currency: v.string(),
  payment_method: v.nullable(v.picklist(PAYMENT_METHODS)),
  reason: v.picklist(REFUND_REASONS),
  status: v.picklist(REFUND_STATUSES),
  route: v.picklist(REFUND_ROUTES),
  /** The adapter that refunds (route provider) or refunded it. */
  provider: v.nullable(v.string()),
  /** The provider's refund id and its status as answered. */
  provider_ref: v.nullable(v.string()),
  provider_status: v.nullable(v.string()),
  /** The provider's last refusal, while pending. */
  error: v.nullable(v.picklist(REFUND_ERROR_KEYS)),
  note: v.nullable(v.string()),
  created_at: v.string(),
  paid_at: v.nullable(v.string()),
});
export type Refund = v.InferOutput<typeof refundSchema>;
export const refundsResponseSchema = v.object({ data: v.array(refundSchema) });
export const refundResponseSchema = v.object({ data: refundSchema });

/** POST /refunds/{id}/mark-paid: the manager paid it back by hand; the note says how (the transfer's date, its reference). */
export const markRefundPaidSchema = v.object({ note: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(500)) });
export type MarkRefundPaid = v.InferOutput<typeof markRefundPaidSchema>;
