import type { BankStatementFormat, StatementEntryDecision, StatementEntryOutcome } from 'shared';
import type { EntryAction } from './entry-columns';

/** The message keys of values the API names, spelled out so the message check finds each one. */

export const ENTRY_TABS = {
  to_decide: { tab: 'bank_statements.tabs.to_decide', empty: 'bank_statements.empty.to_decide', emptyDescription: 'bank_statements.empty.to_decide_description' },
  decided: { tab: 'bank_statements.tabs.decided', empty: 'bank_statements.empty.decided', emptyDescription: 'bank_statements.empty.decided_description' },
} as const;

export const FORMAT_WORDS = { 'camt.053': 'bank_statements.format.camt053', norma43: 'bank_statements.format.norma43' } as const satisfies Record<BankStatementFormat, string>;

export const OUTCOME_WORDS = {
  matched: 'bank_statements.outcome.matched',
  partial: 'bank_statements.outcome.partial',
  overpaid: 'bank_statements.outcome.overpaid',
  unknown_reference: 'bank_statements.outcome.unknown_reference',
  not_waiting: 'bank_statements.outcome.not_waiting',
  currency_mismatch: 'bank_statements.outcome.currency_mismatch',
  debit: 'bank_statements.outcome.debit',
} as const satisfies Record<StatementEntryOutcome, string>;

/** What the manager can do about a credit of each kind (a matched one needs nothing). */
export const WHY_WORDS = {
  partial: 'bank_statements.why.partial',
  overpaid: 'bank_statements.why.overpaid',
  unknown_reference: 'bank_statements.why.unknown_reference',
  not_waiting: 'bank_statements.why.not_waiting',
  currency_mismatch: 'bank_statements.why.currency_mismatch',
  debit: 'bank_statements.why.debit',
} as const satisfies Record<Exclude<StatementEntryOutcome, 'matched'>, string>;

export const DECISION_WORDS = {
  applied: 'bank_statements.decision.applied',
  refund_due: 'bank_statements.decision.refund_due',
  dismissed: 'bank_statements.decision.dismissed',
} as const satisfies Record<StatementEntryDecision, string>;

export const ACTION_WORDS = {
  apply: { action: 'bank_statements.actions.apply', title: 'bank_statements.dialog.apply.title' },
  refund: { action: 'bank_statements.actions.refund', title: 'bank_statements.dialog.refund.title' },
  dismiss: { action: 'bank_statements.actions.dismiss', title: 'bank_statements.dialog.dismiss.title' },
} as const satisfies Record<EntryAction, { action: string; title: string }>;

/** The API's refusals of a file and of a decision the screen explains; any other is "that did not work". */
export const ERROR_WORDS = {
  statement_format_unknown: 'bank_statements.errors.statement_format_unknown',
  statement_malformed: 'bank_statements.errors.statement_malformed',
  statement_totals_mismatch: 'bank_statements.errors.statement_totals_mismatch',
  bank_statement_entry_decided: 'bank_statements.errors.bank_statement_entry_decided',
  bank_statement_amount_short: 'bank_statements.errors.bank_statement_amount_short',
  bank_statement_currency_mismatch: 'bank_statements.errors.bank_statement_currency_mismatch',
  investment_transition_not_allowed: 'bank_statements.errors.investment_transition_not_allowed',
  investment_not_found: 'bank_statements.errors.investment_not_found',
} as const;

export function errorWordOf(key: string | null): (typeof ERROR_WORDS)[keyof typeof ERROR_WORDS] | null {
  return key !== null && Object.hasOwn(ERROR_WORDS, key) ? ERROR_WORDS[key as keyof typeof ERROR_WORDS] : null;
}
