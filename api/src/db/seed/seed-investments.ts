import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { multiplyMoney, subtractMoney, ZERO_MONEY, type Money } from 'shared';
import { breakdownOf } from '../../investments/breakdown.js';
import * as t from '../schema.js';
import { demoInvestments, demoUsers } from './demo-data.js';
import { DAY_MS, type IssuanceIdOf, type SeedScope, type UserIdOf } from './seed-scope.js';

/**
 * The demo investments of a tenant, each in its status since some days: a proof of payment to
 * check for a transfer awaiting confirmation, a ledger entry for a minted one. Answers their ids.
 */
export async function seedInvestments({ db, seedFiles, tenant, tenantId, now }: SeedScope, userId: UserIdOf, issuanceId: IssuanceIdOf, prices: readonly Money[]): Promise<string[]> {
  const investmentIds: string[] = [];
  for (const [index, investment] of demoInvestments.entries()) {
    const amount = multiplyMoney(prices[investment.issuance] ?? '1.00', investment.tokens);
    const balanceUsed = investment.paymentMethod === 'balance' ? amount : ZERO_MONEY;
    const reachedAt = new Date(now.getTime() - (30 - index) * DAY_MS).toISOString();
    const [inserted] = await db
      .insert(t.investments)
      .values({
        tenantId,
        issuanceId: issuanceId(investment.issuance),
        investorId: userId(investment.investor),
        tokenAmount: investment.tokens,
        amount,
        paymentMethod: investment.paymentMethod,
        paymentReference: `${tenant.slug.toUpperCase()}-${String(index + 1).padStart(5, '0')}`,
        proofOfPaymentUrl: null,
        balanceUsed,
        fee: breakdownOf({ method: investment.paymentMethod, amount, balanceUsed, feesOn: true, settings: tenant.paymentSettings }).fee,
        status: investment.status,
        statusDates: { CREATED: reachedAt, [investment.status]: reachedAt },
        signedDocumentUrl: null,
        createdAt: new Date(reachedAt),
      })
      .returning({ id: t.investments.id });
    if (!inserted) throw new Error('investment insert returned nothing');
    investmentIds.push(inserted.id);
    if (investment.status === 'PROOF_OF_PAYMENT_UPLOADED') {
      // The transfer's attempt and its receipt, so a manager has a proof to look at before confirming.
      const receipt = await seedFiles.save(tenantId, 'transfer-receipt.pdf');
      await db.insert(t.files).values({ ...receipt, tenantId, issuanceId: null, purpose: 'proof_of_payment', storage: 'upload', name: 'transfer-receipt.pdf' });
      await db.insert(t.paymentAttempts).values({
        id: `bank_${createHash('sha256').update(`${tenant.slug}:attempt:${index}`).digest('hex').slice(0, 24)}`,
        tenantId,
        investmentId: inserted.id,
        provider: 'bank',
        method: investment.paymentMethod,
        amount: subtractMoney(amount, balanceUsed),
        currency: 'EUR',
        proofFileId: receipt.id,
        proofUploadedAt: new Date(reachedAt),
        createdAt: new Date(reachedAt),
      });
      await db.update(t.investments).set({ proofOfPaymentUrl: 'transfer-receipt.pdf' }).where(eq(t.investments.id, inserted.id));
    }
    if (investment.status === 'MINTED') {
      // Minted before the ledger existed in the demo: its entry, as the built-in ledger writes one.
      const transactionReference = `0x${createHash('sha256').update(`${tenant.slug}:mint:${index}`).digest('hex')}`;
      const owner = demoUsers.find((user) => user.local === investment.investor);
      await db.insert(t.tokenLedgerEntries).values({
        tenantId,
        issuanceId: issuanceId(investment.issuance),
        kind: 'mint',
        contractAddress: `0x${(investment.issuance + 1).toString(16).padStart(40, 'a')}`,
        toUserId: userId(investment.investor),
        toAddress: owner?.wallet ?? `user:${userId(investment.investor)}`,
        amount: investment.tokens,
        reference: `investment:${inserted.id}`,
        transactionReference,
        createdAt: new Date(reachedAt),
      });
      await db.update(t.investments).set({ mintReference: transactionReference }).where(eq(t.investments.id, inserted.id));
    }
  }
  return investmentIds;
}
