import * as v from 'valibot';

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

/**
 * Which statuses each tab lists. Preordered is a declared interest, ordered is an order in
 * the payment steps, disbursed is money received; completed gathers what needs nothing more
 * from the investor (charged, signed or minted).
 */
export const INVESTMENT_TAB_STATUSES: { readonly [K in Exclude<InvestmentTab, 'all'>]: readonly InvestmentStatus[] } = {
  preordered: ['RESERVED'],
  ordered: [
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
  ],
  disbursed: ['CHARGED'],
  signed: ['SIGNED', 'SIGNED_PENDING'],
  closed: ['CLOSED'],
  canceled: ['CANCELED'],
  minted: ['MINTED'],
  completed: ['CHARGED', 'SIGNED', 'MINTED'],
};

export function investmentTabOf(status: InvestmentStatus): Exclude<InvestmentTab, 'all' | 'completed'> {
  const tabs = Object.entries(INVESTMENT_TAB_STATUSES) as [Exclude<InvestmentTab, 'all'>, readonly InvestmentStatus[]][];
  const found = tabs.find(([tab, statuses]) => tab !== 'completed' && statuses.includes(status));
  // Every status belongs to exactly one non-`completed` tab; the test of the grouping proves it.
  return (found?.[0] ?? 'ordered') as Exclude<InvestmentTab, 'all' | 'completed'>;
}

export function statusesOfTab(tab: InvestmentTab): readonly InvestmentStatus[] {
  return tab === 'all' ? INVESTMENT_STATUSES : INVESTMENT_TAB_STATUSES[tab];
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
  amount: v.number(),
  payment_method: v.nullable(v.string()),
  payment_reference: v.nullable(v.string()),
  proof_of_payment: v.nullable(v.string()),
  balance_used: v.number(),
  fee: v.number(),
  status: investmentStatusSchema,
  /** When the investment reached each status it went through. */
  status_dates: v.record(investmentStatusSchema, v.string()),
  referral_code: v.nullable(v.string()),
  signed_document: v.nullable(v.string()),
  created_at: timestamp,
});
export type Investment = v.InferOutput<typeof investmentSchema>;
