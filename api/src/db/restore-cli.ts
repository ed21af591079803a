import fs from 'node:fs';
import path from 'node:path';
import { readEnvOrExit } from '../env.js';
import { createPglite } from './client.js';
import { lockDataDir } from './data-dir-lock.js';

/** `pnpm db:restore <file>`: loads a db:backup tarball into an empty DATA_DIR/pglite. */
const env = readEnvOrExit();
const file = process.argv[2];
if (!file || env.DATABASE_URL) {
  console.error(env.DATABASE_URL ? 'DATABASE_URL is set: restore PostgreSQL with pg_restore.' : 'Usage: pnpm db:restore <backup.tar.gz>');
  process.exit(1);
}
const target = path.join(env.DATA_DIR, 'pglite');
if (fs.existsSync(target) && fs.readdirSync(target).length > 0) {
  console.error(`${target} is not empty: move it aside first, so a restore never overwrites data.`);
  process.exit(1);
}
try {
  const release = lockDataDir(env.DATA_DIR);
  try {
    const client = await createPglite({ dataDir: target, loadDataDir: new Blob([fs.readFileSync(file)]) });
    await client.close();
    console.log(`Restored ${file} into ${target}.`);
  } finally {
    release();
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
