import { parseArgs } from 'node:util';
import { startLocalS3 } from './s3-server.js';

/**
 * `tsx src/test/local-s3-cli.ts [--bucket uploads]`: a local S3-compatible server (s3rver) on a
 * free port for scripts that start several API processes on one bucket (the multi-node test).
 * Prints the API's settings as `NAME=value` lines, then serves until SIGTERM or SIGINT.
 */
const { values } = parseArgs({ options: { bucket: { type: 'string', default: 'uploads' } } });
const s3 = await startLocalS3(values.bucket);
for (const [name, value] of Object.entries(s3.env)) console.log(`${name}=${value}`);
const stop = () => void s3.close().then(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
