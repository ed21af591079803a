/** Time comes from here, not from `new Date()` or SQL now(), so tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that tests advance by hand (code expiry after 5 minutes, tokens after 15 days). */
export class ManualClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
  reset(): void {
    this.offsetMs = 0;
  }
}

export const MINUTE = 60_000;
export const DAY = 24 * 60 * MINUTE;
