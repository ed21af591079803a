import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { SEED_FILES_DIR, type FileStore } from '../../files/storage.js';
import {
  addCalendarDays,
  businessDay,
  earningPartsOf,
  isIncome,
  multiplyMoney,
  NOTIFICATION_CATEGORY_OF,
  PAID_INVESTMENT_STATUSES,
  percentageOf,
  startOfBusinessDay,
  subtractMoney,
  sumEarningParts,
  ZERO_MONEY,
  type Money,
  type NotificationKind,
  type NotificationSubject,
} from 'shared';
import { breakdownOf } from '../../investments/breakdown.js';
import { MANUAL_KYC } from '../../kyc/manual-kyc.js';
import { hashPassword } from '../../lib/passwords.js';
import { randomReferralCode } from '../../lib/secrets.js';
import type { Db } from '../client.js';
import * as t from '../schema.js';
import { DEMO_PASSWORD, demoEarnings, demoFollows, demoTokenIssuances, demoInvestments, demoIssuances, demoTenants, demoUsers, type DemoTenant } from './demo-data.js';
import { isComplete } from '../../issuances/round-columns.js';

export { DEMO_PASSWORD };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The Spanish withholding on capital income, in percent. */
const WITHHOLDING_PERCENT = '19.00';

function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function seedContentType(name: string): string {
  if (name.endsWith('.svg')) return 'image/svg+xml';
  if (name.endsWith('.pdf')) return 'application/pdf';
  throw new Error(`no content type for seed file ${name}`);
}

export function demoLogins() {
  return demoTenants.flatMap((tenant) =>
    demoUsers.map((user) => ({ tenantHost: tenant.hosts[0] ?? tenant.slug, email: `${user.local}@${tenant.mailDomain}`, description: user.description })),
  );
}

/**
 * Writes the demo files like uploads: each row gets its own copy under its tenant in UPLOADS_DIR,
 * so the files endpoints serve them with the same permission and expiry checks as any upload, and
 * deleting one issuance removes its copies only. Remembers what it wrote, to undo a failed seed.
 */
class SeedFiles {
  readonly written: string[] = [];
  private readonly sources = new Map<string, Promise<Buffer>>();

  constructor(private readonly store: FileStore) {}

  async save(tenantId: string, name: string): Promise<{ id: string; path: string; contentType: string }> {
    const source = this.sources.get(name) ?? readFile(path.join(SEED_FILES_DIR, name));
    this.sources.set(name, source);
    const id = randomUUID();
    const relative = await this.store.save(tenantId, id, path.extname(name), await source);
    this.written.push(relative);
    return { id, path: relative, contentType: seedContentType(name) };
  }
}

/** The onboarding of a demo investor as done a month ago: investor type, both data pages, the test passed. */
function onboardedColumns(sophisticated: boolean, accountHolder: string, now: Date) {
  const at = new Date(now.getTime() - 30 * DAY_MS);
  return {
    sophisticated,
    investorTypeDeclaredAt: at,
    personalDataSavedAt: at,
    additionalDataSavedAt: at,
    accountHolder,
    additionalInformation: { politically_exposed: false, source_of_funds: 'savings' as const },
    kycSubmittedAt: at,
    suitabilityAttempts: 1,
    suitabilityResult: 'pass' as const,
    suitabilityScore: 7,
    suitabilityCompletedAt: at,
  };
}

