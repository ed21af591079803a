import * as v from 'valibot';
import { EARNING_STATUSES, EARNING_TYPES } from '../domain/earning';
import { moneySchema, percentSchema } from '../money';
import { pageMetaSchema } from '../schemas/paging.schema';
import { pageNumber } from '../schemas/paging.schema';
import { profitSharingSchema } from '../schemas/profit-sharing.schema';

/**
 * The wire of earnings (issue 14, spec sections 2-5 and 8). An issuer (manager or entrepreneur)
 * creates a *distribution* (a benefit) for a project: a type, a profit date, a gross amount to
 * share and a withholding percentage. The API splits it over the holders of the project's paid
 * tokens at the profit date (`splitDistribution`), one *earning* per holder. Statuses:
 * pending (created) → paid (the issuer paid everyone; the investor may now claim) → claimed
 * (the investor claimed it to their bank account; irreversible). The API validates with these
 * and the screens parse its answers with them.
 */

const INVALID = 'validator.form_field_invalid';
const isoTimestamp = v.string();
const day = v.string();

export const EARNING_PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_EARNING_PAGE_SIZE = 20;
const paging = {
  page: pageNumber(1, 10_000),
  per_page: pageNumber(DEFAULT_EARNING_PAGE_SIZE, 100),
};

/** A distribution is pending until paid to everyone; then each earning goes on to claimed. */
export const DISTRIBUTION_STATUSES = ['pending', 'paid'] as const;
export type DistributionStatus = (typeof DISTRIBUTION_STATUSES)[number];

/** The money parts of one earning (spec section 3), every one exact to the cent. */
export const earningPartsSchema = v.object({
  /** The holder's share of the gross amount. */
  gross_amount: moneySchema,
  withholding_percentage: percentSchema,
  fiscal_withholding: moneySchema,
  /** Income (dividend, interest): the gross share; zero for a repayment. */
  rent_amount: moneySchema,
  capital_gain: moneySchema,
  /** Capital paid back (repayment): the gross share; zero otherwise. */
  returned_capital: moneySchema,
  /** What reaches the investor: gross − withholding. */
  net_total: moneySchema,
  /** Net income plus returned capital. */
  total_returned: moneySchema,
});
export type EarningParts = v.InferOutput<typeof earningPartsSchema>;

const person = v.object({ id: v.string(), name: v.string(), email: v.string() });
const project = v.object({ id: v.string(), title: v.string(), slug: v.string(), token_symbol: v.string() });

/** One holder's earning inside a distribution. */
export const earningRowSchema = v.object({
  id: v.string(),
  investor: person,
  /** Paid tokens held at the profit date: the weight of the split. */
  tokens: v.number(),
  status: v.picklist(EARNING_STATUSES),
  ...earningPartsSchema.entries,
  paid_at: v.nullable(isoTimestamp),
  claimed_at: v.nullable(isoTimestamp),
  /** Business day (tenant zone) the money left the platform's account: the payout was executed. */
  executed_date: v.nullable(day),
  /** Business day the payout reached the investor's bank (the manager marked its batch settled). */
  delivered_date: v.nullable(day),
});
export type EarningRow = v.InferOutput<typeof earningRowSchema>;

/** A distribution in a list: its figures and how far it went. */
export const distributionSummarySchema = v.object({
  id: v.string(),
  project,
  type: v.picklist(EARNING_TYPES),
  status: v.picklist(DISTRIBUTION_STATUSES),
  profit_date: day,
  description: v.nullable(v.string()),
  withholding_percentage: percentSchema,
  /** Sums of its earnings: they equal the distribution's figures exactly. */
  totals: earningPartsSchema,
  holders: v.number(),
  tokens: v.number(),
  counts: v.record(v.picklist(EARNING_STATUSES), v.number()),
  created_at: isoTimestamp,
  created_by: v.object({ id: v.string(), name: v.string() }),
  paid_at: v.nullable(isoTimestamp),
});
export type DistributionSummary = v.InferOutput<typeof distributionSummarySchema>;

/**
 * A distribution with its earnings. `per_token` is what one token earned (gross and net, to
 * 6 decimals, for the token breakdown); `rounding_rule` names the rule the split follows so the
 * screen can state it. For an investor the rows hold only their own earning.
 */
export const distributionDetailSchema = v.object({
  ...distributionSummarySchema.entries,
  per_token: v.object({ gross: v.string(), net: v.string() }),
  rounding_rule: v.literal('largest_remainder_cents'),
  rows: v.array(earningRowSchema),
});
export type DistributionDetail = v.InferOutput<typeof distributionDetailSchema>;
export const distributionDetailResponseSchema = v.object({ data: distributionDetailSchema });

// ---------------------------------------------------------------- the issuer's side

/** POST /issuances/:id/benefits (profitSharingSchema: type, profit_date, gross_amount, withholding_percentage, description). 409 no_holders_at_profit_date. */
export const distributionRequestSchema = profitSharingSchema;

/** GET /issuances/:id/benefits: the project's distributions, newest profit date first. */
export const issuanceBenefitsResponseSchema = v.object({ data: v.array(distributionSummarySchema) });

