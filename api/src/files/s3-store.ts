import { createHash } from 'node:crypto';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import path from 'node:path';
import { systemClock, type Clock } from '../lib/clock.js';
import type { DiskFileStore } from './disk-store.js';
import type { Delivery, FileStore, ServedAs, StoredObject } from './file-store.js';

/** Where the bucket is and how to reach it (`FILES_S3_*`, see env.ts). */
export interface S3Settings {
  bucket: string;
  /** Unset: AWS's own endpoint for the region; set for MinIO, Ceph, R2 or any S3-compatible service. */
  endpoint?: string;
  region: string;
  /** `<endpoint>/<bucket>/<key>` instead of `<bucket>.<endpoint>/<key>` (MinIO, Ceph and most self-hosted services). */
  forcePathStyle: boolean;
  /** Unset: the SDK's own chain (AWS_* variables, an instance or pod role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Keys start with it (`''` or ending in `/`), so one bucket can hold several deployments. */
  prefix: string;
  /** How long a download URL stays valid. */
  urlTtlSeconds: number;
}

/** What the bucket holds under a key: its size and the SHA-256 the API recorded when it wrote it. */
export interface ObjectFacts {
  size: number;
  sha256: string | undefined;
}

const sha256Of = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const isNotFound = (error: unknown) => error instanceof S3ServiceException && (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/**
 * The files adapter for any S3-compatible object store. The bucket stays private: a download is a
 * presigned GET that the API issues after its own permission check and that expires within
 * minutes, with the name, type and caching the API would have sent. Rows of storage `seed` (the
 * shipped demo files) are still streamed from the API's own copy.
 */
export class S3FileStore implements FileStore {
  private readonly client: S3Client;

  constructor(
    private readonly settings: S3Settings,
    private readonly shipped: DiskFileStore,
    // The object store checks a URL's expiry against its own clock: sign with the real time, not the business clock tests move.
    private readonly clock: Clock = systemClock,
  ) {
    this.client = new S3Client({
      region: settings.region,
      ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
      forcePathStyle: settings.forcePathStyle,
      ...(settings.credentials ? { credentials: settings.credentials } : {}),
      // The SDK's default trailing CRC checksums (aws-chunked bodies) are not spoken by every S3-compatible
      // service; uploads carry Content-MD5 instead, which all of them check.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  private key(relative: string): string {
    const normalized = path.posix.normalize(relative.split(path.sep).join('/'));
    if (normalized.startsWith('../') || normalized.startsWith('/')) throw new Error(`file path escapes its root: ${relative}`);
    return `${this.settings.prefix}${normalized}`;
  }

  async save(tenantId: string, fileId: string, extension: string, bytes: Uint8Array): Promise<string> {
    const relative = path.posix.join(tenantId, `${fileId}${extension}`);
    await this.put(relative, bytes);
    return relative;
  }

  /** Writes the bytes under the file's key, refused by the store if they arrive altered; the SHA-256 goes along to be compared later. */
  async put(relative: string, bytes: Uint8Array): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: this.key(relative),
        Body: bytes,
        ContentLength: bytes.byteLength,
        ContentMD5: createHash('md5').update(bytes).digest('base64'),
        ContentType: 'application/octet-stream',
        Metadata: { sha256: sha256Of(bytes) },
      }),
    );
  }

  /** The size and recorded checksum of a file's object; undefined when the bucket does not hold it. */
  async describe(relative: string): Promise<ObjectFacts | undefined> {
    try {
      const head = await this.client.send(new HeadObjectCommand({ Bucket: this.settings.bucket, Key: this.key(relative) }));
      return { size: head.ContentLength ?? 0, sha256: head.Metadata?.sha256 };
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async deliver(file: StoredObject, servedAs: ServedAs): Promise<Delivery | undefined> {
    if (file.storage === 'seed') return this.shipped.deliver(file);
    // A missing object answers 404 here, as on disk, rather than a signed URL to the store's own error.
    if (!(await this.describe(file.path))) return undefined;
    const ttl = this.settings.urlTtlSeconds;
    const now = this.clock.now().getTime();
    // A public image signed at the start of its window keeps one URL for a while, so browsers reuse their cached copy;
    // a private file's URL starts now and lives `ttl` at most.
    const signingDate = new Date(servedAs.public ? now - (now % (ttl * 1000)) : now);
    const expiresIn = servedAs.public ? 2 * ttl : ttl;
    const command = new GetObjectCommand({
      Bucket: this.settings.bucket,
      Key: this.key(file.path),
      ResponseContentType: servedAs.contentType,
      ResponseContentDisposition: servedAs.contentDisposition,
      ResponseCacheControl: servedAs.cacheControl,
    });
    const url = await getSignedUrl(this.client, command, { expiresIn, signingDate });
    return { kind: 'signed_url', url, expiresAt: new Date(signingDate.getTime() + expiresIn * 1000) };
  }

  async remove(files: readonly StoredObject[]): Promise<void> {
    await Promise.all(
      files
        .filter((file) => file.storage === 'upload')
        .map((file) => this.client.send(new DeleteObjectCommand({ Bucket: this.settings.bucket, Key: this.key(file.path) }))),
    );
  }

  close(): void {
    this.client.destroy();
  }
}
