import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { fromCents, toCents, type InvestmentStatus, type Money, type PayableMethod, type PaymentErrorKey } from 'shared';
import type { Db } from '../../db/client.js';
import { investments, paymentAttempts, savedCards, users, type PaymentAttemptStatus } from '../../db/schema.js';
import { ApiError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import { attemptRow, type AttemptTenant, type DeferredCharge, type PaymentNotification, type PaymentProvider, type PaymentStart, type PaymentStartInput, type ProviderRefund, type ProviderRefundInput } from '../payment-provider.js';
import type { ProviderSecrets } from '../provider-secrets.js';
import { minorUnitDigits } from '../minor-units.js';
import { returnUrl } from '../return-origin.js';
import { STRIPE_PAYMENT, stripeSecretsSchema, type StripeSecrets } from './stripe-secrets.js';

export { STRIPE_PAYMENT } from './stripe-secrets.js';

/** Stripe's own default: a webhook signed longer ago than this (seconds) is refused as stale. */
const TOLERANCE_SECONDS = Stripe.webhooks.DEFAULT_TOLERANCE;

/** Which of our flows a payment intent belongs to (its metadata): only a saved card's charge is decided by its own events. */
type Flow = 'checkout' | 'saved_card';

/** A verified event of one of our attempts, with the tenant whose webhook secret signed it. */
export interface VerifiedStripeEvent {
  event: Stripe.Event;
  attemptId: string;
  tenant: AttemptTenant;
}

/** What a saved card's provider side answers: enough to show it, never the number. */
export interface StripeCard {
  paymentMethodRef: string;
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

const moneyOf = (minorUnits: number): Money => fromCents(BigInt(minorUnits));
const minorUnitsOf = (amount: Money): number => Number(toCents(amount));

/** The attempt a Stripe object is about: our id, set when we created it. */
function attemptIdOf(object: { client_reference_id?: string | null; metadata?: Stripe.Metadata | null }): string | undefined {
  return object.client_reference_id ?? object.metadata?.attempt_id ?? undefined;
}

function isCardError(error: unknown): error is Stripe.errors.StripeCardError {
  return error instanceof Stripe.errors.StripeCardError;
}

/**
 * The error key of a charge Stripe refused at once, nothing charged: a card refused without a
 * payment intent, a request Stripe would not take (a card no longer attached, wrong keys). Null
 * when a charge may exist: unreachable, Stripe's own failure, a key still in use by the first call.
 */
function refusalOf(error: unknown): PaymentErrorKey | null {
  if (isCardError(error)) return 'payment_error';
  if (error instanceof Stripe.errors.StripeInvalidRequestError) return error.code === 'idempotency_key_in_use' ? null : 'payment_failed';
  if (error instanceof Stripe.errors.StripeAuthenticationError || error instanceof Stripe.errors.StripePermissionError) return 'payment_failed';
  return null;
}

/** The SDK retries a call for up to about a minute: a charge younger than this may still be under way. */
const CHARGE_IN_FLIGHT_MS = 2 * 60_000;
/** How long Stripe answers a key again with its first answer (24 hours), less a margin. */
const IDEMPOTENCY_KEY_LIFETIME_MS = 23 * 60 * 60_000;

type PaymentAttempt = typeof paymentAttempts.$inferSelect;

/** A saved card's charge of an attempt: every parameter from the attempt, so a retry is the same request. */
interface ChargeInput {
  attemptId: string;
  investmentId: string;
  customerRef: string;
  paymentMethodRef: string;
  amount: Money;
  currency: string;
}

/**
 * "Credit card through a payment provider" with Stripe, through its official SDK: a Checkout
 * Session per attempt (the investor pays on Stripe's page and comes back to the front's return
 * pages), a saved card (a Checkout Session in setup mode on the investor's Stripe customer, then
 * off-session payment intents), refunds. Every call carries an idempotency key derived from our
 * attempt or refund id, so a retried call never opens a second session, charge or refund.
 * Webhooks are verified by the SDK's `constructEvent` with the tenant's endpoint secret.
 */
export class StripePaymentProvider implements PaymentProvider {
  readonly name = STRIPE_PAYMENT;
  readonly methods: readonly PayableMethod[] = ['card_provider'];
  readonly savesCards = true;

  private readonly clients = new Map<string, Stripe>();

  constructor(private readonly options: { secrets: ProviderSecrets; logger: Logger }) {}

  /** The tenant's section, or 409 `payment_provider_not_configured`: a tenant switched to Stripe without its keys. */
  secretsOf(tenantSlug: string): StripeSecrets {
    const secrets = this.options.secrets.of(tenantSlug, this.name, stripeSecretsSchema);
    if (!secrets) throw new ApiError(409, 'payment_provider_not_configured');
    return secrets;
  }

  /** The SDK's client for a tenant's keys (the stand-in's host, port and protocol when set). */
  clientOf(tenantSlug: string): Stripe {
    const secrets = this.secretsOf(tenantSlug);
    const key = JSON.stringify([secrets.secret_key, secrets.host, secrets.port, secrets.protocol]);
    let client = this.clients.get(key);
    if (!client) {
      client = new Stripe(secrets.secret_key, {
        ...(secrets.host ? { host: secrets.host } : {}),
        ...(secrets.port ? { port: secrets.port } : {}),
        ...(secrets.protocol ? { protocol: secrets.protocol } : {}),
        // Retries reuse our idempotency keys, so a retried call is the same call.
        maxNetworkRetries: 2,
        timeout: 20_000,
        telemetry: false,
      });
      this.clients.set(key, client);
    }
    return client;
  }

  pendingStatus(): InvestmentStatus {
    return 'CREDIT_CARD';
  }

  redirectUrlOf(attempt: { redirectUrl: string | null }): string | null {
    return attempt.redirectUrl;
  }

  async start(tx: Db, input: PaymentStartInput): Promise<PaymentStart> {
    const stripe = this.clientOf(input.tenant.slug);
    // Amounts go to Stripe in cents: a currency whose minor unit is not the cent (JPY, KWD) would be charged 100 times or a tenth.
    if (minorUnitDigits(input.currency) !== 2) throw new ApiError(409, 'payment_currency_not_supported');
    // Random, never a count: an id (and so an idempotency key) is never used for two attempts, even
    // when a start is rolled back after Stripe answered and tried again with another total.
    const attemptId = `stripe_${randomUUID().replace(/-/g, '')}`;
    const record = (values: { providerRef: string | null; redirectUrl: string | null; status?: PaymentAttemptStatus }) =>
      tx.insert(paymentAttempts).values({
        ...attemptRow(input, this.name, attemptId),
        ...values,
      });
    const pages = {
      success_url: returnUrl(input.returnOrigin, input.slug, input.investment.id, { ok: true }),
      cancel_url: returnUrl(input.returnOrigin, input.slug, input.investment.id, { ok: false, reason: 'payment_failed' }),
      locale: input.lang,
    } as const;
    const metadata = { attempt_id: attemptId, investment_id: input.investment.id, reference: input.reference, amount: input.amount, currency: input.currency };

    if (input.card === 'saved') {
      const card = await this.savedCardOf(tx, input.tenant.id, input.investment.investorId);
      if (!card?.paymentMethodRef) throw new ApiError(409, 'saved_card_not_found');
      // The card is still the customer's at Stripe (it may have been removed there): the registration holds.
      const method = await stripe.paymentMethods.retrieve(card.paymentMethodRef);
      if ((typeof method.customer === 'string' ? method.customer : method.customer?.id) !== card.customerRef) throw new ApiError(409, 'saved_card_not_found');
      // Recorded, and charged only once the caller committed it (see `DeferredCharge`).
      await record({ providerRef: null, redirectUrl: null, status: 'confirming' });
      const charge = this.chargeOf(input.tenant.slug, {
        attemptId,
        customerRef: card.customerRef,
        paymentMethodRef: card.paymentMethodRef,
        amount: input.amount,
        currency: input.currency,
        investmentId: input.investment.id,
      });
      return { kind: 'charging', attemptId, statuses: ['IN_UPDATE_CREDIT_CARD', 'CARD_REGISTRATION_UPDATED'], charge };
    }

    if (input.card === 'register') {
      const customerRef = await this.customerOf(tx, stripe, input.tenant.id, input.tenant.slug, input.investment.investorId);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'setup',
          currency: input.currency.toLowerCase(),
          customer: customerRef,
          client_reference_id: attemptId,
          metadata,
          setup_intent_data: { metadata },
          ...pages,
        },
        { idempotencyKey: `setup-${attemptId}` },
      );
      if (!session.url) throw new Error('stripe answered a setup session without its page');
      await record({ providerRef: session.id, redirectUrl: session.url });
      return { kind: 'redirect', attemptId, redirectUrl: session.url, statuses: ['IN_UPDATE_CREDIT_CARD'] };
    }

    const session = await stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [{ quantity: 1, price_data: { currency: input.currency.toLowerCase(), unit_amount: minorUnitsOf(input.amount), product_data: { name: input.reference } } }],
        client_reference_id: attemptId,
        metadata,
        payment_intent_data: { metadata: { ...metadata, flow: 'checkout' satisfies Flow } },
        ...pages,
      },
      // The amount is part of the key: a start tried again after the order's total changed is another session.
      { idempotencyKey: `checkout-${attemptId}-${minorUnitsOf(input.amount)}${input.currency}` },
    );
    if (!session.url) throw new Error('stripe answered a checkout session without its page');
    await record({ providerRef: session.id, redirectUrl: session.url });
    return { kind: 'redirect', attemptId, redirectUrl: session.url };
  }

  /**
   * A saved card's off-session charge of a committed attempt, then its payment intent stored on
   * the attempt (a refund finds it there). The idempotency key is the attempt's id and every
   * parameter comes from the attempt, so sending it again (a retried start, Stripe sending the
   * registration again) is the same charge, made once.
   */
  chargeOf(tenantSlug: string, input: ChargeInput): DeferredCharge {
    return async (db) => {
      let intent: string;
      try {
        intent = await this.charge(this.clientOf(tenantSlug), input);
      } catch (error) {
        const refused = refusalOf(error);
        if (refused) return refused;
        throw error;
      }
      await db.update(paymentAttempts).set({ providerRef: intent, redirectUrl: null }).where(eq(paymentAttempts.id, input.attemptId));
      return null;
    };
  }

  /**
   * The charge of a saved card's attempt still open, waiting in CARD_REGISTRATION_UPDATED with no
   * payment intent known: the card registered since, the charge not known to have reached Stripe.
   */
  async pendingChargeOf(db: Db, tenantSlug: string, attempt: PaymentAttempt): Promise<DeferredCharge | null> {
    if (attempt.provider !== this.name || attempt.status !== 'confirming' || attempt.settledAt !== null || attempt.providerRef?.startsWith('pi_')) return null;
    const [order] = await db.select({ status: investments.status, investorId: investments.investorId }).from(investments).where(eq(investments.id, attempt.investmentId));
    if (order?.status !== 'CARD_REGISTRATION_UPDATED') return null;
    const card = await this.savedCardOf(db, attempt.tenantId, order.investorId);
    if (!card?.paymentMethodRef) return async () => 'payment_failed';
    return this.chargeOf(tenantSlug, {
      attemptId: attempt.id,
      customerRef: card.customerRef,
      paymentMethodRef: card.paymentMethodRef,
      amount: attempt.amount,
      currency: attempt.currency,
      investmentId: attempt.investmentId,
    });
  }

  /**
   * A retried start sends a saved card's charge again when the first may never have reached
   * Stripe (a minute after, once the SDK's own retries are over). Stripe keeps an idempotency
   * key for 24 hours: after that the same key could charge twice, so the attempt fails instead,
   * and a charge that did happen is owed back when its event arrives.
   */
  async resume(db: Db, tenantSlug: string, attempt: PaymentAttempt, now: Date): Promise<DeferredCharge | null> {
    const age = now.getTime() - attempt.createdAt.getTime();
    if (age < CHARGE_IN_FLIGHT_MS) return null;
    const charge = await this.pendingChargeOf(db, tenantSlug, attempt);
    if (charge && age > IDEMPOTENCY_KEY_LIFETIME_MS) return async () => 'payment_failed';
    return charge;
  }

  /**
   * Charges a saved card off session. A decline is not an error here: Stripe reports it by the
   * payment intent's `payment_intent.payment_failed` event, which ends the order like any failure.
   * Answers the payment intent's id.
   */
  async charge(stripe: Stripe, input: ChargeInput): Promise<string> {
    try {
      const intent = await stripe.paymentIntents.create(
        {
          amount: minorUnitsOf(input.amount),
          currency: input.currency.toLowerCase(),
          customer: input.customerRef,
          payment_method: input.paymentMethodRef,
          off_session: true,
          confirm: true,
          metadata: { attempt_id: input.attemptId, investment_id: input.investmentId, amount: input.amount, currency: input.currency, flow: 'saved_card' satisfies Flow },
        },
        { idempotencyKey: `charge-${input.attemptId}` },
      );
      return intent.id;
    } catch (error) {
      if (isCardError(error) && error.payment_intent?.id) return error.payment_intent.id;
      throw error;
    }
  }

  async savedCardOf(db: Db, tenantId: string, userId: string) {
    const [row] = await db
      .select()
      .from(savedCards)
      .where(and(eq(savedCards.tenantId, tenantId), eq(savedCards.userId, userId), eq(savedCards.provider, this.name)));
    return row;
  }

  /** The investor's Stripe customer, created once (the key is the user's id, the row is unique per user). */
  private async customerOf(tx: Db, stripe: Stripe, tenantId: string, tenantSlug: string, userId: string): Promise<string> {
    const known = await this.savedCardOf(tx, tenantId, userId);
    if (known) return known.customerRef;
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId));
    const customer = await stripe.customers.create({ email: user?.email, metadata: { user_id: userId, tenant: tenantSlug } }, { idempotencyKey: `customer-${userId}` });
    await tx.insert(savedCards).values({ tenantId, userId, provider: this.name, customerRef: customer.id }).onConflictDoNothing();
    return (await this.savedCardOf(tx, tenantId, userId))?.customerRef ?? customer.id;
  }

  /** The card a setup session registered: its setup intent's payment method, as Stripe holds it. */
  async registeredCard(tenantSlug: string, session: Stripe.Checkout.Session): Promise<StripeCard> {
    const stripe = this.clientOf(tenantSlug);
    const setupIntentId = typeof session.setup_intent === 'string' ? session.setup_intent : session.setup_intent?.id;
    if (!setupIntentId) throw new ApiError(400, 'invalid_notification');
    const setupIntent = await stripe.setupIntents.retrieve(setupIntentId);
    const methodId = typeof setupIntent.payment_method === 'string' ? setupIntent.payment_method : setupIntent.payment_method?.id;
    if (setupIntent.status !== 'succeeded' || !methodId) throw new ApiError(400, 'invalid_notification');
    const method = await stripe.paymentMethods.retrieve(methodId);
    if (!method.card) throw new ApiError(400, 'invalid_notification');
    return { paymentMethodRef: method.id, brand: method.card.brand, last4: method.card.last4, expMonth: method.card.exp_month, expYear: method.card.exp_year };
  }

  /** Forgets a saved card at Stripe (detached from the customer: it can no longer be charged). */
  async detachCard(tenantSlug: string, paymentMethodRef: string): Promise<void> {
    try {
      await this.clientOf(tenantSlug).paymentMethods.detach(paymentMethodRef, {}, { idempotencyKey: `detach-${paymentMethodRef}` });
    } catch (error) {
      // Already detached (or removed at Stripe): the card is gone either way.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
    }
  }

  /**
   * Pays money back to the card it came from: a refund of the attempt's payment intent (a
   * checkout session's, or a saved card's charge). The key is our refund's id: a refund asked
   * twice, or by two managers at once, is made once. Stripe refusing it (more than is left to
   * refund, a charge it cannot refund, a refund it answers failed) is 409 `refund_refused`,
   * its own reason logged.
   */
  async refund(input: ProviderRefundInput): Promise<ProviderRefund> {
    const stripe = this.clientOf(input.tenantSlug);
    const refused = (reason: string) => {
      this.options.logger.warn({ refund: input.refundId, attempt: input.attempt.id, reason }, 'stripe refused a refund');
      return new ApiError(409, 'refund_refused');
    };
    try {
      let paymentIntent = input.attempt.providerRef;
      if (paymentIntent?.startsWith('cs_')) {
        const session = await stripe.checkout.sessions.retrieve(paymentIntent);
        paymentIntent = (typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id) ?? null;
      }
      if (!paymentIntent) throw refused('the attempt has no payment to refund');
      const refund = await stripe.refunds.create(
        { payment_intent: paymentIntent, amount: minorUnitsOf(input.amount), metadata: { refund_id: input.refundId, attempt_id: input.attempt.id } },
        { idempotencyKey: `refund-${input.refundId}` },
      );
      if (refund.status === 'failed' || refund.status === 'canceled') throw refused(`refund ${refund.id} ${refund.status}: ${refund.failure_reason ?? ''}`);
      return { providerRef: refund.id, status: refund.status ?? 'pending' };
    } catch (error) {
      // A request Stripe turns down (not a network failure, which is tried again with the same key).
      if (error instanceof Stripe.errors.StripeInvalidRequestError || error instanceof Stripe.errors.StripeCardError) throw refused(error.message);
      throw error;
    }
  }

  /**
   * Checks a webhook with the SDK's `constructEvent` (the signature over the raw body with the
   * tenant's endpoint secret, and Stripe's tolerance for its age, on the API's clock). The body
   * is read before only to find whose secret signs it. Throws 401 `invalid_signature` /
   * `stale_notification`, 400 `invalid_notification` (an event of no attempt of ours: the
   * endpoint should send only the events the README lists), 404 `payment_attempt_not_found`.
   */
  async verifyEvent(
    rawBody: string,
    header: (name: string) => string | undefined,
    tenantOf: (attemptId: string) => Promise<AttemptTenant | undefined>,
    now: Date,
  ): Promise<VerifiedStripeEvent> {
    const signature = header('Stripe-Signature');
    if (!signature) throw new ApiError(401, 'invalid_signature');
    let attemptId: string | undefined;
    try {
      const unverified = JSON.parse(rawBody) as { data?: { object?: { client_reference_id?: string | null; metadata?: Stripe.Metadata | null } } };
      attemptId = unverified.data?.object ? attemptIdOf(unverified.data.object) : undefined;
    } catch {
      throw new ApiError(400, 'malformed_json');
    }
    if (!attemptId) throw new ApiError(400, 'invalid_notification');
    const tenant = await tenantOf(attemptId);
    if (!tenant) throw new ApiError(404, 'payment_attempt_not_found');
    let event: Stripe.Event;
    try {
      event = Stripe.webhooks.constructEvent(rawBody, signature, this.secretsOf(tenant.slug).webhook_secret, TOLERANCE_SECONDS, undefined, now.getTime());
    } catch (error) {
      if (!(error instanceof Stripe.errors.StripeSignatureVerificationError)) throw error;
      throw new ApiError(401, /tolerance/i.test(error.message) ? 'stale_notification' : 'invalid_signature');
    }
    return { event, attemptId, tenant };
  }

  async verifyNotification(
    rawBody: string,
    header: (name: string) => string | undefined,
    tenantOf: (attemptId: string) => Promise<AttemptTenant | undefined>,
    now: Date,
  ): Promise<PaymentNotification | null> {
    const { event, attemptId } = await this.verifyEvent(rawBody, header, tenantOf, now);
    return notificationOf(event, attemptId);
  }
}

