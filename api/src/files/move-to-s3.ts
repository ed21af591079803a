import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { files, tenants } from '../db/schema.js';
import type { DiskFileStore } from './disk-store.js';
import type { S3FileStore } from './s3-store.js';

/** What a move did, file by file counted once. */
export interface MoveReport {
  /** Upload rows looked at. */
  files: number;
  /** Written to the bucket and read back with the same size and SHA-256. */
  copied: number;
  /** Already in the bucket with the same size and SHA-256 (an earlier run), or only there any more. */
  alreadyThere: number;
  /** Neither on this disk nor in the bucket: their downloads already answer 404. */
  missing: string[];
  /** Written but not read back the same, or refused by the store: run the command again. */
  failed: { path: string; reason: string }[];
}

const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Files copied at once: enough to hide the store's latency, few enough for a small machine. */
const PARALLEL = 4;

/**
 * Copies the uploads of one tenant (by slug) or of all from this machine's disk to the bucket,
 * under the same relative paths, so no row changes. Safe to run again: what the bucket already
 * holds with the same size and checksum is skipped, anything else is written again. The disk is
 * left as it was; remove it once the API runs with FILES_STORE=s3.
 */
export async function moveFilesToS3(db: Db, disk: DiskFileStore, bucket: S3FileStore, scope: { tenantSlug?: string } = {}): Promise<MoveReport> {
  if (scope.tenantSlug !== undefined) {
    const [tenant] = await db.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, scope.tenantSlug)).limit(1);
    if (!tenant) throw new Error(`no tenant with the slug ${scope.tenantSlug}`);
  }
  const rows = await db
    .select({ path: files.path, storage: files.storage })
    .from(files)
    .innerJoin(tenants, eq(tenants.id, files.tenantId))
    .where(and(eq(files.storage, 'upload'), scope.tenantSlug === undefined ? undefined : eq(tenants.slug, scope.tenantSlug)))
    .orderBy(files.path);
  const report: MoveReport = { files: rows.length, copied: 0, alreadyThere: 0, missing: [], failed: [] };

  const moveOne = async (file: (typeof rows)[number]) => {
    const [bytes, held] = await Promise.all([disk.read(file), bucket.describe(file.path)]);
    if (!bytes) {
      if (held) report.alreadyThere += 1;
      else report.missing.push(file.path);
      return;
    }
    const sha256 = sha256Of(bytes);
    if (held && held.size === bytes.byteLength && held.sha256 === sha256) {
      report.alreadyThere += 1;
      return;
    }
    await bucket.put(file.path, bytes);
    const written = await bucket.describe(file.path);
    if (written?.size === bytes.byteLength && written.sha256 === sha256) report.copied += 1;
    else report.failed.push({ path: file.path, reason: `read back ${written ? `${written.size} bytes, sha256 ${written.sha256 ?? 'none'}` : 'nothing'}` });
  };

  let next = 0;
  const worker = async () => {
    while (next < rows.length) {
      const file = rows[next++];
      if (!file) break;
      await moveOne(file).catch((error: unknown) => {
        report.failed.push({ path: file.path, reason: error instanceof Error ? error.message : String(error) });
      });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return report;
}
