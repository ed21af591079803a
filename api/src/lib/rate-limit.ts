import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { rateLimits } from '../db/schema.js';
import type { Clock } from './clock.js';
import { ApiError } from './errors.js';

export interface Limit {
  key: string;
  max: number;
}

/**
 * Fixed-window counters of failures (wrong passwords, wrong codes) and of sent mails, per
 * e-mail and per client address. Only failures count for sign-in, so a busy office behind one
 * address is not locked out by its own successful logins.
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

  /** Throws 429 when any of the counters has reached its maximum in the current window. */
  async assertAllowed(limits: Limit[], errorKey = 'too_many_attempts'): Promise<void> {
    if (limits.length === 0) return;
    const rows = await this.db
      .select({ key: rateLimits.key, count: rateLimits.count })
      .from(rateLimits)
      .where(and(inArray(rateLimits.key, limits.map((limit) => limit.key)), eq(rateLimits.windowStart, this.windowStart())));
    for (const limit of limits) {
      const row = rows.find((candidate) => candidate.key === limit.key);
      if (row && row.count >= limit.max) throw new ApiError(429, errorKey);
    }
  }

  async hit(keys: string[]): Promise<void> {
    const windowStart = this.windowStart();
    for (const key of keys) {
      await this.db
        .insert(rateLimits)
        .values({ key, windowStart, count: 1 })
        .onConflictDoUpdate({ target: [rateLimits.key, rateLimits.windowStart], set: { count: sql`${rateLimits.count} + 1` } });
    }
    // Past windows are never read again.
    await this.db.delete(rateLimits).where(and(inArray(rateLimits.key, keys), lt(rateLimits.windowStart, windowStart)));
  }
}
