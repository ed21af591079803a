import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import pg from 'pg';
import { readEnv } from '../../env.js';
import { WORKER_RESTARTS } from '../../lib/worker-restarts.js';
import { ApiProcess } from './api-process.js';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const databaseUrl = readEnv().DATABASE_URL;

/** The processes whose parent is `pid`: the primary's workers. */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command may hold spaces and parentheses: the fields after its closing one are fixed.
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // The process ended while the list was read.
    }
  }
  return children.sort();
}

/**
 * GET /health on a connection of its own: a kept-alive connection may belong to the killed worker,
 * and a load balancer in front of the API would retry on another (a new connection goes to a live
 * worker).
 */
function health(url: string): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(`${url}/health`, { agent: false, timeout: 2_000 }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

/**
 * GET on a connection of its own, with no timeout of the client's: an answer or a reset ends it.
 * A connection neither answered nor reset within 10 s fails the test, as a hung one.
 */
function settled(url: string): Promise<number | 'reset'> {
  return new Promise((resolve, reject) => {
    const hung = setTimeout(() => reject(new Error(`no answer and no reset from ${url} in 10 s`)), 10_000);
    const request = http.get(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => {
        clearTimeout(hung);
        resolve(response.statusCode ?? 0);
      });
    });
    request.on('error', () => {
      clearTimeout(hung);
      resolve('reset');
    });
  });
}

/** The primary's log lines (pino JSON) with the given message. */
function logLines(output: string, message: RegExp): Record<string, unknown>[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
    .filter((line) => message.test(String(line.msg)));
}

// Several API processes run on PostgreSQL only: these tests run in the suite's PostgreSQL pass.
if (databaseUrl) {
  describe('the API primary and its worker processes', () => {
    const databaseName = `faults_workers_${randomUUID().replace(/-/g, '')}`;
    const url = new URL(databaseUrl);
    url.pathname = `/${databaseName}`;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'api-faults-workers-'));
    const env = { DATABASE_URL: url.toString(), DATA_DIR: dataDir, API_WORKERS: '2' };
    const admin = async (sql: string) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        await client.query(sql);
      } finally {
        await client.end();
      }
    };

    before(() => admin(`create database ${databaseName}`));
    after(async () => {
      await admin(`drop database if exists ${databaseName} with (force)`);
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it('replaces a worker that dies, and answers again', async () => {
      const server = new ApiProcess(env);
      await server.start();
      try {
        const primary = server.pid;
        assert.ok(primary !== undefined, 'the API runs');
        const workers = childrenOf(primary);
        assert.equal(workers.length, 2, server.log);
        const killed = workers[0] ?? 0;
        process.kill(killed, 'SIGKILL');
        const base = await server.url();
        let replaced: number[] = [];
        for (let attempt = 0; attempt < 150 && replaced.length < 2; attempt++) {
          await pause(200);
          replaced = childrenOf(primary).filter((pid) => pid !== killed);
        }
        assert.equal(replaced.length, 2, server.log);
        // Both answer again: requests alternate between the workers.
        let answered = 0;
        for (let attempt = 0; attempt < 100 && answered < 4; attempt++) answered = (await health(base)) === 200 ? answered + 1 : 0;
        assert.equal(answered, 4, server.log);
        assert.ok(replaced.includes(workers[1] ?? 0), 'the other worker was left running');
        assert.deepEqual(
          logLines(server.log, /starting another/).map((line) => [line.signal, line.restartInMs]),
          [['SIGKILL', WORKER_RESTARTS.firstDelayMs]],
        );
      } finally {
        await server.stop();
      }
    });

    it('answers or resets every connection opened while a worker is killed, and answers at once after', async () => {
      const server = new ApiProcess(env);
      await server.start();
      try {
        const primary = server.pid ?? 0;
        const base = await server.url();
        const [victim] = childrenOf(primary);
        assert.ok(victim, server.log);
        // New connections without pause for 1.5 s, 16 at a time, the worker killed 0.3 s in: some
        // reach the primary while it does not yet know of the death.
        const outcomes: Promise<number | 'reset'>[] = [];
        const until = Date.now() + 1_500;
        setTimeout(() => process.kill(victim, 'SIGKILL'), 300);
        await Promise.all(
          Array.from({ length: 16 }, async () => {
            while (Date.now() < until) {
              const outcome = settled(`${base}/health`);
              outcomes.push(outcome);
              await outcome;
            }
          }),
        );
        // A request the dead worker had taken may be reset; none may hang (settled() fails on it after 10 s).
        const endings = await Promise.all(outcomes);
        assert.ok(endings.includes(200), server.log);
        // The survivor and its pool answer a burst right away, whether the replacement listens yet or not.
        const burst = await Promise.all(Array.from({ length: 40 }, () => settled(`${base}/health`)));
        assert.deepEqual(new Set(burst), new Set([200]), server.log);
      } finally {
        await server.stop();
      }
    });

    it('backs off while workers cannot start, then gives up and exits with an error', async () => {
      // Another server holds the port, answering every request (so the start's health probe gets 404).
      const holder = http.createServer((_request, response) => response.writeHead(404).end());
      await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve));
      const port = (holder.address() as { port: number }).port;
      const server = new ApiProcess({ ...env, PORT: String(port) });
      try {
        await assert.rejects(server.start(), /the API exited with 1 while starting/);
      } finally {
        await new Promise((resolve) => holder.close(resolve));
      }
      const cannotListen = logLines(server.log, /could not listen/);
      assert.ok(cannotListen.length >= WORKER_RESTARTS.startFailuresBeforeGivingUp, server.log);
      const waitsPerWorker = new Map<unknown, unknown[]>();
      for (const line of logLines(server.log, /starting another/)) waitsPerWorker.set(line.index, [...(waitsPerWorker.get(line.index) ?? []), line.restartInMs]);
      const backoff = [250, 500, 1_000, 2_000];
      for (const waits of waitsPerWorker.values()) assert.deepEqual(waits, backoff.slice(0, waits.length));
      assert.ok([...waitsPerWorker.values()].some((waits) => waits.length === WORKER_RESTARTS.startFailuresBeforeGivingUp - 1));
      const [gaveUp] = logLines(server.log, /failed to start 5 times in a row; stopping/);
      assert.equal(gaveUp?.level, 60);
    });
  });
}
