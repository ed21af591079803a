import * as v from 'valibot';
import { INVESTMENT_STATUSES, INVESTMENT_TABS } from '../domain/investment';
import { PAYMENT_METHODS } from '../domain/payment';
import { PRODUCT_TYPES } from '../domain/project';
import { investmentAnswerSchema } from '../invest/invest.schemas';
import { moneySchema } from '../money';
import { pageMetaSchema } from '../schemas/paging.schema';
import { pageNumber } from '../schemas/paging.schema';
import { dayFilter, form, optional, text, walletAddress } from '../validation/rules';

/**
 * The wire of investments after the order (issue 11): the investor's list and portfolio, the
 * manager's and entrepreneur's investment lists and moves, an issuance's investors and the
 * tokens. The API validates with these and the remotes parse its answers with them.
 */

const INVALID = 'validator.form_field_invalid';

export const INVESTMENT_PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_INVESTMENT_PAGE_SIZE = 20;

const paging = {
  page: pageNumber(1, 10_000),
  per_page: pageNumber(DEFAULT_INVESTMENT_PAGE_SIZE, 100),
};

const person = v.object({ id: v.string(), name: v.string(), email: v.string() });
export type InvestmentPerson = v.InferOutput<typeof person>;

// ---------------------------------------------------------------- the investor's investments

/** GET /users/me/investments: one tab (statusesOfTab), newest first, paged. */
export const myInvestmentsQuerySchema = v.object({
  tab: v.optional(v.picklist(INVESTMENT_TABS, INVALID), 'all'),
  ...paging,
});
export type MyInvestmentsQueryInput = v.InferInput<typeof myInvestmentsQuerySchema>;
export type MyInvestmentsQuery = v.InferOutput<typeof myInvestmentsQuerySchema>;

/** The page of the asked tab, and how many investments each tab holds (the tabs' badges). */
export const myInvestmentsResponseSchema = v.object({
  data: v.array(investmentAnswerSchema),
  meta: pageMetaSchema,
  tab_counts: v.record(v.picklist(INVESTMENT_TABS), v.number()),
});
export type MyInvestmentsResponse = v.InferOutput<typeof myInvestmentsResponseSchema>;

// ---------------------------------------------------------------- the investor's portfolio

/**
 * One project the investor holds paid tokens of (PAID_INVESTMENT_STATUSES). current_value is
 * tokens × today's token price; share_of_issuance is tokens / the issuance's tokens for sale,
 * 0 to 1, for a label.
 */
export const portfolioHoldingSchema = v.object({
  project_id: v.string(),
  project_slug: v.string(),
  project_title: v.string(),
  product_type: v.picklist(PRODUCT_TYPES),
  token_symbol: v.string(),
  token_price: moneySchema,
  tokens: v.number(),
  /** Of `tokens`, those already minted to the investor's wallet. */
  minted_tokens: v.number(),
  invested: moneySchema,
  current_value: moneySchema,
  share_of_issuance: v.number(),
});
export type PortfolioHolding = v.InferOutput<typeof portfolioHoldingSchema>;

/** GET /users/me/portfolio. Allocation shares add up to 1 (largest remainder on cents). */
export const portfolioSchema = v.object({
  holdings: v.array(portfolioHoldingSchema),
  totals: v.object({ invested: moneySchema, current_value: moneySchema, tokens: v.number(), projects: v.number() }),
  by_product_type: v.array(v.object({ product_type: v.picklist(PRODUCT_TYPES), invested: moneySchema, share: v.number() })),
  /** Months (tenant's zone, YYYY-MM) with a payment, oldest first: invested that month and up to it. */
  invested_over_time: v.array(v.object({ month: v.string(), invested: moneySchema, cumulative: moneySchema })),
});
export type Portfolio = v.InferOutput<typeof portfolioSchema>;
export const portfolioResponseSchema = v.object({ data: portfolioSchema });

// ---------------------------------------------------------------- manager's and entrepreneur's investments

/**
 * GET /investments (managers: the tenant's; entrepreneurs and issuers: their own projects').
 * `q` matches the investor's name or e-mail; `from`/`to` are days of the order date, inclusive.
 */
