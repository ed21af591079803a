import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { subtractMoney } from 'shared';
import { moveInvestment } from '../../investments/move-investment.js';
import * as t from '../../db/schema.js';
import { listen } from '../../lib/listen.js';
import { httpTransport } from '../../payments/notifier.js';
import { SANDBOX_PAYMENT_SIGNATURE_HEADER, SANDBOX_PAYMENT_WEBHOOK_PATH, signSandboxPayment } from '../../payments/sandbox/sandbox-payment.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { PDF, customize, tenantIdOf, userByEmail } from '../../test/invest-fixtures.js';
import {
  atSandboxPage,
  CARD,
  chooseMethod,

  inProcess,
  openPage,
  mailsAbout,
  movesTo,
  orderToPay,
  PFP,
  png,
  signContract,
  SLUG,
  startPayment,
  statusOf,
  submitPage,
} from '../../test/payment-fixtures.js';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
beforeEach(() => ctx.deps.notifier.useTransport(inProcess(ctx)));
after(() => ctx.close());

const SUCCESS = `http://localhost:3000/invest/${SLUG}/payment-success`;
const ERROR = `http://localhost:3000/invest/${SLUG}/payment-error`;

async function paymentOf(token: string, id: string) {
  const answer = await ctx.request('GET', `${PFP}/investments/${id}/payment`, { token });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.data;
}

describe('card through the sandbox provider, end to end through its webhook', () => {
  it('4242 4242 4242 4242: the notification marks the order CHARGED, then the browser goes back to payment-success', async () => {
    const order = await atSandboxPage(ctx);
    assert.equal(await statusOf(ctx, order.id), 'CREDIT_CARD');
    const page = await openPage(ctx, order.page);
    assert.equal(page.status, 200);
    assert.match(page.headers.get('Content-Type') ?? '', /text\/html/);
    assert.match(page.body, /4242 4242 4242 4242/);
    assert.match(page.body, /4000 0000 0000 0002/);
    assert.match(page.body, /4000 0000 0000 3220/);
    assert.match(page.body, /<html lang="en">/);
    assert.match(page.body, /60,90|60\.90/);

    const paid = await submitPage(ctx, order.page, CARD('4242 4242 4242 4242'));
    assert.equal(paid.status, 303);
    assert.equal(paid.headers.get('Location'), `${SUCCESS}?investment=${order.id}`);
    assert.equal(await statusOf(ctx, order.id), 'SIGNED');
    const [charged] = await movesTo(ctx, order.id, 'CHARGED');
    assert.equal(charged?.actorKind, 'provider');
    const state = await paymentOf(order.investor.token, order.id);
    assert.deepEqual({ status: state.status, method: state.method, fee: state.fee, total: state.total, last_error: state.last_error }, {
      status: 'SIGNED',
      method: 'card_provider',
      fee: '0.90',
      total: '60.90',
      last_error: null,
    });
    assert.equal((await mailsAbout(ctx, order.id, 'payment_received')).length, 1);
  });

  it('4000 0000 0000 0002: declined, PAYMENT_ERROR with payment_error (the provider refused), a mail, and the investor may choose again', async () => {
    const order = await atSandboxPage(ctx);
    const declined = await submitPage(ctx, order.page, CARD('4000000000000002'));
    assert.equal(declined.status, 303);
    assert.equal(declined.headers.get('Location'), `${ERROR}?investment=${order.id}&reason=payment_error`);
    assert.equal(await statusOf(ctx, order.id), 'PAYMENT_ERROR');
    assert.equal((await paymentOf(order.investor.token, order.id)).last_error, 'payment_error');
    assert.equal((await mailsAbout(ctx, order.id, 'payment_failed')).length, 1);
    const again = await chooseMethod(ctx, order.investor.token, order.id, 'bizum');
    assert.equal(again.status, 200);
    assert.equal(again.body.data.status, 'METHOD_PAYMENT');
  });

  it('4000 0000 0000 3220: a second page asks to confirm; confirming pays, cancelling fails with payment_verification_error', async () => {
    const confirmed = await atSandboxPage(ctx);
    const step = await submitPage(ctx, confirmed.page, CARD('4000000000003220'));
    assert.equal(step.status, 200);
    assert.match(step.body, /Confirm payment/);
    assert.equal(await statusOf(ctx, confirmed.id), 'CREDIT_CARD');
    const reload = await openPage(ctx, confirmed.page);
    assert.match(reload.body, /Confirm payment/);
    const yes = await submitPage(ctx, confirmed.page.replace('?', '/confirm?'), { decision: 'confirm' });
    assert.equal(yes.status, 303);
    assert.equal(yes.headers.get('Location'), `${SUCCESS}?investment=${confirmed.id}`);
    assert.equal(await statusOf(ctx, confirmed.id), 'SIGNED');

    const cancelled = await atSandboxPage(ctx);
    await submitPage(ctx, cancelled.page, CARD('4000000000003220'));
    const no = await submitPage(ctx, cancelled.page.replace('?', '/confirm?'), { decision: 'cancel' });
    assert.equal(no.headers.get('Location'), `${ERROR}?investment=${cancelled.id}&reason=payment_verification_error`);
    assert.equal(await statusOf(ctx, cancelled.id), 'PAYMENT_ERROR');
    assert.equal((await paymentOf(cancelled.investor.token, cancelled.id)).last_error, 'payment_verification_error');
  });

  it('an unknown card, a past expiry or a short CVC re-render the form with the errors and change nothing', async () => {
    const order = await atSandboxPage(ctx);
    const wrong = await submitPage(ctx, order.page, { card_number: '4111111111111111', expiry: '01/20', cvc: '1' });
    assert.equal(wrong.status, 400);
    assert.match(wrong.body, /id="card_number-error"/);
    assert.match(wrong.body, /id="expiry-error"/);
    assert.match(wrong.body, /id="cvc-error"/);
    assert.match(wrong.body, /aria-invalid="true"/);
    assert.equal(await statusOf(ctx, order.id), 'CREDIT_CARD');
  });

  it('cancelling on the page fails the payment, so the order does not wait in CREDIT_CARD for ever', async () => {
    const order = await atSandboxPage(ctx);
    const page = await openPage(ctx, order.page);
    assert.match(page.body, /name="decision" value="cancel"/);
    const cancelled = await submitPage(ctx, order.page, { decision: 'cancel' });
    assert.equal(cancelled.headers.get('Location'), `${ERROR}?investment=${order.id}&reason=payment_failed`);
    assert.equal(await statusOf(ctx, order.id), 'PAYMENT_ERROR');
  });

  it('a second submit of a finished session changes nothing and says so', async () => {
    const order = await atSandboxPage(ctx);
    await submitPage(ctx, order.page, CARD('4242424242424242'));
    const twice = await submitPage(ctx, order.page, CARD('4000000000000002'));
    assert.equal(twice.status, 200);
    assert.match(twice.body, /already finished/);
    assert.equal(await statusOf(ctx, order.id), 'SIGNED');
    assert.equal((await movesTo(ctx, order.id, 'CHARGED')).length, 1);
  });
});

