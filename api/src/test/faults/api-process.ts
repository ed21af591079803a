import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { apiRoot } from '../../env.js';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The variables of this process without those that would turn the child into a test runner or point it elsewhere. */
function inheritedEnv(): Record<string, string> {
  const inherited: Record<string, string> = {};
  for (const [name, value] of Object.entries(process.env)) {
    if (value === undefined || name.startsWith('NODE_TEST') || name === 'DATABASE_URL' || name === 'NODE_OPTIONS') continue;
    inherited[name] = value;
  }
  return inherited;
}

/**
 * The real API (`src/server.ts` through tsx) in a child process, as production runs it: its own
 * port, data directory and database, so a test can SIGKILL it and start it again on the same data.
 */
export class ApiProcess {
  private child: ChildProcess | undefined;
  private output = '';
  readonly port: Promise<number>;

  constructor(private readonly env: Record<string, string>) {
    this.port = freePort();
  }

  async url(): Promise<string> {
    // 127.0.0.1, not localhost: the server listens on IPv4 loopback only, and it is a host of the demo tenant.
    return `http://127.0.0.1:${await this.port}`;
  }

  /** Starts the server and waits until /health answers 200 (migrations and seeding done). */
  async start(): Promise<void> {
    const port = await this.port;
    this.output = '';
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiRoot,
      env: { ...inheritedEnv(), NODE_ENV: 'test', LOG_LEVEL: 'warn', HOST: '127.0.0.1', PORT: String(port), ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.child = child;
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-32_000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    for (let attempt = 0; attempt < 600; attempt++) {
      if (child.exitCode !== null) throw new Error(`the API exited with ${child.exitCode} while starting:\n${this.output}`);
      const healthy = await fetch(`http://127.0.0.1:${port}/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (healthy) return;
      await pause(200);
    }
    throw new Error(`the API did not become healthy:\n${this.output}`);
  }

  /** kill -9: no shutdown handler runs, open transactions and buffered writes are cut where they are. */
  async kill(): Promise<void> {
    await this.signal('SIGKILL');
  }

  /** A graceful stop (SIGTERM): running requests finish, the database is closed and unlocked. */
  async stop(): Promise<void> {
    await this.signal('SIGTERM');
  }

  /** The server's process id while it runs. */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  /** The last lines the server printed, for a failure message or a check of its logs. */
  get log(): string {
    return this.output;
  }

  private async signal(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    this.child = undefined;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(signal);
    await exited;
  }
}
