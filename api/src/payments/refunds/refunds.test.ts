import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Refund } from 'shared';
import type Stripe from 'stripe';
import * as t from '../../db/schema.js';
import { customize, tenantIdOf } from '../../test/invest-fixtures.js';
import { PFP } from '../../test/payment-fixtures.js';
import { STANDIN_CARDS } from '../stripe/standin/stripe-standin.js';
import { atStripeCheckout, attemptOf, payOnPage, stripeHarness, type StripeHarness } from '../stripe/stripe-fixtures.js';

// Run on PostgreSQL too (scripts/with-postgres.sh): there the parallel calls really race.
let harness: StripeHarness;
let manager = '';

before(async () => {
  harness = await stripeHarness();
  // Without the balance, a cancelled paid order's money is owed back through the way it came.
  await customize(harness.ctx, { extras: { payWithBalance: false } } as never);
  manager = await harness.ctx.login('manager@demo.test');
});
after(() => harness.close());

const list = () => harness.ctx.request<{ data: Refund[] }>('GET', `${PFP}/refunds`, { token: manager });
const pay = (id: string) => harness.ctx.request<{ data: Refund; error?: string }>('POST', `${PFP}/refunds/${id}/pay`, { token: manager });
const markPaid = (id: string, note: string) => harness.ctx.request<{ data: Refund; error?: string }>('POST', `${PFP}/refunds/${id}/mark-paid`, { token: manager, body: { note } });
const refundRow = async (id: string) => (await harness.ctx.deps.db.select().from(t.investmentRefunds).where(eq(t.investmentRefunds.id, id)))[0];

/** An order paid by card on Stripe's checkout, then cancelled by the manager: its refund is due. */
async function cancelledCardOrder(): Promise<{ refund: Refund; attemptId: string }> {
  const order = await atStripeCheckout(harness);
  await payOnPage(order.url, STANDIN_CARDS.succeeds);
  await harness.standin.settled();
  const cancelled = await harness.ctx.request('POST', `${PFP}/investments/${order.id}/cancel`, { token: manager, body: { reason: 'The project was withdrawn' } });
  assert.equal(cancelled.status, 200, JSON.stringify(cancelled.body));
  const refund = (await list()).body.data.find((candidate) => candidate.investment_id === order.id);
  assert.ok(refund);
  return { refund, attemptId: order.attemptId };
}

describe('refunds due, paid back the way the money came', () => {
  it('a card order cancelled after paying is refunded through Stripe once, even when asked 6 times at once and again later', async () => {
    const { refund } = await cancelledCardOrder();
    assert.equal(refund.status, 'pending');
    assert.equal(refund.route, 'provider');
    assert.equal(refund.provider, 'stripe');
    assert.equal(refund.payment_method, 'card_provider');
    const before = harness.standin.refunds.size;

    const answers = await Promise.all(Array.from({ length: 6 }, () => pay(refund.id)));
    assert.deepEqual(answers.map((answer) => answer.status), [200, 200, 200, 200, 200, 200], JSON.stringify(answers.map((answer) => answer.body)));
    assert.equal(harness.standin.refunds.size, before + 1);
    const [made] = [...harness.standin.refunds.values()].slice(-1) as [{ id: string; amount: number; metadata: Record<string, string> }];
    assert.equal(made.amount, Math.round(Number(refund.amount) * 100));
    assert.equal(made.metadata.refund_id, refund.id);
    for (const answer of answers) assert.equal(answer.body.data.provider_ref, made.id);

    const row = await refundRow(refund.id);
    assert.equal(row?.status, 'paid');
    assert.equal(row?.providerRef, made.id);
    assert.equal(row?.providerStatus, 'succeeded');
    const replay = await pay(refund.id);
    assert.equal(replay.status, 200);
    assert.equal(replay.body.data.provider_ref, made.id);
    assert.equal(harness.standin.refunds.size, before + 1);
    assert.equal(harness.standin.requests.filter((request) => request.idempotencyKey === `refund-${refund.id}`).length, 1);
  });

  it('Stripe refusing the refund answers refund_refused and leaves it pending with the reason', async () => {
    const { refund, attemptId } = await cancelledCardOrder();
    // The money was refunded at Stripe already (from its dashboard): nothing is left to refund.
    const attempt = await attemptOf(harness.ctx, attemptId);
    const direct = harness.ctx.deps.payments.named('stripe') as unknown as { clientOf(slug: string): Stripe };
    const session = await direct.clientOf('demo').checkout.sessions.retrieve(attempt.providerRef ?? '');
    await direct.clientOf('demo').refunds.create({ payment_intent: String(session.payment_intent) });

    const refused = await pay(refund.id);
    assert.equal(refused.status, 409);
    assert.equal(refused.body.error, 'refund_refused');
    const row = await refundRow(refund.id);
    assert.equal(row?.status, 'pending');
    assert.equal(row?.providerRef, null);
    const listed = (await list()).body.data.find((candidate) => candidate.id === refund.id);
    assert.equal(listed?.error, 'refund_refused');
    assert.equal(listed?.status, 'pending');
  });

  it("a bank transfer's refund stays manual: the manager marks it paid with a note, once", async () => {
    const ctx = harness.ctx;
    const tenantId = await tenantIdOf(ctx);
    const [order] = await ctx.deps.db.select().from(t.investments).where(eq(t.investments.tenantId, tenantId)).limit(1);
    assert.ok(order);
    const [owed] = await ctx.deps.db
      .insert(t.investmentRefunds)
      .values({ tenantId, investmentId: order.id, investorId: order.investorId, amount: '120.00', paymentMethod: 'bank_transfer', reason: 'payment_not_applied' })
      .returning();
    assert.ok(owed);
    const listed = (await list()).body.data.find((candidate) => candidate.id === owed.id);
    assert.equal(listed?.route, 'manual');
    assert.equal((await pay(owed.id)).body.error, 'refund_route_mismatch');
    assert.equal((await markPaid(owed.id, '  ')).status, 400);

    const paid = await markPaid(owed.id, 'Transfer of 12 May, reference R-1');
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    assert.equal(paid.body.data.status, 'paid');
    assert.equal(paid.body.data.note, 'Transfer of 12 May, reference R-1');
    assert.ok(paid.body.data.paid_at);
    const again = await markPaid(owed.id, 'twice');
    assert.equal(again.status, 409);
    assert.equal(again.body.error, 'refund_not_pending');
    const audit = await ctx.deps.db.select().from(t.auditLog).where(eq(t.auditLog.action, 'refund.paid'));
    assert.ok(audit.some((entry) => entry.details.refund === owed.id));
  });

  it('an investor cannot see or pay refunds', async () => {
    const investor = await harness.ctx.login('investor@demo.test');
    assert.equal((await harness.ctx.request('GET', `${PFP}/refunds`, { token: investor })).status, 403);
  });
});
