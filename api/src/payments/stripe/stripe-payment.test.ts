import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.js';
import { ApiError } from '../../lib/errors.js';
import { customize } from '../../test/invest-fixtures.js';
import { createLogger } from '../../lib/logger.js';
import { chooseMethod, movesTo, orderToPay, PFP, startPayment, statusOf } from '../../test/payment-fixtures.js';
import { ProviderSecrets } from '../provider-secrets.js';
import { STANDIN_CARDS } from './standin/stripe-standin.js';
import { atStripeCheckout, attemptOf, nextCardOrder, payOnPage, stripeHarness, TEST_KEYS, type StripeHarness } from './stripe-fixtures.js';
import { StripePaymentProvider } from './stripe-payment.js';
import { stripeSecretsSchema } from './stripe-secrets.js';
import { stripeOf } from './stripe-webhook.js';

let harness: StripeHarness;
before(async () => {
  harness = await stripeHarness();
});
after(() => harness.close());

const completedEventOf = (sessionId: string) => {
  const event = harness.standin.events.find((candidate) => candidate.type === 'checkout.session.completed' && candidate.body.includes(sessionId));
  assert.ok(event, `no checkout.session.completed for ${sessionId}`);
  return event;
};

/** Records the webhook's warnings for the length of `run`. */
async function warningsDuring(run: () => Promise<void>): Promise<unknown[]> {
  const { ctx } = harness;
  const original = ctx.deps.logger;
  const warnings: unknown[] = [];
  ctx.deps.logger = Object.assign(Object.create(original) as typeof original, { warn: (fields: unknown) => warnings.push(fields) });
  try {
    await run();
  } finally {
    ctx.deps.logger = original;
  }
  return warnings;
}

