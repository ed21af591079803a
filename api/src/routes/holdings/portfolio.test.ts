import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { multiplyMoney, type InvestmentStatus, type Portfolio, type ProductType } from 'shared';
import * as t from '../../db/schema.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { issuanceBySlug, newInvestor, tenantIdOf } from '../../test/invest-fixtures.js';
import { buildPortfolio, sharesOf, type PaidInvestment } from './portfolio.js';

const PFP = '/api/v2/pfp';

/** Basis points of each share: exact integers, so "adds up to 1" is checked without float noise. */
const basisPoints = (shares: readonly number[]) => shares.map((share) => Math.round(share * 10_000));
const sum = (values: readonly number[]) => values.reduce((total, value) => total + value, 0);

function paid(overrides: Partial<PaidInvestment> & { chargedAt?: string }): PaidInvestment {
  const { chargedAt = '2026-03-10T10:00:00.000Z', ...rest } = overrides;
  const tokenAmount = rest.tokenAmount ?? 10;
  const tokenPrice = rest.tokenPrice ?? '10.00';
  return {
    issuanceId: 'issuance-a',
    slug: 'project-a',
    title: 'Project A',
    productType: 'debt',
    tokenSymbol: 'PA',
    tokenPrice,
    tokensForSale: 1000,
    tokenAmount,
    amount: multiplyMoney(tokenPrice, tokenAmount),
    status: 'CHARGED',
    statusDates: { CREATED: chargedAt, CHARGED: chargedAt },
    createdAt: new Date(chargedAt),
    ...rest,
  };
}

describe('the portfolio of paid investments', () => {
  it('sums the holdings of a project, counts its minted tokens and values it at today’s token price', () => {
    const portfolio = buildPortfolio(
      [
        // Bought at 10.00, the price is 12.50 today: the current value follows today's price.
        paid({ tokenAmount: 100, amount: '1000.00', tokenPrice: '12.50', status: 'MINTED' }),
        paid({ tokenAmount: 50, amount: '500.00', tokenPrice: '12.50', status: 'SIGNED' }),
      ],
      'Europe/Madrid',
    );
    assert.equal(portfolio.holdings.length, 1);
    const [holding] = portfolio.holdings;
    assert.equal(holding?.tokens, 150);
    assert.equal(holding?.minted_tokens, 100);
    assert.equal(holding?.invested, '1500.00');
    assert.equal(holding?.current_value, '1875.00');
    assert.equal(holding?.share_of_issuance, 0.15);
    assert.deepEqual(portfolio.totals, { invested: '1500.00', current_value: '1875.00', tokens: 150, projects: 1 });
  });

  it('splits the allocation by product type into shares that add up to exactly 1, largest remainder first', () => {
    const types: ProductType[] = ['debt', 'art', 'music'];
    const portfolio = buildPortfolio(
      types.map((productType, index) => paid({ issuanceId: `issuance-${index}`, title: `Project ${index}`, productType, tokenAmount: 1, tokenPrice: '100.00' })),
      'Europe/Madrid',
    );
    const shares = portfolio.by_product_type.map((type) => type.share);
    // A third each cannot be written in basis points: 3334 + 3333 + 3333, never 9999.
    assert.deepEqual(basisPoints(shares).sort(), [3333, 3333, 3334]);
    assert.equal(sum(basisPoints(shares)), 10_000);
    assert.ok(Math.abs(sum(shares) - 1) < 1e-12);
  });

  it('keeps shares adding up to 1 whatever the amounts', () => {
    const amounts = [['0.01', '999999.99', '3.33'], ['1.00', '1.00', '1.00', '1.00', '1.00', '1.00', '1.00'], ['12345.67', '0.02']];
    for (const weights of amounts) assert.equal(sum(basisPoints(sharesOf(weights))), 10_000, weights.join(' '));
    assert.deepEqual(sharesOf([]), []);
  });

  it('orders the allocation and the holdings by amount invested, most first', () => {
    const portfolio = buildPortfolio(
      [
        paid({ issuanceId: 'small', title: 'Small', productType: 'art', tokenAmount: 1 }),
        paid({ issuanceId: 'large', title: 'Large', productType: 'music', tokenAmount: 30 }),
      ],
      'Europe/Madrid',
    );
    assert.deepEqual(portfolio.holdings.map((holding) => holding.project_title), ['Large', 'Small']);
    assert.deepEqual(portfolio.by_product_type, [
      { product_type: 'music', invested: '300.00', share: 0.9677 },
      { product_type: 'art', invested: '10.00', share: 0.0323 },
    ]);
  });

  it('adds up the invested by month, oldest first, with the running total', () => {
    const portfolio = buildPortfolio(
      [
        paid({ chargedAt: '2026-04-02T09:00:00.000Z', tokenAmount: 3 }),
        paid({ chargedAt: '2026-01-15T09:00:00.000Z', tokenAmount: 10 }),
        paid({ chargedAt: '2026-01-20T09:00:00.000Z', tokenAmount: 5 }),
      ],
      'Europe/Madrid',
    );
    assert.deepEqual(portfolio.invested_over_time, [
      { month: '2026-01', invested: '150.00', cumulative: '150.00' },
      { month: '2026-04', invested: '30.00', cumulative: '180.00' },
    ]);
  });

  it("counts a payment in the month of the tenant's time zone, not of UTC", () => {
    // 23:30 on 31 January in UTC is already 1 February in Madrid (UTC+1), still January in New York.
    const lateNight = [paid({ chargedAt: '2026-01-31T23:30:00.000Z' })];
    assert.equal(buildPortfolio(lateNight, 'Europe/Madrid').invested_over_time[0]?.month, '2026-02');
    assert.equal(buildPortfolio(lateNight, 'America/New_York').invested_over_time[0]?.month, '2026-01');
  });

  it('dates a payment by its CHARGED status, not by the order or a later status', () => {
    const portfolio = buildPortfolio(
      [paid({ status: 'MINTED', createdAt: new Date('2026-01-05T10:00:00Z'), statusDates: { CREATED: '2026-01-05T10:00:00Z', CHARGED: '2026-02-10T10:00:00Z', MINTED: '2026-05-01T10:00:00Z' } })],
      'Europe/Madrid',
    );
    assert.deepEqual(portfolio.invested_over_time.map((month) => month.month), ['2026-02']);
  });

  it('is empty, with zero totals, for an investor without paid investments', () => {
    assert.deepEqual(buildPortfolio([], 'Europe/Madrid'), {
      holdings: [],
      totals: { invested: '0.00', current_value: '0.00', tokens: 0, projects: 0 },
      by_product_type: [],
      invested_over_time: [],
    });
  });
});