export const investmentListQuerySchema = v.object({
  status: v.optional(v.picklist(INVESTMENT_STATUSES, INVALID)),
  project_id: v.optional(v.pipe(v.string(), v.maxLength(100, 'validator.error_string_max'))),
  method: v.optional(v.picklist(PAYMENT_METHODS, INVALID)),
  from: v.optional(dayFilter()),
  to: v.optional(dayFilter()),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'validator.error_string_max'))),
  ...paging,
});
export type InvestmentListQueryInput = v.InferInput<typeof investmentListQuerySchema>;
export type InvestmentListQuery = v.InferOutput<typeof investmentListQuerySchema>;

/** What the caller may do with this investment now (false for an entrepreneur). */
const managerActionsSchema = v.object({
  confirm_payment: v.boolean(),
  reject_payment: v.boolean(),
  close: v.boolean(),
  cancel: v.boolean(),
  mint: v.boolean(),
});
export type ManagerInvestmentActions = v.InferOutput<typeof managerActionsSchema>;

/**
 * What keeps an order whose status could be minted from being minted now (the API answers the
 * same keys as 409 errors): the investor's reflection period has not ended (Art. 22 of Regulation
 * (EU) 2020/1503; sophisticated investors have none), the project has not reached the last phase
 * of the tenant's flow (CLOSED by default), the investor has no wallet to receive the tokens, or
 * (tokens on a chain, `modules.ledger: evm`) has not proven that wallet theirs by signing with it.
 */
export const MINT_BLOCKS = ['reflection_period_open', 'campaign_not_closed', 'holder_has_no_wallet', 'holder_wallet_unverified'] as const;
export const mintBlockSchema = v.picklist(MINT_BLOCKS);
export type MintBlock = v.InferOutput<typeof mintBlockSchema>;

export const managedInvestmentSchema = v.object({
  ...investmentAnswerSchema.entries,
  investor: person,
  /** Why a manager rejected the payment or cancelled; shown to the investor too. */
  status_reason: v.nullable(v.string()),
  /** The token ledger's reference of the mint, once MINTED. */
  mint_reference: v.nullable(v.string()),
  /**
   * The mint's transaction on the project's chain, while or after it is sent (null on the built-in
   * ledger or before a mint): `pending` until the chain confirms it (the order stays where it was),
   * `failed` with the contract's reason when it reverted (minting again is safe); `url` is the
   * transaction on the tenant's block explorer when one is configured.
   */
  mint_transaction: v.nullable(
    v.object({
      status: v.picklist(['pending', 'confirmed', 'failed']),
      hash: v.string(),
      error: v.nullable(v.string()),
      url: v.nullable(v.string()),
    }),
  ),
  actions: managerActionsSchema,
  /** Why `actions.mint` is false for an order whose status could be minted; empty otherwise. */
  mint_blocked_by: v.array(mintBlockSchema),
  /** When the reflection period stops blocking the mint (its end); null when it does not block it. */
  mintable_from: v.nullable(v.string()),
});
export type ManagedInvestment = v.InferOutput<typeof managedInvestmentSchema>;

/** Totals over every page of the filtered list; `fee` sums the fees of the raised orders, as `amount` their amounts. */
export const investmentTotalsSchema = v.object({ count: v.number(), amount: moneySchema, tokens: v.number(), fee: moneySchema });
export type InvestmentTotals = v.InferOutput<typeof investmentTotalsSchema>;

export const managedInvestmentListResponseSchema = v.object({
  data: v.array(managedInvestmentSchema),
  meta: pageMetaSchema,
  totals: investmentTotalsSchema,
});
export type ManagedInvestmentList = v.InferOutput<typeof managedInvestmentListResponseSchema>;
export const managedInvestmentResponseSchema = v.object({ data: managedInvestmentSchema });

/**
 * POST /investments/{id}/payment/reject and a manager's POST /investments/{id}/cancel: the reason
 * the investor reads (e-mail and their investments list).
 */
export const investmentReasonRequestSchema = form({ reason: text({ max: 500 }) });
export type InvestmentReasonRequest = v.InferInput<typeof investmentReasonRequestSchema>;

/** POST /investments/{id}/close: an optional note for the record. */
export const closeInvestmentRequestSchema = form({ reason: optional(text({ max: 500 })) });

