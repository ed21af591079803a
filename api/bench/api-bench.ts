import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon, { type Options } from 'autocannon';
import { scaleInvestorEmail } from '../src/db/seed/large.js';
import { apiRoot, readEnv } from '../src/env.js';

/**
 * `npm run bench:api` (through scripts/with-postgres.sh): starts the real server on loopback, on
 * PGlite with the demo seed and on the PostgreSQL that with-postgres.sh provides with the large
 * seed (`db:seed --scale large`, a few minutes the first time), and measures the hot reads of
 * every area and one write (an order) with autocannon at 50 and 200 connections, then the
 * investments export (CSV and XLSX) with the server's peak memory. Only ever targets 127.0.0.1;
 * every call is bounded in time. Figures are printed, never asserted: the machine may be shared.
 *
 *   --seconds=10            length of each call
 *   --connections=50,200    connection counts
 *   --databases=pglite,postgres
 *   --only=issuances,order  calls whose name contains one of these (see the table's `call` column)
 *   --scale=large|demo      the PostgreSQL seed (default large)
 *   --workers=N             API processes on PostgreSQL (API_WORKERS; default the CPU count)
 *   --export-timeout=300    seconds an export may take before it is cut
 */
const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50,200' },
    databases: { type: 'string' },
    only: { type: 'string' },
    scale: { type: 'string', default: 'large' },
    workers: { type: 'string', default: String(os.cpus().length) },
    'export-timeout': { type: 'string', default: '300' },
  },
});
const SECONDS = Number(options.seconds);
const CONNECTIONS = options.connections.split(',').map(Number);
const databaseUrl = readEnv().DATABASE_URL;
const ONLY = options.only?.split(',').filter(Boolean) ?? [];
const EXPORT_TIMEOUT_S = Number(options['export-timeout']);
const PFP = '/api/v2/pfp';

type Kind = 'pglite' | 'postgres';

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

async function startServer(kind: Kind): Promise<{ base: string; child: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-bench-'));
  // The child inherits this environment (PATH, DATABASE_URL...) with the bench's own settings on top.
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', SEED_ON_START: 'true' };
  if (kind === 'pglite') delete env.DATABASE_URL;
  if (kind === 'postgres') env.API_WORKERS = options.workers;
  else delete env.API_WORKERS;
  const child = spawn(path.join(apiRoot, 'node_modules/.bin/tsx'), ['src/server.ts'], { cwd: apiRoot, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the ${kind} server exited with ${child.exitCode}`);
    const ok = await fetch(`${base}/health`).then((response) => response.ok, () => false);
    if (ok) return { base, child, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`the ${kind} server did not become healthy within 120 s`);
}

/** Requests left over from one call (password hashes, orders queued) must not slow the next call down. */
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

/** The server's processes: tsx, the node it runs, and the cluster's workers. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // The process ended while the table was read.
    }
  }
  const tree: number[] = [];
  const visit = (pid: number) => {
    tree.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return tree;
}

function rssKiB(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

async function login(base: string, email: string): Promise<string> {
  const response = await fetch(`${base}/v2/user/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'Demo1234!', secret: false }),
  });
  if (!response.ok) throw new Error(`login of ${email} answered ${response.status}`);
  return ((await response.json()) as { data: { accessToken: string } }).data.accessToken;
}

async function getJson<T>(base: string, urlPath: string, token: string): Promise<T> {
  const response = await fetch(`${base}${urlPath}`, { headers: { 'X-USER-ACCESS-TOKEN': token } });
  if (!response.ok) throw new Error(`GET ${urlPath} answered ${response.status}`);
  return (await response.json()) as T;
}

interface Row {
  database: string;
  call: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  ok: number;
  non2xx: number;
  errors: number;
  /** The machine's 1-minute load average when the call started: other work skews the figures. */
  load: number;
}

interface ExportRow {
  database: string;
  call: string;
  rows: number;
  mib: number;
  seconds: number;
  peakRssMiB: number;
  baseRssMiB: number;
  complete: boolean;
}

type Call = { call: string; options: Omit<Options, 'url' | 'connections' | 'duration'> & { path: string } };

const selected = (name: string) => ONLY.length === 0 || ONLY.some((part) => name.includes(part));

/** The accounts and ids the calls use: the demo logins on the demo seed, scale investors on the large one. */
async function fixtures(base: string, kind: Kind) {
  const large = kind === 'postgres' && options.scale === 'large';
  const manager = await login(base, 'manager@demo.test');
  const investorEmail = large ? scaleInvestorEmail(1) : 'investor@demo.test';
  const investor = await login(base, investorEmail);
  // Orders spread over investors and campaign projects, as real traffic is: one project's orders are decided one at a time.
  const orderEmails = large ? Array.from({ length: 100 }, (_, index) => scaleInvestorEmail(index + 2)) : ['investor@demo.test', 'premium@demo.test', 'legal@demo.test'];
  const orderTokens: string[] = [];
  for (const email of orderEmails) orderTokens.push(await login(base, email));
  const campaigns = await getJson<{ data: { id: string; slug: string }[] }>(base, `${PFP}/issuances?status=CAMPAIGN&per_page=100`, investor);
  const sheet = campaigns.data[0];
  if (!sheet) throw new Error('no issuance in campaign to read or order');
  return { manager, investor, investorEmail, orderEmails, orderTokens, slugs: campaigns.data.map((row) => row.slug), sheetId: sheet.id, search: 'Solar' };
}

