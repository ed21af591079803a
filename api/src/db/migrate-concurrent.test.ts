// Several API processes behind a load balancer start together on one PostgreSQL database: each
// migrates at start, and every one of them must come up (on PGlite one process owns the data
// directory, so there is nothing to check there).
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import pg from 'pg';
import { readEnv } from '../env.js';
import { postgresDatabase } from './client.js';

const databaseUrl = readEnv().DATABASE_URL;

describe('migrations on PostgreSQL', { skip: databaseUrl ? false : 'PostgreSQL only (npm run test:pg)' }, () => {
  it('are applied once when three processes start together on an empty database', async () => {
    const name = `api_migrate_${randomUUID().replace(/-/g, '')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(databaseUrl ?? '');
    url.pathname = `/${name}`;
    // A pool of one connection each, the smallest a process may run with.
    const processes = [1, 2, 3].map(() => postgresDatabase(url.toString(), 1));
    try {
      const outcomes = await Promise.allSettled(processes.map((database) => database.migrate()));
      assert.deepEqual(
        outcomes.map((outcome) => outcome.status),
        ['fulfilled', 'fulfilled', 'fulfilled'],
      );
      const check = new pg.Client({ connectionString: url.toString() });
      await check.connect();
      try {
        const applied = await check.query<{ hash: string; count: number }>('select hash, count(*)::int as count from drizzle.__drizzle_migrations group by hash');
        assert.ok(applied.rows.length > 0);
        // Each migration recorded once: none was applied twice.
        assert.ok(applied.rows.every((row) => row.count === 1));
      } finally {
        await check.end();
      }
    } finally {
      await Promise.all(processes.map((database) => database.close()));
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});
