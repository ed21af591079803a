import * as v from 'valibot';
import { AD_STATUSES, AD_TYPES, FOLLOW_UP_TYPES } from '../domain/bulletin-board';
import { PRODUCT_TYPES } from '../domain/project';
import { moneySchema } from '../money';
import { pageMetaSchema } from '../schemas/paging.schema';
import { pageNumber } from '../schemas/paging.schema';
import { amount, choice, count, dayFilter, email, form, freeText, optional, text, totalFitsMoney, walletAddress } from '../validation/rules';

/**
 * The wire of the secondary bulletin board and token transfers (issue 15, spec sections 1-4).
 *
 * The board is a notice board, not an exchange (ECSPR Art. 25): holders of minted tokens post
 * sell ads, investors post buy ads, others contact them, and the parties agree a sale between
 * themselves; the seller then transfers the tokens (`POST /transfers`, optionally naming the ad
 * and the agreed unit price, which closes the ad and feeds the board's past-transactions list).
 * New and edited ads are `in_review` until the review job publishes them (text safety, tokens
 * held and not already offered) within minutes, or rejects them with a reason.
 *
 * E-mail addresses never cross the board: people are shown by their public name.
 */

const INVALID = 'validator.form_field_invalid';
const isoTimestamp = v.string();

export const BOARD_PAGE_SIZES = [20, 50, 100] as const;
export const DEFAULT_BOARD_PAGE_SIZE = 20;
const paging = {
  page: pageNumber(1, 10_000),
  per_page: pageNumber(DEFAULT_BOARD_PAGE_SIZE, 100),
};

/** How often the review job looks at ads in review, unless `BOARD_REVIEW_INTERVAL_MS` says otherwise. */
export const BOARD_REVIEW_INTERVAL_MS = 60_000;

/** Why the review rejected an ad (`rejection_reason`), named in both languages on the screens. */
export const AD_REJECTION_REASONS = ['unsafe_text', 'tokens_not_available', 'issuance_not_tradable', 'withdrawn_by_manager'] as const;
export type AdRejectionReason = (typeof AD_REJECTION_REASONS)[number];

const project = v.object({ id: v.string(), title: v.string(), slug: v.string(), token_symbol: v.string(), product_type: v.picklist(PRODUCT_TYPES) });
/** Someone on the board, by the public name only. */
const party = v.object({ id: v.string(), name: v.string() });

/** An ad as the board shows it (spec section 3: type, product, status, investment, tokens, amount, unit price, publish date, reference). */
export const adSchema = v.object({
  id: v.string(),
  /** Human reference (`AD-2026-000123`), unique in the tenant. */
  reference: v.string(),
  type: v.picklist(AD_TYPES),
  /** The project's product type. */
  product: v.picklist(PRODUCT_TYPES),
  status: v.picklist(AD_STATUSES),
  project,
  /** The author's investment the tokens come from (sell ads); only its author sees it, null for others and for buy ads. */
  investment_id: v.nullable(v.string()),
  tokens: v.number(),
  unit_price: moneySchema,
  /** tokens × unit price, exact. */
  amount: moneySchema,
  description: v.nullable(v.string()),
  author: party,
  /** The caller wrote it: edit and withdraw instead of contact. */
  mine: v.boolean(),
  rejection_reason: v.nullable(v.picklist(AD_REJECTION_REASONS)),
  /** The caller's reply thread with the author when the caller contacted them; null for the author and everyone else. */
  conversation_id: v.nullable(v.string()),
  /** Messages on this ad the caller has not read: in every buyer's thread for the author, in their own for a buyer. */
  unread_messages: v.number(),
  published_at: v.nullable(isoTimestamp),
  created_at: isoTimestamp,
  updated_at: isoTimestamp,
});
export type Ad = v.InferOutput<typeof adSchema>;
export const adResponseSchema = v.object({ data: adSchema });

// ---------------------------------------------------------------- reading the board

/**
 * GET /board/ads: published ads of the tenant, newest first (investors; managers also pass
 * `status` to moderate). GET /board/ads/mine: the caller's ads in every status (same query).
 */
