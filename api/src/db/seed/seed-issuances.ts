import { addCalendarDays, multiplyMoney, percentageOf, type Money } from 'shared';
import { eq } from 'drizzle-orm';
import { isComplete } from '../../issuances/round-columns.js';
import * as t from '../schema.js';
import { demoIssuances, demoTokenIssuances } from './demo-data.js';
import { DAY_MS, type IssuanceIdOf, type SeedScope, type UserIdOf } from './seed-scope.js';

function slugify(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The demo issuances of a tenant with their files; answers their ids by index and their token prices. */
export async function seedIssuances(scope: SeedScope, userId: UserIdOf): Promise<{ issuanceId: IssuanceIdOf; prices: Money[] }> {
  const { db, tenant, tenantId, now, today } = scope;
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
    await seedIssuanceFiles(scope, index, file, inserted);
  }
  const issuanceId = (index: number) => {
    const id = issuanceIds[index];
    if (!id) throw new Error(`unknown demo issuance ${index}`);
    return id;
  };
  return { issuanceId, prices };
}

/** An issuance's logo, two cover images (its own and its neighbour's) and documents, stored like uploads. */
async function seedIssuanceFiles({ db, seedFiles, tenantId, today }: SeedScope, index: number, file: string, inserted: { id: string }): Promise<void> {
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

/** The tokens of the demo issuances that have one, from their issuance's figures. */
export async function seedTokens({ db, tenantId }: SeedScope, issuanceId: IssuanceIdOf): Promise<void> {
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
}
