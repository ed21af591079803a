// Three API nodes (separate processes, as separate machines would be, each on its own port) on one
// PostgreSQL (DATABASE_URL, from with-postgres.sh) behind Debian's nginx with the recipe of
// scripts/nginx-conf.mjs, and the checks that several nodes behave as one API. Run by
// scripts/test-multinode.sh; exits non-zero on the first failed check.
import assert from 'node:assert/strict';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEMO_PASSWORD } from '../src/db/seed/seed.js';
import { apiRoot } from '../src/env.js';
import { ApiProcess, freePort } from '../src/test/faults/api-process.js';
import { startLocalS3 } from '../src/test/s3-server.js';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('multinode: DATABASE_URL is not set (run through scripts/with-postgres.sh)');
const repoRoot = path.resolve(apiRoot, '..');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const started = Date.now();
const say = (line: string) => console.log(`multinode [${((Date.now() - started) / 1000).toFixed(1)} s] ${line}`);

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'multinode-'));
const nginxPort = await freePort();
// One bucket for every node (an S3-compatible server on loopback), each node with a disk of its own.
const s3 = await startLocalS3();
const front = `http://127.0.0.1:${nginxPort}`;
// The same secrets on every node, as a deployment gives them; the jobs tick fast so a check sees several ticks.
const shared = {
  DATABASE_URL: databaseUrl,
  TRUST_PROXY: 'true',
  KYC_SANDBOX_SECRET: 'multinode-kyc-sandbox-secret',
  PAYMENT_SANDBOX_SECRET: 'multinode-payment-sandbox-secret',
  OIDC_STATE_SECRET: 'multinode-oidc-state-secret-000000',
  PROVIDER_CALLBACK_URL: front,
  PROVIDER_NOTIFY_INTERVAL_MS: '200',
  BOARD_REVIEW_INTERVAL_MS: '200',
  NOTIFICATION_STREAM_HEARTBEAT_MS: '60000',
  DATA_DIR: work,
  LOG_LEVEL: 'error',
  ...s3.env,
};
const nodes = [0, 1, 2].map((index) => new ApiProcess({ ...shared, UPLOADS_DIR: path.join(work, `uploads-${index + 1}`), SEED_ON_START: index === 0 ? 'true' : 'false' }));
let nginx: ChildProcess | undefined;

async function stopAll(): Promise<void> {
  await Promise.allSettled(nodes.map((node) => node.stop()));
  if (nginx && nginx.exitCode === null) {
    const exited = new Promise((resolve) => nginx?.once('exit', resolve));
    nginx.kill('SIGQUIT');
    await exited;
  }
  await s3.close();
  fs.rmSync(work, { recursive: true, force: true });
}

async function call(base: string, method: string, url: string, options: { token?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(options.token ? { 'X-USER-ACCESS-TOKEN': options.token } : {}), ...options.headers },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  // Each check reads the fields it asserts.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let json: any;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: response.status, json };
}

async function login(base: string, email: string): Promise<string> {
  const answer = await call(base, 'POST', '/v2/user/login', { body: { email, password: DEMO_PASSWORD, secret: false } });
  assert.equal(answer.status, 200, `login of ${email}: ${JSON.stringify(answer.json)}`);
  return answer.json.data.accessToken as string;
}

async function startNginx(): Promise<void> {
  const upstream = await Promise.all(nodes.map(async (node) => `127.0.0.1:${await node.port}`));
  fs.writeFileSync(path.join(work, 'deployment.json'), JSON.stringify({ apiOrigins: [front], apps: [], api: { listen: `127.0.0.1:${nginxPort}`, nodes: upstream } }));
  const site = execFileSync(process.execPath, [path.join(repoRoot, 'scripts/nginx-conf.mjs'), path.join(work, 'deployment.json')], { encoding: 'utf8' });
  fs.writeFileSync(path.join(work, 'api.conf'), site);
  fs.writeFileSync(
    path.join(work, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${work}/nginx.pid;`,
      `error_log ${work}/error.log warn;`,
      ...(process.getuid?.() === 0 ? ['user root;'] : []),
      'events { worker_connections 512; }',
      'http {',
      '    access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((temp) => `    ${temp}_temp_path ${work}/${temp};`),
      `    include ${work}/api.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  nginx = spawn('/usr/sbin/nginx', ['-p', work, '-c', `${work}/nginx.conf`, '-e', `${work}/error.log`], { stdio: 'inherit' });
  for (let tries = 0; tries < 100; tries++) {
    if ((await fetch(`${front}/health`).then((r) => r.status, () => 0)) === 200) return;
    await pause(100);
  }
  throw new Error(`nginx did not answer: ${fs.readFileSync(`${work}/error.log`, 'utf8')}`);
}

/** Reads the notification stream until `until` matches an event's data, or `timeoutMs` passes. */
async function streamUntil(base: string, token: string, until: (event: string, data: string) => boolean, ready: () => Promise<void>, timeoutMs: number): Promise<boolean> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const response = await fetch(`${base}/api/v2/pfp/notifications/stream`, { headers: { 'X-USER-ACCESS-TOKEN': token }, signal: abort.signal });
    assert.equal(response.status, 200);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    let first = true;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return false;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1] ?? '';
        const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
        if (first && event === 'unread') {
          first = false;
          await ready();
        } else if (until(event, data)) return true;
      }
    }
  } catch (error) {
    if (abort.signal.aborted) return false;
    throw error;
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
}

