import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { investmentSignatures } from '../db/schema.js';
import { moveInvestment, type InvestmentRow } from '../investments/move-investment.js';

/**
 * Called in the transaction that marks an order CHARGED, with the charged row: an order whose
 * contract was signed before paying (its payment could only start then) is now paid and signed,
 * CHARGED → SIGNED, ready to be closed. An order without a signature (a tenant that hides
 * signing) stays CHARGED.
 */
export async function signedAfterPayment(tx: Db, charged: InvestmentRow, at: Date): Promise<InvestmentRow> {
  const [signature] = await tx.select({ id: investmentSignatures.id }).from(investmentSignatures).where(eq(investmentSignatures.investmentId, charged.id)).limit(1);
  if (!signature) return charged;
  return moveInvestment(tx, { investmentId: charged.id, to: 'SIGNED', actor: { kind: 'system', userId: null }, reason: 'paid; the contract was signed before paying', at });
}
