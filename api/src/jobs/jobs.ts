import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import type { Logger } from '../lib/logger.js';

/**
 * A periodic piece of the API's work (a sweep, a retry, a review). Every API process schedules
 * every job; each tick is claimed through PostgreSQL, so however many nodes run, one at a time
 * does a job's pass, and when the node doing it dies its connection closes, the claim goes with
 * it, and the next tick of another node does the work.
 *
 * `run` must leave a consistent state if the process dies midway (its writes are per row, each
 * in a transaction, or claim their rows): the pass that follows picks up what is left.
 */
export interface Job {
  /** Unique among jobs: it names the claim. */
  name: string;
  intervalMs: number;
  /** One pass over the work due now. */
  run: () => Promise<unknown>;
  /** Also a pass as soon as the process starts (a restart catches up with what waited). */
  atStart?: boolean;
}

/** Namespace of the jobs' advisory locks (the second key is the job's name hashed by PostgreSQL). */
const JOBS_LOCK_SPACE = 727_276;
/**
 * The claim is a transaction-level advisory lock (PgBouncer's transaction mode keeps it, unlike a
 * session lock), whose connection waits idle while the pass works on others: the pool's
 * idle-in-transaction limit would end a long pass's claim, so the claim allows this much instead.
 * A node that hangs, rather than dies, holds a job for this long at most.
 */
const CLAIM_LIMIT_MS = 10 * 60_000;

export interface JobRunner {
  /**
   * One pass of `job` now, unless another process (or this one) is running it: answers whether
   * this call ran it. Errors of the pass are thrown to the caller.
   */
  runOnce(job: Job): Promise<boolean>;
  /** Schedules each job every `intervalMs` (and at start when asked); answers the function that stops them and waits for passes under way. */
  start(jobs: readonly Job[]): () => Promise<void>;
}

export function jobRunner(database: Pick<Database, 'db' | 'kind'>, logger: Logger): JobRunner {
  const running = new Map<string, Promise<unknown>>();

  const claimAndRun = async (job: Job): Promise<boolean> => {
    // PGlite is one process holding its data directory: nothing else can run the job.
    if (database.kind === 'pglite') {
      await job.run();
      return true;
    }
    let ran = false;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql.raw(`set local idle_in_transaction_session_timeout = ${CLAIM_LIMIT_MS}`));
      // Both drivers answer `rows`; the shared type of the two leaves the result unknown.
      const claim = (await tx.execute(sql`select pg_try_advisory_xact_lock(${JOBS_LOCK_SPACE}, hashtext(${job.name})) as claimed`)) as unknown as { rows: { claimed: boolean }[] };
      if (!claim.rows[0]?.claimed) return;
      ran = true;
      await job.run();
    });
    return ran;
  };

  const runOnce = async (job: Job): Promise<boolean> => {
    // A slow pass is not overlapped by the next tick of the same process.
    if (running.has(job.name)) return false;
    const pass = claimAndRun(job);
    running.set(job.name, pass);
    try {
      return await pass;
    } finally {
      running.delete(job.name);
    }
  };

  return {
    runOnce,
    start(jobs) {
      const tick = (job: Job) => {
        runOnce(job).catch((error: unknown) => logger.error({ err: error, job: job.name }, 'job failed; the next tick tries again'));
      };
      const timers = jobs.map((job) => {
        if (job.atStart) tick(job);
        const timer = setInterval(() => tick(job), job.intervalMs);
        // Work due waits in its table for the next tick or the next start: a job never keeps the process alive.
        timer.unref();
        return timer;
      });
      return async () => {
        for (const timer of timers) clearInterval(timer);
        await Promise.allSettled(running.values());
      };
    },
  };
}