/** A setup session finished: the investor's card is registered (then charged). */
export function isCardRegistration(event: Stripe.Event): event is Stripe.CheckoutSessionCompletedEvent {
  return event.type === 'checkout.session.completed' && event.data.object.mode === 'setup';
}

/**
 * What a verified event says about a payment: checkout.session.completed (paid) and
 * async_payment_succeeded pay; async_payment_failed, expired and a saved card's
 * payment_intent.payment_failed fail. A checkout's own payment intent events are left to its
 * session (a declined card there may be retried on the same page); anything else is null.
 */
export function notificationOf(event: Stripe.Event, attemptId: string): PaymentNotification | null {
  const failed = (amount: Money, currency: string, errorKey: PaymentErrorKey): PaymentNotification => ({ eventId: event.id, attemptId, outcome: 'failed', amount, currency, errorKey });
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (session.mode !== 'payment' || session.payment_status !== 'paid' || session.amount_total === null || !session.currency) return null;
      return { eventId: event.id, attemptId, outcome: 'succeeded', amount: moneyOf(session.amount_total), currency: session.currency.toUpperCase(), errorKey: null, paymentRef: session.id };
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      // A setup session has no amount: the attempt's, from our metadata.
      const amount = session.amount_total !== null ? moneyOf(session.amount_total) : (session.metadata?.amount ?? '0.00');
      const currency = (session.currency ?? session.metadata?.currency ?? '').toUpperCase();
      return failed(amount, currency, event.type === 'checkout.session.expired' ? 'payment_failed' : 'payment_error');
    }
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      if (intent.metadata.flow !== 'saved_card') return null;
      return { eventId: event.id, attemptId, outcome: 'succeeded', amount: moneyOf(intent.amount_received), currency: intent.currency.toUpperCase(), errorKey: null, paymentRef: intent.id };
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      if (intent.metadata.flow !== 'saved_card') return null;
      return failed(moneyOf(intent.amount), intent.currency.toUpperCase(), 'payment_error');
    }
    default:
      return null;
  }
}
