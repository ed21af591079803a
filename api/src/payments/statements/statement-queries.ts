import { and, asc, count, desc, eq, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import { compareMoney, pageMeta, type BankStatement, type BankStatementListQuery, type StatementEntry, type StatementEntryListQuery } from 'shared';
import type { Db } from '../../db/client.js';
import { bankStatementEntries, bankStatements, investments, issuances, users } from '../../db/schema.js';
import { isWaitingForTransfer } from './reconcile.js';
import { totalOf } from '../payment-service.js';

type EntryRow = typeof bankStatementEntries.$inferSelect;

const isCredit = eq(bankStatementEntries.direction, 'credit');
/** A credit that paid nothing by itself and that no manager has decided on yet. */
const toDecide = and(isCredit, ne(bankStatementEntries.outcome, 'matched'), isNull(bankStatementEntries.decision));
const decided = and(isCredit, or(eq(bankStatementEntries.outcome, 'matched'), isNotNull(bankStatementEntries.decision)));

const tally = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

/** The statements with their movements counted, by id (the import's answer) or a page of the tenant's, newest first. */
async function statementsWhere(db: Db, where: SQL | undefined, paging?: { limit: number; offset: number }): Promise<BankStatement[]> {
  const importer = sql<string | null>`coalesce(nullif(trim(concat_ws(' ', ${users.name}, ${users.surname})), ''), ${users.username})`;
  const base = db
    .select({
      statement: bankStatements,
      importedBy: importer,
      credits: tally(isCredit),
      debits: tally(eq(bankStatementEntries.direction, 'debit')),
      matched: tally(and(isCredit, eq(bankStatementEntries.outcome, 'matched'))),
      toDecide: tally(toDecide),
      decided: tally(and(isCredit, isNotNull(bankStatementEntries.decision))),
    })
    .from(bankStatements)
    .leftJoin(bankStatementEntries, eq(bankStatementEntries.statementId, bankStatements.id))
    .leftJoin(users, eq(users.id, bankStatements.importedBy))
    .where(where)
    .groupBy(bankStatements.id, users.id)
    .orderBy(desc(bankStatements.importedAt), desc(bankStatements.id));
  const rows = paging ? await base.limit(paging.limit).offset(paging.offset) : await base;
  return rows.map(({ statement, importedBy, credits, debits, matched, toDecide: open, decided: done }) => ({
    id: statement.id,
    format: statement.format,
    statement_id: statement.statementId,
    file_name: statement.fileName,
    account: statement.account,
    currency: statement.currency,
    period_from: statement.periodFrom,
    period_to: statement.periodTo,
    imported_at: statement.importedAt.toISOString(),
    imported_by: importedBy,
    counts: { credits, debits, matched, to_decide: open, decided: done },
  }));
}

export function statementsById(db: Db, ids: readonly string[]): Promise<BankStatement[]> {
  return ids.length === 0 ? Promise.resolve([]) : statementsWhere(db, inArray(bankStatements.id, [...ids]));
}

export async function listStatements(db: Db, tenantId: string, query: BankStatementListQuery) {
  const where = eq(bankStatements.tenantId, tenantId);
  const [total] = await db.select({ n: count() }).from(bankStatements).where(where);
  const data = await statementsWhere(db, where, { limit: query.per_page, offset: (query.page - 1) * query.per_page });
  return { data, meta: pageMeta(query.page, query.per_page, total?.n ?? 0) };
}

/** An entry as the manager reads it, with the order it names and what may be done with it. */
async function entriesWhere(db: Db, where: SQL | undefined, currency: string, paging?: { limit: number; offset: number }): Promise<StatementEntry[]> {
  const investor = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.name}, ${users.surname})), ''), ${users.username})`;
  const base = db
    .select({ entry: bankStatementEntries, order: investments, investor, project: issuances.title })
    .from(bankStatementEntries)
    .leftJoin(investments, eq(investments.id, bankStatementEntries.investmentId))
    .leftJoin(users, eq(users.id, investments.investorId))
    .leftJoin(issuances, eq(issuances.id, investments.issuanceId))
    .where(where)
    .orderBy(desc(bankStatementEntries.bookingDate), asc(bankStatementEntries.position), asc(bankStatementEntries.id));
  const rows = paging ? await base.limit(paging.limit).offset(paging.offset) : await base;
  return rows.map(({ entry, order, investor: name, project }) => answerOf(entry, order, name, project, currency));
}

function answerOf(entry: EntryRow, order: typeof investments.$inferSelect | null, investor: string | null, project: string | null, currency: string): StatementEntry {
  const open = entry.direction === 'credit' && entry.outcome !== 'matched' && entry.decision === null;
  const applicable = open && order !== null && isWaitingForTransfer(order) && entry.currency === currency && compareMoney(entry.amount, totalOf(order)) >= 0;
  return {
    id: entry.id,
    statement_id: entry.statementId,
    direction: entry.direction,
    amount: entry.amount,
    currency: entry.currency,
    booking_date: entry.bookingDate,
    value_date: entry.valueDate,
    remittance: entry.remittance === '' ? [] : entry.remittance.split('\n'),
    bank_reference: entry.bankReference,
    debtor_name: entry.debtorName,
    outcome: entry.outcome,
    order: order
      ? { id: order.id, reference: order.paymentReference, status: order.status, investor_name: investor ?? '', project_title: project ?? '', total: totalOf(order) }
      : null,
    decision: entry.decision,
    refund_amount: entry.refundAmount,
    note: entry.note,
    decided_at: entry.decidedAt?.toISOString() ?? null,
    actions: { apply: applicable, refund: open, dismiss: open },
  };
}

export async function listEntries(db: Db, tenantId: string, currency: string, query: StatementEntryListQuery) {
  const state = query.state === 'to_decide' ? toDecide : query.state === 'decided' ? decided : undefined;
  const where = and(eq(bankStatementEntries.tenantId, tenantId), state, query.statement ? eq(bankStatementEntries.statementId, query.statement) : undefined);
  const [total] = await db.select({ n: count() }).from(bankStatementEntries).where(where);
  const data = await entriesWhere(db, where, currency, { limit: query.per_page, offset: (query.page - 1) * query.per_page });
  return { data, meta: pageMeta(query.page, query.per_page, total?.n ?? 0) };
}

export async function entryById(db: Db, tenantId: string, id: string, currency: string): Promise<StatementEntry | undefined> {
  const [entry] = await entriesWhere(db, and(eq(bankStatementEntries.tenantId, tenantId), eq(bankStatementEntries.id, id)), currency);
  return entry;
}