try {
  await nodes[0]!.start();
  await Promise.all(nodes.slice(1).map((node) => node.start()));
  const urls = await Promise.all(nodes.map((node) => node.url()));
  await startNginx();
  say(`3 API nodes (${urls.map((url) => url.split(':')[2]).join(', ')}) on one PostgreSQL behind nginx on ${nginxPort}`);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();

  // 1. A session made on one node is valid on every other.
  const investor = await login(urls[0]!, 'investor@demo.test');
  for (const url of urls) assert.equal((await call(url, 'GET', '/api/v2/pfp/users/me', { token: investor })).status, 200, `session of node 1 on ${url}`);
  say('a session made on node 1 works on nodes 2 and 3');

  // 2. The login limit counts across nodes: 40 wrong passwords at once, spread over the three.
  const maxFailures = 10;
  const wrong = await Promise.all(
    Array.from({ length: 40 }, (_, n) =>
      call(urls[n % 3]!, 'POST', '/v2/user/login', { body: { email: 'company@demo.test', password: 'Wrong-password-1', secret: false }, headers: { 'X-Forwarded-For': '203.0.113.9' } }),
    ),
  );
  const checked = wrong.filter((answer) => answer.status === 401 || answer.status === 422 || answer.status === 400).length;
  const refused = wrong.filter((answer) => answer.status === 429).length;
  assert.ok(checked <= maxFailures, `${checked} wrong passwords checked over three nodes; the limit is ${maxFailures}`);
  assert.equal(checked + refused, 40, JSON.stringify(wrong.map((answer) => answer.status)));
  say(`40 parallel wrong passwords over 3 nodes: ${checked} checked, ${refused} refused (limit ${maxFailures})`);

  // 3. A notification written through node 1 reaches a stream held open on node 2.
  const manager = await login(urls[0]!, 'manager@demo.test');
  const investorId = (await call(urls[0]!, 'GET', '/api/v2/pfp/users/me', { token: investor })).json.data.id as string;
  const title = `Multinode ${Date.now()}`;
  let sentAt = 0;
  const reached = await streamUntil(
    urls[1]!,
    investor,
    (event) => event === 'notification',
    async () => {
      sentAt = Date.now();
      const sent = await call(urls[0]!, 'POST', '/api/v2/pfp/notifications/broadcasts', {
        token: manager,
        body: { audience: 'user', user_id: investorId, title: { es: title, en: title }, body: { es: 'Hola desde el nodo 1', en: 'Hello from node 1' } },
      });
      assert.equal(sent.status, 201, JSON.stringify(sent.json));
    },
    10_000,
  );
  assert.ok(reached, 'the notification did not reach the stream on node 2');
  say(`a notification written through node 1 reached the stream on node 2 in ${Date.now() - sentAt} ms`);

  // 4. Each job runs once: ads put back in review and due provider notifications, worked on by the jobs of three nodes.
  const since = new Date();
  // Milliseconds, as the API writes its instants: the review decides an ad only if unchanged since it read it.
  const { rows: reviewed } = await db.query<{ id: string }>("update ads set status = 'in_review', updated_at = date_trunc('milliseconds', now()) where status = 'published' returning id");
  assert.ok(reviewed.length > 0, 'no published ad to review again');
  const { rows: tenant } = await db.query<{ id: string }>('select tenant_id as id from ads limit 1');
  const events = Array.from({ length: 20 }, (_, n) => `evt_multinode_${Date.now()}_${n}`);
  // Refused by the webhook (unsigned): each is tried, then waits 5 s for its retry.
  for (const eventId of events) {
    await db.query("insert into provider_notifications (tenant_id, provider, event_id, path, body, next_attempt_at) values ($1, 'sandbox', $2, '/api/v2/pfp/payments/webhooks/sandbox', '{}', now())", [tenant[0]?.id, eventId]);
  }
  for (let tries = 0; tries < 50; tries++) {
    const { rows } = await db.query<{ left: number }>(
      "select (select count(*)::int from ads where id = any($1) and status = 'in_review') + (select count(*)::int from provider_notifications where event_id = any($2) and attempts = 0) as left",
      [reviewed.map((row) => row.id), events],
    );
    if (rows[0]?.left === 0) break;
    await pause(100);
  }
  // Several more ticks of every node.
  await pause(1_000);
  const { rows: decisions } = await db.query<{ id: string; n: number }>(
    "select subject_id as id, count(*)::int as n from notifications where subject_type = 'ad' and kind in ('ad_published', 'ad_rejected') and created_at >= $1 group by subject_id",
    [since],
  );
  assert.deepEqual(decisions.map((row) => row.id).sort(), reviewed.map((row) => row.id).sort(), 'each ad put in review decided');
  assert.ok(decisions.every((row) => row.n === 1), `an ad decided twice: ${JSON.stringify(decisions)}`);
  const { rows: attempts } = await db.query<{ attempts: number }>('select attempts from provider_notifications where event_id = any($1)', [events]);
  assert.deepEqual([...new Set(attempts.map((row) => row.attempts))], [1], `provider notifications sent other than once: ${JSON.stringify(attempts)}`);
  say(`jobs on 3 nodes: ${reviewed.length} ads reviewed once each, ${events.length} provider notifications sent once each`);

  // 5. Killing a node under a stream of orders: every acknowledged order is there, the others keep answering.
  const premium = await login(front, 'premium@demo.test');
  const acknowledged: string[] = [];
  const afterKill: number[] = [];
  let killed = false;
  let n = 0;
  const placer = async () => {
    const until = Date.now() + 3_000;
    while (Date.now() < until) {
      const key = `multinode-${process.pid}-${n++}`;
      const wasKilled = killed;
      const answer = await call(front, 'POST', '/api/v2/pfp/invest/fleet-leasing-pool/orders', {
        token: premium,
        body: { tokens: 1, risk_loss_acknowledged: true, risk_liquidity_acknowledged: true },
        headers: { 'Idempotency-Key': key },
      }).catch(() => ({ status: 0, json: undefined }));
      if (answer.status === 201) acknowledged.push(answer.json.data.id as string);
      if (wasKilled) afterKill.push(answer.status);
    }
  };
  const stream = Promise.all([placer(), placer(), placer(), placer()]);
  await pause(1_000);
  await nodes[1]!.kill();
  killed = true;
  await stream;
  const { rows: stored } = await db.query<{ id: string }>("select id from investments where id = any($1) and status = 'CREATED'", [acknowledged]);
  assert.equal(stored.length, acknowledged.length, 'an acknowledged order is missing');
  assert.ok(afterKill.filter((status) => status === 201).length > 0, 'no order placed after the kill');
  assert.ok(afterKill.slice(-10).every((status) => status === 201), `the nodes left did not keep answering: ${afterKill.slice(-10).join(', ')}`);
  for (const url of [urls[0]!, urls[2]!]) assert.equal((await call(url, 'GET', '/health')).status, 200);
  say(`node 2 killed (SIGKILL) under 4 streams of orders: ${acknowledged.length} acknowledged, all stored; ${afterKill.filter((status) => status === 201).length} placed after the kill, the last 10 all answered`);

  // 6. Files across nodes: an image uploaded through node 1 is served through node 3, from the
  // bucket, by a signed URL (node 3's own disk never had it).
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 9, 8, 7, 6]);
  const { rows: project } = await db.query<{ id: string }>("select i.id from issuances i join tenants t on t.id = i.tenant_id where t.slug = 'demo' and i.slug = 'sorolla-study'");
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'multinode.png');
  const uploaded = await fetch(`${urls[0]}/api/v2/pfp/issuances/${project[0]?.id}/images`, { method: 'POST', headers: { 'X-USER-ACCESS-TOKEN': manager }, body: form });
  const upload = (await uploaded.json()) as { data: { url: string } };
  assert.equal(uploaded.status, 201, JSON.stringify(upload));
  const served = await fetch(`${urls[2]}${new URL(upload.data.url).pathname}`, { redirect: 'manual' });
  assert.equal(served.status, 302, 'node 3 answers the upload of node 1 with a signed URL of the bucket');
  const location = served.headers.get('Location') ?? '';
  assert.ok(location.startsWith(s3.endpoint), location);
  assert.deepEqual(new Uint8Array(await (await fetch(location)).arrayBuffer()), png);
  assert.deepEqual(fs.existsSync(path.join(work, 'uploads-3')) ? fs.readdirSync(path.join(work, 'uploads-3')) : [], []);
  say('an image uploaded through node 1 downloads through node 3, from the bucket by a signed URL');

  await db.end();
  say('all checks passed');
} catch (error) {
  for (const [index, node] of nodes.entries()) console.error(`--- node ${index + 1} log ---\n${node.log.slice(-3_000)}`);
  throw error;
} finally {
  await stopAll();
}
