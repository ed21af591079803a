import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { BANK_STATEMENT_FIELD, BANK_STATEMENT_MAX_MB, rules, type BankStatementImport } from 'shared';
import type { Deps } from '../../app-env.js';
import { recordAudit } from '../../audit/audit-log.js';
import type { Db } from '../../db/client.js';
import { bankStatementEntries, bankStatements } from '../../db/schema.js';
import type { InvestmentActor, InvestmentRow } from '../../investments/move-investment.js';
import { ApiError } from '../../lib/errors.js';
import { parseWith } from '../../lib/validation.js';
import type { Caller } from '../../routes/caller.js';
import { customizationOf } from '../../routes/customization/customization.handlers.js';
import type { Tenant } from '../../tenants/tenant-directory.js';
import { afterCharged, totalOf } from '../payment-service.js';
import { parseStatementFile } from './parse-statement.js';
import { orderNamedIn, outcomeFor, payByStatement } from './reconcile.js';
import { settlePayoutsShownIn, type StatementDebit } from './settle-payouts.js';
import { StatementError, type ParsedStatement, type StatementEntry } from './statement.js';
import { statementsById } from './statement-queries.js';

const uploadSchema = rules.form({ [BANK_STATEMENT_FIELD]: rules.file(BANK_STATEMENT_MAX_MB) });

export function tenantCurrency(tenant: Tenant): string {
  return customizationOf(tenant).currency.code;
}

/** What importing one statement did, within the import's transaction. */
interface Imported {
  statementId: string;
  created: boolean;
  charged: InvestmentRow[];
  toDecide: number;
  repeated: number;
  /** The payout batches its debits showed the bank executed. */
  payoutsSettled: string[];
}

/**
 * One credit: the order its text names is locked and, when the credit is its exact total while it
 * waits for its transfer, paid; otherwise the entry says why a manager decides.
 */
async function reconcileCredit(tx: Db, tenant: Tenant, entryId: string, entry: StatementEntry, actor: InvestmentActor, reason: string, at: Date) {
  const order = await orderNamedIn(tx, tenant.id, entry.remittance);
  if (!order) return { charged: null, open: true };
  const outcome = outcomeFor(order, entry.amount, entry.currency, tenantCurrency(tenant));
  await tx.update(bankStatementEntries).set({ outcome, investmentId: order.id, expected: totalOf(order) }).where(eq(bankStatementEntries.id, entryId));
  if (outcome !== 'matched') return { charged: null, open: true };
  return { charged: await payByStatement(tx, order, actor, reason, at), open: false };
}

