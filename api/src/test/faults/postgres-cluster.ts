import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './api-process.js';

function findBin(name: string): string {
  for (const dir of fs.existsSync('/usr/lib/postgresql') ? fs.readdirSync('/usr/lib/postgresql').sort().reverse() : []) {
    const candidate = path.join('/usr/lib/postgresql', dir, 'bin', name);
    if (fs.existsSync(candidate)) return candidate;
  }
  return name;
}

const isRoot = process.getuid?.() === 0;

/** PostgreSQL refuses to run as root: as root the cluster belongs to the postgres user (as in scripts/with-postgres.sh). */
function asOwner(command: string, args: string[]): void {
  if (isRoot) execFileSync('runuser', ['-u', 'postgres', '--', command, ...args], { stdio: 'pipe' });
  else execFileSync(command, args, { stdio: 'pipe' });
}

/**
 * A PostgreSQL cluster of its own, so a test may stop and start the server under a running API
 * without disturbing the other test files, which share the suite's DATABASE_URL.
 */
export class PostgresCluster {
  private readonly work = fs.mkdtempSync(path.join(os.tmpdir(), 'api-faults-pg-'));
  private readonly dataDir = path.join(this.work, 'data');
  private port = 0;

  get url(): string {
    return `postgres://postgres@127.0.0.1:${this.port}/postgres`;
  }

  async create(): Promise<void> {
    this.port = await freePort();
    if (isRoot) execFileSync('chown', ['postgres', this.work]);
    asOwner(findBin('initdb'), ['-D', this.dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
    this.start();
  }

  start(): void {
    const options = `-c listen_addresses=127.0.0.1 -c port=${this.port} -c unix_socket_directories=${this.work} -c max_connections=50`;
    asOwner(findBin('pg_ctl'), ['-D', this.dataDir, '-l', path.join(this.work, 'server.log'), '-w', '-t', '60', '-o', options, 'start']);
  }

  /** Fast shutdown: the server ends every session, as a restart or a failover does. */
  stop(): void {
    asOwner(findBin('pg_ctl'), ['-D', this.dataDir, '-m', 'fast', '-w', 'stop']);
  }

  destroy(): void {
    try {
      asOwner(findBin('pg_ctl'), ['-D', this.dataDir, '-m', 'immediate', 'stop']);
    } catch {
      // Already stopped.
    }
    fs.rmSync(this.work, { recursive: true, force: true });
  }
}
