import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** Debian's Chromium: a browser download by Playwright cannot work on these machines. */
export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const PORTS = {
  api: 8031,
  host: 3000,
} as const;

/** A remote's federated container name (`remote_manager`). */
export type RemoteName = `remote_${string}`;

interface LocalRemote {
  dir: string;
  container: RemoteName;
  port: number;
}

/** The workspace's remotes, each on its port in the host's development manifest (read by
 * scripts/workspace-packages.cjs, as `npm start` and the build are). */
export const REMOTES: readonly LocalRemote[] = (
  createRequire(import.meta.url)('../../scripts/workspace-packages.cjs') as { localRemotes(): LocalRemote[] }
).localRemotes();