async function importOne(tx: Db, tenant: Tenant, statement: ParsedStatement, file: { name: string; sha256: string }, manager: string, at: Date): Promise<Imported> {
  const actor: InvestmentActor = { kind: 'manager', userId: manager };
  const [created] = await tx
    .insert(bankStatements)
    .values({
      tenantId: tenant.id,
      format: statement.format,
      statementId: statement.statementId,
      account: statement.account,
      currency: statement.currency,
      periodFrom: statement.from,
      periodTo: statement.to,
      fileName: file.name,
      fileSha256: file.sha256,
      importedBy: manager,
      importedAt: at,
    })
    // A statement imported before, or by a parallel import that committed first: nothing to do.
    .onConflictDoNothing()
    .returning({ id: bankStatements.id });
  if (!created) {
    const [existing] = await tx
      .select({ id: bankStatements.id })
      .from(bankStatements)
      .where(and(eq(bankStatements.tenantId, tenant.id), eq(bankStatements.account, statement.account), eq(bankStatements.statementId, statement.statementId)));
    if (!existing) throw new Error('a statement that conflicts but is not there');
    return { statementId: existing.id, created: false, charged: [], toDecide: 0, repeated: 0, payoutsSettled: [] };
  }
  const result: Imported = { statementId: created.id, created: true, charged: [], toDecide: 0, repeated: 0, payoutsSettled: [] };
  const debits: StatementDebit[] = [];
  for (const [position, entry] of statement.entries.entries()) {
    const [inserted] = await tx
      .insert(bankStatementEntries)
      .values({
        tenantId: tenant.id,
        statementId: created.id,
        account: statement.account,
        identity: entry.identity,
        position,
        direction: entry.direction,
        amount: entry.amount,
        currency: entry.currency,
        bookingDate: entry.bookingDate,
        valueDate: entry.valueDate,
        remittance: entry.remittance.join('\n'),
        bankReference: entry.bankReference,
        debtorName: entry.debtorName,
        outcome: entry.direction === 'credit' ? 'unknown_reference' : 'debit',
      })
      // The movement came in another statement of the account already (a daily and a monthly one).
      .onConflictDoNothing()
      .returning({ id: bankStatementEntries.id });
    if (!inserted) {
      result.repeated += 1;
      continue;
    }
    if (entry.direction !== 'credit') {
      debits.push({ entryId: inserted.id, amount: entry.amount, remittance: entry.remittance, bookingDate: entry.bookingDate });
      continue;
    }
    const reason = `transfer in bank statement ${statement.statementId}${entry.bankReference ? ` (${entry.bankReference})` : ''}`;
    const { charged, open } = await reconcileCredit(tx, tenant, inserted.id, entry, actor, reason, at);
    if (charged) result.charged.push(charged);
    if (open) result.toDecide += 1;
  }
  result.payoutsSettled = await settlePayoutsShownIn(tx, tenant.id, debits, manager, at);
  await recordAudit(tx, {
    tenantId: tenant.id,
    actorUserId: manager,
    subjectUserId: null,
    action: 'bank_statement.imported',
    details: {
      statement: created.id,
      statement_id: statement.statementId,
      account: statement.account,
      file_name: file.name,
      file_sha256: file.sha256,
      entries: String(statement.entries.length),
      charged: result.charged.map((row) => row.id),
      to_decide: String(result.toDecide),
      repeated: String(result.repeated),
      payouts_settled: result.payoutsSettled,
    },
    at,
  });
  return result;
}

/**
 * POST /manager/bank-statements: reads the file (camt.053 or Norma 43), refuses it whole when it
 * is wrong (422 with the key and where), and imports each statement it carries once: a credit
 * naming an order waiting for its transfer, for its exact total, pays it as a manager's
 * confirmation does; the others wait for a decision. The same statement again changes nothing.
 */
export async function importStatement(deps: Deps, caller: Caller, body: unknown): Promise<{ status: 200 | 201; data: BankStatementImport }> {
  const { tenant, principal } = caller;
  const form = await parseWith(uploadSchema, body);
  // A multipart field is a string or a File, and a string fails the file rule: this is a File.
  const file = form[BANK_STATEMENT_FIELD] as File;
  const bytes = new Uint8Array(await file.arrayBuffer());
  let statements: ParsedStatement[];
  try {
    statements = parseStatementFile(bytes);
  } catch (error) {
    if (error instanceof StatementError) throw new ApiError(422, error.key, false, { detail: error.detail });
    throw error;
  }
  const name = file.name.slice(0, 200) || 'statement';
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const at = deps.clock.now();
  const results = await deps.db.transaction(async (tx) => {
    const done: Imported[] = [];
    for (const statement of statements) done.push(await importOne(tx, tenant, statement, { name, sha256 }, principal.user.id, at));
    return done;
  });
  for (const row of results.flatMap((result) => result.charged)) {
    // The payments are committed: a notice that fails is logged, the others still go.
    await afterCharged(deps, tenant, row).catch((error: unknown) => deps.logger.error({ err: error, investment: row.id }, 'payment notice after a bank statement failed'));
  }
  const created = results.some((result) => result.created);
  return {
    status: created ? 201 : 200,
    data: {
      statements: await statementsById(deps.db, results.map((result) => result.statementId)),
      already_imported: !created,
      charged: results.reduce((sum, result) => sum + result.charged.length, 0),
      to_decide: results.reduce((sum, result) => sum + result.toDecide, 0),
      repeated: results.reduce((sum, result) => sum + result.repeated, 0),
    },
  };
}
