import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CalendarDay } from 'shared';
import { SEED_FILES_DIR } from '../../files/disk-store.js';
import type { FileStore } from '../../files/file-store.js';
import type { Db } from '../client.js';
import type { DemoTenant } from './demo-data.js';

export const DAY_MS = 24 * 60 * 60 * 1000;

function seedContentType(name: string): string {
  if (name.endsWith('.svg')) return 'image/svg+xml';
  if (name.endsWith('.pdf')) return 'application/pdf';
  throw new Error(`no content type for seed file ${name}`);
}
/**
 * Writes the demo files like uploads: each row gets its own copy under its tenant in UPLOADS_DIR,
 * so the files endpoints serve them with the same permission and expiry checks as any upload, and
 * deleting one issuance removes its copies only. Remembers what it wrote, to undo a failed seed.
 */
export class SeedFiles {
  readonly written: string[] = [];
  private readonly sources = new Map<string, Promise<Buffer>>();

  constructor(private readonly store: FileStore) {}

  async save(tenantId: string, name: string): Promise<{ id: string; path: string; contentType: string }> {
    const source = this.sources.get(name) ?? readFile(path.join(SEED_FILES_DIR, name));
    this.sources.set(name, source);
    const id = randomUUID();
    const relative = await this.store.save(tenantId, id, path.extname(name), await source);
    this.written.push(relative);
    return { id, path: relative, contentType: seedContentType(name) };
  }
}

/** What every part of one tenant's seed writes with: the transaction, the tenant, and "now". */
export interface SeedScope {
  db: Db;
  seedFiles: SeedFiles;
  tenant: DemoTenant;
  tenantId: string;
  now: Date;
  /** Today in the tenant's zone, where its business days start: demo dates count from it. */
  today: CalendarDay;
  /** The instant some days before now. */
  at: (daysAgo: number) => Date;
}

/** The id of a demo user by its local part, and of a demo issuance by its index in the demo data. */
export type UserIdOf = (local: string) => string;
export type IssuanceIdOf = (index: number) => string;