/** POST /issuances/{id}/mint: every mintable investment of the project, one ledger entry each. */
export const bulkMintResponseSchema = v.object({
  data: v.object({ minted: v.number(), tokens: v.number(), investments: v.array(managedInvestmentSchema) }),
});
export type BulkMintResponse = v.InferOutput<typeof bulkMintResponseSchema>;

// ---------------------------------------------------------------- an issuance's investors

/** GET /issuances/{id}/investors: one row per investor with token-holding orders, most tokens first. */
export const issuanceInvestorListQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'validator.error_string_max'))),
  ...paging,
});
export type IssuanceInvestorListQueryInput = v.InferInput<typeof issuanceInvestorListQuerySchema>;

export const issuanceInvestorSchema = v.object({
  investor: person,
  /** The investor's first wallet, where minted tokens go; null until they add one. */
  wallet: v.nullable(v.string()),
  tokens: v.number(),
  minted_tokens: v.number(),
  amount: moneySchema,
  investments: v.number(),
  /** The status of their newest order in this project. */
  status: v.picklist(INVESTMENT_STATUSES),
  /** Whether any of their tokens is minted: a token holder rather than an investor only. */
  holder: v.boolean(),
});
export type IssuanceInvestor = v.InferOutput<typeof issuanceInvestorSchema>;

export const issuanceInvestorListResponseSchema = v.object({
  data: v.array(issuanceInvestorSchema),
  meta: pageMetaSchema,
  totals: v.object({ investors: v.number(), holders: v.number(), tokens: v.number(), amount: moneySchema }),
});
export type IssuanceInvestorList = v.InferOutput<typeof issuanceInvestorListResponseSchema>;

// ---------------------------------------------------------------- tokens (managers)

/** A token belongs to one issuance; supply is its tokens for sale and price its token price. */
export const tokenSchema = v.object({
  id: v.string(),
  issuance_id: v.string(),
  issuance_title: v.string(),
  issuance_slug: v.string(),
  name: v.string(),
  symbol: v.string(),
  acronym: v.string(),
  supply: v.number(),
  price: moneySchema,
  contract_address: v.nullable(v.string()),
  /** The contract on the tenant's block explorer, when its chain names one. */
  contract_url: v.nullable(v.string()),
  /** The contract's deployment on the chain (null on the built-in ledger): pending until confirmed, failed when it reverted. */
  deployment_status: v.nullable(v.picklist(['pending', 'confirmed', 'failed'])),
  minted: v.number(),
  holders: v.number(),
  created_at: v.string(),
});
export type Token = v.InferOutput<typeof tokenSchema>;
export const tokenResponseSchema = v.object({ data: tokenSchema });
export const tokenListResponseSchema = v.object({ data: v.array(tokenSchema), meta: pageMetaSchema });
export type TokenList = v.InferOutput<typeof tokenListResponseSchema>;

export const tokenListQuerySchema = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(100, 'validator.error_string_max'))),
  ...paging,
});

/** POST /tokens: the issuance (without a token yet) and how the token is named. */
export const createTokenRequestSchema = form({
  issuance_id: text({ max: 100 }),
  name: text({ min: 2, max: 60, noSpecialChars: true }),
  symbol: text({ min: 2, max: 11, noSpecialChars: true }),
  acronym: text({ min: 2, max: 11, noSpecialChars: true }),
  /** The smart contract, once deployed; the built-in ledger needs none. */
  contract_address: optional(walletAddress()),
});
export type CreateTokenRequest = v.InferInput<typeof createTokenRequestSchema>;
export type CreateTokenValues = v.InferOutput<typeof createTokenRequestSchema>;

/**
 * GET /tokens/issuances-without-token: the tenant's issuances that can still take a token (the
 * new-token form's choice), newest first, with the supply and price the token would get.
 */
export const tokenCandidateSchema = v.object({
  issuance_id: v.string(),
  issuance_title: v.string(),
  issuance_slug: v.string(),
  supply: v.number(),
  price: moneySchema,
  /** The issuance's smart contract, when it has one: the form may offer it. */
  contract_address: v.nullable(v.string()),
});
export type TokenCandidate = v.InferOutput<typeof tokenCandidateSchema>;
export const tokenCandidateListResponseSchema = v.object({ data: v.array(tokenCandidateSchema) });