describe('Stripe Checkout for a card payment, through the stand-in', () => {
  it('opens one Checkout Session for the attempt (amount in cents, currency, our attempt id, the front return pages), the same again on a retry', async () => {
    const order = await atStripeCheckout(harness);
    assert.equal(await statusOf(harness.ctx, order.id), 'CREDIT_CARD');
    const session = harness.standin.sessions.get(order.sessionId);
    assert.ok(session);
    assert.deepEqual(
      { mode: session.mode, amount: session.amount_total, currency: session.currency, reference: session.client_reference_id, attempt: (session.metadata as Record<string, string>).attempt_id },
      { mode: 'payment', amount: 6090, currency: 'eur', reference: order.attemptId, attempt: order.attemptId },
    );
    assert.equal(session.success_url, `http://localhost:3000/invest/fleet-leasing-pool/payment-success?investment=${order.id}`);
    assert.equal(session.cancel_url, `http://localhost:3000/invest/fleet-leasing-pool/payment-error?investment=${order.id}&reason=payment_failed`);
    const sessions = harness.standin.sessions.size;
    const again = await startPayment(harness.ctx, order.investor.token, order.id, 'card_provider');
    assert.equal(again.body.data.redirect_url, order.url.toString());
    assert.equal(harness.standin.sessions.size, sessions);
    const keyed = harness.standin.requests.filter((request) => request.path === '/v1/checkout/sessions' && request.idempotencyKey?.includes(order.attemptId));
    assert.equal(keyed.length, 1);
  });

  it('a start rolled back and tried again is another attempt under its own key: a key is never sent for two attempts, and no money was taken', async () => {
    const { ctx } = harness;
    const order = await orderToPay(ctx);
    await chooseMethod(ctx, order.investor.token, order.id, 'card_provider');
    const provider = stripeOf(ctx.deps);
    const tenant = await ctx.deps.tenants.resolve('localhost');
    assert.ok(tenant);
    const [row] = await ctx.deps.db.select().from(t.investments).where(eq(t.investments.id, order.id));
    assert.ok(row);
    const input = { tenant, settings: {}, investment: row, slug: 'fleet-leasing-pool', method: 'card_provider' as const, amount: '60.90', currency: 'EUR', reference: 'REF-1', returnOrigin: 'http://localhost:3000', lang: 'en' as const, apiOrigin: 'http://localhost:8031', card: null };
    const attempts: string[] = [];
    for (const amount of ['60.90', '61.90']) {
      await ctx.deps.db
        .transaction(async (tx) => {
          const started = await provider.start(tx, { ...input, amount });
          assert.equal(started.kind, 'redirect');
          attempts.push(started.attemptId);
          throw new Error('rolled back');
        })
        .catch((error: unknown) => assert.match(String(error), /rolled back/));
    }
    assert.notEqual(attempts[0], attempts[1]);
    const calls = harness.standin.requests.filter((request) => attempts.some((attempt) => request.idempotencyKey?.includes(attempt)));
    assert.deepEqual(calls.map((call) => [call.path, call.replayed]), [['/v1/checkout/sessions', false], ['/v1/checkout/sessions', false]]);
    assert.deepEqual(await ctx.deps.db.select().from(t.paymentAttempts).where(eq(t.paymentAttempts.investmentId, order.id)), []);
  });

  it('4242: the browser pays on the page, checkout.session.completed (verified by the SDK) marks the order CHARGED once, a replay changes nothing', async () => {
    const order = await atStripeCheckout(harness);
    const paid = await payOnPage(order.url, '4242 4242 4242 4242');
    assert.equal(paid.status, 303);
    assert.equal(paid.headers.get('Location'), `http://localhost:3000/invest/fleet-leasing-pool/payment-success?investment=${order.id}`);
    await harness.standin.settled();
    assert.equal((await movesTo(harness.ctx, order.id, 'CHARGED')).length, 1);
    assert.equal(await statusOf(harness.ctx, order.id), 'SIGNED');
    const replay = await harness.post(completedEventOf(order.sessionId).body);
    assert.equal(replay.status, 200);
    assert.deepEqual(replay.body.data, { processed: false, status: null });
    assert.equal((await movesTo(harness.ctx, order.id, 'CHARGED')).length, 1);
  });

  it('4000 0000 0000 0002: declined on the page, the session stays open (another card may be tried); expiring it fails the order with payment_failed', async () => {
    const order = await atStripeCheckout(harness);
    const declined = await payOnPage(order.url, STANDIN_CARDS.declined);
    assert.equal(declined.status, 402);
    assert.match(await declined.text(), /role="alert"[^>]*>Your card was declined/);
    await harness.standin.settled();
    assert.equal(await statusOf(harness.ctx, order.id), 'CREDIT_CARD');
    const stripe = stripeOf(harness.ctx.deps).clientOf('demo');
    await stripe.checkout.sessions.expire(order.sessionId);
    await harness.standin.settled();
    assert.equal(await statusOf(harness.ctx, order.id), 'PAYMENT_ERROR');
    assert.equal((await attemptOf(harness.ctx, order.attemptId)).errorKey, 'payment_failed');
  });

  it('a wrong or stale signature is refused 401 by the SDK check, and logged', async () => {
    const order = await atStripeCheckout(harness);
    harness.deliveries(false);
    await payOnPage(order.url, STANDIN_CARDS.succeeds);
    await harness.standin.settled();
    harness.deliveries(true);
    const { body } = completedEventOf(order.sessionId);
    const warnings = await warningsDuring(async () => {
      const forged = await harness.post(body, { secret: 'whsec_not_the_tenants' });
      assert.equal(forged.status, 401);
      assert.equal(forged.body.error, 'invalid_signature');
      const tampered = await harness.post(body.replace('"paid"', '"unpaid"'), { signature: harness.standin.sign(body) });
      assert.equal(tampered.body.error, 'invalid_signature');
      const stale = await harness.post(body, { at: new Date(Date.now() - 10 * 60_000) });
      assert.equal(stale.status, 401);
      assert.equal(stale.body.error, 'stale_notification');
      const unsigned = await harness.ctx.app.request(`http://stripe.invalid/api/v2/pfp/payments/webhooks/stripe`, { method: 'POST', body });
      assert.equal(unsigned.status, 401);
    });
    assert.deepEqual(
      warnings.map((fields) => (fields as { refused: string }).refused),
      ['invalid_signature', 'invalid_signature', 'stale_notification', 'invalid_signature'],
    );
    assert.equal(await statusOf(harness.ctx, order.id), 'CREDIT_CARD');
    const genuine = await harness.post(body);
    assert.equal(genuine.body.data?.processed, true);
    assert.equal((await movesTo(harness.ctx, order.id, 'CHARGED')).length, 1);
  });

  it('an amount other than the attempt\'s is refused: PAYMENT_ERROR with payment_verification_error and the money recorded as a refund due', async () => {
    const order = await atStripeCheckout(harness);
    harness.deliveries(false);
    await payOnPage(order.url, STANDIN_CARDS.succeeds);
    await harness.standin.settled();
    harness.deliveries(true);
    const event = JSON.parse(completedEventOf(order.sessionId).body) as { id: string; data: { object: { amount_total: number } } };
    event.id = `${event.id}_short`;
    event.data.object.amount_total = 100;
    const answer = await harness.post(JSON.stringify(event));
    assert.equal(answer.status, 200);
    assert.equal(answer.body.data?.status, 'PAYMENT_ERROR');
    assert.equal((await attemptOf(harness.ctx, order.attemptId)).errorKey, 'payment_verification_error');
    assert.equal((await movesTo(harness.ctx, order.id, 'CHARGED')).length, 0);
    const refunds = await harness.ctx.deps.db.select().from(t.investmentRefunds).where(eq(t.investmentRefunds.attemptId, order.attemptId));
    assert.deepEqual(refunds.map((refund) => refund.amount), ['1.00']);
  });

  it('refunds through Stripe with the refund id as idempotency key: asked twice, refunded once', async () => {
    const order = await atStripeCheckout(harness);
    await payOnPage(order.url, STANDIN_CARDS.succeeds);
    await harness.standin.settled();
    const attempt = await attemptOf(harness.ctx, order.attemptId);
    assert.ok(attempt.providerRef);
    const provider = stripeOf(harness.ctx.deps);
    const refundId = '7f0c3c44-6a37-4d7e-9d0e-0a8a0e0e0e01';
    const input = { tenantSlug: 'demo', refundId, attempt: { id: attempt.id, providerRef: attempt.providerRef, currency: 'EUR' }, amount: '60.90' };
    const first = await provider.refund(input);
    const second = await provider.refund(input);
    assert.deepEqual(first, second);
    assert.equal(first.status, 'succeeded');
    const refund = harness.standin.refunds.get(first.providerRef);
    assert.equal(refund?.amount, 6090);
    assert.deepEqual(
      harness.standin.requests.filter((request) => request.idempotencyKey === `refund-${refundId}`).map((request) => request.replayed),
      [false, true],
    );
  });

  it('a mistyped section fails the start, naming the field and never its value', () => {
    const secrets = new ProviderSecrets({ demo: { stripe: { secret_key: 'pk_live_not_a_secret_key', webhook_secret: TEST_KEYS.webhook_secret } } });
    assert.throws(() => secrets.check('stripe', stripeSecretsSchema), (error: unknown) => /"stripe" for tenant "demo" are invalid: secret_key/.test(String(error)) && !String(error).includes('pk_live'));
  });

  it('a tenant paying in a currency without cents (the yen): 409 payment_currency_not_supported, and Stripe is never asked', async () => {
    const order = await orderToPay(harness.ctx);
    assert.equal((await chooseMethod(harness.ctx, order.investor.token, order.id, 'card_provider')).status, 200);
    const sent = harness.standin.requests.length;
    await customize(harness.ctx, { currency: { code: 'JPY' } } as never);
    try {
      const started = await startPayment(harness.ctx, order.investor.token, order.id, 'card_provider');
      assert.deepEqual([started.status, started.body.error], [409, 'payment_currency_not_supported']);
      assert.equal(harness.standin.requests.length, sent);
    } finally {
      await customize(harness.ctx, { currency: { code: 'EUR' } } as never);
    }
  });

  it('a tenant without Stripe keys: 409 payment_provider_not_configured, and no saved card offered', async () => {
    const provider = new StripePaymentProvider({ secrets: new ProviderSecrets({ other: { stripe: TEST_KEYS } }), logger: createLogger({ NODE_ENV: 'test' }) });
    assert.throws(
      () => provider.clientOf('demo'),
      (error: unknown) => error instanceof ApiError && error.status === 409 && error.key === 'payment_provider_not_configured',
    );
    const investor = await orderToPay(harness.ctx);
    await customize(harness.ctx, { modules: { payment: 'sandbox' } } as never);
    try {
      const card = await harness.ctx.request('GET', `${PFP}/payment-card`, { token: investor.investor.token });
      assert.deepEqual(card.body.data, { available: false, card: null });
    } finally {
      await customize(harness.ctx, { modules: { payment: 'stripe' } } as never);
    }
  });
});

