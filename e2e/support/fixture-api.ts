import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { PORTS, REPO_ROOT } from './suite';

/** Where a spec's own API listens, beside the suite's (PORTS.api). */
const FIXTURE_API_PORT = 8041;

/** What `api/src/test/e2e-fixtures-cli.ts` writes into the demo data before the API starts. */
export interface Fixtures {
  tenant: string;
  issuances?: Record<string, Partial<Record<'title' | 'subtitle' | 'shortDescription' | 'product' | 'market' | 'competitors' | 'businessModel' | 'projections' | 'videoUrl' | 'tokenName' | 'tokenSymbol', string>>>;
  /** `bankAccount: false` takes the user's bank account away. */
  users?: Record<string, { username?: string; name?: string; surname?: string; bankAccount?: false; verifiedWallet?: string }>;
  customization?: Record<string, unknown>;
}

const API_DIR = join(REPO_ROOT, 'api');

/**
 * An API of a spec's own, on seeded demo data changed by fixtures no endpoint could write, so the
 * suite's shared API and the other specs never see them. The browser keeps calling the suite's
 * address; `routeInto` sends those calls here.
 */
export class FixtureApi {
  private process: ChildProcess | null = null;
  private readonly dataDir = mkdtempSync(join(tmpdir(), 'e2e-fixture-api-'));

  /** `env`: variables of this API beyond the suite's (a Google client, say). */
  constructor(
    private readonly fixtures: Fixtures,
    private readonly env: Record<string, string> = {},
  ) {}

  get url(): string {
    return `http://localhost:${FIXTURE_API_PORT}`;
  }

  async start(): Promise<void> {
    const env = { ...process.env, ...this.env, DATA_DIR: this.dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn', PORT: String(FIXTURE_API_PORT) };
    const file = join(this.dataDir, 'fixtures.json');
    writeFileSync(file, JSON.stringify(this.fixtures));
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/test/e2e-fixtures-cli.ts', file], { cwd: API_DIR, env });
    this.process = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: API_DIR, env, stdio: 'ignore' });
    for (let i = 0; i < 600; i++) {
      const ok = await fetch(`${this.url}/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the fixture API did not start on ${FIXTURE_API_PORT}`);
  }

  async stop(): Promise<void> {
    const child = this.process;
    this.process = null;
    if (child && child.exitCode === null) {
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  /** Answers the page's calls to the suite's API from this one, as if it were there. */
  async routeInto(page: Page): Promise<void> {
    const suiteApi = `http://localhost:${PORTS.api}`;
    await page.route(`${suiteApi}/**`, async (route) => {
      const url = route.request().url().replace(suiteApi, this.url);
      // A route answers with a whole body, which an event stream never has: the page's
      // notification stream is refused here, and the page polls the unread count instead.
      if (new URL(url).pathname.endsWith('/notifications/stream')) {
        await route.fulfill({ status: 503, json: { error: 'service_unavailable', hide_error: true } });
        return;
      }
      const response = await route.fetch({ url });
      await route.fulfill({ response });
    });
  }
}
