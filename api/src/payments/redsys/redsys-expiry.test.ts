import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.js';
import { MINUTE } from '../../lib/clock.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { chooseMethod, mailsAbout, movesTo, startPayment, statusOf } from '../../test/payment-fixtures.js';
import { apiJobs } from '../../jobs/api-jobs.js';
import { jobRunner } from '../../jobs/jobs.js';
import { expireRedsysAttempts } from './redsys-expiry.js';
import { redsysOrderOf } from './redsys-payment.js';
import { notification, postNotification, secretsFor, startedOrder, useRedsys } from './redsys-test-fixtures.js';

/** Run on PostgreSQL too (scripts/with-postgres.sh): the sweeps and a late payment race on real row locks there. */
let ctx: TestContext;
before(async () => {
  // No browser goes to the gateway here: the notifications are posted as Redsys would post them.
  ctx = await createTestContext({ PAYMENT_PROVIDER_SECRETS: secretsFor('http://127.0.0.1:9') });
  await useRedsys(ctx);
});
after(() => ctx.close());

async function attemptOf(id: string) {
  const [row] = await ctx.deps.db.select().from(t.paymentAttempts).where(eq(t.paymentAttempts.id, id));
  assert.ok(row);
  return row;
}

const refundsOf = (investmentId: string) => ctx.deps.db.select().from(t.investmentRefunds).where(eq(t.investmentRefunds.investmentId, investmentId));
const cents = (amount: string) => amount.replace('.', '');

describe(`a Redsys page the investor abandons (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('expires after 30 minutes to PAYMENT_ERROR payment_failed once, the investor can pay again, and a success arriving later is a refund due', async () => {
    const order = await startedOrder(ctx, 'card_terminal');
    ctx.clock.advance(29 * MINUTE);
    await expireRedsysAttempts(ctx.deps);
    assert.equal(await statusOf(ctx, order.id), 'IN_UPDATE_TPV');
    // Still waiting: starting again serves the same page.
    const same = await startPayment(ctx, order.investor.token, order.id, 'card_terminal');
    assert.equal(same.body.data.session_id, order.attemptId);

    ctx.clock.advance(2 * MINUTE);
    assert.ok((await expireRedsysAttempts(ctx.deps)) >= 1);
    assert.equal(await statusOf(ctx, order.id), 'PAYMENT_ERROR');
    const [moved] = await movesTo(ctx, order.id, 'PAYMENT_ERROR');
    assert.equal(moved?.actorKind, 'provider');
    const state = await ctx.request('GET', `/api/v2/pfp/investments/${order.id}/payment`, { token: order.investor.token });
    assert.deepEqual({ last_error: state.body.data.last_error, redirect_url: state.body.data.redirect_url }, { last_error: 'payment_failed', redirect_url: null });
    assert.equal((await mailsAbout(ctx, order.id, 'payment_failed')).length, 1);

    // A second sweep changes nothing.
    assert.equal(await expireRedsysAttempts(ctx.deps), 0);
    assert.equal((await movesTo(ctx, order.id, 'PAYMENT_ERROR')).length, 1);

    const attempt = await attemptOf(order.attemptId);
    const late = await postNotification(ctx, notification(redsysOrderOf(order.attemptId) ?? '', { amount: cents(attempt.amount), at: ctx.clock.now() }));
    assert.equal(late.status, 200, JSON.stringify(late.body));
    assert.equal((await movesTo(ctx, order.id, 'CHARGED')).length, 0);
    assert.equal((await refundsOf(order.id)).length, 1);

    const again = await chooseMethod(ctx, order.investor.token, order.id, 'bizum');
    assert.equal(again.status, 200);
    assert.equal(again.body.data.status, 'METHOD_PAYMENT');
  });

  it('a denied attempt left open for a retry is closed at its expiry, keeping the reason shown; a success after that is a refund due', async () => {
    const order = await startedOrder(ctx, 'bizum');
    const attempt = await attemptOf(order.attemptId);
    const redsysOrder = redsysOrderOf(order.attemptId) ?? '';
    await postNotification(ctx, notification(redsysOrder, { amount: cents(attempt.amount), response: '0190', at: ctx.clock.now(), authorisation: '' }));
    assert.equal(await statusOf(ctx, order.id), 'PAYMENT_ERROR');
    ctx.clock.advance(31 * MINUTE);
    await expireRedsysAttempts(ctx.deps);
    const closed = await attemptOf(order.attemptId);
    assert.ok(closed.settledAt);
    assert.equal(closed.errorKey, 'payment_error');
    assert.equal((await movesTo(ctx, order.id, 'PAYMENT_ERROR')).length, 1);
    await postNotification(ctx, notification(redsysOrder, { amount: cents(attempt.amount), at: ctx.clock.now() }));
    assert.equal(await statusOf(ctx, order.id), 'PAYMENT_ERROR');
    assert.equal((await refundsOf(order.id)).length, 1);
  });

  it("runs in the API's periodic job: at its start (a restart finds the attempts left open), then every interval", async () => {
    const order = await startedOrder(ctx, 'bizum');
    ctx.clock.advance(31 * MINUTE);
    const stop = jobRunner(ctx.deps.database, ctx.deps.logger).start(apiJobs(ctx.deps).filter((job) => job.name === 'redsys-expiry'));
    try {
      for (let tries = 0; tries < 50 && (await statusOf(ctx, order.id)) !== 'PAYMENT_ERROR'; tries++) await new Promise((resolve) => setTimeout(resolve, 100));
      assert.equal(await statusOf(ctx, order.id), 'PAYMENT_ERROR');
    } finally {
      await stop();
    }
  });

  it('two sweeps and the late success at once: either charged or expired with the money owed back, never both, never lost', async () => {
    const order = await startedOrder(ctx, 'card_terminal');
    const attempt = await attemptOf(order.attemptId);
    ctx.clock.advance(31 * MINUTE);
    const success = notification(redsysOrderOf(order.attemptId) ?? '', { amount: cents(attempt.amount), at: ctx.clock.now() });
    await Promise.all([expireRedsysAttempts(ctx.deps), postNotification(ctx, success), expireRedsysAttempts(ctx.deps)]);
    const charged = (await movesTo(ctx, order.id, 'CHARGED')).length;
    const failed = (await movesTo(ctx, order.id, 'PAYMENT_ERROR')).length;
    const refunds = (await refundsOf(order.id)).length;
    assert.ok((charged === 1 && failed === 0 && refunds === 0) || (charged === 0 && failed === 1 && refunds === 1), JSON.stringify({ charged, failed, refunds }));
  });
});
