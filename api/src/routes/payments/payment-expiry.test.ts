import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.js';
import { apiJobs } from '../../jobs/api-jobs.js';
import { jobRunner } from '../../jobs/jobs.js';
import { MINUTE } from '../../lib/clock.js';
import { SANDBOX_PAYMENT_SIGNATURE_HEADER, SANDBOX_PAYMENT_WEBHOOK_PATH } from '../../payments/sandbox/sandbox-payment.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { atSandboxPage, CARD, chooseMethod, inProcess, mailsAbout, movesTo, openPage, PFP, SLUG, statusOf, submitPage } from '../../test/payment-fixtures.js';

/** Abandoned hosted payments: the sandbox's sessions expire after 30 minutes, like a real provider's checkout. */

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
beforeEach(() => ctx.deps.notifier.useTransport(inProcess(ctx)));
after(() => ctx.close());

const ERROR = `http://localhost:3000/invest/${SLUG}/payment-error`;

async function notificationsOf(investmentId: string) {
  const attempts = await ctx.deps.db.select({ id: t.paymentAttempts.id }).from(t.paymentAttempts).where(eq(t.paymentAttempts.investmentId, investmentId));
  const ids = new Set(attempts.map((attempt) => attempt.id));
  const rows = await ctx.deps.db.select().from(t.providerNotifications);
  return rows.filter((row) => ids.has((JSON.parse(row.body) as { data: { session_id: string } }).data.session_id));
}

async function lastErrorOf(token: string, id: string) {
  const answer = await ctx.request('GET', `${PFP}/investments/${id}/payment`, { token });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.data as { status: string; last_error: string | null; redirect_url: string | null };
}

describe('a hosted payment the investor abandons', () => {
  it('expires after 30 minutes: a signed payment.expired notification moves the order to PAYMENT_ERROR once, and the investor can pay again', async () => {
    const order = await atSandboxPage(ctx);
    ctx.clock.advance(29 * MINUTE);
    await ctx.deps.paymentSandbox.expireDue(ctx.deps.db);
    assert.equal(await statusOf(ctx, order.id), 'CREDIT_CARD');

    ctx.clock.advance(2 * MINUTE);
    assert.ok((await ctx.deps.paymentSandbox.expireDue(ctx.deps.db)) >= 1);
    assert.equal(await statusOf(ctx, order.id), 'PAYMENT_ERROR');
    const [moved] = await movesTo(ctx, order.id, 'PAYMENT_ERROR');
    assert.equal(moved?.actorKind, 'provider');
    const state = await lastErrorOf(order.investor.token, order.id);
    assert.deepEqual({ status: state.status, last_error: state.last_error, redirect_url: state.redirect_url }, { status: 'PAYMENT_ERROR', last_error: 'payment_failed', redirect_url: null });
    const [notification, ...others] = await notificationsOf(order.id);
    assert.equal(others.length, 0);
    assert.equal((JSON.parse(notification?.body ?? '{}') as { type: string }).type, 'payment.expired');
    assert.ok(notification?.deliveredAt);
    assert.equal((await mailsAbout(ctx, order.id, 'payment_failed')).length, 1);

    // A second sweep, and the same notification sent again, change nothing.
    await ctx.deps.paymentSandbox.expireDue(ctx.deps.db);
    const replay = await ctx.request('POST', SANDBOX_PAYMENT_WEBHOOK_PATH, {
      rawBody: notification?.body ?? '',
      headers: { 'Content-Type': 'application/json', [SANDBOX_PAYMENT_SIGNATURE_HEADER]: await ctx.deps.paymentSandbox.sign(notification?.tenantId ?? '', notification?.body ?? '', ctx.clock.now()) },
    });
    assert.equal(replay.status, 200);
    assert.deepEqual(replay.body.data, { processed: false, status: null });
    assert.equal((await movesTo(ctx, order.id, 'PAYMENT_ERROR')).length, 1);
    assert.equal((await mailsAbout(ctx, order.id, 'payment_failed')).length, 1);
    assert.equal((await notificationsOf(order.id)).length, 1);

    const again = await chooseMethod(ctx, order.investor.token, order.id, 'card_provider');
    assert.equal(again.status, 200);
    assert.equal(again.body.data.status, 'METHOD_PAYMENT');
  });

  it('counts the 30 minutes from the session, so a session opened later is not expired with an older one', async () => {
    const older = await atSandboxPage(ctx);
    ctx.clock.advance(20 * MINUTE);
    const newer = await atSandboxPage(ctx, 'bizum');
    ctx.clock.advance(11 * MINUTE);
    await ctx.deps.paymentSandbox.expireDue(ctx.deps.db);
    assert.equal(await statusOf(ctx, older.id), 'PAYMENT_ERROR');
    assert.equal(await statusOf(ctx, newer.id), 'CREDIT_CARD');
  });

  it('an expiry notification that is not answered stays in the outbox and is retried like any other', async () => {
    const order = await atSandboxPage(ctx, 'card_terminal');
    ctx.deps.notifier.useTransport(async () => ({ status: 503 }));
    ctx.clock.advance(31 * MINUTE);
    await ctx.deps.paymentSandbox.expireDue(ctx.deps.db);
    assert.equal(await statusOf(ctx, order.id), 'IN_UPDATE_TPV');
    const [queued] = await notificationsOf(order.id);
    assert.equal(queued?.deliveredAt, null);
    assert.equal(queued?.attempts, 1);

    ctx.deps.notifier.useTransport(inProcess(ctx));
    ctx.clock.advance(5_000);
    assert.ok((await ctx.deps.notifier.deliverDue()) >= 1);
    assert.equal(await statusOf(ctx, order.id), 'PAYMENT_ERROR');
  });

  it('a page left open past the expiry takes no payment: the test card that pays sends the browser to payment-error', async () => {
    const order = await atSandboxPage(ctx);
    ctx.clock.advance(31 * MINUTE);
    const late = await submitPage(ctx, order.page, CARD('4242 4242 4242 4242'));
    assert.equal(late.status, 303);
    assert.equal(late.headers.get('Location'), `${ERROR}?investment=${order.id}&reason=payment_failed`);
    assert.equal(await statusOf(ctx, order.id), 'PAYMENT_ERROR');
    assert.equal((await movesTo(ctx, order.id, 'CHARGED')).length, 0);
  });

  it('a page reopened after the expiry says the session is over and expires it', async () => {
    const order = await atSandboxPage(ctx, 'crypto_wallet');
    ctx.clock.advance(31 * MINUTE);
    const page = await openPage(ctx, order.page);
    assert.equal(page.status, 200);
    assert.match(page.body, /already finished/);
    assert.doesNotMatch(page.body, /name="outcome"/);
    assert.equal(await statusOf(ctx, order.id), 'PAYMENT_ERROR');
  });

  it("the API's periodic sweep expires sessions left open, also by an earlier run, as soon as it starts", async () => {
    const order = await atSandboxPage(ctx);
    ctx.clock.advance(31 * MINUTE);
    const stop = jobRunner(ctx.deps.database, ctx.deps.logger).start(apiJobs(ctx.deps).filter((job) => job.name === 'sandbox-payment-expiry'));
    try {
      for (let tries = 0; tries < 100 && (await statusOf(ctx, order.id)) !== 'PAYMENT_ERROR'; tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
    } finally {
      await stop();
    }
    assert.equal(await statusOf(ctx, order.id), 'PAYMENT_ERROR');
  });
});
