import assert from 'node:assert/strict';
import { after, before, it } from 'node:test';
import { movesTo } from '../../test/payment-fixtures.js';
import { STANDIN_CARDS } from './standin/stripe-standin.js';
import { atStripeCheckout, payOnPage, stripeHarness, type StripeHarness } from './stripe-fixtures.js';

// Run on PostgreSQL too (scripts/with-postgres.sh): there the deliveries really run in parallel.
let harness: StripeHarness;
before(async () => {
  harness = await stripeHarness();
});
after(() => harness.close());

it('the same checkout.session.completed delivered 6 times at once: one is processed, the order is CHARGED exactly once', async () => {
  const order = await atStripeCheckout(harness);
  harness.deliveries(false);
  await payOnPage(order.url, STANDIN_CARDS.succeeds);
  await harness.standin.settled();
  const event = harness.standin.events.find((candidate) => candidate.type === 'checkout.session.completed' && candidate.body.includes(order.sessionId));
  assert.ok(event);
  const answers = await Promise.all(Array.from({ length: 6 }, () => harness.post(event.body)));
  assert.deepEqual(answers.map((answer) => answer.status), [200, 200, 200, 200, 200, 200]);
  assert.equal(answers.filter((answer) => answer.body.data?.processed).length, 1);
  assert.equal((await movesTo(harness.ctx, order.id, 'CHARGED')).length, 1);
});
