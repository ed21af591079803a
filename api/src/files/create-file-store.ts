import { readFileSync } from 'node:fs';
import type { Env } from '../env.js';
import { DiskFileStore } from './disk-store.js';
import type { FileStore } from './file-store.js';
import { S3FileStore, type S3Settings } from './s3-store.js';

/** The bucket settings of `FILES_S3_*`; the secret key read from its file when it is mounted as one. */
export function s3SettingsOf(env: Env): S3Settings {
  if (!env.FILES_S3_BUCKET) throw new Error('FILES_S3_BUCKET is not set');
  const secret = env.FILES_S3_SECRET_ACCESS_KEY ?? (env.FILES_S3_SECRET_ACCESS_KEY_FILE ? readFileSync(env.FILES_S3_SECRET_ACCESS_KEY_FILE, 'utf8').trim() : undefined);
  return {
    bucket: env.FILES_S3_BUCKET,
    ...(env.FILES_S3_ENDPOINT ? { endpoint: env.FILES_S3_ENDPOINT } : {}),
    region: env.FILES_S3_REGION,
    forcePathStyle: env.FILES_S3_PATH_STYLE,
    ...(env.FILES_S3_ACCESS_KEY_ID && secret ? { credentials: { accessKeyId: env.FILES_S3_ACCESS_KEY_ID, secretAccessKey: secret } } : {}),
    prefix: env.FILES_S3_PREFIX,
    urlTtlSeconds: env.FILES_URL_TTL_SECONDS,
  };
}

/** The adapter `FILES_STORE` names: this machine's disk, or the bucket every node shares. */
export function fileStoreOf(env: Env): FileStore {
  const disk = new DiskFileStore(env.UPLOADS_DIR);
  return env.FILES_STORE === 's3' ? new S3FileStore(s3SettingsOf(env), disk) : disk;
}
