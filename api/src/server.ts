import cluster, { type Worker } from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { createApp } from './app.js';
import { openDatabase, type Database } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { DEMO_PASSWORD, demoLogins, seedIfEmpty } from './db/seed/seed.js';
import { createDeps } from './deps.js';
import { readEnvOrExit } from './env.js';
import { listen, type Listening } from './lib/listen.js';
import { WorkerRestarts } from './lib/worker-restarts.js';
import { createLogger } from './lib/logger.js';
import { startAdReview } from './routes/board/board.handlers.js';
import { startCryptoWatcher } from './payments/crypto/crypto-watcher.js';
import { startRedsysExpiry } from './payments/redsys/redsys-expiry.js';

const env = readEnvOrExit();
const logger = createLogger(env);
// Several processes only on PostgreSQL; the primary migrates and seeds once, then forks the workers.
const workers = env.DATABASE_URL ? env.API_WORKERS : 1;
const primaryOfCluster = workers > 1 && cluster.isPrimary;
const workerIndex = cluster.isWorker ? Number(process.env.API_WORKER_INDEX ?? 0) : 0;
/** A worker's word to the primary that it listens: until then, its exit is a failure to start. */
const WORKER_LISTENING = 'api-worker-listening';

/** A locked data directory or an unreachable PostgreSQL ends the start with its reason. */
async function openOrExit(): Promise<Database> {
  try {
    const opened = await openDatabase({
      databaseUrl: env.DATABASE_URL,
      dataDir: env.DATA_DIR,
      poolSize: env.DB_POOL_MAX,
      limits: {
        connectTimeoutMs: env.DB_CONNECT_TIMEOUT_MS,
        statementTimeoutMs: env.DB_STATEMENT_TIMEOUT_MS,
        onIdleError: (error) => logger.warn({ err: error }, 'an idle database connection failed; the pool opens a new one'),
      },
    });
    if (!cluster.isWorker) await opened.migrate();
    return opened;
  } catch (error) {
    // A second process on the same data directory is an operator mistake, not a crash: no stack.
    if (error instanceof DataDirLockedError) logger.fatal(error.message);
    else logger.fatal({ err: error }, error instanceof Error ? error.message : 'could not open the database');
    process.exit(1);
  }
}
const database = await openOrExit();
const deps = createDeps(env, database, { logger });
// Demos take fake payments on purpose; a production API doing so is a configuration mistake worth a line in its log.
if (env.NODE_ENV === 'production' && env.PAYMENT_SANDBOX && !cluster.isWorker) logger.warn('PAYMENT_SANDBOX is on: hosted payments without a real adapter go to the sandbox, which moves no money');

try {
  if (!cluster.isWorker && env.SEED_ON_START && (await seedIfEmpty(database.db, deps.files))) logger.info('empty database: demo data seeded');
} catch (error) {
  logger.fatal({ err: error }, 'seeding the demo data failed');
  await database.close();
  process.exit(1);
}

if (primaryOfCluster) {
  await database.close();
  await runCluster();
} else {
  await serve();
}

/**
 * The primary of several API processes: forks the workers (they share the port), forks again one
 * that dies, backing off when they die young and giving up when they cannot start (see
 * WorkerRestarts), and stops them all on a signal. The sandboxes' and the sign-in cookie's keys
 * must be the same in every process (a notification or a callback may reach any), so a key left
 * unset is drawn once here for all.
 */
