import type { FileStorage } from '../db/schema.js';

/** A stored file as its row names it: where it lives and its path there. */
export interface StoredObject {
  storage: FileStorage;
  path: string;
}

/** The headers a file is served with, whoever serves the bytes (the API, or the object store). */
export interface ServedAs {
  contentType: string;
  contentDisposition: string;
  cacheControl: string;
  /** Public files (logos, intro images) may be cached between callers; the others never are. */
  public: boolean;
}

/**
 * How a caller gets a file: its bytes streamed by the API, or a short-lived signed URL of the
 * object store that the API hands out only after its own permission check.
 */
export type Delivery =
  | { kind: 'bytes'; body: ReadableStream<Uint8Array>; size: number }
  | { kind: 'signed_url'; url: string; expiresAt: Date };

/**
 * The files port: uploads are written and removed through it, downloads are delivered through it.
 * Rows keep `storage: 'upload'` and a relative path `<tenantId>/<fileId><extension>` whichever
 * adapter holds the bytes, so moving a tenant from disk to a bucket changes no row.
 */
export interface FileStore {
  /** Writes an upload under `<tenantId>/<fileId><extension>` and returns that relative path. */
  save(tenantId: string, fileId: string, extension: string, bytes: Uint8Array): Promise<string>;
  /** The file as the caller gets it; undefined when it is gone from the store. */
  deliver(file: StoredObject, servedAs: ServedAs): Promise<Delivery | undefined>;
  /** Removes uploads; shipped demo files (storage `seed`) are shared and stay. */
  remove(files: readonly StoredObject[]): Promise<void>;
}
