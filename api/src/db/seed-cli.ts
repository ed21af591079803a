import { parseArgs } from 'node:util';
import { readEnvOrExit } from '../env.js';
import { fileStoreOf } from '../files/create-file-store.js';
import { openDatabase } from './client.js';
import { hasLargeData, LARGE_SCALE, scaleEmail, seedLarge } from './seed/large.js';
import { DEMO_PASSWORD, demoLogins, seedIfEmpty } from './seed/seed.js';

/**
 * `pnpm db:seed`: migrates, then seeds the demo data when the database has no tenant yet.
 * `pnpm db:seed --scale large` (PostgreSQL only) then adds a large tenant's data to the demo
 * tenant, once: 100,000 users, 5,000 issuances, 1,000,000 investments, 200,000 earnings.
 */
const env = readEnvOrExit();
const { values } = parseArgs({ options: { scale: { type: 'string', default: 'demo' } } });
if (values.scale !== 'demo' && values.scale !== 'large') {
  console.error(`--scale must be demo or large, not ${values.scale}`);
  process.exit(2);
}
try {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    if (await seedIfEmpty(database.db, fileStoreOf(env))) {
      console.log(`Demo data seeded. Password for every account: ${DEMO_PASSWORD}`);
      for (const login of demoLogins()) console.log(`  ${login.tenantHost.padEnd(16)} ${login.email}`);
    } else {
      console.log('The database already has tenants: no demo data seeded.');
    }
    if (values.scale === 'large') {
      if (database.kind !== 'postgres') throw new Error('--scale large needs PostgreSQL (DATABASE_URL): PGlite is for small tenants');
      if (await hasLargeData(database.db)) {
        console.log('The large tenant data is already there: nothing added.');
      } else {
        const started = performance.now();
        console.log(`Adding the large tenant data to the demo tenant (${LARGE_SCALE.investments.toLocaleString('en')} investments)…`);
        await seedLarge(database.db, (line) => console.log(line));
        console.log(`Large tenant data seeded in ${((performance.now() - started) / 1000).toFixed(0)} s; scale users sign in as ${scaleEmail(1)}… with ${DEMO_PASSWORD}.`);
      }
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
