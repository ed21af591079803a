import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.js';
import { withoutNamedStatements } from './prepared.js';
import * as schema from './schema.js';

type Schema = typeof schema;
/** Both drivers share this type, so the code above the database layer never knows which it has. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** Beside this module: src/db/migrations, or dist/migrations in the built API (scripts/build.mjs). */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a gzipped tarball of the whole data directory. */
  dump?(): Promise<Blob>;
  /** PostgreSQL only: the connection string of the database itself (not a pooler's), for connections of their own (LISTEN). */
  url?: string;
}

/**
 * Every PGlite of the app opens through here: the migrations create pg_trgm (the users search
 * index), whose code PGlite loads only when asked, also to open a data directory that has it.
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> = {}): Promise<PGlite> {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

export function pgliteDatabase(client: PGlite, release: () => void = () => {}): Database {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    dump: () => client.dumpDataDir('gzip'),
    async close() {
      try {
        if (!client.closed) await client.close();
      } finally {
        release();
      }
    },
  };
}

/** Bounds on the PostgreSQL pool, so a slow or absent database answers errors instead of piling up requests. */
export interface PoolLimits {
  /** How long to wait for a connection, whether the pool is full or the server does not answer. */
  connectTimeoutMs?: number;
  /** Server-side limit of one statement (a lock held elsewhere counts as waiting). */
  statementTimeoutMs?: number;
  /** A connection the server dropped while idle (restart, failover): reported here instead of ending the process. */
  onIdleError?: (error: Error) => void;
  /**
   * False behind a pooler in transaction mode (PgBouncer before 1.21): the hot reads' statements
   * are sent unnamed, since the next run of a named one may land on a server connection that never
   * parsed it.
   */
  namedStatements?: boolean;
  /**
   * The database itself, not the pooler, for what needs a session of its own: the migration lock
   * and the live notifications' LISTEN, which a pooler in transaction mode would hand to others.
   */
  directUrl?: string;
}

/** The advisory lock key under which one API process at a time migrates a database. */
const MIGRATION_LOCK = 727_275;

/**
 * Several API processes (behind a load balancer) may start together on one database: the
 * migrator has no lock of its own, so two would apply the same migration and one would fail.
 * One migrates while the others wait, then find nothing left to do. The lock lives on a
 * connection of its own, outside the pool the migrator uses, so a pool of one cannot deadlock.
 */
async function migrateExclusively(connectionString: string, migrateNow: () => Promise<void>): Promise<void> {
  const lock = new pg.Client({ connectionString });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrateNow();
  } finally {
    // Ending the session releases the lock, also when the migration failed.
    await lock.end();
  }
}

export function postgresDatabase(connectionString: string, poolSize = 10, limits: PoolLimits = {}): Database {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize,
    ...(limits.connectTimeoutMs ? { connectionTimeoutMillis: limits.connectTimeoutMs } : {}),
    // A transaction never waits on its client between statements for long: a client that died or
    // hung inside one (a killed worker) gives back its rows' locks after this, not at the server's
    // own discovery of the dead socket.
    ...(limits.statementTimeoutMs ? { statement_timeout: limits.statementTimeoutMs, idle_in_transaction_session_timeout: limits.statementTimeoutMs } : {}),
  });
  // Without a listener an idle client's error (the server stopped) is thrown and ends the process;
  // the pool has already dropped that client and opens a new one on the next query.
  pool.on('error', (error) => limits.onIdleError?.(error));
  // The pool listens only to its idle clients: a client checked out but between statements (a
  // job's claim waits so while its pass works) whose session the server ends would throw its
  // error and end the process. Its next statement fails instead, and the pool drops it on release.
  pool.on('connect', (client) => client.on('error', (error) => limits.onIdleError?.(error)));
  const db = drizzlePg({ client: pool, schema });
  if (limits.namedStatements === false) withoutNamedStatements(db);
  const direct = limits.directUrl ?? connectionString;
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'postgres',
    url: direct,
    migrate: () => migrateExclusively(direct, () => migratePg(db, { migrationsFolder })),
    // pg throws when a pool is ended twice; shutdown paths may both try.
    close: () => (closing ??= pool.end()),
  };
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PostgreSQL only. */
  poolSize?: number;
  /** PostgreSQL only. */
  limits?: PoolLimits;
}

/**
 * PostgreSQL when DATABASE_URL is set, otherwise PGlite persisted under DATA_DIR/pglite with an
 * exclusive lock (PGlite starts with fsync off: fine for development, demos and small tenants).
 */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return postgresDatabase(options.databaseUrl, options.poolSize, options.limits);
  const release = lockDataDir(options.dataDir);
  try {
    const client = await createPglite({ dataDir: path.join(options.dataDir, 'pglite') });
    return pgliteDatabase(client, release);
  } catch (error) {
    release();
    throw error;
  }
}
