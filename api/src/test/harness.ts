import { createHash, randomInt, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createApp, type App } from '../app.js';
import type { Deps } from '../app-env.js';
import { createPglite, migrationsFolder, pgliteDatabase, postgresDatabase, type Database } from '../db/client.js';
import { demoTenants } from '../db/seed/demo-data.js';
import { DEMO_PASSWORD, seed } from '../db/seed/seed.js';
import { createDeps } from '../deps.js';
import { DiskFileStore } from '../files/disk-store.js';
import { apiRoot, parseEnv, readEnv } from '../env.js';
import { ManualClock } from '../lib/clock.js';
import { CONTRACT_VIOLATION } from '../routes/contract-check.js';
import { businessDay } from 'shared';

/**
 * Each test file gets its own database cloned from one migrated and seeded template, built once
 * per machine and schema version: PGlite loads a cached dump (about 0.6 s instead of 4 s to
 * initialise plus migrate and seed); PostgreSQL copies a template database. The seed stores its
 * files like uploads, so each template has its uploads folder, copied for every test file.
 */
const fingerprint = (() => {
  const hash = createHash('sha256');
  const files = [
    ...fs.readdirSync(migrationsFolder, { recursive: true, encoding: 'utf8' }).map((file) => path.join(migrationsFolder, file)),
    // Every file of the seed (users, earnings… live beside seed.ts): a change to any of them seeds anew.
    ...fs.readdirSync(path.join(apiRoot, 'src/db/seed'), { encoding: 'utf8' }).map((file) => path.join(apiRoot, 'src/db/seed', file)),
  ].sort();
  for (const file of files) if (fs.statSync(file).isFile()) hash.update(fs.readFileSync(file));
  // The seed's dates count from each tenant's today: a template seeded yesterday (in any demo
  // tenant's zone) would put every campaign a day off, so a new business day seeds a new one.
  for (const tenant of demoTenants) hash.update(`${tenant.timeZone}:${businessDay(new Date(), tenant.timeZone)}`);
  return hash.digest('hex').slice(0, 16);
})();

interface Template {
  /** The seed's files, as UPLOADS_DIR of the template's database. */
  uploadsDir: string;
}

/** The PGlite template: `data.tar` (the dump) and `uploads/`, in one folder. */
async function pgliteTemplate(): Promise<Template & { dump: Blob }> {
  const dir = path.join(os.tmpdir(), `api-test-template-${fingerprint}`);
  if (!fs.existsSync(dir)) {
    const partial = `${dir}.${process.pid}.partial`;
    fs.rmSync(partial, { recursive: true, force: true });
    const client = await createPglite();
    const database = pgliteDatabase(client);
    await database.migrate();
    await seed(database.db, new DiskFileStore(path.join(partial, 'uploads')));
    const dump = await client.dumpDataDir('none');
    await database.close();
    fs.writeFileSync(path.join(partial, 'data.tar'), Buffer.from(await dump.arrayBuffer()));
    // Built aside then renamed whole, so a parallel test file never reads half a template; when
    // another file renamed its own first, that one is kept (its dump and files belong together).
    try {
      fs.renameSync(partial, dir);
    } catch {
      fs.rmSync(partial, { recursive: true, force: true });
    }
  }
  return { uploadsDir: path.join(dir, 'uploads'), dump: new Blob([fs.readFileSync(path.join(dir, 'data.tar'))]) };
}