function callsOf(f: Awaited<ReturnType<typeof fixtures>>): Call[] {
  const as = (token: string) => ({ 'X-USER-ACCESS-TOKEN': token });
  let sequence = 0;
  const run = `${process.pid}-${Date.now()}`;
  // Sign-ins rotate over the order accounts: attempts in flight count against each e-mail's cap
  // (LOGIN_MAX_FAILURES_PER_EMAIL), so fifty at once for one e-mail answer 429 (the demo seed has three accounts only).
  let signIns = 0;
  return [
    {
      call: 'POST login',
      options: {
        path: '/v2/user/login',
        method: 'POST',
        requests: [
          {
            setupRequest: (request) => {
              signIns += 1;
              const email = f.orderEmails[signIns % f.orderEmails.length] ?? f.investorEmail;
              return { ...request, method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email, password: 'Demo1234!', secret: false }) };
            },
          },
        ],
      },
    },
    { call: 'GET customization', options: { path: '/v2/ui/get-customization' } },
    { call: 'GET users/me', options: { path: `${PFP}/users/me`, headers: as(f.investor) } },
    { call: 'GET issuances (campaign, newest)', options: { path: `${PFP}/issuances?status=CAMPAIGN&page=1&per_page=12`, headers: as(f.investor) } },
    { call: 'GET issuances (search, renewables)', options: { path: `${PFP}/issuances?q=${encodeURIComponent(f.search)}&product_type=renewables&per_page=12`, headers: as(f.investor) } },
    { call: 'GET issuances (manager, most raised)', options: { path: `${PFP}/issuances?sort=most_raised&per_page=24`, headers: as(f.manager) } },
    { call: 'GET issuances/:id (project sheet)', options: { path: `${PFP}/issuances/${f.sheetId}`, headers: as(f.investor) } },
    { call: 'GET users/me/investments', options: { path: `${PFP}/users/me/investments?tab=all&per_page=10`, headers: as(f.investor) } },
    { call: 'GET investments (manager)', options: { path: `${PFP}/investments?page=1&per_page=20`, headers: as(f.manager) } },
    { call: 'GET investments (filtered)', options: { path: `${PFP}/investments?status=CHARGED&method=bizum&page=3&per_page=20`, headers: as(f.manager) } },
    { call: 'GET users (manager)', options: { path: `${PFP}/manager/users?page=1&per_page=20`, headers: as(f.manager) } },
    { call: 'GET users (search)', options: { path: `${PFP}/manager/users?q=${encodeURIComponent('Lucía')}&kyc_status=success&per_page=20`, headers: as(f.manager) } },
    { call: 'GET earnings (manager)', options: { path: `${PFP}/earnings?page=1&per_page=20`, headers: as(f.manager) } },
    { call: 'GET users/me/earnings', options: { path: `${PFP}/users/me/earnings?per_page=20`, headers: as(f.investor) } },
    {
      call: 'POST invest/:slug/orders',
      options: {
        path: `${PFP}/invest/${f.slugs[0]}/orders`,
        method: 'POST',
        requests: [
          {
            setupRequest: (request) => {
              sequence += 1;
              const slug = f.slugs[sequence % f.slugs.length];
              const token = f.orderTokens[sequence % f.orderTokens.length] ?? '';
              return {
                ...request,
                method: 'POST',
                path: `${PFP}/invest/${slug}/orders`,
                headers: { 'Content-Type': 'application/json', 'X-USER-ACCESS-TOKEN': token, 'Idempotency-Key': `bench-${run}-${sequence}` },
                body: JSON.stringify({ tokens: 1, risk_loss_acknowledged: true, risk_liquidity_acknowledged: true, loss_bearing_acknowledged: true }),
              };
            },
          },
        ],
      },
    },
  ];
}

/** One export downloaded whole (or cut at the timeout), the server's processes' memory sampled meanwhile. */
async function measureExport(base: string, child: ChildProcess, kind: Kind, format: 'csv' | 'xlsx', token: string): Promise<ExportRow> {
  const tree = () => processTree(child.pid ?? 0);
  const baseRss = tree().reduce((sum, pid) => sum + rssKiB(pid), 0);
  let peak = baseRss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, tree().reduce((sum, pid) => sum + rssKiB(pid), 0));
  }, 100);
  const started = performance.now();
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), EXPORT_TIMEOUT_S * 1000);
  let bytes = 0;
  let lines = 0;
  let complete = false;
  try {
    const response = await fetch(`${base}${PFP}/investments/export?format=${format}`, { headers: { 'X-USER-ACCESS-TOKEN': token }, signal: controller.signal });
    if (!response.ok || !response.body) throw new Error(`export answered ${response.status}`);
    for await (const chunk of response.body) {
      bytes += chunk.length;
      if (format === 'csv') for (const byte of chunk) if (byte === 10) lines += 1;
    }
    complete = true;
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
    clearInterval(sampler);
  }
  return {
    database: kind,
    call: `GET investments/export ${format}`,
    rows: format === 'csv' ? Math.max(0, lines - 1) : -1,
    mib: bytes / 1024 / 1024,
    seconds: (performance.now() - started) / 1000,
    peakRssMiB: peak / 1024,
    baseRssMiB: baseRss / 1024,
    complete,
  };
}

