import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Deps } from '../../app-env.js';
import { paymentAttempts } from '../../db/schema.js';
import { applyPaymentNotification } from '../payment-service.js';
import { REDSYS } from './redsys-payment.js';

/**
 * Expires the Redsys attempts still open after `PAYMENT_SESSION_TTL_MINUTES` (the investor closed
 * Redsys's page, or was denied and never retried). Redsys tells nothing of an abandoned page, so
 * the API records the expiry itself, as a `payment_failed` notification applied like Redsys's own:
 * the order waiting on it moves to PAYMENT_ERROR and can be paid again, and the attempt is settled,
 * so a real success that arrives later becomes a refund due. The expiry's event id is recorded
 * with its effect in one transaction, so two processes sweeping together expire an attempt once.
 * Answers how many attempts it expired.
 */
export async function expireRedsysAttempts(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.db
    .select({ id: paymentAttempts.id, amount: paymentAttempts.amount, currency: paymentAttempts.currency })
    .from(paymentAttempts)
    .where(
      and(
        eq(paymentAttempts.provider, REDSYS),
        isNull(paymentAttempts.settledAt),
        lte(paymentAttempts.createdAt, new Date(now.getTime() - deps.env.PAYMENT_SESSION_TTL_MINUTES * 60_000)),
      ),
    )
    .orderBy(asc(paymentAttempts.createdAt))
    .limit(100);
  let expired = 0;
  for (const attempt of due) {
    // No Ds_Response is "expired": the id cannot meet one of Redsys's (order:response:authorisation).
    const answer = await applyPaymentNotification(deps, REDSYS, {
      eventId: `${attempt.id}:expired`,
      attemptId: attempt.id,
      outcome: 'failed',
      amount: attempt.amount,
      currency: attempt.currency,
      errorKey: 'payment_failed',
    });
    if (answer.data.processed) expired += 1;
  }
  return expired;
}
