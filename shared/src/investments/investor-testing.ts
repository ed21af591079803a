/**
 * Contract-checked answers of the investor's investments and portfolio (issue 11) for tests of
 * any app and for a remote served without the API: each is parsed with the shared schema, so a
 * fixture that drifts from the wire fails where it is built.
 */
import * as v from 'valibot';
import { INVESTMENT_TABS, statusesOfTab, type InvestmentStatus, type InvestmentTab } from '../domain/investment';
import { investmentAnswer } from '../invest/testing';
import type { InvestmentAnswer } from '../invest/invest.schemas';
import { addMoney, moneyRatio, multiplyMoney } from '../money';
import {
  DEFAULT_INVESTMENT_PAGE_SIZE,
  myInvestmentsResponseSchema,
  portfolioHoldingSchema,
  portfolioSchema,
  type MyInvestmentsResponse,
  type Portfolio,
  type PortfolioHolding,
} from './investments.schemas';
import { pageMeta } from '../schemas/paging.schema';

/** How many investments each tab holds, as the API counts them for the tabs' badges. */
export function tabCounts(investments: readonly InvestmentAnswer[]): Record<InvestmentTab, number> {
  const counts = {} as Record<InvestmentTab, number>;
  for (const tab of INVESTMENT_TABS) {
    const statuses = statusesOfTab(tab);
    counts[tab] = investments.filter((investment) => statuses.includes(investment.status)).length;
  }
  return counts;
}

/**
 * One page of GET /users/me/investments over `investments`: the tab's statuses, newest first,
 * with every tab's count.
 */
export function myInvestmentsPage(
  investments: readonly InvestmentAnswer[],
  { tab = 'all', page = 1, per_page = DEFAULT_INVESTMENT_PAGE_SIZE }: { tab?: InvestmentTab; page?: number; per_page?: number } = {},
): MyInvestmentsResponse {
  const statuses = statusesOfTab(tab);
  const matching = investments
    .filter((investment) => statuses.includes(investment.status))
    .sort((a, b) => (b.created_at ?? '').localeCompare(a.created_at ?? ''));
  return v.parse(myInvestmentsResponseSchema, {
    data: matching.slice((page - 1) * per_page, page * per_page),
    meta: pageMeta(page, per_page, matching.length),
    tab_counts: tabCounts(investments),
  });
}

/** The demo projects, with the ids and slugs of `demoIssuances` so the links of a standalone area lead somewhere. */
const PROJECTS = {
  solar: { project_id: '1', project_slug: 'solar-park-almeria', project_title: 'Solar Park Almeria', token_symbol: 'SPA', token_price: '10.00' },
  lofts: { project_id: '2', project_slug: 'valencia-lofts', project_title: 'Valencia Lofts', token_symbol: 'VL', token_price: '50.00' },
  notes: { project_id: '3', project_slug: 'bridge-notes-2027', project_title: 'Bridge Notes 2027', token_symbol: 'BN', token_price: '100.00' },
} as const;

