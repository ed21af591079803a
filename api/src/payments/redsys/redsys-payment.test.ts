import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.js';
import { listen, type Listening } from '../../lib/listen.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { chooseMethod, movesTo, statusOf } from '../../test/payment-fixtures.js';
import { redsysOrderOf } from './redsys-payment.js';
import { formOfPage, notification, OTHER_KEY, payOnStandin, postNotification, secretsFor, standinFor, startedOrder, useRedsys } from './redsys-test-fixtures.js';
import { REDSYS_STANDIN_CARDS, type RedsysStandin } from './standin/redsys-standin.js';

const FRONT = 'http://localhost:3000/invest/fleet-leasing-pool';

let ctx: TestContext;
let standin: RedsysStandin;
let api: Listening;

before(async () => {
  let now = () => new Date();
  const started = await standinFor(() => now());
  standin = started.standin;
  ctx = await createTestContext({ PAYMENT_PROVIDER_SECRETS: secretsFor(standin.url) });
  now = () => ctx.clock.now();
  api = await listen(ctx.app.fetch, 0, '127.0.0.1');
  started.options.notifyOrigin = `http://127.0.0.1:${api.port}`;
  await useRedsys(ctx);
});
after(async () => {
  await standin.close();
  await api.close();
  await ctx.close();
});

async function attemptOf(id: string) {
  const [row] = await ctx.deps.db.select().from(t.paymentAttempts).where(eq(t.paymentAttempts.id, id));
  assert.ok(row);
  return row;
}

async function refundsOf(investmentId: string) {
  return ctx.deps.db.select().from(t.investmentRefunds).where(eq(t.investmentRefunds.investmentId, investmentId));
}

const cents = (amount: string) => amount.replace('.', '');

describe('Redsys card terminal, the whole round trip through the stand-in', () => {
  it('start → signed form → the stand-in pays → signed notification → CHARGED once; the browser goes back to payment-success', async () => {
    const order = await startedOrder(ctx, 'card_terminal');
    assert.equal(await statusOf(ctx, order.id), 'IN_UPDATE_TPV');
    const order12 = redsysOrderOf(order.attemptId);
    assert.match(order12 ?? '', /^\d{4}[0-9A-Z]{8}$/);

    const form = await formOfPage(ctx, order.page);
    assert.equal(form.action, `${standin.url}/sis/realizarPago`);
    const csp = form.answer.headers.get('Content-Security-Policy') ?? '';
    assert.match(csp, new RegExp(`form-action ${standin.url.replace(/[.:/]/g, '\\$&')}(;|$)`));
    assert.match(csp, /script-src 'nonce-[^']+'/);
    assert.doesNotMatch(csp, /unsafe-inline/);
    assert.equal(form.fields.Ds_SignatureVersion, 'HMAC_SHA256_V1');
    const parameters = JSON.parse(Buffer.from(form.fields.Ds_MerchantParameters ?? '', 'base64').toString('utf8')) as Record<string, string>;
    const attempt = await attemptOf(order.attemptId);
    assert.deepEqual(
      {
        amount: parameters.DS_MERCHANT_AMOUNT,
        order: parameters.DS_MERCHANT_ORDER,
        currency: parameters.DS_MERCHANT_CURRENCY,
        methods: parameters.DS_MERCHANT_PAYMETHODS,
        merchantUrl: parameters.DS_MERCHANT_MERCHANTURL,
        ok: parameters.DS_MERCHANT_URLOK,
        ko: parameters.DS_MERCHANT_URLKO,
      },
      {
        amount: cents(attempt.amount),
        order: order12,
        currency: '978',
        methods: 'C',
        merchantUrl: 'http://localhost/api/v2/pfp/payments/webhooks/redsys',
        ok: `${FRONT}/payment-success?investment=${order.id}`,
        ko: `${FRONT}/payment-error?investment=${order.id}`,
      },
    );

    const paid = await payOnStandin(standin, form, { decision: 'pay', card_number: REDSYS_STANDIN_CARDS.pays });
    assert.match(paid.html, /Card number/);
    assert.equal(paid.status, 303);
    assert.equal(paid.location, `${FRONT}/payment-success?investment=${order.id}`);
    assert.equal(standin.notifications.at(-1)?.status, 200);
    // CHARGED, then SIGNED: the contract was signed before paying.
    assert.equal(await statusOf(ctx, order.id), 'SIGNED');
    assert.equal((await movesTo(ctx, order.id, 'CHARGED')).length, 1);
    assert.equal((await attemptOf(order.attemptId)).status, 'succeeded');

    // The same notification again (Redsys retries, or someone replays it) changes nothing.
    const replay = await postNotification(ctx, standin.notifications.at(-1)?.body ?? '');
    assert.equal(replay.status, 200);
    assert.deepEqual(replay.body.data, { processed: false, status: null });
    assert.equal((await movesTo(ctx, order.id, 'CHARGED')).length, 1);
    assert.equal((await refundsOf(order.id)).length, 0);
    // The API's page of a finished attempt no longer posts a form: it links back.
    const again = await ctx.request('GET', order.page, { headers: { Accept: 'text/html' } });
    assert.match(again.body as string, /already finished/);
    assert.doesNotMatch(again.body as string, /redsys-form/);
  });

  it('a refused card (0190) is PAYMENT_ERROR with payment_error; the browser goes to payment-error, which reads the reason', async () => {
    const order = await startedOrder(ctx, 'card_terminal');
    const form = await formOfPage(ctx, order.page);
    const refused = await payOnStandin(standin, form, { decision: 'pay', card_number: REDSYS_STANDIN_CARDS.refused });
    assert.equal(refused.location, `${FRONT}/payment-error?investment=${order.id}`);
    assert.equal(await statusOf(ctx, order.id), 'PAYMENT_ERROR');
    const state = await ctx.request('GET', `/api/v2/pfp/investments/${order.id}/payment`, { token: order.investor.token });
    assert.equal(state.body.data.last_error, 'payment_error');
  });

  it('a form the stand-in cannot verify (tampered amount) is refused by it, as Redsys refuses it', async () => {
    const order = await startedOrder(ctx, 'card_terminal');
    const form = await formOfPage(ctx, order.page);
    const parameters = JSON.parse(Buffer.from(form.fields.Ds_MerchantParameters ?? '', 'base64').toString('utf8')) as Record<string, string>;
    const tampered = { ...form.fields, Ds_MerchantParameters: Buffer.from(JSON.stringify({ ...parameters, DS_MERCHANT_AMOUNT: '1' })).toString('base64') };
    const answer = await fetch(form.action, { method: 'POST', body: new URLSearchParams(tampered) });
    assert.equal(answer.status, 400);
    assert.match(await answer.text(), /SIS0042/);
    assert.equal(await statusOf(ctx, order.id), 'IN_UPDATE_TPV');
  });
});

