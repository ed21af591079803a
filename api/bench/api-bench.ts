import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { apiRoot, readEnv } from '../src/env.js';

/**
 * `pnpm bench` (through scripts/with-postgres.sh): starts the real server on loopback, once on
 * PGlite and once on the PostgreSQL that with-postgres.sh provides, and measures login,
 * get-customization and get-current-user with autocannon at 50 connections. Every run is
 * bounded in time (`--seconds=N`, default 10) and only ever targets 127.0.0.1.
 */
const CONNECTIONS = 50;
const SECONDS = Number(/^--seconds=(\d+)$/.exec(process.argv[2] ?? '')?.[1] ?? '10');
const databaseUrl = readEnv().DATABASE_URL;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startServer(kind: 'pglite' | 'postgres'): Promise<{ base: string; child: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
  // The child inherits this environment (PATH, DATABASE_URL...) with the bench's own settings on top.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', SEED_ON_START: 'true' };
  if (kind === 'pglite') delete env.DATABASE_URL;
  const child = spawn(path.join(apiRoot, 'node_modules/.bin/tsx'), ['src/server.ts'], { cwd: apiRoot, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the ${kind} server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/health`).then((response) => response.ok, () => false);
    if (ok) return { base, child, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`the ${kind} server did not become healthy within 60 s`);
}

/** Requests left over from one call (password hashes queued) must not slow the next call down. */
async function waitUntilIdle(base: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${base}/health`);
    if (performance.now() - started < 20) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

interface Row {
  database: string;
  call: string;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
  /** The machine's 1-minute load average when the call started: other work skews the figures. */
  load: number;
}

async function measure(kind: 'pglite' | 'postgres'): Promise<Row[]> {
  const { base, child, dataDir } = await startServer(kind);
  try {
    const credentials = JSON.stringify({ email: 'investor@demo.test', password: 'Demo1234!', secret: false });
    const login = await fetch(`${base}/v2/user/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: credentials });
    const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
    const calls: { call: string; options: Omit<Parameters<typeof autocannon>[0], 'url'>; path: string }[] = [
      { call: 'POST /v2/user/login', path: '/v2/user/login', options: { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: credentials } },
      { call: 'GET /v2/ui/get-customization', path: '/v2/ui/get-customization', options: { method: 'GET' } },
      { call: 'GET /api/v2/pfp/users/me', path: '/api/v2/pfp/users/me', options: { method: 'GET', headers: { 'X-USER-ACCESS-TOKEN': token } } },
    ];
    const rows: Row[] = [];
    for (const { call, options, path: urlPath } of calls) {
      await waitUntilIdle(base);
      const load = os.loadavg()[0] ?? 0;
      // A generous timeout: on a busy 2-core machine a slow answer is data, an aborted one is not.
      const result = await autocannon({ url: `${base}${urlPath}`, connections: CONNECTIONS, duration: SECONDS, timeout: 30, ...options });
      rows.push({
        database: kind,
        call,
        rps: result.requests.average,
        p50: result.latency.p50,
        p99: result.latency.p99,
        ok: result['2xx'],
        non2xx: result.non2xx,
        errors: result.errors,
        load,
      });
    }
    return rows;
  } finally {
    await stopServer(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const kinds: ('pglite' | 'postgres')[] = databaseUrl ? ['pglite', 'postgres'] : ['pglite'];
if (!databaseUrl) console.error('DATABASE_URL is not set: measuring PGlite only (run through scripts/with-postgres.sh for both).');
const rows: Row[] = [];
for (const kind of kinds) rows.push(...(await measure(kind)));

const columns: [string, number, (row: Row) => string][] = [
  ['database', -9, (row) => row.database],
  ['call', -30, (row) => row.call],
  ['req/s', 8, (row) => row.rps.toFixed(0)],
  ['p50 ms', 8, (row) => String(row.p50)],
  ['p99 ms', 8, (row) => String(row.p99)],
  ['2xx', 7, (row) => String(row.ok)],
  ['non-2xx', 8, (row) => String(row.non2xx)],
  ['errors', 7, (row) => String(row.errors)],
  ['load', 6, (row) => row.load.toFixed(1)],
];
const cell = (text: string, width: number) => (width < 0 ? text.padEnd(-width) : text.padStart(width));
console.log(`\n${CONNECTIONS} connections, ${SECONDS} s per call, loopback, ${os.cpus().length} CPU(s); load = 1-minute load average at the start\n`);
console.log(columns.map(([title, width]) => cell(title, width)).join(' '));
for (const row of rows) console.log(columns.map(([, width, value]) => cell(value(row), width)).join(' '));
