import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { createApp } from '../app.js';
import { createDeps } from '../deps.js';
import { createLogger } from '../lib/logger.js';
import { createTestContext, type TestContext } from '../test/harness.js';
import { postgresDatabase, type PoolLimits } from './client.js';
import { DEMO_PASSWORD } from './seed/seed.js';

const PGBOUNCER = '/usr/sbin/pgbouncer';
// Debian's pgbouncer is installed by `scripts/setup.sh --pgbouncer` (a step of `npm test` does it).
const skip = !process.env.DATABASE_URL ? 'PostgreSQL only' : !fs.existsSync(PGBOUNCER) ? 'pgbouncer not installed (scripts/setup.sh --pgbouncer)' : false;
const logger = createLogger({ NODE_ENV: 'test', LOG_LEVEL: undefined });

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** PgBouncer in transaction mode with two server connections: the API's four clients share them statement by statement. */
async function startPgbouncer(databaseUrl: string): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = new URL(databaseUrl);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-pgbouncer-'));
  const port = await freePort();
  fs.writeFileSync(path.join(dir, 'users.txt'), '"postgres" ""\n');
  fs.writeFileSync(
    path.join(dir, 'pgbouncer.ini'),
    [
      '[databases]',
      `* = host=${server.hostname} port=${server.port}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${port}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${dir}/users.txt`,
      'pool_mode = transaction',
      'default_pool_size = 2',
      'max_client_conn = 100',
      `logfile = ${dir}/pgbouncer.log`,
      `pidfile = ${dir}/pgbouncer.pid`,
      '',
    ].join('\n'),
  );
  // PgBouncer refuses to run as root: as root it switches to PostgreSQL's own user.
  const asRoot = process.getuid?.() === 0;
  if (asRoot) fs.chownSync(dir, Number(fs.statSync('/var/lib/postgresql').uid), Number(fs.statSync('/var/lib/postgresql').gid));
  const child: ChildProcess = spawn(PGBOUNCER, [...(asRoot ? ['-u', 'postgres'] : []), path.join(dir, 'pgbouncer.ini')], { stdio: 'ignore' });
  const url = new URL(databaseUrl);
  url.port = String(port);
  for (let tries = 0; ; tries++) {
    const client = new pg.Client({ connectionString: url.toString() });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      break;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (tries > 50 || child.exitCode !== null) throw new Error(`pgbouncer did not start: ${String(error)}\n${fs.readFileSync(path.join(dir, 'pgbouncer.log'), 'utf8')}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url: url.toString(),
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGINT');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

describe('behind PgBouncer in transaction mode (Debian 1.18)', { skip }, () => {
  let ctx: TestContext;
  let bouncer: { url: string; stop: () => Promise<void> };
  before(async () => {
    ctx = await createTestContext();
    const direct = new URL(ctx.deps.database.url ?? '');
    bouncer = await startPgbouncer(direct.toString());
    // The test's own database, reached through the pooler.
    const through = new URL(bouncer.url);
    through.pathname = direct.pathname;
    bouncer.url = through.toString();
  });
  after(async () => {
    await bouncer?.stop();
    await ctx?.close();
  });

  /** An API on the pooler: signs in, then 40 reads at once (session lookup, the issuance list, the user) on four clients sharing two server connections. */
  async function readsThroughPooler(limits: PoolLimits): Promise<number[]> {
    const database = postgresDatabase(bouncer.url, 4, { ...limits, directUrl: ctx.deps.database.url ?? '' });
    try {
      const app = createApp(createDeps(ctx.deps.env, database, { clock: ctx.clock, logger }));
      const call = async (method: string, url: string, token?: string, body?: unknown) => {
        const response = await app.request(`http://localhost${url}`, {
          method,
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.51.100.7', ...(token ? { 'X-USER-ACCESS-TOKEN': token } : {}) },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        return { status: response.status, body: (await response.json()) as { data?: { accessToken?: string } } };
      };
      const login = await call('POST', '/v2/user/login', undefined, { email: 'investor@demo.test', password: DEMO_PASSWORD, secret: false });
      assert.equal(login.status, 200);
      const token = login.body.data?.accessToken ?? '';
      const paths = ['/api/v2/pfp/issuances?per_page=5', '/api/v2/pfp/issuances?per_page=4&sort=title', '/api/v2/pfp/users/me', '/api/v2/pfp/users/me/investments'];
      return (await Promise.all(Array.from({ length: 40 }, (_, index) => call('GET', paths[index % paths.length] ?? '', token)))).map((answer) => answer.status);
    } finally {
      await database.close();
    }
  }

  it('with DB_PREPARED_STATEMENTS=false every hot read answers', async () => {
    const statuses = await readsThroughPooler({ namedStatements: false });
    assert.deepEqual([...new Set(statuses)], [200]);
  });

  it('with named statements, reads fail there (why the setting exists)', async () => {
    const statuses = await readsThroughPooler({ namedStatements: true });
    assert.ok(statuses.some((status) => status >= 500), JSON.stringify(statuses));
  });
});
