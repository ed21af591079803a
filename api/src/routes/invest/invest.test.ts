import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as t from '../../db/schema.js';
import { moveInvestment } from '../../investments/move-investment.js';
import { customize, issuanceBySlug, newInvestor, setNow, tokensSold, userByEmail } from '../../test/invest-fixtures.js';
import { createTestContext, type TestContext } from '../../test/harness.js';

let ctx: TestContext;
const tokens = { investor: '', premium: '', pending: '', rejected: '', manager: '' };
before(async () => {
  ctx = await createTestContext();
  tokens.investor = await ctx.login('investor@demo.test');
  tokens.premium = await ctx.login('premium@demo.test');
  tokens.pending = await ctx.login('pending@demo.test');
  tokens.rejected = await ctx.login('investor2@demo.test');
  tokens.manager = await ctx.login('manager@demo.test');
});
after(() => ctx.close());

const PFP = '/api/v2/pfp';
/** The suitability test is below the plain version-2 path (spec section 7). */
const PLAIN_V2 = '/api/v2';
const ACKS = { risk_loss_acknowledged: true, risk_liquidity_acknowledged: true };
const key = () => `order-${randomUUID()}`;

function order(slug: string, token: string, body: Record<string, unknown>, idempotencyKey = key()) {
  return ctx.request('POST', `${PFP}/invest/${slug}/orders`, { token, body: { ...ACKS, ...body }, headers: { 'Idempotency-Key': idempotencyKey } });
}

async function actingAsInvestor(): Promise<Record<string, string>> {
  const investor = await userByEmail(ctx, 'investor@demo.test');
  const started = await ctx.request('POST', `${PFP}/manager/users/${investor.id}/impersonate`, { token: tokens.manager });
  assert.equal(started.status, 200);
  return { 'X-USER-ACCESS-TOKEN': started.body.data.accessToken, 'X-MANAGER-USER-ACCESS-TOKEN': tokens.manager };
}

describe('GET /invest/{slug}/next-step', () => {
  const nextStep = (token: string, slug = 'madrid-retail-loan') => ctx.request('GET', `${PFP}/invest/${slug}/next-step`, { token });

  it('sends a new investor to the first onboarding step of the default order, identification', async () => {
    const fresh = await newInvestor(ctx);
    const answer = await nextStep(fresh.token);
    assert.equal(answer.status, 200);
    assert.deepEqual(answer.body.data, { kind: 'onboarding', step: 'KYC', route: 'identification', completed: [] });
  });

  it("follows the tenant's order, skipping steps done, and the second page of the account information once the first is saved", async () => {
    await customize(ctx, { flows: { onboarding: ['SUITABILITY_TEST', 'TYPE_OF_INVESTMENT', 'USER_ADDITIONAL_DATA', 'INVEST'] } });
    try {
      const fresh = await newInvestor(ctx);
      assert.equal((await nextStep(fresh.token)).body.data.route, 'initial-test');
      const test = await ctx.request('POST', `${PLAIN_V2}/users/me/suitability-test`, { token: fresh.token, body: { answers: [true, false, true, true, false, true, false] } });
      assert.equal(test.body.data.result, 'pass');
      assert.deepEqual((await nextStep(fresh.token)).body.data, { kind: 'onboarding', step: 'TYPE_OF_INVESTMENT', route: 'type-of-investor', completed: ['SUITABILITY_TEST'] });
      await ctx.request('PUT', `${PFP}/users/me/investor-type`, { token: fresh.token, body: { person_type: 'natural', sophisticated: false } });
      assert.equal((await nextStep(fresh.token)).body.data.route, 'account-information');
      const personal = await ctx.request('PUT', `${PFP}/users/me/personal-data`, {
        token: fresh.token,
        body: { name: 'Nora', surname: 'Nueva', phone: '+34600111222', birthday: '1990-01-31' },
      });
      assert.equal(personal.status, 200, JSON.stringify(personal.body));
      assert.equal((await nextStep(fresh.token)).body.data.route, 'aditional-information');
      const additional = await ctx.request('PUT', `${PFP}/users/me/additional-data`, {
        token: fresh.token,
        body: {
          legal: { person_type: 'natural', first_name: 'Nora', last_name: 'Nueva', id_number: '12345678Z', birthday: '1990-01-31', nationality: 'ES', address: 'Calle Sol 1', city: 'Madrid', postal_code: '28001', province: 'Madrid', country_of_residence: 'ES' },
          banking: { account_holder: 'Nora Nueva', iban: 'ES9121000418450200051332' },
          additional: { politically_exposed: false, source_of_funds: 'salary' },
        },
      });
      assert.equal(additional.status, 200, JSON.stringify(additional.body));
      // The tenant asks no KYC: onboarding is done, and the amount page is next.
      assert.deepEqual((await nextStep(fresh.token)).body.data, { kind: 'invest', route: 'invest', investment: null });
    } finally {
      await customize(ctx, { flows: { onboarding: null } });
    }
  });

  it('blocks an investor whose KYC waits for validation, for up to 24 hours', async () => {
    const answer = await nextStep(tokens.pending);
    assert.deepEqual(answer.body.data, { kind: 'blocked', blocked: { reason: 'pending_validation', hours: 24 } });
  });

  it("blocks an investor a manager refused, with the review's flags", async () => {
    const answer = await nextStep(tokens.rejected);
    assert.deepEqual(answer.body.data, { kind: 'blocked', blocked: { reason: 'rejected', flags: ['KYC_NOT_APPROVED'] } });
  });

  it("lands an onboarded investor on the page of their open investment, the same from any device or for a manager acting as them", async () => {
    const madrid = await nextStep(tokens.investor);
    assert.equal(madrid.body.data.kind, 'invest');
    assert.equal(madrid.body.data.route, 'invest');
    assert.equal(madrid.body.data.investment.status, 'RESERVED');
    const valencia = await nextStep(tokens.investor, 'valencia-lofts');
    assert.equal(valencia.body.data.route, 'method-payment');
    const olive = await nextStep(tokens.investor, 'olive-oil-cooperative');
    assert.equal(olive.body.data.route, 'payment-success');
    const asManager = await ctx.request('GET', `${PFP}/invest/valencia-lofts/next-step`, { headers: await actingAsInvestor() });
    assert.deepEqual(asManager.body.data, valencia.body.data);
  });

  it('answers 404 for a project that is not published', async () => {
    const answer = await nextStep(tokens.investor, 'summer-festival-2027');
    assert.equal(answer.status, 404);
    assert.equal(answer.body.error, 'issuance_not_found');
  });
});

