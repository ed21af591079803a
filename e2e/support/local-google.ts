import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './suite';

/** Where the local Google-like OpenID provider listens, beside the suite's servers. */
const LOCAL_GOOGLE_PORT = 8051;

/**
 * The API's local OpenID provider configured as Google (`api/src/test/oidc/google-like-provider.ts`)
 * in a process of its own, with one client: what a tenant registers at Google.
 */
export class LocalGoogle {
  private process: ChildProcess | null = null;
  readonly client = { client_id: 'e2e-dashboard', client_secret: 'e2e-local-google-secret' };

  constructor(private readonly redirectUri: string) {}

  get issuer(): string {
    return `http://127.0.0.1:${LOCAL_GOOGLE_PORT}`;
  }

  /** The API's `GOOGLE_OIDC_CLIENTS` for `tenant`. */
  clientsFor(tenant: string): string {
    return JSON.stringify({ [tenant]: { ...this.client, issuer: this.issuer, redirect_uri: this.redirectUri } });
  }

  async start(): Promise<void> {
    this.process = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/test/oidc/google-like-provider-cli.ts', String(LOCAL_GOOGLE_PORT), this.client.client_id, this.client.client_secret, this.redirectUri],
      { cwd: join(REPO_ROOT, 'api'), stdio: 'ignore' },
    );
    for (let i = 0; i < 300; i++) {
      const ok = await fetch(`${this.issuer}/.well-known/openid-configuration`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error(`the local Google did not start on ${LOCAL_GOOGLE_PORT}`);
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
  }
}
