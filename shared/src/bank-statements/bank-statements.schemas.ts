import * as v from 'valibot';
import { INVESTMENT_STATUSES } from '../domain/investment';
import { moneySchema } from '../money';
import { pageMetaSchema, pageNumber } from '../schemas/paging.schema';
import { choice, form, optional, text } from '../validation/rules';

const uuid = () => v.pipe(v.string(), v.uuid('validator.form_field_invalid'));

/**
 * The wire of bank statements (issue 36): a manager imports the bank's statement (camt.053 or
 * Norma 43); each credit that names an order waiting for its transfer, for its exact total, pays
 * it; the other credits wait for the manager's decision (apply to an order, refund due, dismiss).
 */

/** The API's addresses, below its base. */
export const bankStatementPaths = {
  list: '/manager/bank-statements',
  entries: '/manager/bank-statements/entries',
  decision: (id: string) => `/manager/bank-statements/entries/${encodeURIComponent(id)}/decision`,
} as const;

/** The multipart field of the file, and its largest size. */
export const BANK_STATEMENT_FIELD = 'file';
export const BANK_STATEMENT_MAX_MB = 10;

export const BANK_STATEMENT_FORMATS = ['camt.053', 'norma43'] as const;
export type BankStatementFormat = (typeof BANK_STATEMENT_FORMATS)[number];

/**
 * What reading a movement found. `matched`: it paid its order. The others wait for a decision:
 * `partial` and `overpaid` (the order's reference with less or more than its total),
 * `unknown_reference` (no order's reference in its text), `not_waiting` (the order is paid,
 * cancelled or not at the transfer step), `currency_mismatch`. `debit`: money out, kept, not matched.
 */
export const STATEMENT_ENTRY_OUTCOMES = ['matched', 'partial', 'overpaid', 'unknown_reference', 'not_waiting', 'currency_mismatch', 'debit'] as const;
export type StatementEntryOutcome = (typeof STATEMENT_ENTRY_OUTCOMES)[number];

export const STATEMENT_ENTRY_DECISIONS = ['applied', 'refund_due', 'dismissed'] as const;
export type StatementEntryDecision = (typeof STATEMENT_ENTRY_DECISIONS)[number];

/** Which entries a list shows: those waiting for a decision, the decided ones, or all (debits too). */
export const STATEMENT_ENTRY_STATES = ['to_decide', 'decided', 'all'] as const;
export type StatementEntryState = (typeof STATEMENT_ENTRY_STATES)[number];

const paging = { page: pageNumber(1, 10_000), per_page: pageNumber(20, 100) };

export const bankStatementSchema = v.object({
  id: v.string(),
  format: v.picklist(BANK_STATEMENT_FORMATS),
  /** The bank's id of the statement (Norma 43: built from the account and the period). */
  statement_id: v.string(),
  file_name: v.string(),
  /** IBAN (camt.053) or bank-branch-account (Norma 43). */
  account: v.string(),
  currency: v.string(),
  period_from: v.nullable(v.string()),
  period_to: v.nullable(v.string()),
  imported_at: v.string(),
  imported_by: v.nullable(v.string()),
  counts: v.object({
    credits: v.number(),
    debits: v.number(),
    matched: v.number(),
    to_decide: v.number(),
    decided: v.number(),
  }),
});
export type BankStatement = v.InferOutput<typeof bankStatementSchema>;

export const bankStatementListQuerySchema = form(paging);
export type BankStatementListQuery = v.InferOutput<typeof bankStatementListQuerySchema>;
export const bankStatementListResponseSchema = v.object({ data: v.array(bankStatementSchema), meta: pageMetaSchema });
export type BankStatementListResponse = v.InferOutput<typeof bankStatementListResponseSchema>;

/** POST /manager/bank-statements: the statements the file carried, and what importing them did. */
export const bankStatementImportSchema = v.object({
  statements: v.array(bankStatementSchema),
  /** Every statement of the file was imported before: nothing changed. */
  already_imported: v.boolean(),
  /** Orders this import paid, credits it left to decide, movements already imported by another statement. */
  charged: v.number(),
  to_decide: v.number(),
  repeated: v.number(),
});
export type BankStatementImport = v.InferOutput<typeof bankStatementImportSchema>;
export const bankStatementImportResponseSchema = v.object({ data: bankStatementImportSchema });

/** The order a credit names (or was applied to), as the manager checks it. */
const entryOrderSchema = v.object({
  id: v.string(),
  reference: v.nullable(v.string()),
  status: v.picklist(INVESTMENT_STATUSES),
  investor_name: v.string(),
  project_title: v.string(),
  /** What the order asks for: amount − balance used + fee. */
  total: moneySchema,
});

export const statementEntrySchema = v.object({
  id: v.string(),
  statement_id: v.string(),
  direction: v.picklist(['credit', 'debit']),
  amount: moneySchema,
  currency: v.string(),
  booking_date: v.string(),
  value_date: v.nullable(v.string()),
  remittance: v.array(v.string()),
  bank_reference: v.nullable(v.string()),
  debtor_name: v.nullable(v.string()),
  outcome: v.picklist(STATEMENT_ENTRY_OUTCOMES),
  /** The order its reference names (the suggestion), or the one it paid or was applied to. */
  order: v.nullable(entryOrderSchema),
  decision: v.nullable(v.picklist(STATEMENT_ENTRY_DECISIONS)),
  /** Money to give back: the whole credit (refund due) or what it paid over the order's total. */
  refund_amount: v.nullable(moneySchema),
  note: v.nullable(v.string()),
  decided_at: v.nullable(v.string()),
  /** What the manager may do now; `apply` is false when the suggested order cannot take it (the API says why on trying). */
  actions: v.object({ apply: v.boolean(), refund: v.boolean(), dismiss: v.boolean() }),
});
export type StatementEntry = v.InferOutput<typeof statementEntrySchema>;

export const statementEntryListQuerySchema = form({
  ...paging,
  state: v.optional(choice(STATEMENT_ENTRY_STATES), 'to_decide'),
  statement: optional(uuid()),
});
export type StatementEntryListQuery = v.InferOutput<typeof statementEntryListQuerySchema>;
export const statementEntryListResponseSchema = v.object({ data: v.array(statementEntrySchema), meta: pageMetaSchema });
export type StatementEntryListResponse = v.InferOutput<typeof statementEntryListResponseSchema>;
export const statementEntryResponseSchema = v.object({ data: statementEntrySchema });

export const STATEMENT_ENTRY_ACTIONS = ['apply', 'refund', 'dismiss'] as const;

/**
 * POST /manager/bank-statements/entries/{id}/decision. `apply` pays an order waiting for its
 * transfer (the suggested one unless `investment_id` or `reference` names another) with a credit that covers its
 * total; what it pays over is a refund due. `refund`: the money goes back. `dismiss` needs a note.
 */
export const statementEntryDecisionRequestSchema = v.pipe(
  form({
    action: choice(STATEMENT_ENTRY_ACTIONS),
    investment_id: optional(uuid()),
    /** The order's transfer reference, as the manager reads it from the payer (case, spaces and dashes aside). */
    reference: optional(text({ max: 60 })),
    note: optional(text({ max: 500 })),
  }),
  v.forward(
    v.check((input) => input.action !== 'dismiss' || input.note !== undefined, 'validator.error_null'),
    ['note'],
  ),
);
export type StatementEntryDecisionRequest = v.InferInput<typeof statementEntryDecisionRequestSchema>;