/** An investment of the investor in `status`, dated `day` (YYYY-MM-DD), the date of its status too. */
export function myInvestment(
  n: number,
  project: keyof typeof PROJECTS,
  status: InvestmentStatus,
  day: string,
  overrides: Partial<InvestmentAnswer> = {},
): InvestmentAnswer {
  const { token_price } = PROJECTS[project];
  const tokens = overrides.tokens ?? 10 * n;
  const at = `${day}T10:00:00.000Z`;
  return investmentAnswer({
    ...PROJECTS[project],
    id: `7d1e0000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    tokens,
    amount: multiplyMoney(token_price, tokens),
    status,
    status_dates: { [status === 'RESERVED' ? 'RESERVED' : 'CREATED']: at, [status]: at },
    payment_method: status === 'RESERVED' || status === 'CREATED' ? null : 'bank_transfer',
    created_at: at,
    ordered_at: status === 'RESERVED' ? null : at,
    reflection_period_ends_at: null,
    revocable: false,
    ...overrides,
  });
}

/** An investor with one investment in each of the statuses people meet most, across three projects. */
export function demoMyInvestments(): InvestmentAnswer[] {
  return [
    myInvestment(1, 'solar', 'RESERVED', '2026-11-21'),
    myInvestment(2, 'lofts', 'METHOD_PAYMENT', '2026-11-20', { payment_method: null }),
    myInvestment(3, 'notes', 'IN_UPLOAD_PROOF_OF_PAYMENT', '2026-11-18'),
    myInvestment(4, 'solar', 'CHARGED', '2026-11-15', {
      reflection_period_ends_at: '2026-11-27T23:00:00.000Z',
      revocable: true,
      payment_method: 'card_provider',
    }),
    myInvestment(5, 'lofts', 'SIGNED', '2026-10-02', { signed_document: 'contracts/5.pdf' }),
    myInvestment(6, 'notes', 'MINTED', '2026-09-12', { signed_document: 'contracts/6.pdf' }),
    myInvestment(7, 'solar', 'PAYMENT_ERROR', '2026-08-30', { payment_method: 'card_provider' }),
    myInvestment(8, 'notes', 'CANCELED', '2026-08-01'),
  ];
}

/** One holding; invested and current value follow from the tokens and prices unless given. */
export function portfolioHolding(overrides: Partial<PortfolioHolding> = {}): PortfolioHolding {
  const tokens = overrides.tokens ?? 100;
  const tokenPrice = overrides.token_price ?? '10.00';
  return v.parse(portfolioHoldingSchema, {
    project_id: '1',
    project_slug: 'solar-park-almeria',
    project_title: 'Solar Park Almeria',
    product_type: 'renewables',
    token_symbol: 'SPA',
    token_price: tokenPrice,
    tokens,
    minted_tokens: 0,
    invested: multiplyMoney(tokenPrice, tokens),
    current_value: multiplyMoney(tokenPrice, tokens),
    share_of_issuance: 0.01,
    ...overrides,
  });
}

/** Round to 4 decimals, the precision the shares are shown with. */
const share = (value: number) => Math.round(value * 10_000) / 10_000;

/**
 * GET /users/me/portfolio over these holdings and monthly payments (YYYY-MM → amount): totals,
 * allocation by product type and the invested-over-time series computed as the API does.
 */
export function portfolioOf(holdings: readonly PortfolioHolding[], payments: Readonly<Record<string, string>> = {}): Portfolio {
  const invested = addMoney('0.00', ...holdings.map((holding) => holding.invested));
  const byType = new Map<PortfolioHolding['product_type'], string>();
  for (const holding of holdings) byType.set(holding.product_type, addMoney(byType.get(holding.product_type) ?? '0.00', holding.invested));
  let cumulative = '0.00';
  return v.parse(portfolioSchema, {
    holdings,
    totals: {
      invested,
      current_value: addMoney('0.00', ...holdings.map((holding) => holding.current_value)),
      tokens: holdings.reduce((sum, holding) => sum + holding.tokens, 0),
      projects: holdings.length,
    },
    by_product_type: [...byType].map(([product_type, amount]) => ({ product_type, invested: amount, share: share(moneyRatio(amount, invested)) })),
    invested_over_time: Object.keys(payments)
      .sort()
      .map((month) => {
        cumulative = addMoney(cumulative, payments[month] ?? '0.00');
        return { month, invested: payments[month], cumulative };
      }),
  });
}

/** Nothing held yet. */
export function emptyPortfolio(): Portfolio {
  return portfolioOf([]);
}

/** Three projects of three product types, paid over four months. */
export function demoPortfolio(): Portfolio {
  return portfolioOf(
    [
      portfolioHolding({ tokens: 400, minted_tokens: 400, current_value: '4200.00', share_of_issuance: 0.02 }),
      portfolioHolding({
        project_id: '2',
        project_slug: 'valencia-lofts',
        project_title: 'Valencia Lofts',
        product_type: 'real_estate',
        token_symbol: 'VL',
        token_price: '50.00',
        tokens: 50,
        minted_tokens: 0,
        share_of_issuance: 0.005,
      }),
      portfolioHolding({
        project_id: '3',
        project_slug: 'bridge-notes-2027',
        project_title: 'Bridge Notes 2027',
        product_type: 'debt',
        token_symbol: 'BN',
        token_price: '100.00',
        tokens: 15,
        minted_tokens: 15,
        current_value: '1450.00',
        share_of_issuance: 0.01,
      }),
    ],
    { '2026-08': '1500.00', '2026-09': '2500.00', '2026-10': '2500.00', '2026-11': '1500.00' },
  );
}
