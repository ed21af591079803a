import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.js';
import { movesTo, startPayment, statusOf } from '../../test/payment-fixtures.js';
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
    crashAfterNextCharge();
    await startPayment(ctx, token, next, 'card_provider', { card: 'saved' });
    await ctx.deps.db.update(t.investments).set({ fee: '1.00' }).where(eq(t.investments.id, next));
    const again = await startPayment(ctx, token, next, 'card_provider', { card: 'saved' });
    assert.notEqual(again.status, 500, JSON.stringify(again.body));
    harness.deliveries(true);
    await deliverEventsOf(next);
    const charged = intentsOf(next).filter((intent) => intent.status === 'succeeded');
    const owed = await refundsOf(next);
    // Every charge either paid the order or is owed back.
    assert.equal(charged.length, (await movesTo(ctx, next, 'CHARGED')).length + owed.length);
    assert.equal((await movesTo(ctx, next, 'CHARGED')).length, 1);
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
