import fs from 'node:fs/promises';
import path from 'node:path';
import { readEnvOrExit } from '../env.js';
import { openDatabase } from './client.js';

/**
 * `pnpm db:backup [file]`: writes the PGlite data directory as a .tar.gz (PGlite's dumpDataDir).
 * It takes the data directory's lock, so stop the server first. On PostgreSQL use pg_dump.
 */
const env = readEnvOrExit();
if (env.DATABASE_URL) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump, for example\n  pg_dump --format=custom --file=backup.dump "$DATABASE_URL"');
  process.exit(1);
}
try {
  const database = await openDatabase({ dataDir: env.DATA_DIR });
  try {
    if (!database.dump) throw new Error('this database cannot dump itself');
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const target = path.resolve(process.argv[2] ?? path.join(env.DATA_DIR, 'backups', `pglite-${stamp}.tar.gz`));
    await fs.mkdir(path.dirname(target), { recursive: true });
    const dump = await database.dump();
    await fs.writeFile(target, Buffer.from(await dump.arrayBuffer()));
    console.log(`Backup written to ${target} (${dump.size} bytes).`);
    console.log('Restore: stop the server, move DATA_DIR/pglite aside, then run `pnpm db:restore <file>`.');
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
