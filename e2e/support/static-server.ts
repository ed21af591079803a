import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from './suite';

/** A static server a spec starts and stops itself, to take a remote down or redeploy it. */
export class StaticServer {
  private process: ChildProcess | null = null;

  constructor(
    private readonly dir: string,
    readonly port: number,
  ) {}

  get url(): string {
    return `http://localhost:${this.port}`;
  }

  async start(): Promise<void> {
    this.process = spawn('node', [join(REPO_ROOT, 'scripts/serve-static.mjs'), join(REPO_ROOT, this.dir), '--port', String(this.port)], {
      stdio: 'ignore',
    });
    for (let i = 0; i < 100; i++) {
      const ok = await fetch(`${this.url}/mf-manifest.json`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`static server for ${this.dir} did not start on ${this.port}`);
  }

  async stop(): Promise<void> {
    const child = this.process;
    if (!child) return;
    this.process = null;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
}