async function seedTenant(db: Db, seedFiles: SeedFiles, tenant: DemoTenant, passwordHashes: string[]) {
  const now = new Date();
  // Demo dates count from today in the tenant's zone, where its business days start.
  const today = businessDay(now, tenant.timeZone);
  const [row] = await db
    .insert(t.tenants)
    .values({ slug: tenant.slug, name: tenant.name, appUrl: tenant.appUrl, customization: tenant.customization, timeZone: tenant.timeZone, paymentSettings: tenant.paymentSettings })
    .returning();
  if (!row) throw new Error('tenant insert returned nothing');
  const tenantId = row.id;
  await db.insert(t.tenantDomains).values(tenant.hosts.map((host) => ({ host, tenantId })));

  const userIds = new Map<string, string>();
  for (const [index, user] of demoUsers.entries()) {
    const [inserted] = await db
      .insert(t.users)
      .values({
        tenantId,
        email: `${user.local}@${tenant.mailDomain}`,
        username: `${user.name} ${user.surname}`,
        passwordHash: passwordHashes[index] ?? '',
        primaryRole: user.primaryRole,
        secondaryRole: user.secondaryRole ?? null,
        investorType: user.investorType,
        kycStatus: user.kycStatus,
        flags: user.flags ?? [],
        emailVerifiedAt: user.verified ? new Date(now.getTime() - 90 * DAY_MS) : null,
        referralCode: randomReferralCode(),
        termsAcceptedAt: now,
        privacyAcceptedAt: now,
        commercialCommunications: index % 2 === 0,
        // No demo avatar, proof of payment or signed contract: nothing serves a shipped file by its
        // URL (only the checked files endpoints serve files), so such a link would lead nowhere.
        profileImage: null,
        name: user.name,
        surname: user.surname,
        phone: `+3460000${String(index).padStart(4, '0')}`,
        birthday: '1985-04-12',
        nationality: 'ES',
        idNumber: `${String(10000000 + index * 1111111).slice(0, 8)}X`,
        countryOfResidence: 'ES',
        address: `Calle Mayor ${index + 1}`,
        city: 'Madrid',
        postalCode: '28013',
        province: 'Madrid',
        gender: index % 2 === 0 ? 'female' : 'male',
        occupation: user.primaryRole === 'ADMIN' ? 'employee' : 'self-employed',
        maritalStatus: 'single',
        iban: user.wallet ? `ES91210004184502000513${String(index).padStart(2, '0')}` : null,
        bic: user.wallet ? 'CAIXESBBXXX' : null,
        bank: user.wallet ? 'Demo Bank' : null,
        accountType: user.wallet ? 'checking' : null,
        fee: '0',
        availableBalance: user.balance,
        ...(user.onboarded ? onboardedColumns(user.onboarded.sophisticated, `${user.name} ${user.surname}`, now) : {}),
        createdAt: new Date(now.getTime() - (120 - index) * DAY_MS),
      })
      .returning({ id: t.users.id });
    if (!inserted) throw new Error('user insert returned nothing');
    userIds.set(user.local, inserted.id);
    if (user.wallet) await db.insert(t.wallets).values({ tenantId, userId: inserted.id, address: user.wallet });
    if (user.company) {
      await db.insert(t.companies).values({
        userId: inserted.id,
        organisationName: user.company.organisationName,
        taxId: user.company.taxId,
        activity: user.company.activity,
        contactEmail: `${user.local}@${tenant.mailDomain}`,
        representativeName: user.name,
        representativeSurname: user.surname,
        representativeIdNumber: '12345678Z',
        representation: user.company.representation,
        address: 'Paseo de la Castellana 1',
        city: 'Madrid',
        postalCode: '28046',
        province: 'Madrid',
        countryOfResidence: 'ES',
        nationality: 'ES',
        birthplaceCity: 'Madrid',
        birthplaceCountry: 'ES',
        seniorPartners: [{ name: user.name, surname: user.surname, id_number: '12345678Z', percentage: 60 }],
      });
    }
  }
  // Each account past `created` has the check that led to its status, as if reviewed by hand, so
  // a manager's later decision closes a real check and the history shows when it was decided.
  const manager = userIds.get('manager') ?? null;
  for (const user of demoUsers) {
    if (user.kycStatus === 'created') continue;
    const decided = user.kycStatus !== 'pending';
    await db.insert(t.kycChecks).values({
      tenantId,
      userId: userIds.get(user.local) ?? '',
      provider: MANUAL_KYC,
      reference: `seed-${tenant.slug}-${user.local}`,
      status: user.kycStatus,
      submittedAt: new Date(now.getTime() - 100 * DAY_MS),
      decidedAt: decided ? new Date(now.getTime() - 99 * DAY_MS) : null,
      decidedBy: decided ? manager : null,
    });
  }
  const userId = (local: string) => {
    const id = userIds.get(local);
    if (!id) throw new Error(`unknown demo user ${local}`);
    return id;
  };

  const issuanceIds: string[] = [];
  const prices: Money[] = [];
  for (const [index, issuance] of demoIssuances.entries()) {
    const file = issuance.productType.replace('_', '-');
    const total = multiplyMoney(issuance.tokenPrice, issuance.tokensForSale);
    const [inserted] = await db
      .insert(t.issuances)
      .values({
        tenantId,
        ownerId: userId(issuance.owner),
        title: issuance.title,
        subtitle: issuance.subtitle,
        slug: slugify(issuance.title),
        clientUuid: `${tenant.slug}-${String(index + 1).padStart(4, '0')}`,
        videoUrl: index % 3 === 0 ? 'https://www.youtube.com/watch?v=aqz-KE-bpKQ' : index % 3 === 1 ? 'https://vimeo.com/76979871' : null,
        shortDescription: `${issuance.subtitle}. Open to ${tenant.investorWord} from ${issuance.tokenPrice} € per token.`,
        product: `${issuance.title}: what the ${tenant.investorWord} finance and how they are repaid.`,
        market: 'A growing regional market with stable demand.',
        competitors: 'Two established players; none offers tokenised participation.',
        businessModel: 'Revenue is shared with token holders in proportion to their tokens.',
        projections: 'Break-even in year two; distributions from year three.',
        tokenName: `${issuance.title} Token`,
        tokenSymbol: issuance.title.replace(/[^A-Z]/g, '').slice(0, 4) || 'TKN',
        tokenAcronym: issuance.title.replace(/[^A-Z]/g, '').slice(0, 3) || 'TK',
        tokenPrice: issuance.tokenPrice,
        tokensForSale: issuance.tokensForSale,
        totalAmount: total,
        minOffer: issuance.tokenPrice,
        maxOffer: percentageOf(total, '10'),
        softCap: percentageOf(total, '30'),
        maxFundraising: total,
        campaignDays: issuance.campaignDays,
        startDate: addCalendarDays(today, issuance.startInDays),
        endDate: addCalendarDays(today, issuance.startInDays + issuance.campaignDays),
        expiryDate: addCalendarDays(today, issuance.startInDays + issuance.campaignDays + 365 * 3),
        smartContractAddress: issuance.status === 'CLOSED' || issuance.smartContract ? `0x${(index + 1).toString(16).padStart(40, 'a')}` : null,
        equity: issuance.productType === 'debt' ? null : '10.0000',
        premoney: issuance.productType === 'debt' ? null : multiplyMoney(total, 9),
        modality: issuance.modality,
        minimumContribution: issuance.tokenPrice,
        productType: issuance.productType,
        status: issuance.status,
        createdAt: new Date(now.getTime() + (issuance.startInDays - 30) * DAY_MS),
        updatedAt: now,
      })
      .returning({ id: t.issuances.id });
    if (!inserted) throw new Error('issuance insert returned nothing');
    issuanceIds.push(inserted.id);
    prices.push(issuance.tokenPrice);

    const seedFile = async (purpose: t.FilePurpose, name: string) => ({
      ...(await seedFiles.save(tenantId, name)),
      tenantId,
      issuanceId: inserted.id,
      purpose,
      storage: 'upload' as const,
      name,
    });
    const neighbour = demoIssuances[(index + 1) % demoIssuances.length]?.productType.replace('_', '-') ?? file;
    const documents = [
      { name: 'Pitch deck', kind: 'pitch_deck', file: 'pitch-deck.pdf', visibility: 'public' as const, expiresAt: addCalendarDays(today, 365) },
      { name: 'Term sheet', kind: 'term_sheet', file: 'term-sheet.pdf', visibility: 'public' as const, expiresAt: null },
      { name: 'Financial projections', kind: 'financials', file: 'financials.pdf', visibility: 'hidden' as const, expiresAt: addCalendarDays(today, 180) },
      ...(index % 2 === 0
        ? [{ name: 'Previous prospectus', kind: 'prospectus', file: 'term-sheet.pdf', visibility: 'public' as const, expiresAt: addCalendarDays(today, -30) }]
        : []),
    ];
    const stored = await db
      .insert(t.files)
      .values(
        await Promise.all([
          seedFile('logo', `logo-${file}.svg`),
          seedFile('image', `cover-${file}.svg`),
          seedFile('image', `cover-${neighbour}.svg`),
          ...documents.map((document) => seedFile('document', document.file)),
        ]),
      )
      .returning({ id: t.files.id });
    const fileId = (position: number) => {
      const id = stored[position]?.id;
      if (!id) throw new Error('file insert returned nothing');
      return id;
    };
    await db.update(t.issuances).set({ logoFileId: fileId(0) }).where(eq(t.issuances.id, inserted.id));
    await db.insert(t.issuanceImages).values([
      { issuanceId: inserted.id, fileId: fileId(1), position: 0 },
      { issuanceId: inserted.id, fileId: fileId(2), position: 1 },
    ]);
    await db.insert(t.issuanceDocuments).values(
      documents.map((document, position) => ({
        issuanceId: inserted.id,
        name: document.name,
        kind: document.kind,
        fileId: fileId(3 + position),
        visibility: document.visibility,
        expiresAt: document.expiresAt,
      })),
    );
  }
  const issuanceId = (index: number) => {
    const id = issuanceIds[index];
    if (!id) throw new Error(`unknown demo issuance ${index}`);
    return id;
  };

  await db
    .insert(t.issuanceFollows)
    .values(demoFollows.map((follow) => ({ userId: userId(follow.investor), issuanceId: issuanceId(follow.issuance) })));

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

  for (const index of demoTokenIssuances) {
    const [issuance] = await db.select().from(t.issuances).where(eq(t.issuances.id, issuanceId(index)));
    if (!issuance || !isComplete(issuance)) throw new Error(`unknown demo issuance ${index}`);
    await db.insert(t.tokens).values({
      tenantId,
      issuanceId: issuance.id,
      name: issuance.tokenName,
      symbol: issuance.tokenSymbol,
      acronym: issuance.tokenAcronym ?? issuance.tokenSymbol,
      supply: issuance.tokensForSale,
      price: issuance.tokenPrice,
      contractAddress: issuance.smartContractAddress,
      createdAt: issuance.updatedAt,
    });
  }

  // Each group of demo earnings (issuance, kind, profit date) is a distribution whose figures
  // are their sums, created by the project's owner: pending while all its earnings are, else paid.
  const issuanceOwners = new Map(demoIssuances.map((issuance, index) => [issuanceId(index), userId(issuance.owner)]));
  const paidTokens = new Map<string, number>();
  for (const investment of demoInvestments) {
    if (!PAID_INVESTMENT_STATUSES.includes(investment.status)) continue;
    const key = `${investment.investor}|${investment.issuance}`;
    paidTokens.set(key, (paidTokens.get(key) ?? 0) + investment.tokens);
  }
  const groups = new Map<string, (typeof demoEarnings)[number][]>();
  for (const earning of demoEarnings) {
    const key = `${earning.issuance}|${earning.kind}|${earning.profitInDays}`;
    groups.set(key, [...(groups.get(key) ?? []), earning]);
  }
  for (const group of groups.values()) {
    const [first] = group;
    if (!first) continue;
    const percentage = isIncome(first.kind) ? WITHHOLDING_PERCENT : '0.00';
    const shares = group.map((earning) => ({ earning, parts: earningPartsOf(earning.kind, earning.gross, percentage) }));
    const totals = sumEarningParts(
      shares.map((share) => share.parts),
      percentage,
    );
    const paid = group.some((earning) => earning.status !== 'pending');
    const profitDate = addCalendarDays(today, first.profitInDays);
    const paidAt = paid ? startOfBusinessDay(addCalendarDays(profitDate, 1), tenant.timeZone) : null;
    const ownerId = issuanceOwners.get(issuanceId(first.issuance)) ?? userId('manager');
    const [distribution] = await db
      .insert(t.distributions)
      .values({
        tenantId,
        issuanceId: issuanceId(first.issuance),
        type: first.kind,
        profitDate,
        grossAmount: totals.gross_amount,
        withholdingPercentage: percentage,
        description: null,
        status: paid ? 'paid' : 'pending',
        createdBy: ownerId,
        createdAt: startOfBusinessDay(profitDate, tenant.timeZone),
        paidAt,
        paidBy: paid ? ownerId : null,
      })
      .returning({ id: t.distributions.id });
    if (!distribution) throw new Error('distribution insert returned nothing');
    for (const { earning, parts } of shares) {
      const claimedAt = earning.status === 'claimed' ? startOfBusinessDay(addCalendarDays(profitDate, 3), tenant.timeZone) : null;
      await db.insert(t.earnings).values({
        tenantId,
        distributionId: distribution.id,
        issuanceId: issuanceId(earning.issuance),
        investorId: userId(earning.investor),
        tokens: paidTokens.get(`${earning.investor}|${earning.issuance}`) ?? 0,
        kind: earning.kind,
        status: earning.status,
        profitDate,
        executedDate: paid && earning.status !== 'pending' ? addCalendarDays(profitDate, 1) : null,
        claimDate: claimedAt ? addCalendarDays(profitDate, 3) : null,
        deliveredDate: claimedAt ? addCalendarDays(profitDate, 4) : null,
        grossAmount: parts.gross_amount,
        withholdingPercentage: parts.withholding_percentage,
        fiscalWithholding: parts.fiscal_withholding,
        rentAmount: parts.rent_amount,
        capitalGain: parts.capital_gain,
        returnedCapital: parts.returned_capital,
        netTotal: parts.net_total,
        totalReturned: parts.total_returned,
        paidAt: earning.status === 'pending' ? null : paidAt,
        claimedAt,
      });
    }
  }

  const mintedOf = (investor: string, issuance: number) =>
    investmentIds[demoInvestments.findIndex((item) => item.investor === investor && item.issuance === issuance && item.status === 'MINTED')] ?? null;
  const year = new Date(now).getUTCFullYear();
  const adReference = (n: number) => `AD-${year}-${String(n).padStart(6, '0')}`;
  const productOf = (issuance: number) => demoIssuances[issuance]?.productType ?? 'real_estate';
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY_MS);
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

  // Each transfer is also a ledger entry, so holdings and portfolios (ledger balances) agree with it.
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

  type DemoNote = { local: string; kind: NotificationKind; es: [string, string]; en: [string, string]; daysAgo: number; read?: boolean; subject?: { type: NotificationSubject; id: string | null | undefined } };
  const note = ({ local, kind, es, en, daysAgo, read = false, subject }: DemoNote) => ({
    tenantId,
    userId: userId(local),
    kind,
    category: NOTIFICATION_CATEGORY_OF[kind],
    title: es[0],
    body: es[1],
    texts: { es: { title: es[0], body: es[1] }, en: { title: en[0], body: en[1] } },
    subjectType: subject?.id ? subject.type : null,
    subjectId: subject?.id ?? null,
    createdAt: at(daysAgo),
    readAt: read ? at(daysAgo - 1) : null,
  });
  await db.insert(t.notifications).values([
    note({ local: 'investor', kind: 'message', es: ['Bienvenida', `Te damos la bienvenida a ${tenant.name}.`], en: ['Welcome', `Welcome to ${tenant.name}.`], daysAgo: 60, read: true }),
    note({
      local: 'investor',
      kind: 'earning_paid',
      es: ['Wind Repowering: dividendo pagado', 'Un dividendo de Wind Repowering está listo para reclamar.'],
      en: ['Wind Repowering: dividend paid', 'A dividend of Wind Repowering is ready to claim.'],
      daysAgo: 5,
    }),
    note({
      local: 'investor',
      kind: 'ad_published',
      es: [`Anuncio ${adReference(1)} publicado`, 'Tu anuncio ya está en el tablón.'],
      en: [`Ad ${adReference(1)} published`, 'Your ad is on the board.'],
      daysAgo: 3,
      subject: { type: 'ad', id: published?.id },
    }),
    note({
      local: 'investor',
      kind: 'transfer_received',
      es: ['Has recibido 5 tokens', 'Premium te ha transferido 5 tokens de Bridge Notes 2027.'],
      en: ['You received 5 tokens', 'Premium transferred you 5 tokens of Bridge Notes 2027.'],
      daysAgo: 8,
      read: true,
      subject: { type: 'transfer', id: transferIds[1] },
    }),
    note({
      local: 'premium',
      kind: 'message',
      es: ['Anuncio en revisión', 'Tu anuncio se está revisando y se publicará en minutos.'],
      en: ['Ad in review', 'Your ad is being reviewed and will be published within minutes.'],
      daysAgo: 1,
    }),
    note({
      local: 'pending',
      kind: 'account_validation',
      es: ['Validación en curso', 'Estamos validando tu identidad; puede tardar hasta 24 horas.'],
      en: ['Validation in progress', 'Your identity is being validated; this may take up to 24 hours.'],
      daysAgo: 1,
    }),
    note({
      local: 'manager',
      kind: 'message',
      es: ['Usuario pendiente de validar', `pending@${tenant.mailDomain} espera su validación.`],
      en: ['User pending validation', `pending@${tenant.mailDomain} is waiting for validation.`],
      daysAgo: 1,
    }),
    note({
      local: 'entrepreneur',
      kind: 'investment_status',
      es: ['Nueva inversión', 'Irene Inversora ha reservado 20 tokens de Madrid Retail Loan.'],
      en: ['New investment', 'Irene Inversora reserved 20 tokens of Madrid Retail Loan.'],
      daysAgo: 2,
    }),
    note({
      local: 'company',
      kind: 'message',
      es: ['Progreso de la campaña', 'Solar Park Almería ha superado su mínimo.'],
      en: ['Campaign progress', 'Solar Park Almería passed its soft cap.'],
      daysAgo: 4,
    }),
  ]);
  return { tenantId, publishedAdId: published?.id };
}

/**
 * Demo data for every tenant; one transaction so a failure leaves nothing half-seeded, and the
 * files it wrote are removed again.
 */
export async function seed(db: Db, files: FileStore): Promise<void> {
  // Hashing is slow and PGlite runs one statement at a time: hash before the transaction.
  const passwordHashes = await Promise.all(demoUsers.map(() => hashPassword(DEMO_PASSWORD)));
  const seedFiles = new SeedFiles(files);
  try {
    await db.transaction(async (tx) => {
      for (const tenant of demoTenants) await seedTenant(tx as unknown as Db, seedFiles, tenant, passwordHashes);
    });
  } catch (error) {
    await files.remove(seedFiles.written.map((written) => ({ storage: 'upload' as const, path: written })));
    throw error;
  }
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ tenants: count() }).from(t.tenants);
  return (row?.tenants ?? 0) === 0;
}

/** Seeds only a database without tenants, so a restart never duplicates or overwrites data. */
export async function seedIfEmpty(db: Db, files: FileStore): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await seed(db, files);
  return true;
}
