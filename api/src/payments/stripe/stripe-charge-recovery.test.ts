import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import * as t from '../../db/schema.js';
import { movesTo, PFP, startPayment, statusOf } from '../../test/payment-fixtures.js';
import { STANDIN_CARDS } from './standin/stripe-standin.js';
import { atStripeCheckout, attemptOf, nextCardOrder, payOnPage, stripeHarness, type StripeHarness } from './stripe-fixtures.js';
import { stripeOf } from './stripe-webhook.js';

// Run on PostgreSQL too (scripts/with-postgres.sh): a rollback there is a real one.
let harness: StripeHarness;
before(async () => {
  harness = await stripeHarness();
});
after(() => harness.close());

/** An investor whose card is saved (registered on the setup page, their first order CHARGED). */
async function investorWithSavedCard(): Promise<string> {
  const order = await atStripeCheckout(harness, { card: 'register' });
  await payOnPage(order.url, STANDIN_CARDS.succeeds);
  await harness.standin.settled();
  assert.equal(await statusOf(harness.ctx, order.id), 'SIGNED');
  return order.investor.token;
}

/** The API fails (a crash, a lost database connection) just after Stripe answered the next charge. */
function crashAfterNextCharge(): void {
  const provider = stripeOf(harness.ctx.deps);
  const original = provider.charge.bind(provider);
  provider.charge = async (...args) => {
    provider.charge = original;
    await original(...args);
    throw new Error('crashed after Stripe charged');
  };
}

/** Sends again every event Stripe sent about the order (as Stripe retries an undelivered one). */
async function deliverEventsOf(investmentId: string): Promise<void> {
  for (const event of harness.standin.events.filter((candidate) => candidate.body.includes(investmentId))) await harness.post(event.body);
}

const refundsOf = (investmentId: string) => harness.ctx.deps.db.select().from(t.investmentRefunds).where(eq(t.investmentRefunds.investmentId, investmentId));
const intentsOf = (investmentId: string) => [...harness.standin.paymentIntents.values()].filter((intent) => (intent.metadata as Record<string, string>).investment_id === investmentId);

describe('a saved card charged, then the API fails before it answers', () => {
  it('the attempt was recorded before Stripe was called: payment_intent.succeeded finds it and the order is CHARGED once, no money lost', async () => {
    const { ctx } = harness;
    const token = await investorWithSavedCard();
    const next = await nextCardOrder(ctx, token);
    crashAfterNextCharge();
    await startPayment(ctx, token, next, 'card_provider', { card: 'saved' });
    await harness.standin.settled();
    assert.equal(intentsOf(next).length, 1);
    assert.equal((await movesTo(ctx, next, 'CHARGED')).length, 1);
    assert.deepEqual(await refundsOf(next), []);
    assert.ok(harness.standin.deliveries.every((delivery) => delivery.status === 200), JSON.stringify(harness.standin.deliveries));
  });

  it('started again with another total (a new fee): never a 500, never a second charge, the first charge pays the order', async () => {
    const { ctx } = harness;
    const token = await investorWithSavedCard();
    const next = await nextCardOrder(ctx, token);
    harness.deliveries(false);
    try {
      crashAfterNextCharge();
      await startPayment(ctx, token, next, 'card_provider', { card: 'saved' });
      await ctx.deps.db.update(t.investments).set({ fee: '1.00' }).where(eq(t.investments.id, next));
      const again = await startPayment(ctx, token, next, 'card_provider', { card: 'saved' });
      assert.notEqual(again.status, 500, JSON.stringify(again.body));
    } finally {
      harness.deliveries(true);
    }
    await deliverEventsOf(next);
    const charged = intentsOf(next).filter((intent) => intent.status === 'succeeded');
    const owed = await refundsOf(next);
    // Every charge either paid the order or is owed back.
    assert.equal(charged.length, (await movesTo(ctx, next, 'CHARGED')).length + owed.length);
    assert.equal((await movesTo(ctx, next, 'CHARGED')).length, 1);
  });
});