async function runCluster(): Promise<void> {
  // The workers accept from the shared socket themselves. Under the default round robin the primary
  // accepts and hands each connection over; one handed to a worker that dies before taking it stays
  // open in the primary, unanswered and never reset. With the kernel distributing, a connection is
  // either still in the listen queue (another worker takes it) or the dead worker's (reset with it).
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  const shared = {
    KYC_SANDBOX_SECRET: env.KYC_SANDBOX_SECRET ?? randomBytes(32).toString('hex'),
    PAYMENT_SANDBOX_SECRET: env.PAYMENT_SANDBOX_SECRET ?? randomBytes(32).toString('hex'),
    OIDC_STATE_SECRET: env.OIDC_STATE_SECRET ?? randomBytes(32).toString('hex'),
  };
  const restarts = new WorkerRestarts();
  const pendingRestarts = new Set<NodeJS.Timeout>();
  let stopping = false;
  const fork = (index: number) => {
    restarts.started(index);
    const worker = cluster.fork({ ...shared, API_WORKER_INDEX: String(index) });
    worker.on('message', (message: unknown) => {
      if (message === WORKER_LISTENING) restarts.listening(index);
    });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      const answer = restarts.exited(index);
      if ('giveUp' in answer) {
        logger.fatal({ code, signal, index, startFailures: answer.startFailures }, `API worker ${index} failed to start ${answer.startFailures} times in a row; stopping`);
        void stop('SIGTERM', 1);
        return;
      }
      logger.error({ code, signal, index, restartInMs: answer.restartInMs }, 'an API worker exited; starting another');
      const restart = setTimeout(() => {
        pendingRestarts.delete(restart);
        fork(index);
      }, answer.restartInMs);
      pendingRestarts.add(restart);
    });
  };
  for (let index = 0; index < workers; index += 1) fork(index);
  logger.info({ workers }, `API primary ${process.pid}: ${workers} worker processes on PostgreSQL`);
  const stop = async (signal: NodeJS.Signals, exitCode: number) => {
    if (stopping) return;
    stopping = true;
    for (const restart of pendingRestarts) clearTimeout(restart);
    const running = Object.values(cluster.workers ?? {}).filter((worker): worker is Worker => worker !== undefined && !worker.isDead());
    await Promise.all(
      running.map(
        (worker) =>
          new Promise((resolve) => {
            worker.once('exit', resolve);
            worker.process.kill(signal);
          }),
      ),
    );
    process.exit(exitCode);
  };
  process.on('SIGINT', () => void stop('SIGINT', 0));
  process.on('SIGTERM', () => void stop('SIGTERM', 0));
}

async function serve(): Promise<void> {
  const app = createApp(deps);
  // Provider notifications not delivered at once (the API was down, the webhook failed) go again from
  // here, and abandoned hosted payments expire: by one process of a cluster, the first.
  // Ads in review are published or rejected within minutes (issue 15), by the same process.
  let stopAdReview = () => {};
  let stopRedsysExpiry = () => {};
  let stopCryptoWatcher = () => {};
  if (workerIndex === 0) {
    deps.notifier.start(env.PROVIDER_NOTIFY_INTERVAL_MS);
    deps.paymentSandbox.startExpirySweep(deps.db, env.PROVIDER_NOTIFY_INTERVAL_MS);
    stopRedsysExpiry = startRedsysExpiry(deps, env.PROVIDER_NOTIFY_INTERVAL_MS);
    // Several API nodes may each run it: every tick claims its work with an advisory lock.
    stopCryptoWatcher = startCryptoWatcher(deps, env.PROVIDER_NOTIFY_INTERVAL_MS);
    stopAdReview = startAdReview(deps, env.BOARD_REVIEW_INTERVAL_MS);
  }
  let listening: Listening;
  try {
    listening = await listen(app.fetch, env.PORT, env.HOST);
  } catch (error) {
    logger.fatal({ err: error }, `could not listen on port ${env.PORT}`);
    await database.close();
    process.exit(1);
  }
  if (cluster.isWorker) process.send?.(WORKER_LISTENING);
  {
    const { port, hosts } = listening;
    const where = database.kind === 'pglite' ? `PGlite in ${env.DATA_DIR}` : 'PostgreSQL (DATABASE_URL)';
    logger.info({ port, hosts, database: database.kind }, `API listening on http://localhost:${port} (${hosts.join(', ')}) with ${where}`);
    // One process of a cluster prints the logins.
    if (workerIndex === 0) {
      const logins = demoLogins().map((login) => `  ${login.tenantHost.padEnd(16)} ${login.email.padEnd(26)} ${login.description}`);
      const mailbox = env.DEV_MAILBOX ? `   Mailbox: http://localhost:${port}/dev/mailbox` : '';
      console.log(['', `Demo logins (password for all: ${DEMO_PASSWORD}), by tenant host:`, ...logins, `Docs: http://localhost:${port}/docs${mailbox}`, ''].join('\n'));
    }
  }

  /** Stop accepting, let running requests finish, then close the database (PGlite flushes and unlocks). */
  let stopping = false;
  async function shutdown(signal: string) {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    const forced = setTimeout(() => {
      logger.error('requests did not finish within 10 s; exiting');
      process.exit(1);
    }, 10_000);
    forced.unref();
    // Open notification streams would keep the server from closing.
    await deps.live.close();
    await listening.close();
    deps.notifier.stop();
    deps.paymentSandbox.stopExpirySweep();
    stopRedsysExpiry();
    stopCryptoWatcher();
    stopAdReview();
    await database.close();
    logger.info('stopped');
    process.exit(0);
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}
