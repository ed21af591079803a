import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, PORTS, REMOTES, REPO_ROOT } from './support/suite';
import { CHAIN_PORT, CHAIN_SECRETS } from './support/chain';
import { REDSYS_SECRETS, REDSYS_STANDIN_PORT } from './support/redsys-standin';
import { STRIPE_SECRETS, stripeStandinServer } from './support/stripe-standin';

// The API gets an empty data directory per run: it migrates and seeds the demo data itself.
const apiDataDir = mkdtempSync(join(tmpdir(), 'e2e-api-'));
/**
 * The real payment adapters' secrets, each pointing at its local stand-in (a spec switches a tenant
 * to one), and the local chain's `evm` section (a spec switches a tenant's ledger to it).
 */
const PAYMENT_PROVIDER_SECRETS = JSON.stringify({ '*': { ...REDSYS_SECRETS, ...STRIPE_SECRETS, ...CHAIN_SECRETS } });
/** `E2E_STATIC_SERVERS=external`: the host and remotes are already served on their ports (nginx, by scripts/test-nginx.sh). */
const externalStatic = process.env.E2E_STATIC_SERVERS === 'external';
const staticServer = (dir: string, port: number, spa = false) => ({
  command: `node scripts/serve-static.mjs ${dir} --port ${port}${spa ? ' --spa' : ''}`,
  cwd: REPO_ROOT,
  url: `http://localhost:${port}/${spa ? 'remotes.json' : 'mf-manifest.json'}`,
  reuseExistingServer: !process.env.CI,
});

/**
 * Each remote's specs, so the QA of the team that ships it runs them alone (`npm run e2e --
 * --project remote-manager`); the specs of no one remote (sign-in, federation, accessibility,
 * the platform) are the host's. Every spec is in exactly one project: the full run runs each once.
 */
const REMOTE_SPECS: Record<string, readonly string[]> = {
  'remote-invest': ['invest-check', 'invest-flow', 'invest-landing', 'project-sheet', 'pay-crypto', 'pay-redsys', 'pay-stripe'],
  'remote-investor': ['issuances-investor', 'investments', 'board', 'layout', 'verified-wallet', 'account'],
  'remote-manager': ['issuances-manager', 'users-admin', 'payouts', 'bank-statements', 'pay-with-balance', 'earnings', 'customization'],
  'remote-entrepreneur': ['issuances-entrepreneur', 'authoring'],
};
const specFiles = (names: readonly string[]) => names.map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  // One worker: the suite shares one API and a 2-core machine; specs never depend on each other.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  projects: [
    ...Object.entries(REMOTE_SPECS).map(([name, specs]) => ({ name, testMatch: specFiles(specs) })),
    { name: 'host', testIgnore: specFiles(Object.values(REMOTE_SPECS).flat()) },
  ],
  use: {
    // `E2E_BASE_URL`: a deployed host to check (with `E2E_STATIC_SERVERS=external` nothing is served here).
    baseURL: process.env.E2E_BASE_URL ?? `http://localhost:${PORTS.host}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  webServer: [
    // The local chain (anvil) first: the API reads it once a tenant's ledger or payment is on it.
    {
      command: `node --import tsx scripts/local-chain.ts ${CHAIN_PORT}`,
      cwd: join(REPO_ROOT, 'api'),
      port: CHAIN_PORT,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: 'node --import tsx src/server.ts',
      cwd: join(REPO_ROOT, 'api'),
      // The KYC sandbox answers its signed webhook at once, so a new investor is verified before they
      // invest; the board's review job runs every second, so a new ad is published while a spec waits.
      env: { PORT: String(PORTS.api), DATA_DIR: apiDataDir, NODE_ENV: 'test', DEV_MAILBOX: 'true', KYC_SANDBOX_DELAY_MS: '0', BOARD_REVIEW_INTERVAL_MS: '1000', PAYMENT_PROVIDER_SECRETS },
      url: `http://localhost:${PORTS.api}/health`,
      timeout: 120_000,
      reuseExistingServer: !process.env.CI,
    },
    {
      command: 'node --import tsx src/payments/redsys/standin/redsys-standin-cli.ts',
      cwd: join(REPO_ROOT, 'api'),
      env: { REDSYS_STANDIN_PORT: String(REDSYS_STANDIN_PORT), PAYMENT_PROVIDER_SECRETS },
      url: `http://127.0.0.1:${REDSYS_STANDIN_PORT}/health`,
      reuseExistingServer: !process.env.CI,
    },
    stripeStandinServer,
    ...(externalStatic
      ? []
      : [
          staticServer('host/dist', PORTS.host, true),
          ...REMOTES.map((remote) => staticServer(`${remote.dir}/dist`, remote.port)),
        ]),
  ],
});
