import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { addMoney, toCents } from 'shared';
import * as t from '../../db/schema.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { newInvestor, tenantIdOf, userByEmail } from '../../test/invest-fixtures.js';
import { chooseMethod, orderToPay, PFP, SLUG } from '../../test/payment-fixtures.js';
import { creditBalance, moveBalance } from './balance-ledger.js';

let ctx: TestContext;
before(async () => {
  ctx = await createTestContext();
});
after(() => ctx.close());

async function ledgerOf(userId: string) {
  const entries = await ctx.deps.db.select().from(t.balanceEntries).where(eq(t.balanceEntries.userId, userId));
  const [user] = await ctx.deps.db.select({ balance: t.users.availableBalance }).from(t.users).where(eq(t.users.id, userId));
  return { entries, balance: user?.balance ?? '', sum: addMoney('0.00', ...entries.map((entry) => entry.amount)) };
}

const placeOrder = (token: string, tokens: number) =>
  ctx.request('POST', `${PFP}/invest/${SLUG}/orders`, {
    token,
    body: { tokens, use_balance: true, risk_loss_acknowledged: true, risk_liquidity_acknowledged: true },
    headers: { 'Idempotency-Key': `order-${randomUUID()}` },
  });

describe('the investor balance, a ledger of money', () => {
  it('credits a reference once however often it is replayed, the running total the sum of the entries', async () => {
    const investor = await newInvestor(ctx, { onboarded: true });
    const tenantId = await tenantIdOf(ctx);
    const move = { tenantId, userId: investor.id, amount: '12.34', kind: 'earning' as const, reference: `earning-${randomUUID()}`, at: ctx.deps.clock.now() };
    const answers = await Promise.all([0, 1, 2, 3].map(() => ctx.deps.db.transaction((tx) => creditBalance(tx, move))));
    assert.equal(answers.filter((answer) => answer.applied).length, 1);
    const ledger = await ledgerOf(investor.id);
    assert.deepEqual([ledger.balance, ledger.sum, ledger.entries.length], ['12.34', '12.34', 1]);
    assert.equal(ledger.entries[0]?.balanceAfter, '12.34');
  });

  it('refuses to spend more than the balance (409 balance_insufficient), and the database refuses a negative balance', async () => {
    const investor = await newInvestor(ctx, { onboarded: true, balance: '10.00' });
    const tenantId = await tenantIdOf(ctx);
    await assert.rejects(
      ctx.deps.db.transaction((tx) => moveBalance(tx, { tenantId, userId: investor.id, amount: '-10.01', kind: 'adjustment', reference: `fix-${randomUUID()}`, at: ctx.deps.clock.now() })),
      (error: Error & { key?: string }) => error.key === 'balance_insufficient',
    );
    await assert.rejects(ctx.deps.db.update(t.users).set({ availableBalance: sql`${t.users.availableBalance} - 20` }).where(eq(t.users.id, investor.id)));
    assert.equal((await userByEmail(ctx, investor.email)).availableBalance, '10.00');
  });

  it('never goes negative when parallel orders spend the same balance: what they use adds up to what there was', async () => {
    const investor = await newInvestor(ctx, { onboarded: true, balance: '150.00' });
    // Six orders of 3 tokens (60.00 each) at once, each asking to pay with the balance.
    const placed = await Promise.all([1, 2, 3, 4, 5, 6].map(() => placeOrder(investor.token, 3)));
    assert.ok(placed.every((answer) => answer.status === 201), JSON.stringify(placed.map((answer) => answer.body)));
    const used = placed.map((answer) => answer.body.data.balance_used as string);
    assert.equal(addMoney('0.00', ...used), '150.00');
    assert.deepEqual(used.filter((amount) => amount !== '0.00').sort(), ['30.00', '60.00', '60.00']);
    const ledger = await ledgerOf(investor.id);
    assert.deepEqual([ledger.balance, ledger.sum], ['0.00', '0.00']);
    assert.ok(ledger.entries.every((entry) => toCents(entry.balanceAfter) >= 0n));
  });

  it('never goes negative when parallel method choices spend the same balance, and each order charges the rest', async () => {
    const first = await orderToPay(ctx, { tokens: 3, balance: '100.00' });
    const others = await Promise.all([0, 1, 2].map(() => placeOrder(first.investor.token, 3)));
    const ids = [first.id, ...others.map((answer) => answer.body.data.id as string)];
    const chosen = await Promise.all(ids.flatMap((id) => [chooseMethod(ctx, first.investor.token, id, 'bank_transfer', true), chooseMethod(ctx, first.investor.token, id, 'card_provider', true)]));
    assert.ok(chosen.every((answer) => answer.status === 200), JSON.stringify(chosen.map((answer) => answer.body)));
    const rows = await Promise.all(ids.map(async (id) => (await ctx.deps.db.select().from(t.investments).where(eq(t.investments.id, id)))[0]));
    assert.equal(addMoney('0.00', ...rows.map((row) => row?.balanceUsed ?? '0.00')), '100.00');
    const ledger = await ledgerOf(first.investor.id);
    assert.deepEqual([ledger.balance, ledger.sum], ['0.00', '0.00']);
    assert.ok(ledger.entries.every((entry) => toCents(entry.balanceAfter) >= 0n));
  });

  it('answers the balance and its moves, newest first, to the investor alone', async () => {
    const order = await orderToPay(ctx, { tokens: 1, balance: '50.00' });
    assert.equal((await chooseMethod(ctx, order.investor.token, order.id, 'bank_transfer', true)).status, 200);
    const answer = await ctx.request('GET', `${PFP}/users/me/balance?per_page=5`, { token: order.investor.token });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    assert.equal(answer.body.balance, '30.00');
    assert.deepEqual(
      answer.body.data.map((entry: { kind: string; amount: string; balance_after: string }) => [entry.kind, entry.amount, entry.balance_after]),
      [['order_payment', '-20.00', '30.00'], ['adjustment', '50.00', '50.00']],
    );
    assert.equal(answer.body.data[0].investment_id, order.id);
    assert.deepEqual(answer.body.meta, { page: 1, per_page: 5, total: 2, total_pages: 1 });
    assert.equal((await ctx.request('GET', `${PFP}/users/me/balance`)).status, 401);
  });
});
