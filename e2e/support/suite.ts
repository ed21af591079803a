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
  remote_invest: 3001,
  remote_investor: 3002,
  remote_manager: 3003,
  remote_entrepreneur: 3004,
} as const;

export type RemoteName = 'remote_invest' | 'remote_investor' | 'remote_manager' | 'remote_entrepreneur';