describe('Bizum through Redsys', () => {
  it("pays with a phone number (pay method z): CREDIT_CARD while on Redsys's page, then CHARGED once", async () => {
    const order = await startedOrder(ctx, 'bizum');
    assert.equal(await statusOf(ctx, order.id), 'CREDIT_CARD');
    const form = await formOfPage(ctx, order.page);
    const parameters = JSON.parse(Buffer.from(form.fields.Ds_MerchantParameters ?? '', 'base64').toString('utf8')) as Record<string, string>;
    assert.equal(parameters.DS_MERCHANT_PAYMETHODS, 'z');
    const paid = await payOnStandin(standin, form, { decision: 'pay', phone: '600111222' });
    assert.match(paid.html, /Bizum phone number/);
    assert.equal(paid.location, `${FRONT}/payment-success?investment=${order.id}`);
    assert.equal(await statusOf(ctx, order.id), 'SIGNED');
    const replay = await postNotification(ctx, standin.notifications.at(-1)?.body ?? '');
    assert.deepEqual(replay.body.data, { processed: false, status: null });
    assert.equal((await movesTo(ctx, order.id, 'CHARGED')).length, 1);
  });

  it('cancelled on the page (9915): PAYMENT_ERROR with payment_failed, and the investor may choose again', async () => {
    const order = await startedOrder(ctx, 'bizum');
    const form = await formOfPage(ctx, order.page);
    const denied = await payOnStandin(standin, form, { decision: 'deny' });
    assert.equal(denied.location, `${FRONT}/payment-error?investment=${order.id}`);
    assert.equal(await statusOf(ctx, order.id), 'PAYMENT_ERROR');
    assert.equal((await attemptOf(order.attemptId)).errorKey, 'payment_failed');
  });
});

