import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { ONBOARDING_STEPS } from 'shared';
import { createPglite } from '../../db/client.js';
import { readEnv } from '../../env.js';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { apiRoot } from '../../env.js';
import { startGoogleLikeProvider, type GoogleLikeProvider } from '../oidc/google-like-provider.js';
import { ApiProcess } from './api-process.js';
import { Api, FAULT_GOOGLE_CLIENT, writeKinds, type WriteKind } from './writes.js';

/**
 * kill -9 of the API in the middle of writes, then a restart on the same data: every write
 * acknowledged before the kill is there, and nothing half-written remains. Runs on PGlite in the
 * PGlite pass and on PostgreSQL in the PostgreSQL pass (DATABASE_URL set), like the whole suite.
 */
const KILL_RUNS = 3;
/** Acknowledged writes in a run before the kill; the other writers still have requests in flight then. */
const ACKNOWLEDGED_BEFORE_KILL = 20;

const databaseUrl = readEnv().DATABASE_URL;
const backend = databaseUrl ? 'PostgreSQL' : 'PGlite';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-faults-kill-'));
const databaseName = `faults_${randomUUID().replace(/-/g, '')}`;

function urlOf(name: string): string {
  const url = new URL(databaseUrl ?? '');
  url.pathname = `/${name}`;
  return url.toString();
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Rows of a query on the API's database, read directly (PGlite only once the server has let go of it). */
async function query(sql: string): Promise<Record<string, unknown>[]> {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: urlOf(databaseName) });
    await client.connect();
    try {
      return (await client.query(sql)).rows;
    } finally {
      await client.end();
    }
  }
  const client = await createPglite({ dataDir: path.join(dataDir, 'pglite') });
  try {
    return (await client.query<Record<string, unknown>>(sql)).rows;
  } finally {
    await client.close();
  }
}

interface RunResult {
  acknowledged: number;
  inFlight: number;
}

/**
 * Every kind writes in a loop, one request at a time, side by side; once enough writes are
 * acknowledged and at least one other is in flight, the server gets SIGKILL.
 */
async function writeUntilKilled(server: ApiProcess, api: Api, kinds: WriteKind[], counter: { n: number }): Promise<RunResult> {
  let acknowledged = 0;
  let killed: Promise<void> | undefined;
  let inFlightAtKill = 0;
  const inFlight = new Set<string>();
  const loop = async (kind: WriteKind) => {
    while (!killed) {
      inFlight.add(kind.name);
      try {
        await kind.write(api, counter.n++);
      } catch (error) {
        if (!killed) throw error;
        return;
      } finally {
        inFlight.delete(kind.name);
      }
      acknowledged++;
      if (!killed && acknowledged >= ACKNOWLEDGED_BEFORE_KILL && inFlight.size > 0) {
        inFlightAtKill = inFlight.size;
        killed = server.kill();
      }
    }
  };
  await Promise.all(kinds.map(loop));
  await killed;
  return { acknowledged, inFlight: inFlightAtKill };
}

describe(`kill -9 of the API in the middle of writes (${backend})`, () => {
  const env: Record<string, string> = { DATA_DIR: dataDir, LOGIN_MAX_FAILURES_PER_ADDRESS: '1000', MAIL_MAX_PER_EMAIL: '1000' };
  if (databaseUrl) env.DATABASE_URL = urlOf(databaseName);
  const server = new ApiProcess(env);
  let google: GoogleLikeProvider | undefined;

  before(async () => {
    if (databaseUrl) await admin((client) => client.query(`create database ${databaseName}`));
    // Google sign-ins write too: a local provider, the demo tenant's client and its switch on.
    google = await startGoogleLikeProvider({ clients: [{ ...FAULT_GOOGLE_CLIENT, redirect_uris: [`${await server.url()}/api/v2/auth/oidc/google/callback`] }] });
    env.GOOGLE_OIDC_CLIENTS = JSON.stringify({ demo: { ...FAULT_GOOGLE_CLIENT, issuer: google.issuer } });
    const fixtures = path.join(dataDir, 'fixtures.json');
    // The tenant's project flow ends with the campaign, so the mint writes (a sophisticated investor's
    // orders, with a wallet) mint in an open campaign while the order writes keep ordering in it.
    const flows = { onboarding: [...ONBOARDING_STEPS], project_status: ['DRAFT', 'VALIDATING', 'PRE_CAMPAIGN', 'CAMPAIGN'] };
    const customization = { extras: { referral: true, payWithBalance: true, investmentFee: true, signInWithGoogle: true }, flows };
    fs.writeFileSync(fixtures, JSON.stringify({ tenant: 'demo', customization }));
    await promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/test/e2e-fixtures-cli.ts', fixtures], {
      cwd: apiRoot,
      env: { ...process.env, NODE_OPTIONS: '', NODE_TEST_CONTEXT: '', ...env, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
    });
  });
  after(async () => {
    await server.stop();
    await google?.close();
    if (databaseUrl) await admin((client) => client.query(`drop database if exists ${databaseName} with (force)`));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`keeps every acknowledged write and no half-written row over ${KILL_RUNS} kills (a process kill, not a power cut)`, async () => {
    await server.start();
    const api = new Api(await server.url());
    const kinds = writeKinds();
    const counter = { n: 0 };
    const checkedPerKind = new Map<string, number>();
    let inFlight = 0;
    for (let run = 1; run <= KILL_RUNS; run++) {
      for (const kind of kinds) await kind.prepare(api);
      const result = await writeUntilKilled(server, api, kinds, counter);
      assert.ok(result.inFlight > 0, 'writes were in flight at the kill');
      inFlight += result.inFlight;
      await server.start();
      for (const kind of kinds) checkedPerKind.set(kind.name, await kind.check(api));
    }
    await server.stop();

    // Half-written state: a row whose file is missing, a user without its tenant, a document without its file row.
    const uploads = await query(`select path from files where storage = 'upload'`);
    const missing = uploads.filter((row) => !fs.existsSync(path.join(dataDir, 'uploads', String(row.path))));
    assert.deepEqual(missing, [], 'file rows without their file');
    const orphans = await query(`
      select 'user' as what, count(*)::int as n from users u left join tenants t on t.id = u.tenant_id where t.id is null
      union all
      select 'document', count(*)::int from issuance_documents d left join files f on f.id = d.file_id where f.id is null`);
    for (const row of orphans) assert.equal(row.n, 0, `${String(row.what)} rows without their parent`);

    const checked = [...checkedPerKind.values()].reduce((sum, n) => sum + n, 0);
    const detail = [...checkedPerKind].map(([name, n]) => `${name} ${n}`).join(', ');
    console.log(`faults (${backend}): ${KILL_RUNS} kill runs, ${checked} acknowledged writes checked (${detail}), ${inFlight} writes in flight at the kills`);
    assert.ok(checked > 0);
  });
});
