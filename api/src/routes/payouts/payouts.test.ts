import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import { addMoney, businessDay, type DistributionDetail, type PayoutBatchDetail, type PayoutBatchesResponse } from 'shared';
import * as t from '../../db/schema.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { customize, issuanceBySlug, newInvestor, tenantIdOf } from '../../test/invest-fixtures.js';
import { assertValidPain001 } from '../../test/pain001-schema.js';
import { paidHolding } from '../../test/payout-fixtures.js';

const PFP = '/api/v2/pfp';

let ctx: TestContext;
let tenantId = '';
let project = '';
let today = '';
const tokens = { manager: '', entrepreneur: '', investor: '' };
type Holder = { id: string; email: string; token: string };
const holders: Holder[] = [];

const holding = (investorId: string, tokenAmount: number, chargedAt: string) => paidHolding(ctx, { tenantId, issuanceId: project, investorId, tokenAmount, chargedAt });

async function setPayoutAdapter(adapter: 'sepa' | null): Promise<void> {
  const [row] = await ctx.deps.db.select({ customization: t.tenants.customization }).from(t.tenants).where(eq(t.tenants.id, tenantId));
  const stored = (row?.customization ?? {}) as { modules?: Record<string, unknown> };
  await ctx.deps.db
    .update(t.tenants)
    .set({ customization: { ...stored, modules: { ...stored.modules, payment_profit: adapter } } })
    .where(eq(t.tenants.id, tenantId));
  ctx.deps.tenants.invalidate();
}