describe('interests', () => {
  it('declares interest in whole tokens within the offer, and cancels it for good', async () => {
    const fresh = await newInvestor(ctx);
    const declared = await ctx.request('POST', `${PFP}/invest/sevilla-offices/interests`, { token: fresh.token, body: { amount: '500' } });
    assert.equal(declared.status, 201, JSON.stringify(declared.body));
    assert.equal(declared.body.data.status, 'RESERVED');
    assert.equal(declared.body.data.tokens, 2);
    assert.equal(declared.body.data.amount, '500.00');
    const cancelled = await ctx.request('POST', `${PFP}/investments/${declared.body.data.id}/cancel`, { token: fresh.token });
    assert.equal(cancelled.status, 200);
    assert.equal(cancelled.body.data.status, 'CANCELED');
    const again = await ctx.request('POST', `${PFP}/investments/${declared.body.data.id}/cancel`, { token: fresh.token });
    assert.equal(again.status, 409);
    assert.equal(again.body.error, 'investment_not_cancellable');
  });

  it('refuses an amount that does not buy whole tokens', async () => {
    const answer = await ctx.request('POST', `${PFP}/invest/sevilla-offices/interests`, { token: tokens.investor, body: { amount: '260.00' } });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.fields.amount.key, 'validator.error_amount_multiple');
  });

  it('turns an interest into the order, keeping its id', async () => {
    const investor = await newInvestor(ctx, { onboarded: true, sophisticated: true });
    const declared = await ctx.request('POST', `${PFP}/invest/fleet-leasing-pool/interests`, { token: investor.token, body: { amount: '40.00' } });
    const placed = await order('fleet-leasing-pool', investor.token, { tokens: 3, interest_id: declared.body.data.id });
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    assert.equal(placed.body.data.id, declared.body.data.id);
    assert.equal(placed.body.data.status, 'CREATED');
    assert.equal(placed.body.data.amount, '60.00');
  });
});