describe('GET /users/me/portfolio', () => {
  let ctx: TestContext;
  before(async () => {
    ctx = await createTestContext();
  });
  after(() => ctx.close());

  async function invest(investorId: string, slug: string, tokens: number, status: InvestmentStatus, chargedAt: string) {
    const issuance = await issuanceBySlug(ctx, slug);
    await ctx.deps.db.insert(t.investments).values({
      tenantId: await tenantIdOf(ctx),
      issuanceId: issuance.id,
      investorId,
      tokenAmount: tokens,
      amount: multiplyMoney(issuance.tokenPrice ?? '0', tokens),
      status,
      statusDates: { CREATED: chargedAt, ...(status === 'CREATED' ? {} : { CHARGED: chargedAt }) },
      paymentMethod: 'bank_transfer',
      idempotencyKey: randomUUID(),
    });
  }

  it("answers the caller's paid holdings only, with the totals of the answer's rows", async () => {
    const investor = await newInvestor(ctx, { onboarded: true });
    await invest(investor.id, 'wind-repowering', 40, 'MINTED', '2026-01-10T10:00:00Z');
    await invest(investor.id, 'madrid-retail-loan', 20, 'SIGNED', '2026-02-10T10:00:00Z');
    await invest(investor.id, 'madrid-retail-loan', 5, 'CHARGED', '2026-02-11T10:00:00Z');
    // Not paid: neither counted nor shown.
    await invest(investor.id, 'solar-park-almeria', 500, 'CREATED', '2026-02-12T10:00:00Z');

    const answer = await ctx.request<{ data: Portfolio }>('GET', `${PFP}/users/me/portfolio`, { token: investor.token });
    assert.equal(answer.status, 200);
    const { holdings, totals, by_product_type: byType, invested_over_time: overTime } = answer.body.data;
    assert.deepEqual(
      holdings.map((holding) => [holding.project_slug, holding.tokens, holding.minted_tokens, holding.invested, holding.current_value, holding.share_of_issuance]),
      [
        ['madrid-retail-loan', 25, 0, '1250.00', '1250.00', 25 / 4000],
        ['wind-repowering', 40, 40, '1000.00', '1000.00', 40 / 8000],
      ],
    );
    // Wind Repowering has its token (seeded): its own symbol.
    assert.ok(holdings.every((holding) => holding.token_symbol.length > 0));
    assert.deepEqual(totals, { invested: '2250.00', current_value: '2250.00', tokens: 65, projects: 2 });
    assert.deepEqual(byType, [
      { product_type: 'debt', invested: '1250.00', share: 0.5556 },
      { product_type: 'renewables', invested: '1000.00', share: 0.4444 },
    ]);
    assert.deepEqual(overTime, [
      { month: '2026-01', invested: '1000.00', cumulative: '1000.00' },
      { month: '2026-02', invested: '1250.00', cumulative: '2250.00' },
    ]);
  });

  it('is for investors: a manager (not acting as one) and an entrepreneur who does not invest are refused', async () => {
    // entrepreneur@ also invests (secondary role USER), company@ does not.
    for (const email of ['manager@demo.test', 'company@demo.test']) {
      const answer = await ctx.request('GET', `${PFP}/users/me/portfolio`, { token: await ctx.login(email) });
      assert.equal(answer.status, 403, email);
    }
  });
});
