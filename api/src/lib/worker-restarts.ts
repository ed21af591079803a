/**
 * How the primary of several API processes answers a worker's exit. Forking again at once, forever,
 * turns a worker that cannot start (its port taken, the database refusing it) into a loop that burns
 * a core and hides the cause; so restarts back off, and a worker that fails to start several times
 * in a row ends the whole process with an error, for the process manager to see and report.
 */
export interface RestartPolicy {
  /** The wait before the first restart after a short-lived worker; it doubles with each one in a row. */
  firstDelayMs: number;
  maxDelayMs: number;
  /** A worker that listened at least this long was healthy: its exit is a fresh fault, restarted at once. */
  stableAfterMs: number;
  /** Workers in a row that exited before listening, after which the primary gives up. */
  startFailuresBeforeGivingUp: number;
}

export const WORKER_RESTARTS: RestartPolicy = {
  firstDelayMs: 250,
  maxDelayMs: 30_000,
  stableAfterMs: 60_000,
  startFailuresBeforeGivingUp: 5,
};

export type ExitAnswer = { restartInMs: number } | { giveUp: true; startFailures: number };

interface Slot {
  listeningSince: number | undefined;
  /** Exits in a row of workers that lived less than `stableAfterMs`. */
  shortLives: number;
  /** Exits in a row of workers that never listened. */
  startFailures: number;
}

/** One slot per worker index: a replacement takes the index (and the history) of the worker it replaces. */
export class WorkerRestarts {
  private readonly slots = new Map<number, Slot>();

  constructor(
    private readonly policy: RestartPolicy = WORKER_RESTARTS,
    private readonly now: () => number = Date.now,
  ) {}

  started(index: number): void {
    this.slot(index).listeningSince = undefined;
  }

  listening(index: number): void {
    this.slot(index).listeningSince = this.now();
  }

  exited(index: number): ExitAnswer {
    const slot = this.slot(index);
    const { listeningSince } = slot;
    slot.listeningSince = undefined;
    if (listeningSince !== undefined && this.now() - listeningSince >= this.policy.stableAfterMs) {
      slot.shortLives = 0;
      slot.startFailures = 0;
      return { restartInMs: 0 };
    }
    slot.shortLives += 1;
    slot.startFailures = listeningSince === undefined ? slot.startFailures + 1 : 0;
    if (slot.startFailures >= this.policy.startFailuresBeforeGivingUp) return { giveUp: true, startFailures: slot.startFailures };
    return { restartInMs: Math.min(this.policy.firstDelayMs * 2 ** (slot.shortLives - 1), this.policy.maxDelayMs) };
  }

  private slot(index: number): Slot {
    let slot = this.slots.get(index);
    if (!slot) {
      slot = { listeningSince: undefined, shortLives: 0, startFailures: 0 };
      this.slots.set(index, slot);
    }
    return slot;
  }
}