export const boardQuerySchema = v.object({
  type: v.optional(v.picklist(AD_TYPES, INVALID)),
  product: v.optional(v.picklist(PRODUCT_TYPES, INVALID)),
  issuance_id: v.optional(v.string()),
  min_price: v.optional(amount({ min: '0.00' })),
  max_price: v.optional(amount({ min: '0.00' })),
  /** Managers only (others: 403 forbidden): any status. */
  status: v.optional(v.picklist(AD_STATUSES, INVALID)),
  ...paging,
});
export type BoardQueryInput = v.InferInput<typeof boardQuerySchema>;
export type BoardQuery = v.InferOutput<typeof boardQuerySchema>;

export const boardResponseSchema = v.object({ data: v.array(adSchema), meta: pageMetaSchema });
export type BoardResponse = v.InferOutput<typeof boardResponseSchema>;

/**
 * GET /board/history: the board's past transactions (transfers that named an ad), newest first,
 * without the parties: project, tokens, unit price, date (ECSPR Art. 25: information on past
 * transactions).
 */
export const boardTradeSchema = v.object({
  id: v.string(),
  project,
  tokens: v.number(),
  unit_price: moneySchema,
  amount: moneySchema,
  traded_at: isoTimestamp,
});
export type BoardTrade = v.InferOutput<typeof boardTradeSchema>;
export const boardHistoryResponseSchema = v.object({ data: v.array(boardTradeSchema) });

/**
 * GET /board/holdings: "select an investment". The caller's minted investments with the tokens
 * they can still offer: per project, the ledger balance minus tokens in their open sell ads
 * (in_review or published) — every investment of a project shares its project's `available`.
 */
export const sellableInvestmentSchema = v.object({
  investment_id: v.string(),
  project,
  /** Tokens minted for this investment. */
  tokens: v.number(),
  unit_price: moneySchema,
  /** The caller's tokens of the project that are neither transferred nor offered. */
  available: v.number(),
});
export type SellableInvestment = v.InferOutput<typeof sellableInvestmentSchema>;
export const sellableInvestmentsResponseSchema = v.object({ data: v.array(sellableInvestmentSchema) });

// ---------------------------------------------------------------- writing ads

/**
 * POST /board/ads (201, in_review) and PATCH /board/ads/:id (the author, while in_review or
 * published; back to in_review). A sell ad names the investment (its project follows); a buy ad
 * names the project. 409 tokens_not_available when a sell ad offers more than `available`;
 * 422 with `validator.error_unsafe_text` on the description.
 */
export const adRequestSchema = v.pipe(
  form({
    type: choice(AD_TYPES),
    investment_id: optional(text()),
    issuance_id: optional(text()),
    tokens: count({ min: 1 }),
    unit_price: amount({ min: '0.01' }),
    description: optional(freeText({ max: 1000 })),
  }),
  totalFitsMoney('tokens', 'unit_price'),
  v.forward(
    v.check((input) => input.type !== 'sell' || input.investment_id !== undefined, 'validator.error_null'),
    ['investment_id'],
  ),
  v.forward(
    v.check((input) => input.type !== 'buy' || input.issuance_id !== undefined, 'validator.error_null'),
    ['issuance_id'],
  ),
);
export type AdRequestInput = v.InferInput<typeof adRequestSchema>;
export type AdRequest = v.InferOutput<typeof adRequestSchema>;

/** POST /board/ads/:id/withdraw: the author (no reason) or a manager (a reason the author is told). 409 ad_not_open when already withdrawn, rejected or closed. */
export const adWithdrawRequestSchema = v.object({ reason: optional(freeText({ max: 500 })) });

/**
 * POST /board/ads/:id/contact (202): a message to the ad's author, delivered by e-mail and
 * notification with the sender's public name, never an address. Not on one's own ad (409
 * own_ad) and only on a published one (409 ad_not_open).
 */
export const contactRequestSchema = form({
  follow_up: choice(FOLLOW_UP_TYPES),
  message: freeText({ min: 10, max: 2000 }),
});
export type ContactRequestInput = v.InferInput<typeof contactRequestSchema>;

/** The contact's answer: the thread it started or continued. */
export const contactResponseSchema = v.object({ data: v.object({ conversation_id: v.string() }) });