const distribute = async (profitDate: string, gross: string) => {
  const created = await ctx.request<{ data: DistributionDetail }>('POST', `${PFP}/issuances/${project}/benefits`, {
    token: tokens.entrepreneur,
    body: { type: 'dividend', profit_date: profitDate, gross_amount: gross, withholding_percentage: 19 },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body.data;
};
const pay = (id: string) => ctx.request<{ data: DistributionDetail; error?: string }>('POST', `${PFP}/issuances/${project}/benefits/${id}/pay`, { token: tokens.entrepreneur });
const batches = () => ctx.request<PayoutBatchesResponse>('GET', `${PFP}/payouts`, { token: tokens.manager });
const batchOf = (id: string) => ctx.request<{ data: PayoutBatchDetail }>('GET', `${PFP}/payouts/${id}`, { token: tokens.manager });
const batchRows = (distributionId: string) => ctx.deps.db.select().from(t.payoutBatches).where(eq(t.payoutBatches.distributionId, distributionId));
const tag = (xml: string, name: string) => [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((match) => match[1]);

before(async () => {
  ctx = await createTestContext();
  tenantId = await tenantIdOf(ctx);
  today = businessDay(ctx.deps.clock.now(), 'Europe/Madrid');
  tokens.manager = await ctx.login('manager@demo.test');
  tokens.entrepreneur = await ctx.login('entrepreneur@demo.test');
  tokens.investor = await ctx.login('investor@demo.test');
  project = (await issuanceBySlug(ctx, 'valencia-lofts')).id;
  holders.push(...(await Promise.all(Array.from({ length: 5 }, () => newInvestor(ctx, { onboarded: true })))));
  const [ana, bruno, carla, dora, eva] = holders as [Holder, Holder, Holder, Holder, Holder];
  // Three holders in December 2019; Carla (no IBAN) and Dora (an IBAN failing its check) join in January 2020.
  await holding(ana.id, 7, '2019-12-01T10:00:00.000Z');
  await holding(bruno.id, 13, '2019-12-02T10:00:00.000Z');
  await holding(eva.id, 3, '2019-12-03T10:00:00.000Z');
  await holding(carla.id, 5, '2020-01-10T10:00:00.000Z');
  await holding(dora.id, 2, '2020-01-11T10:00:00.000Z');
  await ctx.deps.db.update(t.users).set({ name: 'José', surname: 'Núñez & Hijos', bic: 'CAIXESBBXXX' }).where(eq(t.users.id, ana.id));
  await ctx.deps.db.update(t.users).set({ iban: null }).where(eq(t.users.id, carla.id));
  await ctx.deps.db.update(t.users).set({ iban: 'ES0000000000000000000000' }).where(eq(t.users.id, dora.id));
  const [tenant] = await ctx.deps.db.select({ settings: t.tenants.paymentSettings }).from(t.tenants).where(eq(t.tenants.id, tenantId));
  await ctx.deps.db.update(t.tenants).set({ paymentSettings: { ...tenant?.settings, bic: 'CAIXESBBXXX' } }).where(eq(t.tenants.id, tenantId));
  await setPayoutAdapter('sepa');
});
after(() => ctx.close());

describe('paying everyone with SEPA payouts', () => {
  it('makes one pain.001 batch that validates against the schema and whose CtrlSum is the net total to the cent', async () => {
    const distribution = await distribute('2019-12-31', '1000.01');
    const paid = await pay(distribution.id);
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    const [row] = await batchRows(distribution.id);
    assert.ok(row?.xml);
    await assertValidPain001(row.xml);
    assert.deepEqual(tag(row.xml, 'CtrlSum'), [distribution.totals.net_total, distribution.totals.net_total]);
    assert.deepEqual(tag(row.xml, 'NbOfTxs'), ['3', '3']);
    assert.equal(row.total, distribution.totals.net_total);
    const amounts = [...row.xml.matchAll(/<InstdAmt Ccy="EUR">([^<]*)<\/InstdAmt>/g)].map((match) => match[1] ?? '');
    assert.equal(addMoney(...amounts), distribution.totals.net_total);
    // Every investor's IBAN, name (SEPA characters) and amount; the debtor is the tenant's account.
    assert.match(row.xml, /<Dbtr>\s*<Nm>Demo Invest S\.L\.<\/Nm>[\s\S]*<IBAN>ES7921000813610123456789<\/IBAN>[\s\S]*<BIC>CAIXESBBXXX<\/BIC>/);
    assert.ok(tag(row.xml, 'Nm').includes('Jose Nunez Hijos'));
    assert.equal(tag(row.xml, 'ReqdExctnDt')[0], today);
    for (const earning of distribution.rows) assert.match(row.xml, new RegExp(`<EndToEndId>${earning.id.replace(/-/g, '')}</EndToEndId>\\s*</PmtId>\\s*<Amt>\\s*<InstdAmt Ccy="EUR">${earning.net_total.replace('.', '\\.')}</InstdAmt>`));
    // Executed today, delivered once the manager marks the batch settled.
    assert.ok(paid.body.data.rows.every((earning) => earning.executed_date === today && earning.delivered_date === null));
    // The download is the stored file byte for byte.
    const file = await ctx.request('GET', `${PFP}/payouts/${row.id}/file`, { token: tokens.manager });
    assert.equal(file.status, 200);
    assert.match(file.headers.get('Content-Disposition') ?? '', /attachment; filename="pain001-.*\.xml"/);
    assert.equal(Buffer.from(file.bytes).toString('utf8'), row.xml);
  });

  it('leaves investors without a valid IBAN out of the file and lists them with the reason', async () => {
    const distribution = await distribute('2020-01-31', '270.00');
    assert.equal((await pay(distribution.id)).status, 200);
    const [row] = await batchRows(distribution.id);
    const detail = (await batchOf(row?.id ?? '')).body.data;
    const [, , carla, dora] = holders as [Holder, Holder, Holder, Holder];
    const leftOut = detail.items.filter((item) => item.left_out_reason !== null).map((item) => [item.investor.id, item.left_out_reason]);
    assert.deepEqual(leftOut.sort(), [[carla.id, 'no_iban'], [dora.id, 'invalid_iban']].sort());
    assert.equal(detail.transactions, 3);
    assert.equal(detail.left_out, 2);
    const transferred = detail.items.filter((item) => item.left_out_reason === null);
    assert.equal(detail.total, addMoney(...transferred.map((item) => item.amount)));
    await assertValidPain001(row?.xml ?? '');
    assert.ok(!(row?.xml ?? '').includes(carla.id.replace(/-/g, '')));
    const rows = await ctx.deps.db.select().from(t.earnings).where(inArray(t.earnings.investorId, [carla.id, dora.id]));
    assert.ok(rows.every((earning) => earning.executedDate === null && earning.status === 'paid'));
  });

  it('refuses a SEPA file in a currency other than the euro and pays nothing', async () => {
    await customize(ctx, { currency: { code: 'USD' } } as never);
    try {
      const distribution = await distribute('2019-12-31', '10.00');
      const refused = await pay(distribution.id);
      assert.deepEqual([refused.status, refused.body.error], [409, 'payout_currency_not_sepa']);
      const [row] = await ctx.deps.db.select().from(t.distributions).where(eq(t.distributions.id, distribution.id));
      assert.equal(row?.status, 'pending');
      assert.equal((await batchRows(distribution.id)).length, 0);
    } finally {
      await customize(ctx, { currency: { code: 'EUR' } } as never);
    }
  });

  it('refuses to pay without the tenant’s own IBAN and pays nothing', async () => {
    const [tenant] = await ctx.deps.db.select({ settings: t.tenants.paymentSettings }).from(t.tenants).where(eq(t.tenants.id, tenantId));
    const settings = tenant?.settings ?? {};
    await ctx.deps.db.update(t.tenants).set({ paymentSettings: { ...settings, iban: '' } }).where(eq(t.tenants.id, tenantId));
    try {
      const distribution = await distribute('2019-12-31', '10.00');
      const refused = await pay(distribution.id);
      assert.equal(refused.status, 409);
      assert.equal(refused.body.error, 'payout_account_required');
      const [row] = await ctx.deps.db.select().from(t.distributions).where(eq(t.distributions.id, distribution.id));
      assert.equal(row?.status, 'pending');
      assert.equal((await batchRows(distribution.id)).length, 0);
    } finally {
      await ctx.deps.db.update(t.tenants).set({ paymentSettings: settings }).where(eq(t.tenants.id, tenantId));
    }
  });

  it('makes one batch only under concurrent pays (a double click)', async () => {
    const distribution = await distribute('2019-12-31', '33.33');
    const answers = await Promise.all(Array.from({ length: 6 }, () => pay(distribution.id)));
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 409, 409, 409, 409, 409]);
    assert.equal((await batchRows(distribution.id)).length, 1);
    const items = await ctx.deps.db.select().from(t.payoutItems).where(inArray(t.payoutItems.earningId, distribution.rows.map((row) => row.id)));
    assert.equal(items.length, distribution.rows.length);
  });
});

describe('settling a batch', () => {
  it('sets the delivered date of its transferred earnings once; a second settle is refused', async () => {
    const distribution = await distribute('2020-01-31', '50.00');
    await pay(distribution.id);
    const [row] = await batchRows(distribution.id);
    const answers = await Promise.all([0, 1, 2].map(() => ctx.request<{ data: PayoutBatchDetail; error?: string }>('POST', `${PFP}/payouts/${row?.id}/settle`, { token: tokens.manager })));
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 409, 409]);
    assert.ok(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.error === 'payout_batch_already_settled'));
    const settled = answers.find((answer) => answer.status === 200)?.body.data;
    assert.equal(settled?.status, 'settled');
    assert.equal(settled?.settled_date, today);
    const detail = await ctx.request<{ data: DistributionDetail }>('GET', `${PFP}/earnings/${distribution.id}`, { token: tokens.manager });
    const [, , carla] = holders as [Holder, Holder, Holder];
    for (const earning of detail.body.data.rows) {
      const transferred = earning.investor.id !== carla.id && earning.executed_date !== null;
      assert.equal(earning.delivered_date, transferred ? today : null, earning.investor.email);
    }
  });
});

