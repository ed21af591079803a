import { readEnvOrExit } from '../env.js';
import { FileStore } from '../files/storage.js';
import { openDatabase } from './client.js';
import { DEMO_PASSWORD, demoLogins, seedIfEmpty } from './seed/seed.js';

/** `pnpm db:seed`: migrates, then seeds the demo data when the database has no tenant yet. */
const env = readEnvOrExit();
try {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    if (await seedIfEmpty(database.db, new FileStore(env.UPLOADS_DIR))) {
      console.log(`Demo data seeded. Password for every account: ${DEMO_PASSWORD}`);
      for (const login of demoLogins()) console.log(`  ${login.tenantHost.padEnd(16)} ${login.email}`);
    } else {
      console.log('The database already has tenants: nothing seeded.');
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
