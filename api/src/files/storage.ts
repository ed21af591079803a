import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FileStorage } from '../db/schema.js';
import { apiRoot } from '../env.js';

/**
 * The demo files shipped with the API. The seed copies them into the uploads directory like any
 * upload; storage `seed` (rows pointing here) remains only in databases seeded before that, and
 * those rows are served through the same checked endpoints.
 */
export const SEED_FILES_DIR = path.join(apiRoot, 'assets/seed');

/** Where files live: the uploads directory, and the shipped demo files (read-only). */
export class FileStore {
  constructor(private readonly uploadsDir: string) {}

  private resolve(storage: FileStorage, relative: string): string {
    const root = storage === 'seed' ? SEED_FILES_DIR : this.uploadsDir;
    const full = path.resolve(root, relative);
    // Paths come from our own rows, but a row must still never point outside its root.
    if (!full.startsWith(root + path.sep)) throw new Error(`file path escapes its root: ${relative}`);
    return full;
  }

  /** Writes an upload under `<tenantId>/<fileId><extension>` and returns that relative path. */
  async save(tenantId: string, fileId: string, extension: string, bytes: Uint8Array): Promise<string> {
    const relative = path.join(tenantId, `${fileId}${extension}`);
    const full = this.resolve('upload', relative);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, bytes, { flag: 'wx' });
    return relative;
  }

  /** The file's bytes as a web stream and its size; undefined when it is gone from disk. */
  async open(storage: FileStorage, relative: string): Promise<{ body: ReadableStream<Uint8Array>; size: number } | undefined> {
    const full = this.resolve(storage, relative);
    const info = await stat(full).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { body: Readable.toWeb(createReadStream(full)) as ReadableStream<Uint8Array>, size: info.size };
  }

  /** Removes uploads; seed files are shared by every demo issuance and stay. */
  async remove(files: readonly { storage: FileStorage; path: string }[]): Promise<void> {
    await Promise.all(files.filter((file) => file.storage === 'upload').map((file) => rm(this.resolve('upload', file.path), { force: true })));
  }
}
