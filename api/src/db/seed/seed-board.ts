import { createHash } from 'node:crypto';
import { multiplyMoney } from 'shared';
import * as t from '../schema.js';
import { demoInvestments, demoIssuances, demoUsers } from './demo-data.js';
import type { IssuanceIdOf, SeedScope, UserIdOf } from './seed-scope.js';

/** The board's ad references of the seed's year: AD-2026-000001, … */
export function adReferences(now: Date): (n: number) => string {
  const year = new Date(now).getUTCFullYear();
  return (n) => `AD-${year}-${String(n).padStart(6, '0')}`;
}

/** The bulletin board's demo ads: one published, one in review, one closed by a transfer, one to buy. */
export async function seedAds({ db, tenantId, now, at }: SeedScope, userId: UserIdOf, issuanceId: IssuanceIdOf, investmentIds: readonly string[]) {
  const mintedOf = (investor: string, issuance: number) =>
    investmentIds[demoInvestments.findIndex((item) => item.investor === investor && item.issuance === issuance && item.status === 'MINTED')] ?? null;
  const adReference = adReferences(now);
  const productOf = (issuance: number) => demoIssuances[issuance]?.productType ?? 'real_estate';
  const [published, , closed] = await db
    .insert(t.ads)
    .values([
      {
        tenantId,
        sellerId: userId('investor'),
        investmentId: mintedOf('investor', 7),
        issuanceId: issuanceId(7),
        type: 'sell',
        product: productOf(7),
        status: 'published',
        tokens: 20,
        amount: multiplyMoney('27.00', 20),
        unitPrice: '27.00',
        description: 'Vendo parte de mis tokens; entrega inmediata tras el acuerdo.',
        publishedAt: at(3),
        reference: adReference(1),
        createdAt: at(3),
        updatedAt: at(3),
      },
      {
        tenantId,
        sellerId: userId('premium'),
        investmentId: mintedOf('premium', 1),
        issuanceId: issuanceId(1),
        type: 'sell',
        product: productOf(1),
        status: 'in_review',
        tokens: 50,
        amount: multiplyMoney('102.00', 50),
        unitPrice: '102.00',
        publishedAt: null,
        reference: adReference(2),
        createdAt: at(1),
        updatedAt: at(1),
      },
      {
        tenantId,
        sellerId: userId('legal'),
        investmentId: mintedOf('legal', 7),
        issuanceId: issuanceId(7),
        type: 'sell',
        product: productOf(7),
        status: 'closed',
        tokens: 10,
        amount: multiplyMoney('26.00', 10),
        unitPrice: '26.00',
        publishedAt: at(20),
        reference: adReference(3),
        createdAt: at(20),
        updatedAt: at(18),
      },
      {
        tenantId,
        sellerId: userId('legal'),
        investmentId: null,
        issuanceId: issuanceId(1),
        type: 'buy',
        product: productOf(1),
        status: 'published',
        tokens: 25,
        amount: multiplyMoney('98.00', 25),
        unitPrice: '98.00',
        description: 'Compramos hasta 25 tokens de Bridge Notes 2027.',
        publishedAt: at(2),
        reference: adReference(4),
        createdAt: at(2),
        updatedAt: at(2),
      },
    ])
    .returning({ id: t.ads.id });
  return { published, closed };
}

/** The demo token transfers between investors. Each is also a ledger entry, so holdings and portfolios (ledger balances) agree with it. */
export async function seedTransfers({ db, tenantId, tenant, at }: SeedScope, userId: UserIdOf, issuanceId: IssuanceIdOf, closed: { id: string } | undefined): Promise<string[]> {
  const holderAddress = (local: string) => demoUsers.find((user) => user.local === local)?.wallet ?? `user:${userId(local)}`;
  const demoTransfers = [
    { issuance: 7, adId: closed?.id ?? null, from: 'legal', to: 'investor', tokens: 10, unitPrice: '26.00', daysAgo: 18 },
    { issuance: 1, adId: null, from: 'premium', to: 'investor', tokens: 5, unitPrice: null, daysAgo: 8 },
  ];
  const transferIds: string[] = [];
  for (const [index, transfer] of demoTransfers.entries()) {
    const transactionReference = `0x${createHash('sha256').update(`${tenant.slug}:transfer:${index}`).digest('hex')}`;
    const [row] = await db
      .insert(t.transfers)
      .values({
        tenantId,
        issuanceId: issuanceId(transfer.issuance),
        adId: transfer.adId,
        fromUserId: userId(transfer.from),
        toUserId: userId(transfer.to),
        tokens: transfer.tokens,
        originWallet: holderAddress(transfer.from),
        destinationWallet: holderAddress(transfer.to),
        transactionReference,
        unitPrice: transfer.unitPrice,
        createdAt: at(transfer.daysAgo),
      })
      .returning({ id: t.transfers.id });
    if (!row) throw new Error('demo transfer not written');
    transferIds.push(row.id);
    await db.insert(t.tokenLedgerEntries).values({
      tenantId,
      issuanceId: issuanceId(transfer.issuance),
      kind: 'transfer',
      contractAddress: `0x${(transfer.issuance + 1).toString(16).padStart(40, 'a')}`,
      fromUserId: userId(transfer.from),
      toUserId: userId(transfer.to),
      fromAddress: holderAddress(transfer.from),
      toAddress: holderAddress(transfer.to),
      amount: transfer.tokens,
      reference: `transfer:${row.id}`,
      transactionReference,
      createdAt: at(transfer.daysAgo),
    });
  }
  return transferIds;
}
