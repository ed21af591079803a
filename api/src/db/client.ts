import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { apiRoot } from '../env.js';
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** Both drivers share this type, so the code above the database layer never knows which it has. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export const migrationsFolder = path.join(apiRoot, 'src/db/migrations');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: a gzipped tarball of the whole data directory. */
  dump?(): Promise<Blob>;
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

export function postgresDatabase(connectionString: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  const db = drizzlePg({ client: pool, schema });
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    // pg throws when a pool is ended twice; shutdown paths may both try.
    close: () => (closing ??= pool.end()),
  };
}

export interface OpenOptions {
  databaseUrl?: string | undefined;
  dataDir: string;
}

/**
 * PostgreSQL when DATABASE_URL is set, otherwise PGlite persisted under DATA_DIR/pglite with an
 * exclusive lock (PGlite starts with fsync off: fine for development, demos and small tenants).
 */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) return postgresDatabase(options.databaseUrl);
  const release = lockDataDir(options.dataDir);
  try {
    const client = await PGlite.create({ dataDir: path.join(options.dataDir, 'pglite') });
    return pgliteDatabase(client, release);
  } catch (error) {
    release();
    throw error;
  }
}
