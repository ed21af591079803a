import fs from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { openDatabase } from '../db/client.js';
import { issuances, tenants, users, wallets } from '../db/schema.js';
import { seedIfEmpty } from '../db/seed/seed.js';
import { readEnvOrExit } from '../env.js';
import { fileStoreOf } from '../files/create-file-store.js';

/**
 * Prepares the database of an e2e spec with texts no endpoint writes yet, or that the API's
 * text-safety check refuses (XSS payloads), so the spec sees how the screens render whatever gets
 * stored by other means (an import, an older version, the back office), or takes away a demo
 * account's bank account (no endpoint deletes one) for a spec of what a profile without it sees:
 *   DATA_DIR=… tsx src/test/e2e-fixtures-cli.ts fixtures.json
 * Migrates, seeds the demo data when empty, then sets the given texts in one tenant.
 */
const text = v.optional(v.string());
const fixturesSchema = v.strictObject({
  tenant: v.string(),
  issuances: v.optional(
    v.record(
      v.string(),
      v.strictObject({
        title: text,
        subtitle: text,
        shortDescription: text,
        product: text,
        market: text,
        competitors: text,
        businessModel: text,
        projections: text,
        videoUrl: text,
        tokenName: text,
        tokenSymbol: text,
      }),
    ),
  ),
  users: v.optional(
    v.record(
      v.string(),
      v.strictObject({
        username: text,
        name: text,
        surname: text,
        /** `false` clears the banking section (IBAN, BIC, bank, account type). */
        bankAccount: v.optional(v.literal(false)),
        /** The user's wallet, proved theirs (its signature is the account screens' part, issue 37). */
        verifiedWallet: v.optional(v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/))),
      }),
    ),
  ),
  /** Merged over the tenant's customization, key by key. */
  customization: v.optional(v.record(v.string(), v.unknown())),
});

const env = readEnvOrExit();
const file = process.argv[2];
if (!file) {
  console.error('usage: e2e-fixtures-cli.ts <fixtures.json>');
  process.exit(1);
}
const fixtures = v.parse(fixturesSchema, JSON.parse(fs.readFileSync(file, 'utf8')));
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await database.migrate();
  await seedIfEmpty(database.db, fileStoreOf(env));
  const db = database.db;
  const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, fixtures.tenant));
  if (!tenant) throw new Error(`no tenant ${fixtures.tenant}`);
  for (const [slug, set] of Object.entries(fixtures.issuances ?? {})) {
    const updated = await db.update(issuances).set(set).where(and(eq(issuances.tenantId, tenant.id), eq(issuances.slug, slug))).returning({ id: issuances.id });
    if (updated.length !== 1) throw new Error(`no issuance ${slug}`);
  }
  for (const [email, { bankAccount, verifiedWallet, ...set }] of Object.entries(fixtures.users ?? {})) {
    const banking = bankAccount === false ? { iban: null, bic: null, bank: null, accountType: null } : {};
    const values = { ...set, ...banking };
    const whose = and(eq(users.tenantId, tenant.id), eq(users.email, email));
    const updated = Object.keys(values).length > 0 ? await db.update(users).set(values).where(whose).returning({ id: users.id }) : await db.select({ id: users.id }).from(users).where(whose);
    if (updated.length !== 1 || !updated[0]) throw new Error(`no user ${email}`);
    if (verifiedWallet) {
      // It becomes the user's wallet (the first is where tokens are minted), replacing a seeded one.
      await db.delete(wallets).where(eq(wallets.userId, updated[0].id));
      await db.insert(wallets).values({ tenantId: tenant.id, userId: updated[0].id, address: verifiedWallet, verifiedAt: new Date(), verificationMessage: 'e2e fixture', verificationSignature: '0x' });
    }
  }
  if (fixtures.customization) {
    await db
      .update(tenants)
      .set({ customization: sql`${tenants.customization} || ${JSON.stringify(fixtures.customization)}::jsonb` })
      .where(eq(tenants.id, tenant.id));
  }
} finally {
  await database.close();
}