describe("a cardholder who retries on Redsys's page with the same order after a denial", () => {
  async function pathOf(investmentId: string) {
    // Moves of one transaction share their instant: compared as a set of arrows.
    const moves = await ctx.deps.db.select().from(t.investmentTransitions).where(eq(t.investmentTransitions.investmentId, investmentId));
    return moves.map((move) => `${move.fromStatus} → ${move.toStatus}`).sort();
  }

  it('a refusal shows PAYMENT_ERROR, and the later 0000 of the same order charges it once, nothing owed back', async () => {
    const order = await startedOrder(ctx, 'card_terminal');
    const attempt = await attemptOf(order.attemptId);
    const redsysOrder = redsysOrderOf(order.attemptId) ?? '';
    const refused = await postNotification(ctx, notification(redsysOrder, { amount: cents(attempt.amount), response: '0190', at: ctx.clock.now(), authorisation: '' }));
    assert.equal(refused.status, 200, JSON.stringify(refused.body));
    assert.equal(await statusOf(ctx, order.id), 'PAYMENT_ERROR');
    const state = await ctx.request('GET', `/api/v2/pfp/investments/${order.id}/payment`, { token: order.investor.token });
    assert.equal(state.body.data.last_error, 'payment_error');

    const paid = await postNotification(ctx, notification(redsysOrder, { amount: cents(attempt.amount), at: ctx.clock.now() }));
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    assert.equal((await movesTo(ctx, order.id, 'CHARGED')).length, 1);
    assert.equal(await statusOf(ctx, order.id), 'SIGNED');
    assert.equal((await attemptOf(order.attemptId)).status, 'succeeded');
    assert.equal((await refundsOf(order.id)).length, 0);
    // Back along the arrows of the state machine, by the provider: no shortcut from PAYMENT_ERROR.
    const path = await pathOf(order.id);
    for (const arrow of ['IN_UPDATE_TPV → PAYMENT_ERROR', 'PAYMENT_ERROR → METHOD_PAYMENT', 'IN_UPDATE_TPV → CHARGED', 'CHARGED → SIGNED']) assert.ok(path.includes(arrow), `${arrow} in ${path.join(', ')}`);
    assert.equal(path.filter((arrow) => arrow === 'METHOD_PAYMENT → IN_UPDATE_TPV').length, 2);
  });

  it('once the investor chose again (even the same method), a 0000 of the old order is a refund due, and the new payment is theirs', async () => {
    const order = await startedOrder(ctx, 'bizum');
    const attempt = await attemptOf(order.attemptId);
    const redsysOrder = redsysOrderOf(order.attemptId) ?? '';
    await postNotification(ctx, notification(redsysOrder, { amount: cents(attempt.amount), response: '0190', at: ctx.clock.now(), authorisation: '' }));
    assert.equal((await chooseMethod(ctx, order.investor.token, order.id, 'bizum')).status, 200);
    const paid = await postNotification(ctx, notification(redsysOrder, { amount: cents(attempt.amount), at: ctx.clock.now() }));
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    assert.equal(await statusOf(ctx, order.id), 'METHOD_PAYMENT');
    assert.equal((await movesTo(ctx, order.id, 'CHARGED')).length, 0);
    assert.equal((await refundsOf(order.id)).length, 1);
  });
});

