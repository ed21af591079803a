import { and, eq, isNull, sql } from 'drizzle-orm';
import { compareMoney, type Money } from 'shared';
import type { Db } from '../../db/client.js';
import { bankStatementEntries, payoutBatches, payoutItems } from '../../db/schema.js';
import { settleBatch } from '../payouts/settle-batch.js';

/** A debit of the imported statement, as stored. */
export interface StatementDebit {
  entryId: string;
  amount: Money;
  remittance: readonly string[];
  bookingDate: string;
}

/** Letters and digits only, upper case, as a bank may rewrite a reference. */
const normalised = (text: string) => text.toUpperCase().replace(/[^A-Z0-9]/g, '');
const normalisedColumn = (column: unknown) => sql`regexp_replace(upper(${column}), '[^A-Z0-9]', '', 'g')`;

/** The day the statement shows the money left, never before the day the batch asked for. */
const deliveredOn = (bookingDate: string, executionDate: string) => (bookingDate < executionDate ? executionDate : bookingDate);

/** A generated batch of the tenant whose MsgId (its PmtInfId too) the debit's texts carry, for the batch's total. */
async function batchNamedIn(tx: Db, tenantId: string, debit: StatementDebit) {
  const text = normalised(debit.remittance.join(' '));
  if (text === '') return undefined;
  const [batch] = await tx
    .select({ id: payoutBatches.id, total: payoutBatches.total, executionDate: payoutBatches.executionDate })
    .from(payoutBatches)
    .where(and(eq(payoutBatches.tenantId, tenantId), eq(payoutBatches.status, 'generated'), sql`position(${normalisedColumn(payoutBatches.messageId)} in ${text}) > 0`))
    .limit(1);
  return batch && compareMoney(batch.total, debit.amount) === 0 ? batch : undefined;
}

/** The generated batch one of whose transfers the debit is: its EndToEndId in the texts, for its amount. */
async function transferNamedIn(tx: Db, tenantId: string, debit: StatementDebit) {
  const text = normalised(debit.remittance.join(' '));
  if (text === '') return undefined;
  const [item] = await tx
    .select({ batchId: payoutItems.batchId })
    .from(payoutItems)
    .innerJoin(payoutBatches, eq(payoutBatches.id, payoutItems.batchId))
    .where(
      and(
        eq(payoutBatches.tenantId, tenantId),
        eq(payoutBatches.status, 'generated'),
        isNull(payoutItems.leftOutReason),
        eq(payoutItems.amount, debit.amount),
        sql`position(${normalisedColumn(payoutItems.endToEndId)} in ${text}) > 0`,
      ),
    )
    .limit(1);
  return item?.batchId;
}

/**
 * Whether the statements imported so far show every transfer of the batch (a debit of its amount
 * naming its EndToEndId), and the last day they were booked.
 */
async function everyTransferShown(tx: Db, tenantId: string, batchId: string): Promise<string | null> {
  const [missing] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(payoutItems)
    .where(
      and(
        eq(payoutItems.batchId, batchId),
        isNull(payoutItems.leftOutReason),
        sql`not exists (select 1 from ${bankStatementEntries} where ${bankStatementEntries.tenantId} = ${tenantId} and ${bankStatementEntries.payoutBatchId} = ${batchId}
          and ${bankStatementEntries.amount} = ${payoutItems.amount} and position(${normalisedColumn(payoutItems.endToEndId)} in ${normalisedColumn(bankStatementEntries.remittance)}) > 0)`,
      ),
    );
  if ((missing?.count ?? 1) > 0) return null;
  const [last] = await tx
    .select({ day: sql<string>`max(${bankStatementEntries.bookingDate})::text`, executionDate: payoutBatches.executionDate })
    .from(bankStatementEntries)
    .innerJoin(payoutBatches, eq(payoutBatches.id, bankStatementEntries.payoutBatchId))
    .where(eq(bankStatementEntries.payoutBatchId, batchId))
    .groupBy(payoutBatches.executionDate);
  return last ? deliveredOn(last.day, last.executionDate) : null;
}

/**
 * The payouts an imported statement shows the bank executed (spec: the delivered date is set when
 * the manager marks the batch settled "or a statement shows it"): a debit of a generated SEPA
 * batch's total naming its MsgId / PmtInfId, or debits of each of its transfers naming their
 * EndToEndId, settle it as the manager's "mark settled" does, its earnings delivered the day the
 * statement booked it. Each debit is linked to the batch it showed; a statement imported again
 * stores no debit again, so it settles nothing again. Answers the batches settled now.
 */
export async function settlePayoutsShownIn(tx: Db, tenantId: string, debits: readonly StatementDebit[], manager: string, at: Date): Promise<string[]> {
  const settled: string[] = [];
  const partly = new Set<string>();
  for (const debit of debits) {
    const batch = await batchNamedIn(tx, tenantId, debit);
    if (batch) {
      await tx.update(bankStatementEntries).set({ payoutBatchId: batch.id }).where(eq(bankStatementEntries.id, debit.entryId));
      if (await settleBatch(tx, batch.id, { date: deliveredOn(debit.bookingDate, batch.executionDate), at, by: manager })) settled.push(batch.id);
      continue;
    }
    const batchId = await transferNamedIn(tx, tenantId, debit);
    if (!batchId) continue;
    await tx.update(bankStatementEntries).set({ payoutBatchId: batchId }).where(eq(bankStatementEntries.id, debit.entryId));
    partly.add(batchId);
  }
  for (const batchId of partly) {
    const day = await everyTransferShown(tx, tenantId, batchId);
    if (day && (await settleBatch(tx, batchId, { date: day, at, by: manager }))) settled.push(batchId);
  }
  return settled;
}