async function measure(kind: Kind, rows: Row[], exports: ExportRow[]): Promise<void> {
  if (kind === 'postgres' && options.scale === 'large') {
    // Seeds once per database: a database that has the data already is used as it is.
    execFileSync(path.join(apiRoot, 'node_modules/.bin/tsx'), ['src/db/seed-cli.ts', '--scale', 'large'], { cwd: apiRoot, stdio: 'inherit' });
  }
  const { base, child, dataDir } = await startServer(kind);
  try {
    const f = await fixtures(base, kind);
    for (const connections of CONNECTIONS) {
      for (const { call, options: { path: urlPath, ...callOptions } } of callsOf(f)) {
        if (!selected(call)) continue;
        await waitUntilIdle(base);
        const load = os.loadavg()[0] ?? 0;
        // A generous timeout: on a busy 2-core machine a slow answer is data, an aborted one is not.
        const result = await autocannon({ url: `${base}${urlPath}`, connections, duration: SECONDS, timeout: 30, ...callOptions });
        const row = { database: kind, call, connections, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, ok: result['2xx'], non2xx: result.non2xx, errors: result.errors, load };
        rows.push(row);
        console.error(`${kind} ${connections}c ${call}: ${row.rps.toFixed(0)} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms (${row.non2xx} non-2xx)`);
      }
    }
    for (const format of ['csv', 'xlsx'] as const) {
      if (!selected(`GET investments/export ${format}`)) continue;
      await waitUntilIdle(base);
      exports.push(await measureExport(base, child, kind, format, f.manager));
    }
  } finally {
    await stopServer(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const requested = (options.databases?.split(',') ?? (databaseUrl ? ['pglite', 'postgres'] : ['pglite'])).filter((kind): kind is Kind => kind === 'pglite' || kind === 'postgres');
if (requested.includes('postgres') && !databaseUrl) throw new Error('DATABASE_URL is not set: run through scripts/with-postgres.sh to measure PostgreSQL');
if (!databaseUrl) console.error('DATABASE_URL is not set: measuring PGlite only (run through scripts/with-postgres.sh for both).');
const rows: Row[] = [];
const exports: ExportRow[] = [];
for (const kind of requested) await measure(kind, rows, exports);

const cell = (text: string, width: number) => (width < 0 ? text.padEnd(-width) : text.padStart(width));
function table<T>(columns: [string, number, (row: T) => string][], items: T[]): void {
  console.log(columns.map(([title, width]) => cell(title, width)).join(' '));
  for (const item of items) console.log(columns.map(([, width, value]) => cell(value(item), width)).join(' '));
}
console.log(
  `\n${SECONDS} s per call, loopback, ${os.cpus().length} CPU(s), PostgreSQL seed: ${options.scale}, API processes on PostgreSQL: ${options.workers}; load = 1-minute load average at the start\n`,
);
table<Row>(
  [
    ['database', -9, (row) => row.database],
    ['call', -38, (row) => row.call],
    ['conns', 6, (row) => String(row.connections)],
    ['req/s', 8, (row) => row.rps.toFixed(0)],
    ['p50 ms', 8, (row) => String(row.p50)],
    ['p99 ms', 8, (row) => String(row.p99)],
    ['2xx', 7, (row) => String(row.ok)],
    ['non-2xx', 8, (row) => String(row.non2xx)],
    ['errors', 7, (row) => String(row.errors)],
    ['load', 6, (row) => row.load.toFixed(1)],
  ],
  rows,
);
if (exports.length > 0) {
  console.log('');
  table<ExportRow>(
    [
      ['database', -9, (row) => row.database],
      ['call', -30, (row) => row.call],
      ['rows', 9, (row) => (row.rows < 0 ? '-' : String(row.rows))],
      ['MiB', 8, (row) => row.mib.toFixed(1)],
      ['seconds', 8, (row) => row.seconds.toFixed(1)],
      ['RSS before MiB', 15, (row) => row.baseRssMiB.toFixed(0)],
      ['peak RSS MiB', 13, (row) => row.peakRssMiB.toFixed(0)],
      ['complete', 9, (row) => (row.complete ? 'yes' : `cut at ${EXPORT_TIMEOUT_S} s`)],
    ],
    exports,
  );
}