describe('notifications Redsys did not send, or not for this payment', () => {
  it('a wrong signature is 401 invalid_signature and changes nothing', async () => {
    const order = await startedOrder(ctx, 'card_terminal');
    const attempt = await attemptOf(order.attemptId);
    const forged = notification(redsysOrderOf(order.attemptId) ?? '', { amount: cents(attempt.amount), at: ctx.clock.now(), key: OTHER_KEY });
    const answer = await postNotification(ctx, forged);
    assert.equal(answer.status, 401);
    assert.equal(answer.body.error, 'invalid_signature');
    const garbled = await postNotification(ctx, notification(redsysOrderOf(order.attemptId) ?? '', { amount: cents(attempt.amount), at: ctx.clock.now() }).replace(/Ds_Signature=[^&]+/, 'Ds_Signature=AAAA'));
    assert.equal(garbled.status, 401);
    assert.equal(await statusOf(ctx, order.id), 'IN_UPDATE_TPV');
  });

  it('a correctly signed success dated long ago (a slow Bizum, the API down when Redsys notified) still charges the order once', async () => {
    const order = await startedOrder(ctx, 'card_terminal');
    const attempt = await attemptOf(order.attemptId);
    const late = notification(redsysOrderOf(order.attemptId) ?? '', { amount: cents(attempt.amount), at: new Date(ctx.clock.now().getTime() - 3 * 60 * 60_000) });
    const answer = await postNotification(ctx, late);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal((await movesTo(ctx, order.id, 'CHARGED')).length, 1);
    assert.equal((await attemptOf(order.attemptId)).status, 'succeeded');
    // The captured notification sent again is refused by its event id: never a second charge.
    const replay = await postNotification(ctx, late);
    assert.deepEqual(replay.body.data, { processed: false, status: null });
    assert.equal((await movesTo(ctx, order.id, 'CHARGED')).length, 1);
    assert.equal((await refundsOf(order.id)).length, 0);
  });

  it('a late success of an attempt the investor has left (denied, then another method chosen) is a refund due, not lost', async () => {
    const order = await startedOrder(ctx, 'card_terminal');
    const attempt = await attemptOf(order.attemptId);
    const denied = await postNotification(ctx, notification(redsysOrderOf(order.attemptId) ?? '', { amount: cents(attempt.amount), response: '9915', at: ctx.clock.now() }));
    assert.equal(denied.status, 200, JSON.stringify(denied.body));
    const switched = await chooseMethod(ctx, order.investor.token, order.id, 'bank_transfer');
    assert.equal(switched.status, 200, JSON.stringify(switched.body));
    const late = notification(redsysOrderOf(order.attemptId) ?? '', { amount: cents(attempt.amount), at: new Date(ctx.clock.now().getTime() - 40 * 60_000) });
    const answer = await postNotification(ctx, late);
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal((await movesTo(ctx, order.id, 'CHARGED')).length, 0);
    assert.equal((await refundsOf(order.id)).length, 1);
  });

  it('a wrong signature on an old notification is still 401 invalid_signature', async () => {
    const order = await startedOrder(ctx, 'card_terminal');
    const attempt = await attemptOf(order.attemptId);
    const forged = notification(redsysOrderOf(order.attemptId) ?? '', { amount: cents(attempt.amount), at: new Date(ctx.clock.now().getTime() - 20 * 60_000), key: OTHER_KEY });
    const answer = await postNotification(ctx, forged);
    assert.equal(answer.status, 401);
    assert.equal(answer.body.error, 'invalid_signature');
    assert.equal(await statusOf(ctx, order.id), 'IN_UPDATE_TPV');
  });

  it('an unknown order is 404 payment_attempt_not_found; a body that is not a Redsys form is 400', async () => {
    const unknown = await postNotification(ctx, notification('1234ABCDEFGH', { amount: '100', at: ctx.clock.now() }));
    assert.equal(unknown.status, 404);
    assert.equal(unknown.body.error, 'payment_attempt_not_found');
    const notAForm = await postNotification(ctx, 'Ds_SignatureVersion=HMAC_SHA256_V1&Ds_MerchantParameters=bm9wZQ&Ds_Signature=x');
    assert.equal(notAForm.status, 400);
    assert.equal(notAForm.body.error, 'invalid_notification');
  });

  it('another amount is not a payment of the order: PAYMENT_ERROR payment_verification_error, the money owed back, and the right one later charges nothing', async () => {
    const order = await startedOrder(ctx, 'card_terminal');
    const attempt = await attemptOf(order.attemptId);
    const redsysOrder = redsysOrderOf(order.attemptId) ?? '';
    const wrong = await postNotification(ctx, notification(redsysOrder, { amount: String(Number(cents(attempt.amount)) - 1), at: ctx.clock.now() }));
    assert.equal(wrong.status, 200);
    assert.equal(await statusOf(ctx, order.id), 'PAYMENT_ERROR');
    assert.equal((await attemptOf(order.attemptId)).errorKey, 'payment_verification_error');
    assert.equal((await refundsOf(order.id)).length, 1);
    const right = await postNotification(ctx, notification(redsysOrder, { amount: cents(attempt.amount), at: ctx.clock.now(), authorisation: '654321' }));
    assert.equal(right.status, 200);
    assert.equal((await movesTo(ctx, order.id, 'CHARGED')).length, 0);
  });
});

describe('a tenant without Redsys secrets', () => {
  it('refuses to start a payment with 409 payment_provider_not_configured, and nothing is recorded', async () => {
    const bare = await createTestContext();
    try {
      await useRedsys(bare);
      const { orderToPay, chooseMethod, startPayment } = await import('../../test/payment-fixtures.js');
      const order = await orderToPay(bare);
      await chooseMethod(bare, order.investor.token, order.id, 'card_terminal');
      const started = await startPayment(bare, order.investor.token, order.id, 'card_terminal');
      assert.equal(started.status, 409);
      assert.equal(started.body.error, 'payment_provider_not_configured');
      assert.equal(await statusOf(bare, order.id), 'METHOD_PAYMENT');
      assert.equal((await bare.deps.db.select().from(t.paymentAttempts).where(eq(t.paymentAttempts.investmentId, order.id))).length, 0);
    } finally {
      await bare.close();
    }
  });
});
