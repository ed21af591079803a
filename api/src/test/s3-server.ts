import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/** A local S3-compatible server (s3rver) on a free port, with one empty bucket, for tests and the multi-node script. */
export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** The API's settings for this bucket (`FILES_STORE=s3`). */
  env: Record<string, string>;
  close(): Promise<void>;
}

// s3rver's built-in account: it accepts these keys and no others.
const ACCESS_KEY = 'S3RVER';

export async function startLocalS3(bucket = 'uploads'): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    env: {
      FILES_STORE: 's3',
      FILES_S3_BUCKET: bucket,
      FILES_S3_ENDPOINT: endpoint,
      FILES_S3_PATH_STYLE: 'true',
      FILES_S3_ACCESS_KEY_ID: ACCESS_KEY,
      FILES_S3_SECRET_ACCESS_KEY: ACCESS_KEY,
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