// ---------------------------------------------------------------- reply threads

/**
 * A reply thread per ad and buyer (issue 34): the buyer's contact starts or continues it, the ad's
 * author and that buyer read it and write in it, and each message notifies the other party. Nobody
 * else finds it (404 conversation_not_found), not even another investor or a manager. Messages are
 * checked like ad descriptions; an ad no longer open keeps its threads readable and refuses new
 * messages (409 ad_not_open).
 */
export const BOARD_MESSAGE_MAX_LENGTH = 2000;

export const boardMessageSchema = v.object({
  id: v.string(),
  sender: party,
  /** The caller wrote it. */
  mine: v.boolean(),
  body: v.string(),
  /** The follow-up the buyer chose, on messages sent with the ad's contact form. */
  follow_up: v.nullable(v.picklist(FOLLOW_UP_TYPES)),
  created_at: isoTimestamp,
});
export type BoardMessage = v.InferOutput<typeof boardMessageSchema>;

const conversationEntries = {
  id: v.string(),
  ad_id: v.string(),
  /** The investor who contacted the author. */
  buyer: party,
  /** The ad's author. */
  seller: party,
  /** The other party, as the caller sees the thread: the buyer for the author, the author for the buyer. */
  counterpart: party,
  last_message: v.nullable(boardMessageSchema),
  /** Messages from the other party the caller has not read. */
  unread: v.number(),
  updated_at: isoTimestamp,
};

/** GET /board/ads/:id/conversations: the author sees every buyer's thread, a buyer their own (most recent first). */
export const boardConversationSchema = v.object(conversationEntries);
export type BoardConversation = v.InferOutput<typeof boardConversationSchema>;
export const boardConversationsResponseSchema = v.object({ data: v.array(boardConversationSchema) });

/**
 * GET /board/conversations/:id: the thread with its messages, oldest first; reading it marks it
 * read for the caller (not for a manager acting as them). `can_reply` is false once the ad is
 * withdrawn, rejected or closed.
 */
export const boardThreadSchema = v.object({
  ...conversationEntries,
  ad: v.object({ id: v.string(), reference: v.string(), type: v.picklist(AD_TYPES), status: v.picklist(AD_STATUSES), project }),
  can_reply: v.boolean(),
  messages: v.array(boardMessageSchema),
});
export type BoardThread = v.InferOutput<typeof boardThreadSchema>;
export const boardThreadResponseSchema = v.object({ data: boardThreadSchema });

/** POST /board/conversations/:id/messages (201): one of the two parties writes; the other is notified. */
export const boardMessageRequestSchema = form({ message: freeText({ min: 1, max: BOARD_MESSAGE_MAX_LENGTH }) });
export type BoardMessageRequestInput = v.InferInput<typeof boardMessageRequestSchema>;
export const boardMessageResponseSchema = v.object({ data: boardMessageSchema });

export const BOARD_ERRORS = ['tokens_not_available', 'ad_not_open', 'own_ad', 'ad_not_found', 'conversation_not_found'] as const;

// ---------------------------------------------------------------- transfers

export const TRANSFER_DIRECTIONS = ['sent', 'received'] as const;
export type TransferDirection = (typeof TRANSFER_DIRECTIONS)[number];

/**
 * POST /transfers (201): moves tokens of a project from the caller's wallet to another registered
 * investor of the tenant, named by wallet address or e-mail, through the token ledger port. The
 * balance is checked and spent in one serialised step, so concurrent transfers never overdraw.
 * 409 insufficient_tokens, 404 recipient_not_found, 409 transfer_to_self. Naming an ad (the
 * caller's published sell ad of the same project) closes it and records `unit_price` on the
 * board's history; tokens offered in the caller's other open ads stay offered.
 */
export const transferRequestSchema = v.pipe(
  form({
    issuance_id: text(),
    tokens: count({ min: 1 }),
    destination_wallet: optional(walletAddress()),
    destination_email: optional(email()),
    ad_id: optional(text()),
    unit_price: optional(amount({ min: '0.01' })),
  }),
  // The board's history shows the trade's amount, tokens × the agreed price.
  totalFitsMoney('tokens', 'unit_price'),
  v.forward(
    v.check((input) => (input.destination_wallet === undefined) !== (input.destination_email === undefined), 'validator.error_null'),
    ['destination_wallet'],
  ),
);
export type TransferRequestInput = v.InferInput<typeof transferRequestSchema>;

