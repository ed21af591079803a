import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { movesTo } from '../../test/payment-fixtures.js';
import { redsysOrderOf } from './redsys-payment.js';
import { notification, postNotification, secretsFor, startedOrder, useRedsys } from './redsys-test-fixtures.js';

/** Run on PostgreSQL too (scripts/with-postgres.sh): the notifications race on real row locks there. */
let ctx: TestContext;
before(async () => {
  // No browser goes to the gateway here: the notifications are posted as Redsys would post them.
  ctx = await createTestContext({ PAYMENT_PROVIDER_SECRETS: secretsFor('http://127.0.0.1:9') });
  await useRedsys(ctx);
});
after(() => ctx.close());

async function amountOf(attemptId: string): Promise<string> {
  const [row] = await ctx.deps.db.select({ amount: t.paymentAttempts.amount }).from(t.paymentAttempts).where(eq(t.paymentAttempts.id, attemptId));
  return (row?.amount ?? '').replace('.', '');
}

describe(`Redsys notifications arriving together (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('the same notification eight times at once: processed once, CHARGED once, nothing owed back', async () => {
    const order = await startedOrder(ctx, 'card_terminal');
    const body = notification(redsysOrderOf(order.attemptId) ?? '', { amount: await amountOf(order.attemptId), at: ctx.clock.now() });
    const answers = await Promise.all(Array.from({ length: 8 }, () => postNotification(ctx, body)));
    assert.deepEqual(answers.map((answer) => answer.status), Array(8).fill(200));
    assert.equal(answers.filter((answer) => answer.body.data.processed).length, 1);
    assert.equal((await movesTo(ctx, order.id, 'CHARGED')).length, 1);
    assert.equal((await ctx.deps.db.select().from(t.investmentRefunds).where(eq(t.investmentRefunds.investmentId, order.id))).length, 0);
  });

  it('two different success notifications of one Bizum payment at once: one charge, the other is the same payment told again', async () => {
    const order = await startedOrder(ctx, 'bizum');
    const redsysOrder = redsysOrderOf(order.attemptId) ?? '';
    const amount = await amountOf(order.attemptId);
    const bodies = ['111111', '222222', '111111', '222222'].map((authorisation) => notification(redsysOrder, { amount, at: ctx.clock.now(), authorisation }));
    const answers = await Promise.all(bodies.map((body) => postNotification(ctx, body)));
    assert.deepEqual(answers.map((answer) => answer.status), Array(4).fill(200));
    assert.equal(answers.filter((answer) => answer.body.data.processed).length, 2);
    assert.equal((await movesTo(ctx, order.id, 'CHARGED')).length, 1);
    assert.equal((await ctx.deps.db.select().from(t.investmentRefunds).where(eq(t.investmentRefunds.investmentId, order.id))).length, 0);
  });

  it('a denial and the retry that pays, of the same order, at once (twice each): whichever comes first, one charge and nothing owed back', async () => {
    const order = await startedOrder(ctx, 'card_terminal');
    const redsysOrder = redsysOrderOf(order.attemptId) ?? '';
    const amount = await amountOf(order.attemptId);
    const denial = notification(redsysOrder, { amount, at: ctx.clock.now(), response: '0190', authorisation: '' });
    const payment = notification(redsysOrder, { amount, at: ctx.clock.now() });
    const answers = await Promise.all([denial, payment, denial, payment].map((body) => postNotification(ctx, body)));
    assert.deepEqual(answers.map((answer) => answer.status), Array(4).fill(200));
    assert.equal((await movesTo(ctx, order.id, 'CHARGED')).length, 1);
    assert.equal((await ctx.deps.db.select().from(t.investmentRefunds).where(eq(t.investmentRefunds.investmentId, order.id))).length, 0);
  });
});
