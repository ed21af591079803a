import { readEnvOrExit } from '../env.js';
import { openDatabase } from './client.js';

/** `pnpm db:migrate`: applies pending migrations (the server also does it at start). */
const env = readEnvOrExit();
try {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    console.log(`Migrations applied (${database.kind}).`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