function databaseUrlWith(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function postgresClone(databaseUrl: string): Promise<Template & { url: string; drop: () => Promise<void> }> {
  const template = `api_tpl_${fingerprint}`;
  const name = `api_test_${randomUUID().replace(/-/g, '')}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  let uploadsDir: string;
  try {
    // One builder at a time when several test files start together.
    await admin.query('select pg_advisory_lock(727274)');
    // The template's files belong to its cluster (a throw-away one per run): named after it.
    const { rows } = await admin.query<{ id: string }>('select system_identifier::text as id from pg_control_system()');
    uploadsDir = path.join(os.tmpdir(), `api-test-template-${fingerprint}-pg-${rows[0]?.id ?? 'unknown'}`, 'uploads');
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [template]);
    // A template without its files (a build that stopped half-way) is built again.
    if (rowCount && !fs.existsSync(uploadsDir)) await admin.query(`drop database ${template} with (force)`);
    if (!rowCount || !fs.existsSync(uploadsDir)) {
      await admin.query(`create database ${template}`);
      const partial = `${uploadsDir}.${process.pid}.partial`;
      fs.rmSync(partial, { recursive: true, force: true });
      const database = postgresDatabase(databaseUrlWith(databaseUrl, template), 2);
      try {
        await database.migrate();
        await seed(database.db, new DiskFileStore(partial));
      } finally {
        await database.close();
      }
      fs.renameSync(partial, uploadsDir);
    }
    await admin.query(`create database ${name} template ${template}`);
  } finally {
    await admin.query('select pg_advisory_unlock(727274)').catch(() => undefined);
    await admin.end();
  }
  return {
    uploadsDir,
    url: databaseUrlWith(databaseUrl, name),
    async drop() {
      const cleaner = new pg.Client({ connectionString: databaseUrl });
      await cleaner.connect();
      await cleaner.query(`drop database if exists ${name} with (force)`);
      await cleaner.end();
    },
  };
}

export interface RequestOptions {
  body?: unknown;
  /** Raw body, sent as is (malformed JSON, other media types). */
  rawBody?: string;
  /** A multipart body (uploads), sent with its boundary and length as a browser sends it. */
  form?: FormData;
  token?: string;
  managerToken?: string;
  host?: string;
  address?: string;
  headers?: Record<string, string>;
}

// Tests read answers field by field and assert them, so an untyped body by default keeps them short.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface TestResponse<T = any> {
  status: number;
  headers: Headers;
  body: T;
  /** The raw answer, for files. */
  bytes: Uint8Array;
}

export interface TestContext {
  app: App;
  deps: Deps;
  clock: ManualClock;
  kind: Database['kind'];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  request<T = any>(method: string, path: string, options?: RequestOptions): Promise<TestResponse<T>>;
  /** Signs in a seeded or registered account and returns its access token. */
  login(email: string, options?: { password?: string; host?: string }): Promise<string>;
  close(): Promise<void>;
}

/** The caller address of a request from this machine (the development mailbox answers only these). */
export const LOOPBACK = '127.0.0.1';

/** Builds an app on a fresh copy of the seeded database: PGlite, or PostgreSQL when DATABASE_URL is set. */
/** The whole body; an event stream never ends, so it is read up to its first event and then closed. */
async function bodyOf(response: Response): Promise<Uint8Array> {
  if (!(response.headers.get('Content-Type') ?? '').includes('text/event-stream') || !response.body) return new Uint8Array(await response.arrayBuffer());
  const reader = response.body.getReader();
  const first = await reader.read();
  await reader.cancel();
  return first.value ?? new Uint8Array();
}

export async function createTestContext(overrides: Record<string, string> = {}): Promise<TestContext> {
  const databaseUrl = readEnv().DATABASE_URL;
  const clock = new ManualClock();
  let database: Database;
  let dropDatabase = async () => {};
  let template: Template;
  if (databaseUrl) {
    const clone = await postgresClone(databaseUrl);
    database = postgresDatabase(clone.url, 4);
    dropDatabase = clone.drop;
    template = clone;
  } else {
    const pglite = await pgliteTemplate();
    database = pgliteDatabase(await createPglite({ loadDataDir: pglite.dump }));
    template = pglite;
  }
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-test-uploads-'));
  fs.cpSync(template.uploadsDir, uploadsDir, { recursive: true });
  const env = parseEnv({ NODE_ENV: 'test', TRUST_PROXY: 'true', DEV_MAILBOX: 'true', DATA_DIR: os.tmpdir(), UPLOADS_DIR: uploadsDir, ...overrides });
  const deps = createDeps(env, database, { clock });
  // Every answer of every test is checked against its route's declared answers.
  const app = createApp(deps, { checkAnswers: true });

  const request = async <T,>(method: string, urlPath: string, options: RequestOptions = {}): Promise<TestResponse<T>> => {
    const headers: Record<string, string> = {
      // A random address per request unless a test sets one: rate limits of one test do not leak into another.
      'X-Forwarded-For': options.address ?? `198.51.${randomInt(0, 255)}.${randomInt(1, 255)}`,
      ...options.headers,
    };
    if (options.token) headers['X-USER-ACCESS-TOKEN'] = options.token;
    if (options.managerToken) headers['X-MANAGER-USER-ACCESS-TOKEN'] = options.managerToken;
    let body: string | Uint8Array | undefined;
    if (options.rawBody !== undefined) body = options.rawBody;
    else if (options.form !== undefined) {
      const encoded = new Response(options.form);
      headers['Content-Type'] ??= encoded.headers.get('Content-Type') ?? '';
      body = new Uint8Array(await encoded.arrayBuffer());
    } else if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] ??= 'application/json';
    }
    if (body !== undefined) headers['Content-Length'] = String(typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength);
    const response = await app.request(`http://${options.host ?? 'localhost'}${urlPath}`, { method, headers, body });
    const bytes = await bodyOf(response);
    const text = new TextDecoder().decode(bytes);
    let parsed: unknown = text;
    if ((response.headers.get('Content-Type') ?? '').includes('json')) parsed = text ? JSON.parse(text) : null;
    if (response.status === 500 && (parsed as { error?: unknown } | null)?.error === CONTRACT_VIOLATION) {
      throw new Error(`${method} ${urlPath}: ${(parsed as { message: string }).message}`);
    }
    // The caller states the shape it expects and its assertions check it.
    return { status: response.status, headers: response.headers, body: parsed as T, bytes };
  };

  return {
    app,
    deps,
    clock,
    kind: database.kind,
    request,
    async login(email, options = {}) {
      const response = await request<{ data: { accessToken: string } }>('POST', '/v2/user/login', {
        body: { email, password: options.password ?? DEMO_PASSWORD, secret: false },
        host: options.host ?? 'localhost',
      });
      if (response.status !== 200) throw new Error(`login of ${email} failed: ${response.status} ${JSON.stringify(response.body)}`);
      return response.body.data.accessToken;
    },
    async close() {
      await deps.live.close();
      await database.close();
      await dropDatabase();
      fs.rmSync(uploadsDir, { recursive: true, force: true });
    },
  };
}

/** A fresh address for tests that register accounts. */
export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@example.test`;
}
