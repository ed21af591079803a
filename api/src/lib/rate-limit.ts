import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema.js';
import type { Clock } from './clock.js';
import { ApiError } from './errors.js';

export interface Limit {
  key: string;
  max: number;
}

/** A reserved attempt: give it back when the attempt turned out not to be a failure. */
export interface Attempt {
  release(): Promise<void>;
}

/**
 * Fixed-window counters of failures (wrong passwords, wrong codes) and of sent mails, per
 * e-mail and per client address. Only failures count for sign-in, so a busy office behind one
 * address is not locked out by its own successful logins.
 *
 * An attempt is counted before the check it guards, in one atomic statement per counter, and
 * given back if it succeeds: checking first and counting after would let every request that
 * arrives while the first ones are being verified through (150 parallel wrong passwords had 57
 * verified against a limit of 10).
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly windowMs: number,
  ) {}

  private windowStart(): Date {
    const now = this.clock.now().getTime();
    return new Date(now - (now % this.windowMs));
  }

  private async increment(key: string, windowStart: Date): Promise<number> {
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } })
      .returning({ count: rateLimits.count });
    return row?.count ?? 1;
  }

  private async decrement(keys: readonly string[], windowStart: Date): Promise<void> {
    if (keys.length === 0) return;
    await this.db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(and(inArray(rateLimits.key, [...keys]), eq(rateLimits.windowStart, windowStart)));
  }

  /**
   * Counts one attempt on every counter, or throws 429 (counting nothing) when one of them is
   * already at its maximum in the current window; the 429 says in how many seconds the window turns.
   */
  async reserve(limits: Limit[], errorKey = 'too_many_attempts'): Promise<Attempt> {
    const windowStart = this.windowStart();
    const keys = limits.map((limit) => limit.key);
    const counted: string[] = [];
    for (const limit of limits) {
      const count = await this.increment(limit.key, windowStart);
      counted.push(limit.key);
      if (count > limit.max) {
        await this.decrement(counted, windowStart);
        // Every counter shares the window, so the caller may try again once it turns.
        const retryAfterMs = windowStart.getTime() + this.windowMs - this.clock.now().getTime();
        throw new ApiError(429, errorKey, false, {}, Math.max(1, Math.ceil(retryAfterMs / 1000)));
      }
    }
    // Past windows are never read again.
    if (keys.length > 0) await this.db.delete(rateLimits).where(and(inArray(rateLimits.key, keys), lt(rateLimits.windowStart, windowStart)));
    let released = false;
    return {
      release: async () => {
        if (released) return;
        released = true;
        await this.decrement(keys, windowStart);
      },
    };
  }
}
