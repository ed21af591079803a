import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { postgresDatabase, type Database } from '../db/client.js';
import { ads, notifications, providerNotifications } from '../db/schema.js';
import { createDeps } from '../deps.js';
import { createLogger } from '../lib/logger.js';
import { ProviderNotifier } from '../payments/notifier.js';
import { createTestContext, type TestContext } from '../test/harness.js';
import { apiJobs } from './api-jobs.js';
import { jobRunner, type Job } from './jobs.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const logger = createLogger({ NODE_ENV: 'test', LOG_LEVEL: undefined });

describe('jobs', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext();
  });
  after(async () => {
    await ctx.close();
  });

  it('a pass does not overlap the previous pass of the same process', async () => {
    const runner = jobRunner(ctx.deps.database, logger);
    let passes = 0;
    const job: Job = { name: `slow-${randomUUID()}`, intervalMs: 60_000, run: () => pause(100).then(() => (passes += 1)) };
    assert.deepEqual(await Promise.all([runner.runOnce(job), runner.runOnce(job)]), [true, false]);
    assert.equal(passes, 1);
    assert.equal(await runner.runOnce(job), true);
  });

  describe('three nodes on one PostgreSQL', { skip: withoutPostgres() }, () => {
    /** Three API processes as separate machines would be: pools of their own on the same database. */
    let nodes: Database[] = [];
    before(() => {
      const url = ctx.deps.database.url ?? '';
      nodes = [0, 1, 2].map(() => postgresDatabase(url, 4));
    });
    after(async () => {
      await Promise.all(nodes.map((node) => node.close()));
    });

    it('each tick of a job is run by one node, whichever asks first', async () => {
      const runners = nodes.map((node) => jobRunner(node, logger));
      let concurrent = 0;
      let passes = 0;
      // The pass lasts until the other nodes have asked and been told no, however slow the machine
      // is to let them ask: the round then shows whether a second node could claim a tick in progress.
      let othersAnswered = 0;
      const job: Job = {
        name: `count-${randomUUID()}`,
        intervalMs: 60_000,
        run: async () => {
          concurrent += 1;
          assert.equal(concurrent, 1, 'two nodes in one pass');
          for (let waited = 0; othersAnswered < runners.length - 1 && waited < 10_000; waited += 10) await pause(10);
          passes += 1;
          concurrent -= 1;
        },
      };
      for (let round = 0; round < 5; round++) {
        othersAnswered = 0;
        const ran = await Promise.all(
          runners.map(async (runner) => {
            const claimed = await runner.runOnce(job);
            if (!claimed) othersAnswered += 1;
            return claimed;
          }),
        );
        assert.equal(ran.filter(Boolean).length, 1, JSON.stringify(ran));
      }
      assert.equal(passes, 5);
    });

    it("the API's jobs on three nodes at once: each ad in review is decided once, each provider notification delivered once", async () => {
      const inReview = await ctx.deps.db.select({ id: ads.id }).from(ads).where(eq(ads.status, 'in_review'));
      assert.ok(inReview.length > 0, 'the seed has ads in review');
      const [tenant] = await ctx.deps.db.select({ tenantId: ads.tenantId }).from(ads).limit(1);
      const tenantId = tenant?.tenantId ?? '';
      const eventIds = Array.from({ length: 30 }, () => `evt_${randomUUID()}`);
      await ctx.deps.db.insert(providerNotifications).values(
        eventIds.map((eventId) => ({ tenantId, provider: 'jobs-test', eventId, path: '/nowhere', body: JSON.stringify({ eventId }), nextAttemptAt: new Date(0) })),
      );
      const posted: string[] = [];
      const stops = nodes.map((node) => {
        const deps = createDeps(ctx.deps.env, node, { clock: ctx.clock, logger });
        deps.notifier = new ProviderNotifier(node.db, ctx.clock, logger, async ({ body }) => {
          posted.push((JSON.parse(body) as { eventId: string }).eventId);
          await pause(5);
          return { status: 200 };
        });
        deps.notifier.register('jobs-test', async () => ({}));
        const jobs = apiJobs(deps).filter((job) => job.name === 'provider-notifications' || job.name === 'board-review');
        return jobRunner(node, logger).start(jobs.map((job) => ({ ...job, intervalMs: 20, atStart: true })));
      });
      try {
        for (let tries = 0; tries < 100; tries++) {
          const left = await ctx.deps.db.select({ id: ads.id }).from(ads).where(eq(ads.status, 'in_review'));
          if (left.length === 0 && posted.length >= eventIds.length) break;
          await pause(50);
        }
        // A few more ticks on every node: nothing is done twice.
        await pause(200);
      } finally {
        await Promise.all(stops.map((stop) => stop()));
      }
      assert.deepEqual([...posted].sort(), [...eventIds].sort());
      const decided = await ctx.deps.db
        .select({ subjectId: notifications.subjectId })
        .from(notifications)
        .where(and(eq(notifications.subjectType, 'ad'), inArray(notifications.kind, ['ad_published', 'ad_rejected']), inArray(notifications.subjectId, inReview.map((ad) => ad.id))));
      assert.deepEqual(decided.map((row) => row.subjectId).sort(), inReview.map((ad) => ad.id).sort());
    });

    it('the work of a node that died mid-pass goes to the next node that ticks', async () => {
      const [first, second] = nodes.map((node) => jobRunner(node, logger));
      let releaseHung = () => {};
      const hung = new Promise<void>((resolve) => (releaseHung = resolve));
      const name = `hang-${randomUUID()}`;
      let secondRan = 0;
      const dying = first!.runOnce({ name, intervalMs: 60_000, run: () => hung }).catch((error: unknown) => error);
      for (let tries = 0; tries < 50 && (await lockHolders(ctx)).length === 0; tries++) await pause(20);
      const job: Job = { name, intervalMs: 60_000, run: async () => void (secondRan += 1) };
      assert.equal(await second!.runOnce(job), false, 'claimed by the first node');
      // What a killed process's connection does: the server ends its session.
      const admin = new pg.Client({ connectionString: ctx.deps.database.url });
      await admin.connect();
      try {
        for (const pid of await lockHolders(ctx)) await admin.query('select pg_terminate_backend($1)', [pid]);
      } finally {
        await admin.end();
      }
      let taken = false;
      for (let tries = 0; tries < 50 && !taken; tries++) {
        taken = await second!.runOnce(job);
        if (!taken) await pause(20);
      }
      assert.ok(taken);
      assert.equal(secondRan, 1);
      releaseHung();
      assert.ok((await dying) instanceof Error, "the dead node's pass does not count as done");
    });
  });
});

/** Known at load time: describe's skip is read before `before` runs. */
function withoutPostgres(): boolean {
  return !process.env.DATABASE_URL;
}

/** The server processes holding a job's claim. */
async function lockHolders(ctx: TestContext): Promise<number[]> {
  const client = new pg.Client({ connectionString: ctx.deps.database.url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>("select pid from pg_locks where locktype = 'advisory' and classid = 727276 and granted and database = (select oid from pg_database where datname = current_database())");
    return rows.map((row) => row.pid);
  } finally {
    await client.end();
  }
}
