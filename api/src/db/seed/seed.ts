import { count } from 'drizzle-orm';
import { businessDay } from 'shared';
import type { FileStore } from '../../files/file-store.js';
import { hashPassword } from '../../lib/passwords.js';
import type { Db } from '../client.js';
import * as t from '../schema.js';
import { DEMO_PASSWORD, demoFollows, demoTenants, demoUsers, type DemoTenant } from './demo-data.js';
import { seedAds, seedTransfers } from './seed-board.js';
import { seedEarnings } from './seed-earnings.js';
import { seedInvestments } from './seed-investments.js';
import { seedIssuances, seedTokens } from './seed-issuances.js';
import { seedNotifications } from './seed-notifications.js';
import { DAY_MS, SeedFiles, type SeedScope } from './seed-scope.js';
import { seedUsers } from './seed-users.js';

export { DEMO_PASSWORD };


export function demoLogins() {
  return demoTenants.flatMap((tenant) =>
    demoUsers.map((user) => ({ tenantHost: tenant.hosts[0] ?? tenant.slug, email: `${user.local}@${tenant.mailDomain}`, description: user.description })),
  );
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

  const scope: SeedScope = { db, seedFiles, tenant, tenantId, now, today, at: (daysAgo) => new Date(now.getTime() - daysAgo * DAY_MS) };
  const userId = await seedUsers(scope, passwordHashes);
  const { issuanceId, prices } = await seedIssuances(scope, userId);
  await db
    .insert(t.issuanceFollows)
    .values(demoFollows.map((follow) => ({ userId: userId(follow.investor), issuanceId: issuanceId(follow.issuance) })));
  const investmentIds = await seedInvestments(scope, userId, issuanceId, prices);
  await seedTokens(scope, issuanceId);
  await seedEarnings(scope, userId, issuanceId);
  const { published, closed } = await seedAds(scope, userId, issuanceId, investmentIds);
  const transferIds = await seedTransfers(scope, userId, issuanceId, closed);
  await seedNotifications(scope, userId, published, transferIds);
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
