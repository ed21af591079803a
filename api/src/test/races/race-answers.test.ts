import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import * as t from '../../db/schema.js';
import { issuanceBySlug, newInvestor, PDF, tenantIdOf } from '../invest-fixtures.js';
import { createTestContext, type TestContext } from '../harness.js';
import { chooseMethod, orderToPay, PFP, startPayment } from '../payment-fixtures.js';

/**
 * Two writes on one thing at the same moment: whichever wins, each answer says what happened to
 * that caller (issue 33, defect 8). On PostgreSQL (test:pg) they race for real; on PGlite they run
 * one after the other, in either order.
 */

const ROUNDS = 8;

let ctx: TestContext;
let entrepreneur: string;
let manager: string;
before(async () => {
  ctx = await createTestContext();
  entrepreneur = await ctx.login('entrepreneur@demo.test');
  manager = await ctx.login('manager@demo.test');
});
after(() => ctx.close());

describe('paying a distribution while it is deleted', () => {
  it('answers the payment 200 and the deletion 409, or the deletion 204 and the payment 404 (never "already paid" for a distribution that is gone)', async () => {
    const project = (await issuanceBySlug(ctx, 'valencia-lofts')).id;
    // A holder on the profit date, so there is something to pay.
    const holder = await newInvestor(ctx, { onboarded: true });
    await ctx.deps.db.insert(t.investments).values({
      tenantId: await tenantIdOf(ctx),
      issuanceId: project,
      investorId: holder.id,
      tokenAmount: 5,
      amount: '500.00',
      paymentMethod: 'bank_transfer',
      status: 'CHARGED',
      statusDates: { CREATED: '2026-01-10T10:00:00.000Z', CHARGED: '2026-01-10T10:00:00.000Z' },
      createdAt: new Date('2026-01-10T10:00:00.000Z'),
    });
    const benefits = `${PFP}/issuances/${project}/benefits`;
    for (let round = 0; round < ROUNDS; round++) {
      const created = await ctx.request('POST', benefits, { token: entrepreneur, body: { type: 'dividend', profit_date: '2026-03-01', gross_amount: '10.00' } });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      const id = created.body.data.id as string;
      const [paid, deleted] = await Promise.all([
        ctx.request('POST', `${benefits}/${id}/pay`, { token: entrepreneur }),
        ctx.request('DELETE', `${benefits}/${id}`, { token: entrepreneur }),
      ]);
      const outcome = [paid.status, paid.body?.error ?? null, deleted.status, deleted.body?.error ?? null];
      const payWon = [200, null, 409, 'distribution_already_paid'];
      const deleteWon = [404, 'distribution_not_found', 204, null];
      assert.ok(JSON.stringify(outcome) === JSON.stringify(payWon) || JSON.stringify(outcome) === JSON.stringify(deleteWon), `round ${round}: ${JSON.stringify(outcome)}`);
    }
  });
});

describe("confirming a transfer while the investor revokes the order", () => {
  it('answers the confirmation with what it did (paid, and SIGNED as the contract was signed first) or 409, never 200 with the revocation\'s CANCELED', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const order = await orderToPay(ctx);
      assert.equal((await chooseMethod(ctx, order.investor.token, order.id, 'bank_transfer')).status, 200);
      assert.equal((await startPayment(ctx, order.investor.token, order.id, 'bank_transfer')).status, 200);
      const form = new FormData();
      form.append('file', new Blob([PDF], { type: 'application/pdf' }), 'receipt.pdf');
      assert.equal((await ctx.request('POST', `${PFP}/investments/${order.id}/proof-of-payment`, { token: order.investor.token, form })).status, 200);

      const [confirmed, revoked] = await Promise.all([
        ctx.request('POST', `${PFP}/investments/${order.id}/payment/confirm`, { token: manager }),
        ctx.request('POST', `${PFP}/investments/${order.id}/revoke`, { token: order.investor.token }),
      ]);
      assert.equal(revoked.status, 200, JSON.stringify(revoked.body));
      if (confirmed.status === 200) assert.equal(confirmed.body.data.status, 'SIGNED', `round ${round}: the confirmation answered ${confirmed.body.data.status}`);
      else assert.deepEqual([confirmed.status, confirmed.body.error], [409, 'investment_transition_not_allowed']);
    }
  });
});