describe('a saved card\'s charge Stripe refuses or never gets', () => {
  it('refused at once (the card no longer usable): the order goes to PAYMENT_ERROR with payment_failed, and may be paid again', async () => {
    const { ctx } = harness;
    const token = await investorWithSavedCard();
    const next = await nextCardOrder(ctx, token);
    const provider = stripeOf(ctx.deps);
    const original = provider.charge.bind(provider);
    provider.charge = () => Promise.reject(new Stripe.errors.StripeInvalidRequestError({ type: 'invalid_request_error', message: 'The provided PaymentMethod is not attached to this customer.' }));
    try {
      const started = await startPayment(ctx, token, next, 'card_provider', { card: 'saved' });
      assert.equal(started.status, 200, JSON.stringify(started.body));
      assert.equal(started.body.data.investment.status, 'PAYMENT_ERROR');
    } finally {
      provider.charge = original;
    }
    const state = await ctx.request('GET', `${PFP}/investments/${next}/payment`, { token });
    assert.equal(state.body.data.last_error, 'payment_failed');
    assert.deepEqual(intentsOf(next), []);
  });

  it('Stripe unreachable: the order waits; a start retried at once sends nothing, one retried minutes later sends the charge under the attempt\'s key', async () => {
    const { ctx, standin } = harness;
    const token = await investorWithSavedCard();
    const next = await nextCardOrder(ctx, token);
    const provider = stripeOf(ctx.deps);
    const original = provider.charge.bind(provider);
    provider.charge = () => Promise.reject(new Stripe.errors.StripeConnectionError({ message: 'An error occurred with our connection to Stripe.' }));
    try {
      const started = await startPayment(ctx, token, next, 'card_provider', { card: 'saved' });
      assert.equal(started.body.data.kind, 'charging');
      assert.equal(await statusOf(ctx, next), 'CARD_REGISTRATION_UPDATED');
    } finally {
      provider.charge = original;
    }
    const atOnce = await startPayment(ctx, token, next, 'card_provider', { card: 'saved' });
    assert.equal(atOnce.body.data.kind, 'charging');
    assert.deepEqual(intentsOf(next), []);
    ctx.clock.advance(3 * 60_000);
    try {
      const later = await startPayment(ctx, token, next, 'card_provider', { card: 'saved' });
      assert.equal(later.status, 200, JSON.stringify(later.body));
      await standin.settled();
    } finally {
      ctx.clock.reset();
    }
    assert.equal(intentsOf(next).length, 1);
    assert.equal((await movesTo(ctx, next, 'CHARGED')).length, 1);
  });

  it('registering a card: the API failing after Stripe charged answers 500, Stripe sends the registration again, the card is charged once and the order CHARGED', async () => {
    const { ctx, standin } = harness;
    const order = await atStripeCheckout(harness, { card: 'register' });
    crashAfterNextCharge();
    await payOnPage(order.url, STANDIN_CARDS.succeeds);
    await standin.settled();
    const registration = standin.deliveries.filter((delivery) => delivery.type === 'checkout.session.completed').at(-1);
    assert.equal(registration?.status, 200);
    assert.equal(intentsOf(order.id).length, 1);
    assert.equal((await movesTo(ctx, order.id, 'CHARGED')).length, 1);
    assert.equal((await attemptOf(ctx, order.attemptId)).providerRef, intentsOf(order.id)[0]?.id);
  });
});

describe('a second, different charge of an attempt already paid', () => {
  it('is owed back (its payment intent is not the one that paid); the paying charge told again is not', async () => {
    const { ctx, standin } = harness;
    const token = await investorWithSavedCard();
    const next = await nextCardOrder(ctx, token);
    const started = await startPayment(ctx, token, next, 'card_provider', { card: 'saved' });
    assert.equal(started.status, 200, JSON.stringify(started.body));
    await standin.settled();
    assert.equal((await movesTo(ctx, next, 'CHARGED')).length, 1);
    const [paid] = intentsOf(next);
    assert.ok(paid);
    const paidEvent = standin.events.find((event) => event.type === 'payment_intent.succeeded' && event.body.includes(String(paid.id)));
    assert.ok(paidEvent);
    const replay = await harness.post(paidEvent.body);
    assert.deepEqual(replay.body.data, { processed: false, status: null });

    // The same charge made again under a key Stripe no longer remembers (after 24 hours): new money.
    const stripe = stripeOf(ctx.deps).clientOf('demo');
    await stripe.paymentIntents.create(
      {
        amount: Number(paid.amount),
        currency: String(paid.currency),
        customer: String(paid.customer),
        payment_method: String(paid.payment_method),
        off_session: true,
        confirm: true,
        metadata: paid.metadata as Record<string, string>,
      },
      { idempotencyKey: `forgotten-${String(paid.id)}` },
    );
    await standin.settled();
    const owed = await refundsOf(next);
    const attempt = (paid.metadata as Record<string, string>).attempt_id ?? '';
    assert.deepEqual(
      owed.map((refund) => [refund.amount, refund.attemptId]),
      [[(await attemptOf(ctx, attempt)).amount, attempt]],
    );
    assert.equal((await movesTo(ctx, next, 'CHARGED')).length, 1);
  });
});