describe('Bizum and crypto wallet on the sandbox page', () => {
  it('Bizum with approve pays; a bad phone number is refused on the page', async () => {
    const order = await atSandboxPage(ctx, 'bizum');
    const page = await openPage(ctx, order.page.replace('lang=en', 'lang=es'));
    assert.match(page.body, /<html lang="es">/);
    assert.match(page.body, /Número de móvil/);
    // 3 tokens of 20.00 and the tenant's 1.5 % provider fee, as on a card.
    assert.match(page.body, /60,90|60\.90/);
    const bad = await submitPage(ctx, order.page, { phone: '12', outcome: 'approve' });
    assert.equal(bad.status, 400);
    assert.match(bad.body, /id="phone-error"/);
    const paid = await submitPage(ctx, order.page, { phone: '+34600111222', outcome: 'approve' });
    assert.equal(paid.status, 303);
    assert.equal(await statusOf(ctx, order.id), 'SIGNED');
  });

  it('a crypto wallet payment declined is a PAYMENT_ERROR', async () => {
    const order = await atSandboxPage(ctx, 'crypto_wallet');
    const declined = await submitPage(ctx, order.page, { wallet: `0x${'ab'.repeat(20)}`, outcome: 'decline' });
    assert.equal(declined.headers.get('Location'), `${ERROR}?investment=${order.id}&reason=payment_error`);
    assert.equal(await statusOf(ctx, order.id), 'PAYMENT_ERROR');
    const state = await paymentOf(order.investor.token, order.id);
    assert.deepEqual([state.fee, state.total], ['0.90', '60.90']);
  });

  it('a card terminal waits in IN_UPDATE_TPV until the notification', async () => {
    const order = await atSandboxPage(ctx, 'card_terminal');
    assert.equal(await statusOf(ctx, order.id), 'IN_UPDATE_TPV');
    await submitPage(ctx, order.page, CARD('4242424242424242'));
    assert.equal(await statusOf(ctx, order.id), 'SIGNED');
  });
});

