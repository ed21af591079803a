import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import { addMoney, businessDay, type BalanceAnswer, type DistributionDetail } from 'shared';
import * as t from '../../db/schema.js';
import { balancePayout } from '../../payments/payouts/balance-payout.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { issuanceBySlug, newInvestor, tenantIdOf } from '../../test/invest-fixtures.js';
import { paidHolding } from '../../test/payout-fixtures.js';

const PFP = '/api/v2/pfp';

let ctx: TestContext;
let tenantId = '';
let project = '';
let today = '';
const tokens = { manager: '', entrepreneur: '' };
type Holder = { id: string; email: string; token: string };
const holders: Holder[] = [];

const holding = (investorId: string, tokenAmount: number, chargedAt: string) => paidHolding(ctx, { tenantId, issuanceId: project, investorId, tokenAmount, chargedAt });

const distribute = async (profitDate: string, gross: string) => {
  const created = await ctx.request<{ data: DistributionDetail }>('POST', `${PFP}/issuances/${project}/benefits`, {
    token: tokens.entrepreneur,
    body: { type: 'dividend', profit_date: profitDate, gross_amount: gross, withholding_percentage: 19 },
  });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  return created.body.data;
};
const pay = (id: string) => ctx.request<{ data: DistributionDetail; error?: string }>('POST', `${PFP}/issuances/${project}/benefits/${id}/pay`, { token: tokens.entrepreneur });
const balanceOf = (holder: Holder) => ctx.request<BalanceAnswer>('GET', `${PFP}/users/me/balance`, { token: holder.token });
const creditsOf = (earningIds: readonly string[]) =>
  ctx.deps.db.select().from(t.balanceEntries).where(and(eq(t.balanceEntries.kind, 'earning'), inArray(t.balanceEntries.reference, [...earningIds])));

before(async () => {
  ctx = await createTestContext();
  tenantId = await tenantIdOf(ctx);
  today = businessDay(ctx.deps.clock.now(), 'Europe/Madrid');
  tokens.manager = await ctx.login('manager@demo.test');
  tokens.entrepreneur = await ctx.login('entrepreneur@demo.test');
  project = (await issuanceBySlug(ctx, 'valencia-lofts')).id;
  holders.push(...(await Promise.all(Array.from({ length: 3 }, () => newInvestor(ctx, { onboarded: true })))));
  const [ana, bruno, carla] = holders as [Holder, Holder, Holder];
  await holding(ana.id, 7, '2019-12-01T10:00:00.000Z');
  await holding(bruno.id, 13, '2019-12-02T10:00:00.000Z');
  await holding(carla.id, 3, '2019-12-03T10:00:00.000Z');
  // An investor without an IBAN is credited all the same: the money never leaves the platform.
  await ctx.deps.db.update(t.users).set({ iban: null }).where(eq(t.users.id, carla.id));
  const [row] = await ctx.deps.db.select({ customization: t.tenants.customization }).from(t.tenants).where(eq(t.tenants.id, tenantId));
  const stored = (row?.customization ?? {}) as { modules?: Record<string, unknown> };
  await ctx.deps.db
    .update(t.tenants)
    .set({ customization: { ...stored, modules: { ...stored.modules, payment_profit: 'balance' } } })
    .where(eq(t.tenants.id, tenantId));
  ctx.deps.tenants.invalidate();
});
after(() => ctx.close());

describe('paying everyone with earnings kept as balance', () => {
  it("credits each investor's balance with their net earning once, executed and delivered today, and the investor sees it in their balance's moves", async () => {
    const distribution = await distribute('2019-12-31', '1000.01');
    const paid = await pay(distribution.id);
    assert.equal(paid.status, 200, JSON.stringify(paid.body));
    assert.ok(paid.body.data.rows.every((earning) => earning.executed_date === today && earning.delivered_date === today));
    assert.equal((await ctx.deps.db.select().from(t.payoutBatches).where(eq(t.payoutBatches.distributionId, distribution.id))).length, 0);
    const credits = await creditsOf(paid.body.data.rows.map((row) => row.id));
    assert.equal(credits.length, 3);
    assert.equal(addMoney(...credits.map((credit) => credit.amount)), distribution.totals.net_total);
    for (const holder of holders) {
      const earning = paid.body.data.rows.find((row) => row.investor.id === holder.id);
      assert.ok(earning);
      const answer = await balanceOf(holder);
      assert.equal(answer.status, 200);
      assert.equal(answer.body.balance, earning.net_total);
      const [move, ...others] = answer.body.data;
      assert.equal(others.length, 0);
      assert.deepEqual([move?.kind, move?.amount, move?.balance_after], ['earning', earning.net_total, earning.net_total]);
    }
  });

  it('credits nothing twice when the adapter is asked again for the same earnings', async () => {
    const [ana] = holders as [Holder];
    const [earning] = await ctx.deps.db.select().from(t.earnings).where(and(eq(t.earnings.investorId, ana.id), eq(t.earnings.status, 'paid'))).limit(1);
    assert.ok(earning);
    const before = (await balanceOf(ana)).body.balance;
    const tenant = (await ctx.deps.tenants.all()).find((candidate) => candidate.id === tenantId);
    assert.ok(tenant);
    const request = {
      tenant,
      settings: {},
      kind: 'distribution' as const,
      distributionId: earning.distributionId,
      earnings: [{ earningId: earning.id, investorId: ana.id, name: 'Ana', iban: null, bic: null, amount: earning.netTotal, reference: 'again' }],
      currency: 'EUR',
      now: ctx.deps.clock.now(),
      today,
      actorId: ana.id,
    };
    const outcome = await ctx.deps.db.transaction((tx) => balancePayout.payOut(tx, request));
    assert.deepEqual(outcome, { executed: [earning.id], delivered: [earning.id], batchId: null });
    assert.equal((await balanceOf(ana)).body.balance, before);
    assert.equal((await creditsOf([earning.id])).length, 1);
  });

  it('credits one entry per earning when two distributions are paid everyone at once, each clicked several times', async () => {
    const first = await distribute('2020-01-31', '333.33');
    const second = await distribute('2020-02-29', '77.77');
    const before = await Promise.all(holders.map(async (holder) => (await balanceOf(holder)).body.balance));
    const answers = await Promise.all([first, second, first, second, first, second].map((distribution) => pay(distribution.id)));
    const statuses = (id: string) => answers.filter((_, index) => (index % 2 === 0 ? first : second).id === id).map((answer) => answer.status).sort();
    assert.deepEqual(statuses(first.id), [200, 409, 409]);
    assert.deepEqual(statuses(second.id), [200, 409, 409]);
    const earningIds = [...first.rows, ...second.rows].map((row) => row.id);
    const credits = await creditsOf(earningIds);
    assert.equal(credits.length, earningIds.length);
    assert.equal(addMoney(...credits.map((credit) => credit.amount)), addMoney(first.totals.net_total, second.totals.net_total));
    for (const [index, holder] of holders.entries()) {
      const nets = [...first.rows, ...second.rows].filter((row) => row.investor.id === holder.id).map((row) => row.net_total);
      assert.equal((await balanceOf(holder)).body.balance, addMoney(before[index] ?? '0.00', ...nets), holder.email);
    }
  });
});
