import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, beforeEach, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import * as t from '../../db/schema.js';
import { SANDBOX_PAYMENT_SIGNATURE_HEADER, SANDBOX_PAYMENT_WEBHOOK_PATH } from '../../payments/sandbox/sandbox-payment.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { tenantIdOf } from '../../test/invest-fixtures.js';
import { atSandboxPage, CARD, chooseMethod, inProcess, movesTo, PFP, startPayment, statusOf, submitPage } from '../../test/payment-fixtures.js';

/**
 * Provider notifications that come late, out of order, twice or for an attempt the order no
 * longer uses (issue 33, defect 3). They run on PGlite and on PostgreSQL (test:pg), where the
 * parallel ones race for real.
 */

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
beforeEach(() => ctx.deps.notifier.useTransport(inProcess(ctx)));
after(() => ctx.close());

type Outcome = 'succeeded' | 'failed';

async function attemptOf(id: string) {
  const [row] = await ctx.deps.db.select().from(t.paymentAttempts).where(eq(t.paymentAttempts.id, id));
  assert.ok(row, `no attempt ${id}`);
  return row;
}

async function refundsOf(investmentId: string) {
  return ctx.deps.db.select().from(t.investmentRefunds).where(eq(t.investmentRefunds.investmentId, investmentId));
}

async function managerNoticesAbout(investmentId: string) {
  const rows = await ctx.deps.db
    .select()
    .from(t.notifications)
    .where(and(eq(t.notifications.subjectId, investmentId), eq(t.notifications.kind, 'payment')));
  const managers = new Set((await ctx.deps.db.select({ id: t.users.id }).from(t.users).where(eq(t.users.primaryRole, 'ADMIN'))).map((row) => row.id));
  return rows.filter((row) => managers.has(row.userId));
}

/** A notification of the sandbox provider for an attempt, signed as the provider signs it, with an event id of its own. */
async function notification(attemptId: string, outcome: Outcome, options: { amount?: string } = {}) {
  const attempt = await attemptOf(attemptId);
  const body = JSON.stringify({
    id: `evt_${randomUUID()}`,
    type: `payment.${outcome}`,
    created: Math.floor(ctx.clock.now().getTime() / 1000),
    data: { session_id: attempt.id, amount: options.amount ?? attempt.amount, currency: attempt.currency, error_key: outcome === 'failed' ? 'payment_error' : null },
  });
  const signature = await ctx.deps.paymentSandbox.sign(await tenantIdOf(ctx), body, ctx.clock.now());
  return () => ctx.request('POST', SANDBOX_PAYMENT_WEBHOOK_PATH, { rawBody: body, headers: { 'Content-Type': 'application/json', [SANDBOX_PAYMENT_SIGNATURE_HEADER]: signature } });
}

async function deliver(attemptId: string, outcome: Outcome, options: { amount?: string } = {}) {
  const answer = await (await notification(attemptId, outcome, options))();
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.data as { processed: boolean; status: string | null };
}

/** An order whose card payment (attempt A) was declined, paid again with Bizum (attempt B, open). */
async function retriedWithBizum() {
  const order = await atSandboxPage(ctx, 'card_provider');
  await submitPage(ctx, order.page, CARD('4000000000000002'));
  assert.equal(await statusOf(ctx, order.id), 'PAYMENT_ERROR');
  assert.equal((await chooseMethod(ctx, order.investor.token, order.id, 'bizum')).status, 200);
  const started = await startPayment(ctx, order.investor.token, order.id, 'bizum');
  assert.equal(started.status, 200, JSON.stringify(started.body));
  return { ...order, first: order.sessionId, second: started.body.data.session_id as string };
}

