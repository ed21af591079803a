import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client.js';
import { readEnvOrExit } from '../env.js';
import { s3SettingsOf } from './create-file-store.js';
import { DiskFileStore } from './disk-store.js';
import { moveFilesToS3 } from './move-to-s3.js';
import { S3FileStore } from './s3-store.js';

/**
 * `npm run files:move-to-s3 -- --tenant <slug>` (or `--all`): copies uploads from UPLOADS_DIR to
 * the FILES_S3_* bucket, then prints what it did. Run it before switching FILES_STORE to s3, and
 * again after (it skips what is there), until it reports nothing failed; exits 1 while something did.
 */
const env = readEnvOrExit();
const { values } = parseArgs({ options: { tenant: { type: 'string' }, all: { type: 'boolean', default: false } } });
if ((values.tenant === undefined) === !values.all) {
  console.error('Name what to move: --tenant <slug> or --all');
  process.exit(2);
}
if (!env.FILES_S3_BUCKET) {
  console.error('FILES_S3_BUCKET (and FILES_S3_ENDPOINT, credentials… as for FILES_STORE=s3) must name the bucket to move to');
  process.exit(2);
}
const disk = new DiskFileStore(env.UPLOADS_DIR);
const bucket = new S3FileStore(s3SettingsOf(env), disk);
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const started = performance.now();
  const report = await moveFilesToS3(database.db, disk, bucket, values.tenant === undefined ? {} : { tenantSlug: values.tenant });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`${report.files} files of ${values.tenant ? `tenant ${values.tenant}` : 'every tenant'} in ${seconds} s: ${report.copied} copied, ${report.alreadyThere} already in the bucket, ${report.missing.length} missing, ${report.failed.length} failed`);
  for (const missing of report.missing) console.log(`  missing on disk and in the bucket: ${missing}`);
  for (const failed of report.failed) console.error(`  failed: ${failed.path}: ${failed.reason}`);
  process.exitCode = report.failed.length > 0 ? 1 : 0;
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  bucket.close();
  await database.close();
}
