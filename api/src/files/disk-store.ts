import { createReadStream } from 'node:fs';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FileStorage } from '../db/schema.js';
import { apiRoot } from '../env.js';
import type { Delivery, FileStore, StoredObject } from './file-store.js';

/**
 * The demo files shipped with the API. The seed copies them into the store like any upload;
 * storage `seed` (rows pointing here) remains only in databases seeded before that, and those
 * rows are served through the same checked endpoints, from the API's own copy whatever the store.
 */
export const SEED_FILES_DIR = path.join(apiRoot, 'assets/seed');

/** The files adapter of one machine: the uploads directory, and the shipped demo files (read-only). */
export class DiskFileStore implements FileStore {
  constructor(private readonly uploadsDir: string) {}

  private resolve(storage: FileStorage, relative: string): string {
    const root = storage === 'seed' ? SEED_FILES_DIR : this.uploadsDir;
    const full = path.resolve(root, relative);
    // Paths come from our own rows, but a row must still never point outside its root.
    if (!full.startsWith(root + path.sep)) throw new Error(`file path escapes its root: ${relative}`);
    return full;
  }

  async save(tenantId: string, fileId: string, extension: string, bytes: Uint8Array): Promise<string> {
    const relative = path.join(tenantId, `${fileId}${extension}`);
    const full = this.resolve('upload', relative);
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, bytes, { flag: 'wx' });
    return relative;
  }

  /** Streamed by the API: a disk has no URL of its own to hand out. */
  async deliver(file: StoredObject): Promise<Delivery | undefined> {
    const full = this.resolve(file.storage, file.path);
    const info = await stat(full).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    return { kind: 'bytes', body: Readable.toWeb(createReadStream(full)) as ReadableStream<Uint8Array>, size: info.size };
  }

  /** The bytes of a file, for the move to object storage; undefined when it is not on this disk. */
  async read(file: StoredObject): Promise<Buffer | undefined> {
    return readFile(this.resolve(file.storage, file.path)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return undefined;
      throw error;
    });
  }

  async remove(files: readonly StoredObject[]): Promise<void> {
    await Promise.all(files.filter((file) => file.storage === 'upload').map((file) => rm(this.resolve('upload', file.path), { force: true })));
  }
}