describe('a notification for an attempt the order no longer uses', () => {
  it('a late success of the declined card attempt neither charges the order nor swallows the Bizum payment: it is a refund due, and the managers are told', async () => {
    const order = await retriedWithBizum();
    const waiting = await statusOf(ctx, order.id);

    assert.deepEqual(await deliver(order.first, 'succeeded'), { processed: true, status: null });
    assert.equal(await statusOf(ctx, order.id), waiting, 'the superseded attempt moved the order');
    assert.equal((await attemptOf(order.first)).status, 'failed', "a finished attempt's status changed");
    const [refund, ...more] = await refundsOf(order.id);
    assert.equal(more.length, 0);
    assert.equal(refund?.attemptId, order.first);
    assert.equal(refund?.reason, 'payment_not_applied');
    assert.equal(refund?.amount, (await attemptOf(order.first)).amount);
    const [told] = await managerNoticesAbout(order.id);
    assert.ok(told, 'no manager was told of the refund');
    // The amount in the reader's number format, with the provider's currency code (which need not be the tenant's).
    assert.match(told.texts?.es.title ?? '', /^Devolución pendiente: \d[\d.]*,\d{2}\u00A0EUR$/);
    assert.match(told.texts?.en.title ?? '', /^Refund due: \d[\d,]*\.\d{2}\u00A0EUR$/);
    // Its e-mail opens the manager's inbox, not the investor's.
    const [manager] = await ctx.deps.db.select({ email: t.users.email }).from(t.users).where(eq(t.users.id, told.userId));
    const mails = await ctx.deps.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.to, manager?.email ?? ''));
    assert.ok(mails.some((mail) => mail.meta.purpose === 'payment' && /^http:\/\/[^/]+\/manager\/notifications$/.test(mail.meta.link ?? '')));

    assert.deepEqual(await deliver(order.second, 'succeeded'), { processed: true, status: 'SIGNED' });
    assert.equal((await attemptOf(order.second)).status, 'succeeded');
    assert.equal((await movesTo(ctx, order.id, 'CHARGED')).length, 1);
    assert.equal((await refundsOf(order.id)).length, 1, 'the current attempt is not owed back');
  });

  it('a second success of an attempt already taken is the same money: no refund, no move', async () => {
    const order = await atSandboxPage(ctx, 'card_provider');
    await submitPage(ctx, order.page, CARD('4242424242424242'));
    assert.equal(await statusOf(ctx, order.id), 'SIGNED');
    assert.deepEqual(await deliver(order.sessionId, 'succeeded'), { processed: true, status: null });
    assert.deepEqual(await deliver(order.sessionId, 'failed'), { processed: true, status: null });
    assert.equal((await attemptOf(order.sessionId)).status, 'succeeded');
    assert.equal(await statusOf(ctx, order.id), 'SIGNED');
    assert.equal((await refundsOf(order.id)).length, 0);
  });

  it('a success that lands after the order was revoked is owed back once, however often it is told', async () => {
    const order = await atSandboxPage(ctx, 'card_provider');
    const revoked = await ctx.request('POST', `${PFP}/investments/${order.id}/revoke`, { token: order.investor.token });
    assert.equal(revoked.status, 200, JSON.stringify(revoked.body));
    await deliver(order.sessionId, 'succeeded');
    await deliver(order.sessionId, 'succeeded');
    assert.equal(await statusOf(ctx, order.id), 'CANCELED');
    const refunds = await refundsOf(order.id);
    assert.equal(refunds.length, 1);
    assert.equal(refunds[0]?.attemptId, order.sessionId);
  });

  it('an amount other than the attempt\'s fails the payment and what was taken is owed back', async () => {
    const order = await atSandboxPage(ctx, 'card_provider');
    assert.deepEqual(await deliver(order.sessionId, 'succeeded', { amount: '0.01' }), { processed: true, status: 'PAYMENT_ERROR' });
    const [refund] = await refundsOf(order.id);
    assert.equal(refund?.amount, '0.01');
    assert.equal((await attemptOf(order.sessionId)).errorKey, 'payment_verification_error');
  });
});

describe('notifications of one attempt in parallel', () => {
  it('20 copies of a success and 10 different failures settle the attempt and the order the same way, and money never goes unaccounted', async () => {
    const order = await atSandboxPage(ctx, 'card_provider');
    const success = await notification(order.sessionId, 'succeeded');
    const sends = [...Array.from({ length: 20 }, () => success), ...(await Promise.all(Array.from({ length: 10 }, () => notification(order.sessionId, 'failed'))))];
    const answers = await Promise.all(sends.map((send) => send()));
    assert.ok(answers.every((answer) => answer.status === 200), JSON.stringify(answers.map((answer) => answer.status)));

    const attempt = await attemptOf(order.sessionId);
    const status = await statusOf(ctx, order.id);
    const refunds = await refundsOf(order.id);
    if (status === 'SIGNED') {
      assert.equal(attempt.status, 'succeeded');
      assert.equal(refunds.length, 0);
    } else {
      // A failure was taken first: the success that came after is money to give back, once.
      assert.equal(status, 'PAYMENT_ERROR');
      assert.equal(attempt.status, 'failed');
      assert.equal(refunds.length, 1);
    }
    assert.equal((await movesTo(ctx, order.id, 'CHARGED')).length + (await movesTo(ctx, order.id, 'PAYMENT_ERROR')).length, 1, 'the order moved more than once');
  });
});