describe('POST /invest/{slug}/orders', () => {
  it('places an order once per Idempotency-Key: a retry answers the same investment', async () => {
    const investor = await newInvestor(ctx, { onboarded: true, sophisticated: true });
    const sameKey = key();
    const first = await order('fleet-leasing-pool', investor.token, { tokens: 2 }, sameKey);
    const retry = await order('fleet-leasing-pool', investor.token, { tokens: 2 }, sameKey);
    assert.equal(first.status, 201, JSON.stringify(first.body));
    assert.equal(retry.status, 200);
    assert.equal(retry.body.data.id, first.body.data.id);
    const parallel = await Promise.all(Array.from({ length: 5 }, () => order('fleet-leasing-pool', investor.token, { tokens: 4 }, `${sameKey}-p`)));
    assert.equal(new Set(parallel.map((answer) => answer.body.data.id)).size, 1);
    const rows = await ctx.deps.db.select().from(t.investments).where(eq(t.investments.investorId, investor.id));
    assert.equal(rows.length, 2);
  });

  it('refuses a key sent again with another request (422 idempotency_key_reused), another project or another amount, and places nothing', async () => {
    const investor = await newInvestor(ctx, { onboarded: true, sophisticated: true });
    const sameKey = key();
    const first = await order('fleet-leasing-pool', investor.token, { tokens: 2 }, sameKey);
    assert.equal(first.status, 201, JSON.stringify(first.body));
    const otherAmount = await order('fleet-leasing-pool', investor.token, { tokens: 3 }, sameKey);
    assert.deepEqual([otherAmount.status, otherAmount.body.error], [422, 'idempotency_key_reused']);
    const otherProject = await order('madrid-retail-loan', investor.token, { tokens: 2 }, sameKey);
    assert.deepEqual([otherProject.status, otherProject.body.error], [422, 'idempotency_key_reused']);
    // The same request in another key order is the same request.
    const reordered = await ctx.request('POST', `${PFP}/invest/fleet-leasing-pool/orders`, {
      token: investor.token,
      body: { risk_liquidity_acknowledged: true, tokens: 2, risk_loss_acknowledged: true },
      headers: { 'Idempotency-Key': sameKey },
    });
    assert.deepEqual([reordered.status, reordered.body.data.id], [200, first.body.data.id]);
    const rows = await ctx.deps.db.select().from(t.investments).where(eq(t.investments.investorId, investor.id));
    assert.equal(rows.length, 1);
  });

  it('asks for the key', async () => {
    const answer = await ctx.request('POST', `${PFP}/invest/fleet-leasing-pool/orders`, { token: tokens.premium, body: { tokens: 1, ...ACKS } });
    assert.equal(answer.status, 400);
    assert.equal(answer.body.error, 'idempotency_key_required');
  });

  it(`never oversells: 20 parallel orders for the last 5 tokens place exactly 5 (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    const fleet = await issuanceBySlug(ctx, 'olive-oil-cooperative');
    const sold = await tokensSold(ctx, fleet.id);
    await ctx.deps.db.update(t.issuances).set({ tokensForSale: sold + 5 }).where(eq(t.issuances.id, fleet.id));
    const buyers = await Promise.all(Array.from({ length: 4 }, () => newInvestor(ctx, { onboarded: true, sophisticated: true })));
    const answers = await Promise.all(Array.from({ length: 20 }, (_, index) => order('olive-oil-cooperative', buyers[index % buyers.length]?.token ?? '', { tokens: 1 })));
    assert.deepEqual(
      answers.map((answer) => answer.status).sort(),
      [...Array(5).fill(201), ...Array(15).fill(409)],
    );
    assert.ok(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.error === 'not_enough_tokens'));
    assert.equal(await tokensSold(ctx, fleet.id), sold + 5);
  });

  it('checks the tokens against the limits and the two risk acknowledgements', async () => {
    const answer = await ctx.request('POST', `${PFP}/invest/madrid-retail-loan/orders`, {
      token: tokens.premium,
      body: { tokens: 401 },
      headers: { 'Idempotency-Key': key() },
    });
    assert.equal(answer.status, 400);
    assert.deepEqual(answer.body.fields, {
      tokens: { key: 'validator.error_tokens_range', params: { min: 1, max: 400 } },
      risk_loss_acknowledged: { key: 'validator.error_risk_acknowledgement' },
      risk_liquidity_acknowledged: { key: 'validator.error_risk_acknowledgement' },
    });
  });

  it('asks a non-sophisticated investor to acknowledge the risk warning above €1,000 (Art. 21(7)), not at it', async () => {
    const investor = await newInvestor(ctx, { onboarded: true });
    const atThreshold = await order('madrid-retail-loan', investor.token, { tokens: 20 });
    assert.equal(atThreshold.status, 201, JSON.stringify(atThreshold.body));
    const above = await order('madrid-retail-loan', investor.token, { tokens: 21 });
    assert.equal(above.status, 400);
    assert.deepEqual(above.body.fields, { loss_bearing_acknowledged: { key: 'validator.error_loss_bearing_acknowledgement' } });
    const acknowledged = await order('madrid-retail-loan', investor.token, { tokens: 21, loss_bearing_acknowledged: true });
    assert.equal(acknowledged.status, 201);
  });

  it('raises the threshold to 5% of the net worth the simulation stored', async () => {
    const investor = await newInvestor(ctx, { onboarded: true });
    const simulated = await ctx.request('POST', `${PFP}/users/me/loss-bearing-capacity`, {
      token: investor.token,
      body: { annual_income: '40000', liquid_assets: '20000.00', financial_commitments: '10000' },
    });
    assert.deepEqual(simulated.body.data, {
      ...simulated.body.data,
      net_worth: '50000.00',
      capacity: '5000.00',
      risk_warning_threshold: '2500.00',
    });
    assert.equal((await order('madrid-retail-loan', investor.token, { tokens: 50 })).status, 201);
    assert.equal((await order('madrid-retail-loan', investor.token, { tokens: 51 })).status, 400);
  });

  it('refuses investors who may not invest yet', async () => {
    const fresh = await newInvestor(ctx);
    const cases = [
      [fresh.token, 409, 'onboarding_incomplete'],
      [tokens.pending, 409, 'kyc_pending_validation'],
      [tokens.rejected, 403, 'investor_rejected'],
    ] as const;
    for (const [token, status, error] of cases) {
      const answer = await order('madrid-retail-loan', token, { tokens: 1 });
      assert.deepEqual([answer.status, answer.body.error], [status, error]);
    }
    const closed = await order('bridge-notes-2027', tokens.premium, { tokens: 1 });
    assert.deepEqual([closed.status, closed.body.error], [409, 'issuance_not_open']);
  });

  it('e-mails the investor the order, with the end of the reflection period', async () => {
    const investor = await newInvestor(ctx, { onboarded: true });
    const placed = await order('fleet-leasing-pool', investor.token, { tokens: 1 });
    const [mail] = await ctx.deps.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.to, investor.email));
    assert.equal(mail?.meta.purpose, 'investment_ordered');
    assert.equal(mail?.meta.investment_id, placed.body.data.id);
    // The period ends at the midnight after its last day in the tenant's zone: the mail names that day, as the congratulations page does.
    const lastDay = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long', timeZone: 'Europe/Madrid' }).format(new Date(Date.parse(placed.body.data.reflection_period_ends_at) - 1));
    assert.ok(mail?.text.includes(`hasta el final del ${lastDay} (hora de Europe/Madrid).`), mail?.text);
    assert.match(mail?.text ?? '', /tu orden de 1 token [A-Z]+ \(\d+,\d{2}\u00A0€\)/);
  });
});

describe('balance, fees and the breakdown, exact to the cent', () => {
  it('reserves the available balance and charges the fee on the rest', async () => {
    const investor = await newInvestor(ctx, { onboarded: true, sophisticated: true, balance: '1500.00' });
    const placed = await order('valencia-lofts', investor.token, { tokens: 20, use_balance: true });
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    assert.equal(placed.body.data.balance_used, '1500.00');
    assert.equal((await userByEmail(ctx, investor.email)).availableBalance, '0.00');
    const breakdown = (method: string) => ctx.request('GET', `${PFP}/investments/${placed.body.data.id}/breakdown?method=${method}`, { token: investor.token });
    assert.deepEqual((await breakdown('bank_transfer')).body.data, {
      method: 'bank_transfer',
      amount: '2000.00',
      balance_used: '1500.00',
      fee: '1.50',
      fee_kind: 'amount',
      fee_rate: '1.50',
      fee_source: 'tenant',
      total: '501.50',
    });
    assert.deepEqual((await breakdown('card_provider')).body.data, {
      method: 'card_provider',
      amount: '2000.00',
      balance_used: '1500.00',
      fee: '7.50',
      fee_kind: 'percentage',
      fee_rate: '1.5',
      fee_source: 'tenant',
      total: '507.50',
    });
    // Bizum and a crypto wallet are paid on the provider's page too: the same percentage as a card.
    for (const method of ['bizum', 'crypto_wallet']) {
      assert.deepEqual((await breakdown(method)).body.data, {
        method,
        amount: '2000.00',
        balance_used: '1500.00',
        fee: '7.50',
        fee_kind: 'percentage',
        fee_rate: '1.5',
        fee_source: 'tenant',
        total: '507.50',
      });
    }
    assert.deepEqual((await breakdown('bank_wire')).body.data, {
      method: 'bank_wire',
      amount: '2000.00',
      balance_used: '1500.00',
      fee: '1.50',
      fee_kind: 'amount',
      fee_rate: '1.50',
      fee_source: 'tenant',
      total: '501.50',
    });
    assert.equal((await breakdown('cash')).status, 400);
  });

  it('rounds a card fee once, half away from zero: 1.5% of 105.00 is 1.58', async () => {
    const investor = await newInvestor(ctx, { onboarded: true, sophisticated: true });
    const placed = await order('indie-album-royalties', investor.token, { tokens: 21 });
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    const card = await ctx.request('GET', `${PFP}/investments/${placed.body.data.id}/breakdown?method=card_terminal`, { token: investor.token });
    assert.deepEqual([card.body.data.amount, card.body.data.fee, card.body.data.total], ['105.00', '1.58', '106.58']);
    const bizum = await ctx.request('GET', `${PFP}/investments/${placed.body.data.id}/breakdown?method=bizum`, { token: investor.token });
    assert.deepEqual([bizum.body.data.fee, bizum.body.data.total], ['1.58', '106.58']);
  });

  it('charges no fee where the tenant turned fees off, and ignores the balance where paying with it is off', async () => {
    await customize(ctx, { extras: { investmentFee: false, payWithBalance: false } });
    try {
      const investor = await newInvestor(ctx, { onboarded: true, sophisticated: true, balance: '100.00' });
      const placed = await order('fleet-leasing-pool', investor.token, { tokens: 3, use_balance: true });
      assert.equal(placed.body.data.balance_used, '0.00');
      const card = await ctx.request('GET', `${PFP}/investments/${placed.body.data.id}/breakdown?method=card_provider`, { token: investor.token });
      assert.deepEqual([card.body.data.fee, card.body.data.total], ['0.00', '60.00']);
    } finally {
      await customize(ctx, { extras: { investmentFee: true, payWithBalance: true } });
    }
  });
});

describe('revocation within the reflection period (4 calendar days, Madrid time)', () => {
  // 00:30 in Madrid on 2 March is still 1 March in UTC: the period runs through 6 March, Madrid time,
  // and ends at 2026-03-06T23:00:00Z (midnight in Madrid, UTC+1 in March before the change).
  const ORDERED_AT = '2026-03-01T23:30:00.000Z';
  after(() => ctx.clock.reset());

  async function orderAt(instant: string, options: { sophisticated?: boolean; balance?: string; useBalance?: boolean } = {}) {
    const investor = await newInvestor(ctx, { onboarded: true, sophisticated: options.sophisticated ?? false, balance: options.balance ?? '0.00' });
    setNow(ctx, instant);
    const placed = await order('fleet-leasing-pool', investor.token, { tokens: 5, use_balance: options.useBalance === true });
    assert.equal(placed.status, 201, JSON.stringify(placed.body));
    return { investor, id: placed.body.data.id as string, answer: placed.body.data };
  }
  const revoke = (id: string, token: string) => ctx.request('POST', `${PFP}/investments/${id}/revoke`, { token });

  it('tells when the period ends: midnight in Madrid after the fourth day following the order', async () => {
    const { answer } = await orderAt(ORDERED_AT);
    assert.equal(answer.reflection_period_ends_at, '2026-03-06T23:00:00.000Z');
    assert.equal(answer.revocable, true);
  });

  it('revokes one second before that midnight, giving the balance back', async () => {
    const { investor, id } = await orderAt(ORDERED_AT, { balance: '40.00', useBalance: true });
    assert.equal((await userByEmail(ctx, investor.email)).availableBalance, '0.00');
    setNow(ctx, '2026-03-06T22:59:59.000Z');
    const revoked = await revoke(id, investor.token);
    assert.equal(revoked.status, 200, JSON.stringify(revoked.body));
    assert.equal(revoked.body.data.status, 'CANCELED');
    assert.equal((await userByEmail(ctx, investor.email)).availableBalance, '40.00');
    const mails = await ctx.deps.db.select().from(t.mailOutbox).where(eq(t.mailOutbox.to, investor.email));
    assert.deepEqual(mails.map((mail) => mail.meta.purpose).sort(), ['investment_ordered', 'investment_revoked']);
  });

  it('refuses at that midnight with 409 reflection_period_over, although UTC still says 6 March', async () => {
    const { investor, id } = await orderAt(ORDERED_AT);
    setNow(ctx, '2026-03-06T23:00:00.000Z');
    const late = await revoke(id, investor.token);
    assert.deepEqual([late.status, late.body.error], [409, 'reflection_period_over']);
  });

  /** A paid order (30.00 of it from the balance, a 1.50 fee) revoked, with the tenant paying with balance or not. */
  async function paidOrderRevoked(payWithBalance: boolean) {
    const { investor, id } = await orderAt(ORDERED_AT, { balance: '30.00', useBalance: true });
    await ctx.deps.db.update(t.investments).set({ fee: '1.50' }).where(eq(t.investments.id, id));
    for (const to of ['METHOD_PAYMENT', 'IN_UPLOAD_PROOF_OF_PAYMENT', 'PROOF_OF_PAYMENT_UPLOADED', 'CHARGED'] as const) {
      await ctx.deps.db.transaction((tx) => moveInvestment(tx, { investmentId: id, to, actor: { kind: 'system', userId: null }, at: ctx.deps.clock.now() }));
    }
    setNow(ctx, '2026-03-03T10:00:00.000Z');
    await customize(ctx, { extras: { payWithBalance } });
    try {
      assert.equal((await revoke(id, investor.token)).status, 200);
    } finally {
      await customize(ctx, { extras: { payWithBalance: true } });
    }
    const [refund] = await ctx.deps.db.select().from(t.investmentRefunds).where(eq(t.investmentRefunds.investmentId, id));
    const entries = await ctx.deps.db.select().from(t.balanceEntries).where(eq(t.balanceEntries.investmentId, id));
    return { refund, entries: entries.map((entry) => [entry.kind, entry.amount]).sort(), balance: (await userByEmail(ctx, investor.email)).availableBalance };
  }

  it('credits the balance with what the payment method charged for a paid order, while the tenant pays with balance', async () => {
    const { refund, entries, balance } = await paidOrderRevoked(true);
    // 5 × 20.00 + 1.50 fee − 30.00 from the balance, credited to the balance beside the 30.00 given back.
    assert.deepEqual([refund?.amount, refund?.status], ['71.50', 'credited_to_balance']);
    assert.equal(balance, '101.50');
    assert.deepEqual(entries, [['order_payment', '-30.00'], ['order_refund', '71.50'], ['order_released', '30.00']]);
  });

  it('records a refund to pay out through the method when the tenant does not pay with balance', async () => {
    const { refund, entries, balance } = await paidOrderRevoked(false);
    assert.deepEqual([refund?.amount, refund?.status], ['71.50', 'pending']);
    assert.equal(balance, '30.00');
    assert.deepEqual(entries, [['order_payment', '-30.00'], ['order_released', '30.00']]);
  });

  it('gives a sophisticated investor no reflection period', async () => {
    const { investor, id, answer } = await orderAt(ORDERED_AT, { sophisticated: true });
    assert.equal(answer.reflection_period_ends_at, null);
    const refused = await revoke(id, investor.token);
    assert.deepEqual([refused.status, refused.body.error], [409, 'revocation_not_available']);
  });
});

describe('reading investments', () => {
  it("lists the investor's own investments and opens one; another investor finds no such investment", async () => {
    const list = await ctx.request('GET', `${PFP}/users/me/investments`, { token: tokens.investor });
    assert.equal(list.status, 200);
    const investor = await userByEmail(ctx, 'investor@demo.test');
    const own = await ctx.deps.db.select({ id: t.investments.id }).from(t.investments).where(eq(t.investments.investorId, investor.id));
    assert.deepEqual(new Set(list.body.data.map((item: { id: string }) => item.id)), new Set(own.map((row) => row.id)));
    const first = list.body.data[0].id;
    assert.equal((await ctx.request('GET', `${PFP}/investments/${first}`, { token: tokens.investor })).status, 200);
    const other = await ctx.request('GET', `${PFP}/investments/${first}`, { token: tokens.premium });
    assert.deepEqual([other.status, other.body.error], [404, 'investment_not_found']);
  });
});
