import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { compareMoney, isBankPaymentMethod, type InvestmentStatus, type Money, type StatementEntryOutcome } from 'shared';
import type { Db } from '../../db/client.js';
import { investments } from '../../db/schema.js';
import { moveInvestment, type InvestmentActor, type InvestmentRow } from '../../investments/move-investment.js';
import { chargeTransfer } from '../../routes/investments/investments.handlers.js';
import { totalOf } from '../payment-service.js';

/** The statuses of an order waiting for its transfer: before and after the investor sent a proof. */
const WAITING_FOR_TRANSFER: readonly InvestmentStatus[] = ['IN_UPLOAD_PROOF_OF_PAYMENT', 'PROOF_OF_PAYMENT_UPLOADED'];

/** Letters and digits only, upper case: payers write a reference with spaces, dashes and any case. */
function normalised(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '');
}

/**
 * The order whose transfer reference a credit's texts contain (case, spaces and dashes aside),
 * locked. A longer reference wins over one it contains (references grow on a clash).
 */
export async function orderNamedIn(tx: Db, tenantId: string, remittance: readonly string[]): Promise<InvestmentRow | undefined> {
  const text = normalised(remittance.join(' '));
  if (text === '') return undefined;
  const reference = sql`regexp_replace(upper(${investments.paymentReference}), '[^A-Z0-9]', '', 'g')`;
  const [named] = await tx
    .select({ id: investments.id })
    .from(investments)
    .where(and(eq(investments.tenantId, tenantId), isNotNull(investments.paymentReference), sql`length(${reference}) > 0`, sql`position(${reference} in ${text}) > 0`))
    .orderBy(desc(sql`length(${reference})`))
    .limit(1);
  if (!named) return undefined;
  const [locked] = await tx.select().from(investments).where(eq(investments.id, named.id)).for('update');
  return locked;
}

/** The tenant's order with this transfer reference (case, spaces and dashes aside), locked. */
export async function orderWithReference(tx: Db, tenantId: string, reference: string): Promise<InvestmentRow | undefined> {
  const wanted = normalised(reference);
  if (wanted === '') return undefined;
  const [found] = await tx
    .select()
    .from(investments)
    .where(and(eq(investments.tenantId, tenantId), sql`regexp_replace(upper(${investments.paymentReference}), '[^A-Z0-9]', '', 'g') = ${wanted}`))
    .limit(1)
    .for('update');
  return found;
}

export function isWaitingForTransfer(order: InvestmentRow): boolean {
  return WAITING_FOR_TRANSFER.includes(order.status) && isBankPaymentMethod(order.paymentMethod ?? '');
}

/** What a credit of `amount` does to the order it names: pays it exactly, or why a manager decides. */
export function outcomeFor(order: InvestmentRow, amount: Money, currency: string, orderCurrency: string): StatementEntryOutcome {
  if (!isWaitingForTransfer(order)) return 'not_waiting';
  if (currency !== orderCurrency) return 'currency_mismatch';
  const difference = compareMoney(amount, totalOf(order));
  return difference === 0 ? 'matched' : difference < 0 ? 'partial' : 'overpaid';
}

/**
 * Pays a locked order waiting for its transfer with a statement's credit, as a manager's
 * confirmation does: the statement is the transfer's proof (IN_UPLOAD_PROOF_OF_PAYMENT →
 * PROOF_OF_PAYMENT_UPLOADED when none was sent), then the same move to CHARGED.
 */
export async function payByStatement(tx: Db, order: InvestmentRow, actor: InvestmentActor, reason: string, at: Date): Promise<InvestmentRow> {
  const proved = order.status === 'IN_UPLOAD_PROOF_OF_PAYMENT' ? await moveInvestment(tx, { investmentId: order.id, to: 'PROOF_OF_PAYMENT_UPLOADED', actor, reason, at }) : order;
  return chargeTransfer(tx, proved, actor, reason, at);
}