describe('a saved card (IN_UPDATE_CREDIT_CARD → CARD_REGISTRATION_UPDATED → CHARGED)', () => {
  it('registers the card on the setup page, charges it off session, and a later order pays with it without a page', async () => {
    const { ctx, standin } = harness;
    const order = await atStripeCheckout(harness, { card: 'register' });
    assert.equal(await statusOf(ctx, order.id), 'IN_UPDATE_CREDIT_CARD');
    assert.equal(standin.sessions.get(order.sessionId)?.mode, 'setup');
    const state = await ctx.request('GET', `${PFP}/investments/${order.id}/payment`, { token: order.investor.token });
    assert.equal(state.body.data.redirect_url, order.url.toString());
    const saved = await payOnPage(order.url, STANDIN_CARDS.succeeds);
    assert.equal(saved.status, 303);
    await standin.settled();
    for (const status of ['IN_UPDATE_CREDIT_CARD', 'CARD_REGISTRATION_UPDATED', 'CHARGED'] as const) {
      assert.equal((await movesTo(ctx, order.id, status)).length, 1, status);
    }
    const card = await ctx.request('GET', `${PFP}/payment-card`, { token: order.investor.token });
    assert.deepEqual(card.body.data, { available: true, card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 } });

    const token = order.investor.token;
    const next = await nextCardOrder(ctx, token);
    const charging = await startPayment(ctx, token, next, 'card_provider', { card: 'saved' });
    assert.equal(charging.status, 200, JSON.stringify(charging.body));
    assert.equal(charging.body.data.kind, 'charging');
    await standin.settled();
    for (const status of ['IN_UPDATE_CREDIT_CARD', 'CARD_REGISTRATION_UPDATED', 'CHARGED'] as const) {
      assert.equal((await movesTo(ctx, next, status)).length, 1, status);
    }
    const charges = standin.requests.filter((request) => request.path === '/v1/payment_intents');
    assert.ok(charges.length >= 2 && charges.every((request) => request.idempotencyKey?.startsWith('charge-stripe_')));

    const [row] = await ctx.deps.db.select().from(t.savedCards).where(eq(t.savedCards.userId, order.investor.id));
    assert.ok(row?.paymentMethodRef);
    const removed = await ctx.request('DELETE', `${PFP}/payment-card`, { token });
    assert.deepEqual(removed.body.data, { available: true, card: null });
    assert.equal(standin.paymentMethods.get(row.paymentMethodRef)?.customer, null);
    const without = await nextCardOrder(ctx, token);
    const refused = await startPayment(ctx, token, without, 'card_provider', { card: 'saved' });
    assert.equal(refused.status, 409);
    assert.equal(refused.body.error, 'saved_card_not_found');
  });

  it('a saved card whose charge is declined (0341): payment_intent.payment_failed ends the order in PAYMENT_ERROR', async () => {
    const { ctx, standin } = harness;
    const order = await atStripeCheckout(harness, { card: 'register' });
    await payOnPage(order.url, STANDIN_CARDS.chargeDeclined);
    await standin.settled();
    assert.equal((await movesTo(ctx, order.id, 'CARD_REGISTRATION_UPDATED')).length, 1);
    assert.equal(await statusOf(ctx, order.id), 'PAYMENT_ERROR');
    assert.equal((await attemptOf(ctx, order.attemptId)).errorKey, 'payment_error');
  });
});
