import * as v from 'valibot';
import { moneySchema } from '../money';

/** The 17 investment statuses of spec section 4, in the order an investment moves through them. */
export const INVESTMENT_STATUSES = [
  'RESERVED',
  'CREATED',
  'ACCEPTED',
  'METHOD_PAYMENT',
  'IN_UPLOAD_PROOF_OF_PAYMENT',
  'PROOF_OF_PAYMENT_UPLOADED',
  'IN_UPDATE_CREDIT_CARD',
  'CARD_REGISTRATION_UPDATED',
  'IN_UPDATE_TPV',
  'CREDIT_CARD',
  'PAYMENT_ERROR',
  'CHARGED',
  'SIGNED',
  'SIGNED_PENDING',
  'CLOSED',
  'CANCELED',
  'MINTED',
] as const;
export const investmentStatusSchema = v.picklist(INVESTMENT_STATUSES);
export type InvestmentStatus = v.InferOutput<typeof investmentStatusSchema>;

/** The investor's investment tabs; `all` shows every status. */
export const INVESTMENT_TABS = [
  'all',
  'preordered',
  'ordered',
  'disbursed',
  'signed',
  'closed',
  'canceled',
  'minted',
  'completed',
] as const;
export type InvestmentTab = (typeof INVESTMENT_TABS)[number];

/** The tabs that partition the statuses: each status sits in exactly one of them. */
export type InvestmentGroupTab = Exclude<InvestmentTab, 'all' | 'completed'>;

/**
 * The tab of each status. Preordered is a declared interest, ordered an order still in the
 * payment steps, disbursed money received. The mapped type makes a new status fail the type
 * check until it is given a tab.
 */
export const INVESTMENT_STATUS_TAB: { readonly [K in InvestmentStatus]: InvestmentGroupTab } = {
  RESERVED: 'preordered',
  CREATED: 'ordered',
  ACCEPTED: 'ordered',
  METHOD_PAYMENT: 'ordered',
  IN_UPLOAD_PROOF_OF_PAYMENT: 'ordered',
  PROOF_OF_PAYMENT_UPLOADED: 'ordered',
  IN_UPDATE_CREDIT_CARD: 'ordered',
  CARD_REGISTRATION_UPDATED: 'ordered',
  IN_UPDATE_TPV: 'ordered',
  CREDIT_CARD: 'ordered',
  PAYMENT_ERROR: 'ordered',
  CHARGED: 'disbursed',
  SIGNED: 'signed',
  SIGNED_PENDING: 'signed',
  CLOSED: 'closed',
  CANCELED: 'canceled',
  MINTED: 'minted',
};

/**
 * The one definition of a project's raised and investors, for every list, total, sheet and
 * export: the orders whose money was received (paid, signed or awaiting signature, closed,
 * tokens issued). Interests, orders still in the payment steps, failed and cancelled ones count
 * for nothing. The API's kept sum (issuance_raised, migration 0017) adds up the same statuses.
 */
export const RAISED_INVESTMENT_STATUSES = ['CHARGED', 'SIGNED_PENDING', 'SIGNED', 'CLOSED', 'MINTED'] as const satisfies readonly InvestmentStatus[];

export function countsAsRaised(status: InvestmentStatus): boolean {
  return (RAISED_INVESTMENT_STATUSES as readonly InvestmentStatus[]).includes(status);
}

/**
 * `completed` cuts across the others: orders that can no longer change for the investor, the
 * round closed on them (closed or tokens issued). A paid or signed order is not completed while
 * it may still be revoked or cancelled (the reflection period, the round still open).
 */
export const COMPLETED_INVESTMENT_STATUSES: readonly InvestmentStatus[] = ['CLOSED', 'MINTED'];

export function statusesOfTab(tab: InvestmentTab): readonly InvestmentStatus[] {
  if (tab === 'all') return INVESTMENT_STATUSES;
  if (tab === 'completed') return COMPLETED_INVESTMENT_STATUSES;
  return INVESTMENT_STATUSES.filter((status) => INVESTMENT_STATUS_TAB[status] === tab);
}

/** Statuses in which the investor may still cancel the interest (an irreversible action). */
export const CANCELLABLE_INVESTMENT_STATUSES: readonly InvestmentStatus[] = ['RESERVED', 'CREATED', 'ACCEPTED', 'METHOD_PAYMENT'];

/** Badge tone per status: colour backs the word, never replaces it. */
export type StatusTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export const INVESTMENT_STATUS_TONES: { readonly [K in InvestmentStatus]: StatusTone } = {
  RESERVED: 'neutral',
  CREATED: 'info',
  ACCEPTED: 'info',
  METHOD_PAYMENT: 'warning',
  IN_UPLOAD_PROOF_OF_PAYMENT: 'warning',
  PROOF_OF_PAYMENT_UPLOADED: 'info',
  IN_UPDATE_CREDIT_CARD: 'warning',
  CARD_REGISTRATION_UPDATED: 'info',
  IN_UPDATE_TPV: 'warning',
  CREDIT_CARD: 'info',
  PAYMENT_ERROR: 'danger',
  CHARGED: 'success',
  SIGNED: 'success',
  SIGNED_PENDING: 'warning',
  CLOSED: 'neutral',
  CANCELED: 'danger',
  MINTED: 'success',
};

const id = v.union([v.number(), v.string()]);
const timestamp = v.nullable(v.string());

/** An investment as the API returns it (spec section 3). */
export const investmentSchema = v.object({
  id,
  project_id: id,
  project_title: v.optional(v.string()),
  token_symbol: v.optional(v.string()),
  tokens: v.number(),
  amount: moneySchema,
  payment_method: v.nullable(v.string()),
  payment_reference: v.nullable(v.string()),
  proof_of_payment: v.nullable(v.string()),
  balance_used: moneySchema,
  fee: moneySchema,
  status: investmentStatusSchema,
  /** When the investment reached each status it went through. */
  status_dates: v.record(investmentStatusSchema, v.string()),
  referral_code: v.nullable(v.string()),
  signed_document: v.nullable(v.string()),
  created_at: timestamp,
});
export type Investment = v.InferOutput<typeof investmentSchema>;