/** The form's own limit: at most what the caller can still move of the project. */
export function createTransferFormSchema({ availableTokens }: { availableTokens: number }) {
  return form({
    tokens: count({ min: 1, max: availableTokens }),
    destination: text({ max: 254 }),
  });
}

/**
 * GET /transfers/recipient?destination=…: who a wallet address or e-mail belongs to, for the
 * confirmation ("Send 5 SPA to Lucía M.?"): the public name abbreviated, never the e-mail. 404
 * recipient_not_found.
 */
export const transferRecipientResponseSchema = v.object({ data: v.object({ name: v.string(), wallet: v.string() }) });

export const transferSchema = v.object({
  id: v.string(),
  project,
  direction: v.picklist(TRANSFER_DIRECTIONS),
  tokens: v.number(),
  /** The other party, by public name. */
  counterparty: party,
  origin_wallet: v.string(),
  destination_wallet: v.string(),
  /** The ledger's transaction reference. */
  transaction_reference: v.string(),
  ad_reference: v.nullable(v.string()),
  unit_price: v.nullable(moneySchema),
  created_at: isoTimestamp,
});
export type Transfer = v.InferOutput<typeof transferSchema>;
export const transferResponseSchema = v.object({ data: transferSchema });

/** GET /transfers (the caller's sent and received) and GET /transfers/export?format=csv|xlsx (same filters). */
export const transfersQuerySchema = v.object({
  direction: v.optional(v.picklist(TRANSFER_DIRECTIONS, INVALID)),
  issuance_id: v.optional(v.string()),
  /** Calendar days in the tenant's time zone, inclusive. */
  from: v.optional(dayFilter()),
  to: v.optional(dayFilter()),
  ...paging,
});
export type TransfersQueryInput = v.InferInput<typeof transfersQuerySchema>;
export type TransfersQuery = v.InferOutput<typeof transfersQuerySchema>;
export const transfersResponseSchema = v.object({ data: v.array(transferSchema), meta: pageMetaSchema });
export type TransfersResponse = v.InferOutput<typeof transfersResponseSchema>;
export const TRANSFER_EXPORT_FORMATS = ['csv', 'xlsx'] as const;

export const TRANSFER_ERRORS = ['insufficient_tokens', 'recipient_not_found', 'transfer_to_self'] as const;

// ---------------------------------------------------------------- the bank connection (/user/bbva)

export const BANK_CONNECTION_STATUSES = ['missing', 'unverified', 'verified'] as const;
export type BankConnectionStatus = (typeof BANK_CONNECTION_STATUSES)[number];

/**
 * GET /users/me/bank-connection: the account payouts (claimed earnings) and refunds go to, from
 * the account's banking section, with its IBAN masked (`ES91 •••• •••• •••• •••• 1332`) and its
 * verification: `verified` when the holder's name matches the investor's KYC-validated name and
 * the IBAN's check digits are right; `unverified` with the reasons otherwise; `missing` without one.
 */
export const BANK_CONNECTION_ISSUES = ['kyc_not_validated', 'holder_name_mismatch', 'iban_invalid'] as const;
export const bankConnectionSchema = v.object({
  status: v.picklist(BANK_CONNECTION_STATUSES),
  issues: v.array(v.picklist(BANK_CONNECTION_ISSUES)),
  account_holder: v.nullable(v.string()),
  iban_masked: v.nullable(v.string()),
  bic: v.nullable(v.string()),
  bank: v.nullable(v.string()),
  /** Where money reaches the investor from: claimed earnings and refunds. */
  used_for: v.array(v.picklist(['payouts', 'refunds'])),
  updated_at: v.nullable(isoTimestamp),
});
export type BankConnection = v.InferOutput<typeof bankConnectionSchema>;
export const bankConnectionResponseSchema = v.object({ data: bankConnectionSchema });
