import { readEnvOrExit } from '../env.js';
import { openDatabase } from './client.js';
import { copyDatabase } from './copy.js';

/**
 * `DATABASE_URL=postgres://… pnpm db:copy-to-postgres`: migrates the PostgreSQL database, then
 * copies the PGlite data of DATA_DIR into it. Stop the server first (the data directory is locked).
 */
const env = readEnvOrExit();
if (!env.DATABASE_URL) {
  console.error('Set DATABASE_URL to the (empty) PostgreSQL database to copy into.');
  process.exit(1);
}
try {
  const source = await openDatabase({ dataDir: env.DATA_DIR });
  const target = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await source.migrate();
    await target.migrate();
    const counts = await copyDatabase(source.db, target.db);
    for (const [table, rows] of Object.entries(counts)) console.log(`  ${table.padEnd(20)} ${rows}`);
    console.log(`Copied ${env.DATA_DIR} into PostgreSQL. Start the server with the same DATABASE_URL.`);
  } finally {
    await source.close();
    await target.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