/**
 * POST /issuances/:id/benefits/:benefitId/pay: pays everyone (pending → paid), once: a second
 * or concurrent call answers 409 distribution_already_paid. 409 bank_account_required when the
 * project's owner has no bank account on their profile; 409 payout_account_required when the
 * tenant pays out by SEPA files and its own IBAN (payment settings) is missing.
 * DELETE /issuances/:id/benefits/:benefitId: only while pending (409 distribution_already_paid).
 */
export const PAY_ERRORS = ['bank_account_required', 'distribution_already_paid', 'payout_account_required'] as const;

// ---------------------------------------------------------------- earnings lists (managers, issuers)

/** GET /earnings (managers: the tenant; issuers: their projects) and GET /earnings/export?format=csv|xlsx. */
export const earningsListQuerySchema = v.object({
  type: v.optional(v.picklist(EARNING_TYPES, INVALID)),
  status: v.optional(v.picklist(DISTRIBUTION_STATUSES, INVALID)),
  project_id: v.optional(v.string()),
  ...paging,
});
export type EarningsListQueryInput = v.InferInput<typeof earningsListQuerySchema>;
export type EarningsListQuery = v.InferOutput<typeof earningsListQuerySchema>;

export const earningsListResponseSchema = v.object({
  data: v.array(distributionSummarySchema),
  meta: pageMetaSchema,
  /** Over every distribution the filters match (not just the page). */
  totals: earningPartsSchema,
});
export type EarningsListResponse = v.InferOutput<typeof earningsListResponseSchema>;
export const EARNING_EXPORT_FORMATS = ['csv', 'xlsx'] as const;

/*
 * GET /earnings/:id: one distribution (the `{id}` of `/…/earnings/{id}/token` and
 * `/…/earnings/{id}/investor` in every area). Managers see any, issuers their projects', and
 * investors their own earning of it (404 otherwise). The token view reads `per_token` and the
 * totals; the investor view reads `rows`. Answered with distributionDetailResponseSchema.
 */

// ---------------------------------------------------------------- the investor's side

/** GET /users/me/earnings: the investor's earnings, newest profit date first. */
export const myEarningsQuerySchema = v.object({
  status: v.optional(v.picklist(EARNING_STATUSES, INVALID)),
  year: v.optional(v.pipe(v.string(), v.regex(/^\d{4}$/, INVALID))),
  ...paging,
});
export type MyEarningsQueryInput = v.InferInput<typeof myEarningsQuerySchema>;

export const myEarningSchema = v.object({
  id: v.string(),
  distribution_id: v.string(),
  project,
  type: v.picklist(EARNING_TYPES),
  status: v.picklist(EARNING_STATUSES),
  tokens: v.number(),
  profit_date: day,
  ...earningPartsSchema.entries,
  paid_at: v.nullable(isoTimestamp),
  claimed_at: v.nullable(isoTimestamp),
  /** Business day (tenant zone) the money left the platform's account: the payout was executed. */
  executed_date: v.nullable(day),
  /** Business day the payout reached the investor's bank (the manager marked its batch settled). */
  delivered_date: v.nullable(day),
});
export type MyEarning = v.InferOutput<typeof myEarningSchema>;

export const myEarningsResponseSchema = v.object({
  data: v.array(myEarningSchema),
  meta: pageMetaSchema,
  /** Net amounts by status over all the investor's earnings: claimable is the paid ones. */
  totals: v.object({ pending: moneySchema, claimable: moneySchema, claimed: moneySchema }),
  /** Claiming needs a bank account on the profile (the screen links to the account page). */
  has_bank_account: v.boolean(),
});
export type MyEarningsResponse = v.InferOutput<typeof myEarningsResponseSchema>;

/**
 * POST /users/me/earnings/:id/claim → { data: MyEarning }; POST /users/me/earnings/claim-all →
 * { data: { claimed, total } }. Each earning is claimed exactly once, also under concurrent
 * calls. Refusals: 409 bank_account_required, 409 earning_not_claimable (pending or already
 * claimed), 409 nothing_to_claim.
 */
export const claimResponseSchema = v.object({ data: myEarningSchema });
export const claimAllResponseSchema = v.object({ data: v.object({ claimed: v.number(), total: moneySchema }) });
export const CLAIM_ERRORS = ['bank_account_required', 'earning_not_claimable', 'nothing_to_claim'] as const;

/** GET /users/me/earnings/tax-summary: per calendar year of the profit date (tenant's zone), for the tax return. */
export const taxSummaryResponseSchema = v.object({
  data: v.array(v.object({ year: v.number(), gross: moneySchema, withholding: moneySchema, net: moneySchema, earnings: v.number() })),
});
export type TaxSummary = v.InferOutput<typeof taxSummaryResponseSchema>['data'];

/** GET /users/me/earnings/tax-summary/export?year=YYYY&format=csv|pdf: one year's earnings and totals. */
export const taxSummaryExportQuerySchema = v.object({
  year: v.pipe(v.string(), v.regex(/^\d{4}$/, INVALID)),
  format: v.picklist(['csv', 'pdf'], INVALID),
});
