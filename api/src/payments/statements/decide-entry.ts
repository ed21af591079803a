import { and, eq } from 'drizzle-orm';
import { compareMoney, isZeroMoney, subtractMoney, type Money, type StatementEntry, type StatementEntryDecision, type statementEntryDecisionRequestSchema } from 'shared';
import type * as v from 'valibot';
import type { Deps } from '../../app-env.js';
import { recordAudit } from '../../audit/audit-log.js';
import type { Db } from '../../db/client.js';
import { bankStatementEntries, investmentRefunds, investments } from '../../db/schema.js';
import { transitionNotAllowed, type InvestmentActor, type InvestmentRow } from '../../investments/move-investment.js';
import { ApiError, errors } from '../../lib/errors.js';
import { isUuid } from '../../lib/uuid.js';
import { ValidationError } from '../../lib/validation.js';
import type { Caller } from '../../routes/caller.js';
import type { Tenant } from '../../tenants/tenant-directory.js';
import { afterCharged, totalOf } from '../payment-service.js';
import { tenantCurrency } from './import-statement.js';
import { isWaitingForTransfer, orderWithReference, payByStatement } from './reconcile.js';
import { entryById } from './statement-queries.js';

type EntryRow = typeof bankStatementEntries.$inferSelect;

const entryNotFound = () => errors.notFound('bank_statement_entry_not_found');

/** Applies a credit to an order waiting for its transfer that it covers; what it pays over is owed back. */
async function orderNamed(tx: Db, tenantId: string, id: string) {
  const [order] = isUuid(id) ? await tx.select().from(investments).where(and(eq(investments.id, id), eq(investments.tenantId, tenantId))).for('update') : [];
  return order;
}

async function apply(tx: Db, tenant: Tenant, entry: EntryRow, named: { investmentId?: string; reference?: string }, actor: InvestmentActor, at: Date) {
  const id = named.investmentId ?? (named.reference === undefined ? entry.investmentId : null);
  if (id === null && named.reference === undefined) throw new ValidationError({ reference: { key: 'validator.error_null' } });
  const order = id ? await orderNamed(tx, tenant.id, id) : await orderWithReference(tx, tenant.id, named.reference ?? '');
  if (!order) throw errors.notFound('investment_not_found');
  if (!isWaitingForTransfer(order)) throw transitionNotAllowed();
  if (entry.currency !== tenantCurrency(tenant)) throw new ApiError(409, 'bank_statement_currency_mismatch');
  const total = totalOf(order);
  // Less than the total would mark an order paid that is not: the manager refunds it or waits for the rest.
  if (compareMoney(entry.amount, total) < 0) throw new ApiError(409, 'bank_statement_amount_short');
  const over = subtractMoney(entry.amount, total);
  const charged: InvestmentRow = await payByStatement(tx, order, actor, `transfer applied by a manager from a bank statement${entry.bankReference ? ` (${entry.bankReference})` : ''}`, at);
  return { charged, investmentId: order.id, expected: total, refundAmount: isZeroMoney(over) ? null : over };
}

/**
 * Money of a credit that goes back to the payer of a known order (the whole credit, or what it paid
 * over the order's total) is a refund due of that order, with the others in `investment_refunds`:
 * one per entry, however often it is asked. A credit naming no order keeps its refund on the entry.
 */
async function oweBack(tx: Db, tenantId: string, entryId: string, investmentId: string, amount: Money): Promise<string | null> {
  const [order] = await tx.select({ investorId: investments.investorId }).from(investments).where(and(eq(investments.id, investmentId), eq(investments.tenantId, tenantId)));
  if (!order) return null;
  const [owed] = await tx
    .insert(investmentRefunds)
    .values({ tenantId, investmentId, investorId: order.investorId, amount, paymentMethod: 'bank_transfer', reason: 'statement_credit', statementEntryId: entryId })
    .onConflictDoNothing()
    .returning({ id: investmentRefunds.id });
  return owed?.id ?? null;
}

/**
 * POST /manager/bank-statements/entries/{id}/decision: a manager decides on a credit that paid
 * nothing by itself, once: apply it to an order (paid as a confirmed transfer), owe it back, or
 * dismiss it with a note. Audited in the same transaction.
 */
export async function decideEntry(deps: Deps, caller: Caller, id: string, input: v.InferOutput<typeof statementEntryDecisionRequestSchema>): Promise<{ data: StatementEntry }> {
  const { tenant, principal } = caller;
  if (!isUuid(id)) throw entryNotFound();
  const actor: InvestmentActor = { kind: 'manager', userId: principal.user.id };
  const at = deps.clock.now();
  const charged = await deps.db.transaction(async (tx) => {
    const [entry] = await tx
      .select()
      .from(bankStatementEntries)
      .where(and(eq(bankStatementEntries.id, id), eq(bankStatementEntries.tenantId, tenant.id)))
      .for('update');
    if (!entry) throw entryNotFound();
    if (entry.direction !== 'credit' || entry.outcome === 'matched' || entry.decision !== null) throw new ApiError(409, 'bank_statement_entry_decided');
    const decision: StatementEntryDecision = input.action === 'apply' ? 'applied' : input.action === 'refund' ? 'refund_due' : 'dismissed';
    const applied = input.action === 'apply' ? await apply(tx, tenant, entry, { investmentId: input.investment_id, reference: input.reference }, actor, at) : null;
    const refundAmount = applied ? applied.refundAmount : decision === 'refund_due' ? entry.amount : null;
    await tx
      .update(bankStatementEntries)
      .set({
        decision,
        refundAmount,
        note: input.note ?? null,
        decidedBy: principal.user.id,
        decidedAt: at,
        ...(applied ? { investmentId: applied.investmentId, expected: applied.expected } : {}),
      })
      .where(eq(bankStatementEntries.id, entry.id));
    const owedFor = applied?.investmentId ?? entry.investmentId;
    const refund = refundAmount !== null && owedFor !== null ? await oweBack(tx, tenant.id, entry.id, owedFor, refundAmount) : null;
    await recordAudit(tx, {
      tenantId: tenant.id,
      actorUserId: principal.user.id,
      subjectUserId: null,
      action: 'bank_statement.entry_decided',
      details: {
        entry: entry.id,
        decision,
        amount: entry.amount,
        currency: entry.currency,
        investment: applied?.investmentId ?? entry.investmentId,
        refund_amount: refundAmount,
        refund: refund,
        note: input.note ?? null,
      },
      at,
    });
    return applied?.charged ?? null;
  });
  if (charged) await afterCharged(deps, tenant, charged);
  const answer = await entryById(deps.db, tenant.id, id, tenantCurrency(tenant));
  if (!answer) throw entryNotFound();
  return { data: answer };
}
