import { createHash } from 'node:crypto';
import type { BankStatementFormat, Money } from 'shared';

/** One booked movement of the account, as the bank wrote it. */
export interface StatementEntry {
  direction: 'credit' | 'debit';
  /** Always positive; the direction says which way the money went. */
  amount: Money;
  currency: string;
  /** YYYY-MM-DD. */
  bookingDate: string;
  valueDate: string | null;
  /** The texts the payer gave (camt `RmtInf/Ustrd`, `EndToEndId`; Norma 43 concepts), one line each. */
  remittance: string[];
  /** The bank's own reference of the movement (camt `AcctSvcrRef`/`NtryRef`; Norma 43 references), when it gives one. */
  bankReference: string | null;
  debtorName: string | null;
  /** Identifies the movement in the account across statements (a daily and a monthly statement may both carry it). */
  identity: string;
}

/** One account's statement for a period: a file may carry several. */
export interface ParsedStatement {
  format: BankStatementFormat;
  /** The bank's id of the statement (camt `Stmt/Id`), or one built from the account and the period (Norma 43 has none). */
  statementId: string;
  /** The IBAN, or bank-branch-account for Norma 43. */
  account: string;
  currency: string;
  /** YYYY-MM-DD, both included; null when the statement does not say. */
  from: string | null;
  to: string | null;
  entries: StatementEntry[];
}

/** Error keys a file can be refused with; nothing of a refused file is imported. */
export type StatementErrorKey = 'statement_format_unknown' | 'statement_malformed' | 'statement_totals_mismatch';

export class StatementError extends Error {
  constructor(
    readonly key: StatementErrorKey,
    /** Where in the file (a line, an element) and what is wrong, for the manager to check with the bank. */
    readonly detail: string,
  ) {
    super(`${key}: ${detail}`);
  }
}

/**
 * An identity for a movement the bank gave no reference to: its facts and how many identical
 * movements came before it in the statement (two equal transfers on one day are two payments).
 */
export function derivedIdentity(account: string, facts: readonly string[], seen: Map<string, number>): string {
  const digest = createHash('sha256').update([account, ...facts].join('\u001f')).digest('hex');
  const count = (seen.get(digest) ?? 0) + 1;
  seen.set(digest, count);
  return `sha256:${digest.slice(0, 40)}:${count}`;
}
