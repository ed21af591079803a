import * as v from 'valibot';
import { EARNING_TYPES } from '../domain/earning';
import { moneySchema } from '../money';
import { pageMetaSchema, pageNumber } from '../schemas/paging.schema';

/**
 * Payouts of earnings (issue 36): with the tenant's `modules.payment_profit` set to `sepa`, paying
 * everyone on a distribution produces one SEPA credit-transfer batch (a pain.001 file for the
 * tenant's bank) and a manager batches the queued claims (earnings claimed by investors who were
 * left out of an earlier batch). A batch is `generated` (its earnings get their executed date) until
 * the manager marks it `settled` (their delivered date). Earnings whose investor has no valid IBAN
 * are left out of the file and listed with the reason.
 */

export const PAYOUT_BATCH_KINDS = ['distribution', 'claims'] as const;
export type PayoutBatchKind = (typeof PAYOUT_BATCH_KINDS)[number];
export const PAYOUT_BATCH_STATUSES = ['generated', 'settled'] as const;
export type PayoutBatchStatus = (typeof PAYOUT_BATCH_STATUSES)[number];
/** Why an earning is not in the file: no IBAN on the profile, an IBAN that fails its check, nothing to transfer. */
export const PAYOUT_LEFT_OUT_REASONS = ['no_iban', 'invalid_iban', 'zero_amount'] as const;
export type PayoutLeftOutReason = (typeof PAYOUT_LEFT_OUT_REASONS)[number];

/** The errors of the payouts endpoints and of paying everyone through the SEPA adapter. */
export const PAYOUT_ERRORS = ['payout_account_required', 'payout_batch_not_found', 'payout_batch_already_settled', 'nothing_to_pay_out', 'payout_file_missing'] as const;

/** A batch in the list. */
export const payoutBatchSummarySchema = v.object({
  id: v.string(),
  kind: v.picklist(PAYOUT_BATCH_KINDS),
  status: v.picklist(PAYOUT_BATCH_STATUSES),
  adapter: v.string(),
  /** GrpHdr/MsgId of the file. */
  message_id: v.string(),
  /** The requested execution date (business day, tenant zone). */
  execution_date: v.string(),
  /** Transfers in the file (NbOfTxs) and their sum (CtrlSum). */
  transactions: v.number(),
  total: moneySchema,
  left_out: v.number(),
  has_file: v.boolean(),
  distribution: v.nullable(v.object({ id: v.string(), project_title: v.string(), type: v.picklist(EARNING_TYPES), profit_date: v.string() })),
  created_at: v.string(),
  settled_date: v.nullable(v.string()),
});
export type PayoutBatchSummary = v.InferOutput<typeof payoutBatchSummarySchema>;

export const payoutItemSchema = v.object({
  earning_id: v.string(),
  investor: v.object({ id: v.string(), name: v.string() }),
  amount: moneySchema,
  iban: v.nullable(v.string()),
  end_to_end_id: v.string(),
  reference: v.string(),
  left_out_reason: v.nullable(v.picklist(PAYOUT_LEFT_OUT_REASONS)),
});
export type PayoutItem = v.InferOutput<typeof payoutItemSchema>;

export const payoutBatchDetailSchema = v.object({ ...payoutBatchSummarySchema.entries, items: v.array(payoutItemSchema) });
export type PayoutBatchDetail = v.InferOutput<typeof payoutBatchDetailSchema>;
export const payoutBatchResponseSchema = v.object({ data: payoutBatchDetailSchema });

/** GET /payouts: the tenant's batches, newest first; how many claims wait for a batch. */
export const payoutBatchesQuerySchema = v.object({ page: pageNumber(1, 10_000), per_page: pageNumber(20, 100) });
export type PayoutBatchesQueryInput = v.InferInput<typeof payoutBatchesQuerySchema>;
export const payoutBatchesResponseSchema = v.object({
  data: v.array(payoutBatchSummarySchema),
  meta: pageMetaSchema,
  /** Claimed earnings not transferred yet: POST /payouts/claims puts them in a batch. */
  queued_claims: v.object({ count: v.number(), total: moneySchema }),
});
export type PayoutBatchesResponse = v.InferOutput<typeof payoutBatchesResponseSchema>;

/** POST /payouts/claims: the batch of the queued claims; null when the tenant's adapter makes none (the sandbox). 409 nothing_to_pay_out. */
export const payoutClaimsResponseSchema = v.object({ data: v.nullable(payoutBatchDetailSchema) });
