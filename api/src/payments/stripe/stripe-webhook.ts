import { and, desc, eq } from 'drizzle-orm';
import type { PaymentWebhookResponse } from 'shared';
import type Stripe from 'stripe';
import type { Deps } from '../../app-env.js';
import { investments, paymentAttempts, savedCards, webhookEvents } from '../../db/schema.js';
import { ApiError, errors } from '../../lib/errors.js';
import { moveInvestment, type InvestmentActor } from '../../investments/move-investment.js';
import { applyPaymentNotification, attemptTenantOf, failRefusedCharge } from '../payment-service.js';
import { isCardRegistration, notificationOf, STRIPE_PAYMENT, StripePaymentProvider, type VerifiedStripeEvent } from './stripe-payment.js';

const PROVIDER: InvestmentActor = { kind: 'provider', userId: null };

export function stripeOf(deps: Deps): StripePaymentProvider {
  const provider = deps.payments.named(STRIPE_PAYMENT);
  if (!(provider instanceof StripePaymentProvider)) throw errors.notFound('payment_provider_not_found');
  return provider;
}

/**
 * POST /payments/webhooks/stripe: an event verified by the SDK. A payment's events go the way of
 * every provider's notification (processed once by the event id, only the order's open attempt
 * moves it); a setup session's completion registers the investor's card and charges it. A refused
 * event (signature, age) is logged with why, never with the secret or the body.
 */
export async function receiveStripeEvent(deps: Deps, rawBody: string, header: (name: string) => string | undefined): Promise<PaymentWebhookResponse> {
  const stripe = stripeOf(deps);
  let verified: VerifiedStripeEvent;
  try {
    verified = await stripe.verifyEvent(rawBody, header, attemptTenantOf(deps), deps.clock.now());
  } catch (error) {
    if (error instanceof ApiError) deps.logger.warn({ provider: STRIPE_PAYMENT, refused: error.key, status: error.status }, 'stripe webhook refused');
    throw error;
  }
  if (isCardRegistration(verified.event)) return registerCard(deps, stripe, verified, verified.event.data.object);
  const notification = notificationOf(verified.event, verified.attemptId);
  if (!notification) return { data: { processed: false, status: null } };
  return applyPaymentNotification(deps, STRIPE_PAYMENT, notification);
}

/**
 * IN_UPDATE_CREDIT_CARD → CARD_REGISTRATION_UPDATED: the card the investor registered on
 * Stripe's page is saved (brand, last four digits and Stripe's reference) and charged off
 * session for the attempt's amount. The event, the card and the order's move are committed
 * first; the charge is made after, with the attempt's idempotency key, so a charge can never be
 * rolled back away from its attempt. When its outcome is unknown the event is answered 500:
 * Stripe sends it again, and the same charge is sent again (made once) while the attempt has no
 * payment intent. A charge Stripe refuses at once ends the order in PAYMENT_ERROR.
 */
async function registerCard(deps: Deps, stripe: StripePaymentProvider, verified: VerifiedStripeEvent, session: Stripe.Checkout.Session): Promise<PaymentWebhookResponse> {
  const now = deps.clock.now();
  // Read-only calls to Stripe, made before the transaction holds the order.
  const card = await stripe.registeredCard(verified.tenant.slug, session);
  const registered = await deps.db.transaction(async (tx): Promise<PaymentWebhookResponse> => {
    const recorded = await tx
      .insert(webhookEvents)
      .values({ provider: `payment:${STRIPE_PAYMENT}`, eventId: verified.event.id, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: webhookEvents.eventId });
    if (recorded.length === 0) return { data: { processed: false, status: null } };
    const [named] = await tx
      .select({ investmentId: paymentAttempts.investmentId })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.id, verified.attemptId), eq(paymentAttempts.provider, STRIPE_PAYMENT)));
    if (!named) throw new ApiError(404, 'payment_attempt_not_found');
    const [order] = await tx.select().from(investments).where(eq(investments.id, named.investmentId)).for('update');
    const [attempt] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, verified.attemptId)).for('update');
    if (!order || !attempt) throw new ApiError(404, 'payment_attempt_not_found');
    // The card is the investor's now, whatever became of the order.
    await tx
      .update(savedCards)
      .set({ paymentMethodRef: card.paymentMethodRef, brand: card.brand, last4: card.last4, expMonth: card.expMonth, expYear: card.expYear, updatedAt: now })
      .where(and(eq(savedCards.userId, order.investorId), eq(savedCards.provider, STRIPE_PAYMENT)));
    const [latest] = await tx.select({ id: paymentAttempts.id }).from(paymentAttempts).where(eq(paymentAttempts.investmentId, order.id)).orderBy(desc(paymentAttempts.createdAt), desc(paymentAttempts.id)).limit(1);
    const current = attempt.settledAt === null && order.status === 'IN_UPDATE_CREDIT_CARD' && latest?.id === attempt.id;
    if (!current) return { data: { processed: true, status: null } };
    const row = await moveInvestment(tx, { investmentId: order.id, to: 'CARD_REGISTRATION_UPDATED', actor: PROVIDER, reason: `card registered (${STRIPE_PAYMENT} ${verified.event.id})`, at: now });
    // The attempt is now the charge: its page is done.
    await tx.update(paymentAttempts).set({ status: 'confirming', redirectUrl: null }).where(eq(paymentAttempts.id, attempt.id));
    return { data: { processed: true, status: row.status } };
  });
  const [attempt] = await deps.db.select().from(paymentAttempts).where(eq(paymentAttempts.id, verified.attemptId));
  const charge = attempt ? await stripe.pendingChargeOf(deps.db, verified.tenant.slug, attempt) : null;
  if (!charge) return registered;
  const refused = await charge(deps.db);
  if (!refused) return registered;
  await failRefusedCharge(deps, STRIPE_PAYMENT, verified.attemptId, refused);
  return { data: { processed: true, status: 'PAYMENT_ERROR' } };
}
