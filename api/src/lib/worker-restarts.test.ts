import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { WorkerRestarts, type RestartPolicy } from './worker-restarts.js';

const policy: RestartPolicy = { firstDelayMs: 100, maxDelayMs: 1_000, stableAfterMs: 60_000, startFailuresBeforeGivingUp: 5 };

function restartsAt(start = 0) {
  let now = start;
  const restarts = new WorkerRestarts(policy, () => now);
  return { restarts, advance: (ms: number) => (now += ms) };
}

describe('restarting the API workers', () => {
  it('restarts a worker that served for a while at once', () => {
    const { restarts, advance } = restartsAt();
    restarts.started(0);
    restarts.listening(0);
    advance(60_000);
    assert.deepEqual(restarts.exited(0), { restartInMs: 0 });
  });

  it('doubles the wait for each worker in a row that dies soon after listening, up to the ceiling', () => {
    const { restarts, advance } = restartsAt();
    const waits: unknown[] = [];
    for (let crash = 0; crash < 6; crash++) {
      restarts.started(0);
      restarts.listening(0);
      advance(1_000);
      waits.push(restarts.exited(0));
    }
    assert.deepEqual(waits, [100, 200, 400, 800, 1_000, 1_000].map((restartInMs) => ({ restartInMs })));
  });

  it('gives up after five workers in a row that could not start, backing off before each restart', () => {
    const { restarts } = restartsAt();
    const answers: unknown[] = [];
    for (let failure = 0; failure < 5; failure++) {
      restarts.started(0);
      answers.push(restarts.exited(0));
    }
    assert.deepEqual(answers, [{ restartInMs: 100 }, { restartInMs: 200 }, { restartInMs: 400 }, { restartInMs: 800 }, { giveUp: true, startFailures: 5 }]);
  });

  it('counts start failures in a row only: a worker that listened in between starts the count again', () => {
    const { restarts, advance } = restartsAt();
    for (let failure = 0; failure < 4; failure++) {
      restarts.started(0);
      restarts.exited(0);
    }
    restarts.started(0);
    restarts.listening(0);
    advance(60_000);
    assert.deepEqual(restarts.exited(0), { restartInMs: 0 });
    for (let failure = 0; failure < 4; failure++) {
      restarts.started(0);
      assert.equal('giveUp' in restarts.exited(0), false);
    }
  });

  it('keeps each worker index apart', () => {
    const { restarts } = restartsAt();
    for (let failure = 0; failure < 4; failure++) {
      restarts.started(0);
      restarts.exited(0);
    }
    restarts.started(1);
    assert.deepEqual(restarts.exited(1), { restartInMs: 100 });
  });
});
