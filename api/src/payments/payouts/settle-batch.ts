import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { earnings, payoutBatches, payoutItems } from '../../db/schema.js';

/** Who saw the bank execute the batch, and when. */
interface Settlement {
  /** The business day the transfers arrived: the delivered date of the batch's earnings. */
  date: string;
  at: Date;
  by: string;
}

/**
 * generated → settled, once: the bank executed the batch, so its transferred earnings get their
 * delivered date. Whoever sees it first (the manager's "mark settled", or an imported statement
 * showing the batch's debit) settles it; the conditional update lets one through and answers
 * false to the others, which change nothing.
 */
export async function settleBatch(tx: Db, batchId: string, { date, at, by }: Settlement): Promise<boolean> {
  const [settled] = await tx
    .update(payoutBatches)
    .set({ status: 'settled', settledDate: date, settledAt: at, settledBy: by })
    .where(and(eq(payoutBatches.id, batchId), eq(payoutBatches.status, 'generated')))
    .returning({ id: payoutBatches.id });
  if (!settled) return false;
  const transferred = tx.select({ id: payoutItems.earningId }).from(payoutItems).where(and(eq(payoutItems.batchId, batchId), isNull(payoutItems.leftOutReason)));
  await tx.update(earnings).set({ deliveredDate: date }).where(and(inArray(earnings.id, transferred), isNull(earnings.deliveredDate)));
  return true;
}