describe('claims of investors left out', () => {
  it('queues the claim and pays it in one claims batch, once under concurrent calls', async () => {
    const [, , carla] = holders as [Holder, Holder, Holder];
    await ctx.deps.db.update(t.users).set({ iban: 'ES9121000418450200051332' }).where(eq(t.users.id, carla.id));
    const claimAll = await ctx.request('POST', `${PFP}/users/me/earnings/claim-all`, { token: carla.token });
    assert.equal(claimAll.status, 200, JSON.stringify(claimAll.body));
    const queued = await ctx.deps.db.select().from(t.earnings).where(and(eq(t.earnings.investorId, carla.id), eq(t.earnings.status, 'claimed')));
    const list = await batches();
    assert.deepEqual(list.body.queued_claims, { count: queued.length, total: addMoney(...queued.map((row) => row.netTotal)) });
    const answers = await Promise.all([0, 1, 2].map(() => ctx.request<{ data: PayoutBatchDetail; error?: string }>('POST', `${PFP}/payouts/claims`, { token: tokens.manager })));
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [201, 409, 409]);
    assert.ok(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.error === 'nothing_to_pay_out'));
    const batch = answers.find((answer) => answer.status === 201)?.body.data;
    assert.equal(batch?.kind, 'claims');
    assert.equal(batch?.transactions, queued.length);
    assert.equal(batch?.total, list.body.queued_claims.total);
    const file = await ctx.request('GET', `${PFP}/payouts/${batch?.id}/file`, { token: tokens.manager });
    await assertValidPain001(Buffer.from(file.bytes).toString('utf8'));
    const after = await ctx.deps.db.select().from(t.earnings).where(inArray(t.earnings.id, queued.map((row) => row.id)));
    assert.ok(after.every((row) => row.executedDate === today));
    assert.deepEqual((await batches()).body.queued_claims, { count: 0, total: '0.00' });
  });

  it('is the manager’s: an investor may not list or settle batches', async () => {
    assert.equal((await ctx.request('GET', `${PFP}/payouts`, { token: tokens.investor })).status, 403);
    assert.equal((await ctx.request('POST', `${PFP}/payouts/claims`, { token: tokens.investor })).status, 403);
    assert.equal((await ctx.request('GET', `${PFP}/payouts/not-an-id`, { token: tokens.manager })).status, 404);
  });
});

describe('the sandbox payout (the default)', () => {
  it('sets the executed and delivered dates at once and makes no batch', async () => {
    await setPayoutAdapter(null);
    try {
      const distribution = await distribute('2019-12-31', '12.34');
      const paid = await pay(distribution.id);
      assert.equal(paid.status, 200);
      assert.ok(paid.body.data.rows.every((earning) => earning.executed_date === today && earning.delivered_date === today));
      assert.equal((await batchRows(distribution.id)).length, 0);
    } finally {
      await setPayoutAdapter('sepa');
    }
  });
});
