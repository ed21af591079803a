import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { readEnv } from '../../env.js';
import { ApiProcess } from './api-process.js';
import { PostgresCluster } from './postgres-cluster.js';
import { Api, DEMO_PASSWORD } from './writes.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Concurrent requests sent while the database is slow; more than the pool holds. */
const BURST = 12;

/** Asks until the API answers 200 again; the bound only keeps a broken recovery from hanging the suite. */
async function untilOk(api: Api, path: string, token: string): Promise<number> {
  let status = 0;
  for (let attempt = 0; attempt < 100 && status !== 200; attempt++) {
    if (attempt > 0) await pause(200);
    status = (await api.call('GET', path, { token })).status;
  }
  return status;
}

// These tests stop a PostgreSQL server under the API, so they run in the PostgreSQL pass of the
// suite (test:pg, where PostgreSQL's binaries are installed) on a cluster of their own.
if (readEnv().DATABASE_URL) {
  describe('PostgreSQL going away or slowing down under a running API', () => {
    const cluster = new PostgresCluster();
    let server: ApiProcess;
    let api: Api;
    let token = '';

    before(async () => {
      await cluster.create();
      // A small pool and short limits, so the test sees them at work with a dozen requests.
      server = new ApiProcess({ DATABASE_URL: cluster.url, DB_POOL_MAX: '2', DB_CONNECT_TIMEOUT_MS: '2000', DB_STATEMENT_TIMEOUT_MS: '2000' });
      await server.start();
      api = new Api(await server.url());
      token = await api.login('investor@demo.test', DEMO_PASSWORD);
    });
    after(async () => {
      await server.stop();
      cluster.destroy();
    });

    it('answers 503 database_unavailable while PostgreSQL is stopped, then recovers without a restart', async () => {
      assert.equal((await api.call('GET', '/api/v2/pfp/users/me', { token })).status, 200);
      cluster.stop();
      try {
        const read = await api.call('GET', '/api/v2/pfp/users/me', { token });
        assert.equal(read.status, 503);
        assert.deepEqual(read.json, { error: 'database_unavailable', hide_error: false });
        assert.equal(read.headers.get('retry-after'), '5');
        const list = await api.call('GET', '/api/v2/pfp/issuances', { token });
        assert.deepEqual([list.status, list.json?.error], [503, 'database_unavailable']);
        const health = await api.call('GET', '/health');
        assert.equal(health.status, 503);
      } finally {
        cluster.start();
      }
      assert.equal(await untilOk(api, '/api/v2/pfp/users/me', token), 200);
      assert.equal((await api.call('GET', '/api/v2/pfp/issuances', { token })).status, 200);
      assert.equal((await api.call('GET', '/health')).status, 200);
    });

    it('answers 503 database_timeout to every request while a lock holds the database, rather than piling them up', async () => {
      const blocker = new pg.Client({ connectionString: cluster.url });
      await blocker.connect();
      let answers: { status: number; json: { error?: string } | undefined }[] = [];
      try {
        // Another session holds the sessions table: every authenticated request waits on it.
        await blocker.query('begin');
        await blocker.query('lock table access_tokens in access exclusive mode');
        answers = await Promise.all(Array.from({ length: BURST }, () => api.call('GET', '/api/v2/pfp/users/me', { token })));
      } finally {
        await blocker.query('rollback');
        await blocker.end();
      }
      assert.deepEqual(
        answers.map((answer) => `${answer.status} ${answer.json?.error}`),
        answers.map(() => '503 database_timeout'),
      );
      const after = await Promise.all(Array.from({ length: BURST }, () => api.call('GET', '/api/v2/pfp/users/me', { token })));
      assert.deepEqual(
        after.map((answer) => answer.status),
        after.map(() => 200),
      );
      console.log(`faults (PostgreSQL): 1 outage recovered, ${BURST} requests answered 503 database_timeout under a held lock with a pool of 2`);
    });
  });
}