describe('the hosted page is safe to show', () => {
  it('has a strict CSP, escapes every interpolated text, and is not found for an unknown session', async () => {
    const tenantId = await tenantIdOf(ctx);
    const [tenant] = await ctx.deps.db.select({ name: t.tenants.name }).from(t.tenants).where(eq(t.tenants.id, tenantId));
    const order = await atSandboxPage(ctx);
    await ctx.deps.db.update(t.tenants).set({ name: '<script>alert("x")</script> & Co' }).where(eq(t.tenants.id, tenantId));
    try {
      const page = await openPage(ctx, order.page);
      assert.ok(!page.body.includes('<script>'));
      assert.match(page.body, /&#60;script&#62;alert\(&#34;x&#34;\)&#60;\/script&#62; &#38; Co/);
      const csp = page.headers.get('Content-Security-Policy') ?? '';
      assert.match(csp, /default-src 'none'/);
      assert.match(csp, /style-src 'nonce-[A-Za-z0-9+/=]+'/);
      assert.match(csp, /form-action 'self' http:\/\/localhost:3000/);
      assert.match(csp, /frame-ancestors 'none'/);
      assert.equal(page.headers.get('Referrer-Policy'), 'no-referrer');
    } finally {
      await ctx.deps.db.update(t.tenants).set({ name: tenant?.name ?? 'Demo Invest' }).where(eq(t.tenants.id, tenantId));
    }
    const unknown = await openPage(ctx, `${PFP}/sandbox/payments/ps_${'A'.repeat(32)}?lang=en`);
    assert.equal(unknown.status, 404);
    assert.match(unknown.body, /does not exist/);
    const fromScript = await ctx.request('GET', `${PFP}/sandbox/payments/ps_${'A'.repeat(32)}`);
    assert.equal(fromScript.status, 404);
    assert.deepEqual(fromScript.body, { error: 'payment_session_not_found', hide_error: false });
  });
});

describe('the webhook', () => {
  async function lastNotification(investmentId: string) {
    const [attempt] = await ctx.deps.db.select().from(t.paymentAttempts).where(eq(t.paymentAttempts.investmentId, investmentId));
    const rows = await ctx.deps.db.select().from(t.providerNotifications);
    const row = rows.find((candidate) => (JSON.parse(candidate.body) as { data: { session_id: string } }).data.session_id === attempt?.id);
    assert.ok(row, 'no notification for the attempt');
    return row;
  }

  const post = (body: string, signature: string) =>
    ctx.request('POST', SANDBOX_PAYMENT_WEBHOOK_PATH, { rawBody: body, headers: { 'Content-Type': 'application/json', [SANDBOX_PAYMENT_SIGNATURE_HEADER]: signature } });

  it('is the only thing that marks the order CHARGED: until it is delivered the order stays in CREDIT_CARD, and it is retried', async () => {
    const order = await atSandboxPage(ctx);
    let calls = 0;
    ctx.deps.notifier.useTransport(async () => {
      calls += 1;
      return { status: 503 };
    });
    const back = await submitPage(ctx, order.page, CARD('4242424242424242'));
    assert.equal(back.status, 303);
    assert.equal(await statusOf(ctx, order.id), 'CREDIT_CARD');
    const pending = await lastNotification(order.id);
    assert.equal(pending.attempts, 1);
    assert.equal(pending.deliveredAt, null);
    assert.equal(pending.lastError, 'answered 503');
    // Not due yet: nothing is sent before the first delay.
    assert.equal(await ctx.deps.notifier.deliverDue(), 0);
    assert.equal(calls, 1);
    ctx.deps.notifier.useTransport(inProcess(ctx));
    ctx.clock.advance(5_000);
    assert.equal(await ctx.deps.notifier.deliverDue(), 1);
    assert.equal(await statusOf(ctx, order.id), 'SIGNED');
    assert.ok((await lastNotification(order.id)).deliveredAt);
  });

  it('sends a notification queued just before a crash from the outbox, once its first send is overdue', async () => {
    const order = await atSandboxPage(ctx);
    // The provider recorded the payment and queued its notification, then died before sending it.
    const queued = await ctx.deps.paymentSandbox.complete(ctx.deps.db, order.sessionId, { outcome: 'succeeded' }, ctx.clock.now());
    assert.ok(queued);
    assert.equal(await ctx.deps.notifier.deliverDue(), 0);
    assert.equal(await statusOf(ctx, order.id), 'CREDIT_CARD');
    ctx.clock.advance(60_000);
    assert.equal(await ctx.deps.notifier.deliverDue(), 1);
    assert.equal(await statusOf(ctx, order.id), 'SIGNED');
  });

  it('refuses a bad signature and a stale timestamp, and changes nothing', async () => {
    const order = await atSandboxPage(ctx);
    ctx.deps.notifier.useTransport(async () => ({ status: 500 }));
    await submitPage(ctx, order.page, CARD('4242424242424242'));
    const { body, tenantId } = await lastNotification(order.id);
    const forged = await post(body, signSandboxPayment('not-the-tenant-secret-at-all', body, ctx.clock.now()));
    assert.equal(forged.status, 401);
    assert.equal(forged.body.error, 'invalid_signature');
    const tampered = await post(body.replace('"payment.succeeded"', '"payment.failed"'), await ctx.deps.paymentSandbox.sign(tenantId, body, ctx.clock.now()));
    assert.equal(tampered.status, 401);
    const stale = await post(body, await ctx.deps.paymentSandbox.sign(tenantId, body, new Date(ctx.clock.now().getTime() - 6 * 60 * 1000)));
    assert.equal(stale.status, 401);
    assert.equal(stale.body.error, 'stale_notification');
    const unsigned = await ctx.request('POST', SANDBOX_PAYMENT_WEBHOOK_PATH, { rawBody: body, headers: { 'Content-Type': 'application/json' } });
    assert.equal(unsigned.status, 401);
    assert.equal(await statusOf(ctx, order.id), 'CREDIT_CARD');
    const fresh = await post(body, await ctx.deps.paymentSandbox.sign(tenantId, body, ctx.clock.now()));
    assert.equal(fresh.status, 200);
    assert.deepEqual(fresh.body.data, { processed: true, status: 'SIGNED' });
  });

  it('processes a notification delivered twice once: one move, one mail', async () => {
    const order = await atSandboxPage(ctx);
    await submitPage(ctx, order.page, CARD('4242424242424242'));
    const { body, tenantId } = await lastNotification(order.id);
    const again = await post(body, await ctx.deps.paymentSandbox.sign(tenantId, body, ctx.clock.now()));
    assert.equal(again.status, 200);
    assert.deepEqual(again.body.data, { processed: false, status: null });
    const parallel = await Promise.all([1, 2, 3].map(async () => post(body, await ctx.deps.paymentSandbox.sign(tenantId, body, ctx.clock.now()))));
    assert.ok(parallel.every((answer) => answer.status === 200 && answer.body.data.processed === false));
    assert.equal((await movesTo(ctx, order.id, 'CHARGED')).length, 1);
    assert.equal((await mailsAbout(ctx, order.id, 'payment_received')).length, 1);
  });

  it('treats an amount other than the session\'s as a verification error, never a payment', async () => {
    const order = await atSandboxPage(ctx);
    ctx.deps.notifier.useTransport(async () => ({ status: 500 }));
    await submitPage(ctx, order.page, CARD('4242424242424242'));
    const { body, tenantId } = await lastNotification(order.id);
    const parsed = JSON.parse(body) as { id: string; data: { amount: string } };
    parsed.id = `${parsed.id}-changed`;
    parsed.data.amount = '0.01';
    const cheaper = JSON.stringify(parsed);
    const answer = await post(cheaper, await ctx.deps.paymentSandbox.sign(tenantId, cheaper, ctx.clock.now()));
    assert.deepEqual(answer.body.data, { processed: true, status: 'PAYMENT_ERROR' });
    assert.equal((await paymentOf(order.investor.token, order.id)).last_error, 'payment_verification_error');
  });

  it('uses the tenant\'s own secret when it has one', async () => {
    const tenantId = await tenantIdOf(ctx);
    const [row] = await ctx.deps.db.select({ settings: t.tenants.paymentSettings }).from(t.tenants).where(eq(t.tenants.id, tenantId));
    await ctx.deps.db.update(t.tenants).set({ paymentSettings: { ...row?.settings, sandbox_webhook_secret: 'tenant-secret-0123456789' } }).where(eq(t.tenants.id, tenantId));
    try {
      const order = await atSandboxPage(ctx);
      ctx.deps.notifier.useTransport(async () => ({ status: 500 }));
      await submitPage(ctx, order.page, CARD('4242424242424242'));
      const { body } = await lastNotification(order.id);
      const answer = await post(body, signSandboxPayment('tenant-secret-0123456789', body, ctx.clock.now()));
      assert.equal(answer.status, 200);
      assert.equal(answer.body.data.status, 'SIGNED');
    } finally {
      await ctx.deps.db.update(t.tenants).set({ paymentSettings: row?.settings ?? {} }).where(eq(t.tenants.id, tenantId));
    }
  });

  it('arrives through a real HTTP request to the API when it listens', async () => {
    const server = await listen(ctx.app.fetch, 0, '127.0.0.1');
    try {
      ctx.deps.notifier.useTransport(httpTransport(`http://127.0.0.1:${server.port}`));
      const order = await atSandboxPage(ctx);
      await submitPage(ctx, order.page, CARD('4242424242424242'));
      assert.equal(await statusOf(ctx, order.id), 'SIGNED');
    } finally {
      await server.close();
    }
  });
});

describe('no open redirect', () => {
  it("sends the browser back only to an origin of the tenant, never a path or another host", async () => {
    for (const returnOrigin of ['https://evil.example', 'http://localhost:3000/evil', 'http://exeu.localhost:3000', 'javascript:alert(1)', '//evil.example', 'http://user@localhost:3000']) {
      const order = await orderToPay(ctx);
      await chooseMethod(ctx, order.investor.token, order.id, 'card_provider');
      const refused = await startPayment(ctx, order.investor.token, order.id, 'card_provider', { return_origin: returnOrigin });
      assert.equal(refused.status, 400, returnOrigin);
      assert.equal(refused.body.error, 'invalid_return_origin');
      assert.equal(await statusOf(ctx, order.id), 'METHOD_PAYMENT');
    }
    const order = await orderToPay(ctx);
    await chooseMethod(ctx, order.investor.token, order.id, 'card_provider');
    const started = await startPayment(ctx, order.investor.token, order.id, 'card_provider', { return_origin: 'http://127.0.0.1:3000' });
    assert.equal(started.status, 200);
    const url = new URL(started.body.data.redirect_url);
    const back = await submitPage(ctx, `${url.pathname}${url.search}`, CARD('4242424242424242'));
    assert.equal(back.headers.get('Location'), `http://127.0.0.1:3000/invest/${SLUG}/payment-success?investment=${order.id}`);
  });
});

describe('bank transfer and wire', () => {
  it('answers the instructions with a unique reference, then takes a PDF, PNG or JPEG proof and refuses anything else', async () => {
    const first = await orderToPay(ctx);
    const chosen = await chooseMethod(ctx, first.investor.token, first.id, 'bank_transfer');
    assert.equal(chosen.body.data.fee, '1.50');
    assert.equal(chosen.body.data.total, '61.50');
    const started = await startPayment(ctx, first.investor.token, first.id, 'bank_transfer');
    assert.equal(started.status, 200, JSON.stringify(started.body));
    assert.equal(started.body.data.kind, 'instructions');
    const { instructions } = started.body.data;
    assert.deepEqual({ ...instructions, reference: undefined }, { iban: 'ES7921000813610123456789', beneficiary: 'Demo Invest S.L.', amount: '61.50', currency: 'EUR', reference: undefined });
    assert.match(instructions.reference, /^DEMO-[0-9A-F]{10,}$/);
    assert.equal(await statusOf(ctx, first.id), 'IN_UPLOAD_PROOF_OF_PAYMENT');
    const retried = await startPayment(ctx, first.investor.token, first.id, 'bank_transfer');
    assert.deepEqual(retried.body.data.instructions, instructions);
    assert.deepEqual((await paymentOf(first.investor.token, first.id)).instructions, instructions);

    const second = await orderToPay(ctx);
    await chooseMethod(ctx, second.investor.token, second.id, 'bank_wire');
    const wire = await startPayment(ctx, second.investor.token, second.id, 'bank_wire');
    assert.notEqual(wire.body.data.instructions.reference, instructions.reference);

    const upload = (bytes: Uint8Array, name: string) => {
      const data = new FormData();
      data.append('file', new Blob([bytes]), name);
      return ctx.request('POST', `${PFP}/investments/${first.id}/proof-of-payment`, { token: first.investor.token, form: data });
    };
    const gif = await upload(new TextEncoder().encode('GIF89a...'), 'receipt.pdf');
    assert.equal(gif.status, 400);
    assert.deepEqual(gif.body.fields, { file: { key: 'validator.form_field_invalid' } });
    const html = await upload(new TextEncoder().encode('<html><script>alert(1)</script></html>'), 'receipt.png');
    assert.equal(html.status, 400);
    const json = await ctx.request('POST', `${PFP}/investments/${first.id}/proof-of-payment`, { token: first.investor.token, body: { file: 'x' } });
    assert.equal(json.status, 415);
    assert.equal(await statusOf(ctx, first.id), 'IN_UPLOAD_PROOF_OF_PAYMENT');
    const proof = await upload(PDF, 'receipt.pdf');
    assert.equal(proof.status, 200, JSON.stringify(proof.body));
    assert.equal(proof.body.data.status, 'PROOF_OF_PAYMENT_UPLOADED');
    assert.equal(proof.body.data.proof_of_payment.name, 'receipt.pdf');
    const [stored] = await ctx.deps.db.select().from(t.files).where(eq(t.files.purpose, 'proof_of_payment'));
    assert.equal(stored?.contentType, 'application/pdf');
    const twice = await upload(PDF, 'receipt.pdf');
    assert.equal(twice.status, 409);
    assert.equal(twice.body.error, 'investment_transition_not_allowed');
  });

  it("serves the proof to the investor and the tenant's managers only, as an attachment of its sniffed type, never cached", async () => {
    const order = await orderToPay(ctx);
    await chooseMethod(ctx, order.investor.token, order.id, 'bank_transfer');
    await startPayment(ctx, order.investor.token, order.id, 'bank_transfer');
    const download = (token?: string) => ctx.request('GET', `${PFP}/investments/${order.id}/proof-of-payment`, token ? { token } : {});
    const none = await download(order.investor.token);
    assert.equal(none.status, 404);
    assert.equal(none.body.error, 'proof_of_payment_not_found');

    // A PNG whose name claims HTML and carries quotes: served as the PNG it is, under a safe name.
    const bytes = png();
    const data = new FormData();
    data.append('file', new Blob([bytes]), 'recibo "pago".html');
    assert.equal((await ctx.request('POST', `${PFP}/investments/${order.id}/proof-of-payment`, { token: order.investor.token, form: data })).status, 200);

    const own = await download(order.investor.token);
    assert.equal(own.status, 200);
    assert.deepEqual(own.bytes, bytes);
    assert.equal(own.headers.get('Content-Type'), 'image/png');
    assert.equal(own.headers.get('Content-Disposition'), `attachment; filename="recibo _pago_.png"; filename*=UTF-8''recibo%20%22pago%22.png`);
    assert.equal(own.headers.get('Cache-Control'), 'private, no-store');
    assert.equal(own.headers.get('X-Content-Type-Options'), 'nosniff');
    assert.match(own.headers.get('Content-Security-Policy') ?? '', /sandbox/);

    const manager = await download(await ctx.login('manager@demo.test'));
    assert.equal(manager.status, 200);
    assert.deepEqual(manager.bytes, bytes);
    const another = await orderToPay(ctx);
    const stranger = await download(another.investor.token);
    assert.equal(stranger.status, 404);
    assert.equal(stranger.body.error, 'investment_not_found');
    assert.equal((await download(await ctx.login('entrepreneur@demo.test'))).status, 404);
    const otherManager = await ctx.request('GET', `${PFP}/investments/${order.id}/proof-of-payment`, {
      host: 'exeu.localhost',
      token: await ctx.login('manager@exeu.test', { host: 'exeu.localhost' }),
    });
    assert.equal(otherManager.status, 404);
    assert.equal((await download()).status, 401);
  });

  it('lets the investor change a transfer for a card before sending the proof', async () => {
    const order = await orderToPay(ctx);
    await chooseMethod(ctx, order.investor.token, order.id, 'bank_transfer');
    await startPayment(ctx, order.investor.token, order.id, 'bank_transfer');
    const changed = await chooseMethod(ctx, order.investor.token, order.id, 'card_provider');
    assert.equal(changed.status, 200);
    assert.equal(changed.body.data.status, 'METHOD_PAYMENT');
    assert.equal(changed.body.data.instructions, null);
  });
});

describe('fees and the available balance, exact to the cent', () => {
  it('a balance that covers everything pays once the contract is signed, without a provider', async () => {
    const order = await orderToPay(ctx, { balance: '100.00' });
    const chosen = await chooseMethod(ctx, order.investor.token, order.id, 'card_provider', true);
    assert.equal(chosen.status, 200, JSON.stringify(chosen.body));
    assert.deepEqual(
      { status: chosen.body.data.status, method: chosen.body.data.method, balance_used: chosen.body.data.balance_used, fee: chosen.body.data.fee, total: chosen.body.data.total },
      { status: 'METHOD_PAYMENT', method: 'balance', balance_used: '60.00', fee: '0.00', total: '0.00' },
    );
    assert.equal((await signContract(ctx, order.investor.token, order.id)).body.data.status, 'SIGNED');
    assert.equal((await ctx.deps.db.select().from(t.users).where(eq(t.users.id, order.investor.id)))[0]?.availableBalance, '40.00');
    assert.equal((await ctx.deps.db.select().from(t.paymentAttempts).where(eq(t.paymentAttempts.investmentId, order.id))).length, 0);
    const start = await startPayment(ctx, order.investor.token, order.id, 'card_provider');
    assert.equal(start.body.data.kind, 'paid');
    assert.equal(start.body.data.investment.status, 'SIGNED');
  });

  it('a remainder is paid by the method, with its fee on the remainder only; not using the balance gives it back', async () => {
    const order = await orderToPay(ctx, { tokens: 3, balance: '25.50' });
    const card = await chooseMethod(ctx, order.investor.token, order.id, 'card_provider', true);
    // 60.00 − 25.50 = 34.50; 1.5 % of it is 0.5175, rounded once: 0.52.
    assert.deepEqual(
      { balance_used: card.body.data.balance_used, fee: card.body.data.fee, total: card.body.data.total },
      { balance_used: '25.50', fee: '0.52', total: '35.02' },
    );
    const breakdown = await ctx.request('GET', `${PFP}/investments/${order.id}/breakdown?method=card_provider`, { token: order.investor.token });
    assert.equal(breakdown.body.data.total, '35.02');
    const transfer = await chooseMethod(ctx, order.investor.token, order.id, 'bank_transfer', false);
    assert.deepEqual(
      { balance_used: transfer.body.data.balance_used, fee: transfer.body.data.fee, total: transfer.body.data.total },
      { balance_used: '0.00', fee: '1.50', total: '61.50' },
    );
    assert.equal((await ctx.deps.db.select().from(t.users).where(eq(t.users.id, order.investor.id)))[0]?.availableBalance, '25.50');
    const page = await openPage(ctx, (await atSandboxPage(ctx, 'card_provider', { tokens: 7 })).page);
    // 7 × 20.00 = 140.00, plus 1.5 %: 2.10.
    assert.match(page.body, /142,10|142\.10/);
  });

  it("an investor's own fee replaces the tenant's on every method, applied once: stored on the order, summed once in the manager's totals", async () => {
    const order = await orderToPay(ctx, { tokens: 3, balance: '10.00' });
    await ctx.deps.db.update(t.users).set({ fee: '1.00' }).where(eq(t.users.id, order.investor.id));
    const breakdown = await ctx.request('GET', `${PFP}/investments/${order.id}/breakdown?method=bank_transfer`, { token: order.investor.token });
    // Not the tenant's 1.50 per transfer: 1 % of 60.00 (no balance asked yet).
    assert.deepEqual(
      { fee: breakdown.body.data.fee, fee_kind: breakdown.body.data.fee_kind, fee_rate: breakdown.body.data.fee_rate, fee_source: breakdown.body.data.fee_source, total: breakdown.body.data.total },
      { fee: '0.60', fee_kind: 'percentage', fee_rate: '1', fee_source: 'investor', total: '60.60' },
    );
    // Not 1.5 % + 1 %: 1 % of 60.00 − 10.00 from the balance = 0.50.
    const card = await chooseMethod(ctx, order.investor.token, order.id, 'card_provider', true);
    assert.deepEqual({ fee: card.body.data.fee, total: card.body.data.total }, { fee: '0.50', total: '50.50' });
    // Choosing again recomputes the fee, it never adds a second one.
    const again = await chooseMethod(ctx, order.investor.token, order.id, 'card_provider', true);
    assert.deepEqual({ fee: again.body.data.fee, total: again.body.data.total }, { fee: '0.50', total: '50.50' });
    const manager = await ctx.login('manager@demo.test');
    const totalsOf = async () => (await ctx.request('GET', `${PFP}/investments?status=CHARGED&per_page=1`, { token: manager })).body.totals as { fee: string };
    const before = await totalsOf();
    await ctx.deps.db.transaction(async (tx) => {
      for (const to of ['CREDIT_CARD', 'CHARGED'] as const) await moveInvestment(tx, { investmentId: order.id, to, actor: { kind: 'system', userId: null }, at: ctx.deps.clock.now() });
    });
    assert.equal(subtractMoney((await totalsOf()).fee, before.fee), '0.50');
  });

  it('without the tenant\'s fee extra there is no fee', async () => {
    await customize(ctx, { extras: { investmentFee: false } });
    try {
      const order = await orderToPay(ctx);
      const chosen = await chooseMethod(ctx, order.investor.token, order.id, 'bank_transfer');
      assert.equal(chosen.body.data.fee, '0.00');
      assert.equal(chosen.body.data.total, '60.00');
    } finally {
      await customize(ctx, { extras: { investmentFee: true } });
    }
  });
});

describe('illegal moves answer 409', () => {
  it('starting before choosing, with another method, choosing after paying, a proof without a transfer', async () => {
    const order = await orderToPay(ctx);
    const early = await startPayment(ctx, order.investor.token, order.id, 'card_provider');
    assert.equal(early.status, 409);
    assert.equal(early.body.error, 'payment_method_not_chosen');
    await chooseMethod(ctx, order.investor.token, order.id, 'card_provider');
    const other = await startPayment(ctx, order.investor.token, order.id, 'bizum');
    assert.equal(other.status, 409);
    assert.equal(other.body.error, 'payment_method_mismatch');
    const data = new FormData();
    data.append('file', new Blob([PDF]), 'receipt.pdf');
    const proof = await ctx.request('POST', `${PFP}/investments/${order.id}/proof-of-payment`, { token: order.investor.token, form: data });
    assert.equal(proof.status, 409);
    const started = await startPayment(ctx, order.investor.token, order.id, 'card_provider');
    const retry = await startPayment(ctx, order.investor.token, order.id, 'card_provider');
    assert.equal(retry.body.data.session_id, started.body.data.session_id);
    const whilePaying = await chooseMethod(ctx, order.investor.token, order.id, 'bank_transfer');
    assert.equal(whilePaying.status, 409);
    assert.equal(whilePaying.body.error, 'investment_transition_not_allowed');
    await submitPage(ctx, `${new URL(started.body.data.redirect_url).pathname}${new URL(started.body.data.redirect_url).search}`, CARD('4242424242424242'));
    const afterPaid = await chooseMethod(ctx, order.investor.token, order.id, 'bank_transfer');
    assert.equal(afterPaid.status, 409);
    assert.equal(await statusOf(ctx, order.id), 'SIGNED');
  });

  it('an interest has no payment', async () => {
    const investor = await userByEmail(ctx, 'investor@demo.test');
    const rows = await ctx.deps.db.select().from(t.investments).where(eq(t.investments.investorId, investor.id));
    const interest = rows.find((row) => row.status === 'RESERVED');
    assert.ok(interest, 'the seed has an interest of investor@demo.test');
    const answer = await chooseMethod(ctx, await ctx.login('investor@demo.test'), interest.id, 'card_provider');
    assert.equal(answer.status, 409);
    assert.equal(answer.body.error, 'investment_transition_not_allowed');
  });
});

describe('a manager acting as the investor', () => {
  it('pays for them, recorded as the manager', async () => {
    const order = await orderToPay(ctx);
    const manager = await ctx.login('manager@demo.test');
    const started = await ctx.request('POST', `${PFP}/manager/users/${order.investor.id}/impersonate`, { token: manager });
    assert.equal(started.status, 200);
    const headers = { 'X-USER-ACCESS-TOKEN': started.body.data.accessToken, 'X-MANAGER-USER-ACCESS-TOKEN': manager };
    const chosen = await ctx.request('POST', `${PFP}/investments/${order.id}/payment-method`, { headers, body: { method: 'bank_transfer' } });
    assert.equal(chosen.status, 200);
    const [move] = await movesTo(ctx, order.id, 'METHOD_PAYMENT');
    assert.equal(move?.actorKind, 'manager');
    await ctx.request('POST', `${PFP}/manager/impersonation/end`, { headers });
  });
});

