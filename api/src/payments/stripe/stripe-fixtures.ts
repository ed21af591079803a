import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { customize } from '../../test/invest-fixtures.js';
import { chooseMethod, orderToPay, PFP, SLUG, startPayment } from '../../test/payment-fixtures.js';
import { StripeStandin, type Deliver } from './standin/stripe-standin.js';

/** The API's Stripe webhook, as Stripe's servers reach it. */
const STRIPE_WEBHOOK = '/api/v2/pfp/payments/webhooks/stripe';
export const TEST_KEYS = { secret_key: 'sk_test_apitests', webhook_secret: 'whsec_apitests' } as const;

export interface StripeHarness {
  ctx: TestContext;
  standin: StripeStandin;
  /** Turns the stand-in's own deliveries off (tests then send events themselves) or back on. */
  deliveries(on: boolean): void;
  /** POSTs a body to the webhook, signed as the stand-in signs (at `at`, with `secret`). */
  post(body: string, options?: { at?: Date; secret?: string; signature?: string }): Promise<{ status: number; body: { data?: { processed: boolean; status: string | null }; error?: string } }>;
  close(): Promise<void>;
}

/** An API on a fresh database whose tenant pays cards with Stripe, and the stand-in it calls (port 0). */
export async function stripeHarness(): Promise<StripeHarness> {
  const standin = new StripeStandin({ secretKey: TEST_KEYS.secret_key, webhookSecret: TEST_KEYS.webhook_secret });
  const { port } = await standin.listen(0);
  const ctx = await createTestContext({
    PAYMENT_PROVIDER_SECRETS: JSON.stringify({ '*': { stripe: { ...TEST_KEYS, host: '127.0.0.1', port, protocol: 'http' } } }),
  });
  await customize(ctx, { modules: { payment: 'stripe' } } as never);
  const inProcess: Deliver = async (body, headers) => (await ctx.app.request(`http://stripe.invalid${STRIPE_WEBHOOK}`, { method: 'POST', body, headers })).status;
  standin.deliverWith(inProcess);
  return {
    ctx,
    standin,
    deliveries: (on) => standin.deliverWith(on ? inProcess : async () => 200),
    async post(body, options = {}) {
      const signature = options.signature ?? standin.sign(body, options.at, options.secret);
      const answer = await ctx.app.request(`http://stripe.invalid${STRIPE_WEBHOOK}`, { method: 'POST', body, headers: { 'Content-Type': 'application/json', 'Stripe-Signature': signature } });
      return { status: answer.status, body: (await answer.json()) as never };
    },
    async close() {
      await standin.close();
      await ctx.close();
    },
  };
}

/** An order on Stripe's checkout page (or its setup page, with `card: 'register'`). */
export async function atStripeCheckout(harness: StripeHarness, extra: Record<string, unknown> = {}) {
  const { ctx } = harness;
  const order = await orderToPay(ctx);
  const chosen = await chooseMethod(ctx, order.investor.token, order.id, 'card_provider');
  assert.equal(chosen.status, 200, JSON.stringify(chosen.body));
  const started = await startPayment(ctx, order.investor.token, order.id, 'card_provider', extra);
  assert.equal(started.status, 200, JSON.stringify(started.body));
  assert.equal(started.body.data.kind, 'redirect');
  const url = new URL(started.body.data.redirect_url as string);
  const sessionId = url.pathname.split('/')[2] ?? '';
  return { ...order, url, sessionId, attemptId: started.body.data.session_id as string };
}

export async function attemptOf(ctx: TestContext, attemptId: string) {
  const [row] = await ctx.deps.db.select().from(t.paymentAttempts).where(eq(t.paymentAttempts.id, attemptId));
  assert.ok(row);
  return row;
}

/** What a browser does on the stand-in's page: type the card and submit. */
export async function payOnPage(url: URL, card: string) {
  return fetch(url, { method: 'POST', body: new URLSearchParams({ card_number: card, expiry: '12/34', cvc: '123' }), redirect: 'manual' });
}

/** Another order of the same investor (3 tokens of Fleet Leasing Pool), with card as its method. */
export async function nextCardOrder(ctx: TestContext, token: string): Promise<string> {
  const placed = await ctx.request('POST', `${PFP}/invest/${SLUG}/orders`, {
    token,
    body: { tokens: 3, risk_loss_acknowledged: true, risk_liquidity_acknowledged: true },
    headers: { 'Idempotency-Key': `order-${randomUUID()}` },
  });
  assert.equal(placed.status, 201, JSON.stringify(placed.body));
  const id = placed.body.data.id as string;
  const chosen = await chooseMethod(ctx, token, id, 'card_provider');
  assert.equal(chosen.status, 200, JSON.stringify(chosen.body));
  return id;
}
