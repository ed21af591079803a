/**
 * Contract-checked answers of the earnings endpoints (issue 14) for tests of any app: each is
 * parsed with the shared schema, so a fixture that drifts from the wire fails where it is built.
 * The figures are computed as the API computes them (pro rata to the tokens held, to the cent,
 * largest remainder; the withholding on income only), so the parts always add up.
 */
import * as v from 'valibot';
import type { EarningStatus, EarningType } from '../domain/earning';
import { addMoney, splitProRata, toCents, withholding, ZERO_MONEY, type Money, type Percent } from '../money';
import {
  distributionDetailSchema,
  distributionSummarySchema,
  earningPartsSchema,
  myEarningSchema,
  myEarningsResponseSchema,
  taxSummaryResponseSchema,
  type DistributionDetail,
  type DistributionSummary,
  type EarningParts,
  type EarningRow,
  type MyEarning,
  type MyEarningsResponse,
  type TaxSummary,
} from './earnings.schemas';
import { pageMeta } from '../schemas/paging.schema';

type Person = EarningRow['investor'];
type Project = DistributionSummary['project'];

/** The projects are the issuances 1 and 2 of `demoIssuances()` (shared/issuances/mock-api). */
export const SOLAR_PROJECT: Project = { id: '1', title: 'Solar Park Almeria', slug: 'solar-park-almeria', token_symbol: 'SPA' };
export const LOFTS_PROJECT: Project = { id: '2', title: 'Valencia Lofts', slug: 'valencia-lofts', token_symbol: 'VL' };

export const LUCIA: Person = { id: 'user-21', name: 'Lucía Martín', email: 'lucia@example.com' };
export const PABLO: Person = { id: 'user-22', name: 'Pablo Ortega Ruiz', email: 'pablo.ortega@example.com' };
export const ANA: Person = { id: 'user-23', name: 'Ana Beltrán', email: 'ana.beltran@example.com' };

/** A holder of a project's paid tokens at a profit date. */
export type Holder = { investor: Person; tokens: number };

const ZERO_PARTS: EarningParts = {
  gross_amount: ZERO_MONEY,
  withholding_percentage: '0',
  fiscal_withholding: ZERO_MONEY,
  rent_amount: ZERO_MONEY,
  capital_gain: ZERO_MONEY,
  returned_capital: ZERO_MONEY,
  net_total: ZERO_MONEY,
  total_returned: ZERO_MONEY,
};

/** One holder's parts of a gross share: income is withheld on, returned capital is not. */
export function earningParts(type: EarningType, gross: Money, percent: Percent): EarningParts {
  const income = type !== 'repayment';
  const { withheld, net } = income ? withholding(gross, percent) : { withheld: ZERO_MONEY, net: gross };
  return v.parse(earningPartsSchema, {
    gross_amount: gross,
    withholding_percentage: percent,
    fiscal_withholding: withheld,
    rent_amount: income ? gross : ZERO_MONEY,
    capital_gain: ZERO_MONEY,
    returned_capital: income ? ZERO_MONEY : gross,
    net_total: net,
    total_returned: net,
  });
}

/** The sums of several earnings' parts (the withholding percentage is the distribution's). */
export function sumParts(parts: readonly EarningParts[], percent: Percent = '0'): EarningParts {
  const sum = (key: Exclude<keyof EarningParts, 'withholding_percentage'>) => addMoney(ZERO_MONEY, ...parts.map((part) => part[key]));
  return {
    gross_amount: sum('gross_amount'),
    withholding_percentage: percent,
    fiscal_withholding: sum('fiscal_withholding'),
    rent_amount: sum('rent_amount'),
    capital_gain: sum('capital_gain'),
    returned_capital: sum('returned_capital'),
    net_total: sum('net_total'),
    total_returned: sum('total_returned'),
  };
}

/** What one token earned, to 6 decimals. */
function perToken(amount: Money, tokens: number): string {
  if (tokens === 0) return '0.000000';
  const micro = (toCents(amount) * 10_000n) / BigInt(tokens);
  const whole = micro / 1_000_000n;
  return `${whole}.${String(micro % 1_000_000n).padStart(6, '0')}`;
}

export type DistributionInput = {
  id?: string;
  project?: Project;
  type?: EarningType;
  profit_date?: string;
  gross_amount?: Money;
  withholding_percentage?: Percent;
  description?: string | null;
  holders?: readonly Holder[];
  /** Every earning's status (a paid distribution's may be claimed one by one: `claimed`). */
  statuses?: readonly EarningStatus[];
  created_at?: string;
  paid_at?: string | null;
};

/** A distribution split over its holders as the API splits it, its rows in the statuses given. */
export function distribution(input: DistributionInput = {}): DistributionDetail {
  const {
    id = 'dist-1',
    project = SOLAR_PROJECT,
    type = 'dividend',
    profit_date = '2026-06-30',
    gross_amount = '1000.00',
    withholding_percentage = '19',
    description = 'First half of 2026',
    holders = [
      { investor: LUCIA, tokens: 150 },
      { investor: PABLO, tokens: 2500 },
      { investor: ANA, tokens: 40 },
    ],
    statuses = [],
    created_at = '2026-07-02T09:00:00.000Z',
  } = input;
  const paidAt = input.paid_at === undefined ? (statuses.some((status) => status !== 'pending') ? '2026-07-05T10:00:00.000Z' : null) : input.paid_at;
  const shares = splitProRata(gross_amount, holders.map((holder) => holder.tokens));
  const rows: EarningRow[] = holders.map((holder, index) => {
    const status = statuses[index] ?? statuses[0] ?? 'pending';
    return {
      id: `${id}-e${index + 1}`,
      investor: holder.investor,
      tokens: holder.tokens,
      status,
      ...earningParts(type, shares[index] ?? ZERO_MONEY, withholding_percentage),
      paid_at: status === 'pending' ? null : paidAt,
      claimed_at: status === 'claimed' ? '2026-07-08T12:00:00.000Z' : null,
      executed_date: status === 'pending' ? null : '2026-07-05',
      delivered_date: status === 'pending' ? null : '2026-07-07',
    };
  });
  const totals = rows.length > 0 ? sumParts(rows, withholding_percentage) : { ...ZERO_PARTS, withholding_percentage };
  const tokens = holders.reduce((sum, holder) => sum + holder.tokens, 0);
  const counts = { pending: 0, paid: 0, claimed: 0 };
  for (const row of rows) counts[row.status] += 1;
  return v.parse(distributionDetailSchema, {
    id,
    project,
    type,
    status: rows.some((row) => row.status === 'pending') || rows.length === 0 ? 'pending' : 'paid',
    profit_date,
    description,
    withholding_percentage,
    totals,
    holders: rows.length,
    tokens,
    counts,
    created_at,
    created_by: { id: 'user-1', name: 'María Gestora' },
    paid_at: rows.some((row) => row.status !== 'pending') ? paidAt : null,
    per_token: { gross: perToken(totals.gross_amount, tokens), net: perToken(totals.net_total, tokens) },
    rounding_rule: 'largest_remainder_cents',
    rows,
  });
}

/** A distribution as a list shows it (no rows). */
export function summaryOf(detail: DistributionDetail): DistributionSummary {
  return v.parse(distributionSummarySchema, detail);
}

/** A distribution for an investor: only their own earning of it (what GET /earnings/:id answers them). */
export function detailFor(detail: DistributionDetail, investorId: string): DistributionDetail | undefined {
  const rows = detail.rows.filter((row) => row.investor.id === investorId);
  return rows.length > 0 ? { ...detail, rows } : undefined;
}

/** The investor's earning of a distribution, as GET /users/me/earnings lists it. */
export function myEarningOf(detail: DistributionDetail, row: EarningRow): MyEarning {
  return v.parse(myEarningSchema, { ...row, distribution_id: detail.id, project: detail.project, type: detail.type, profit_date: detail.profit_date });
}

/** Every earning of one investor over the distributions, newest profit date first. */
export function myEarnings(distributions: readonly DistributionDetail[], investorId: string): MyEarning[] {
  return distributions
    .flatMap((detail) => detail.rows.filter((row) => row.investor.id === investorId).map((row) => myEarningOf(detail, row)))
    .sort((a, b) => b.profit_date.localeCompare(a.profit_date));
}

/** Net amounts by status: claimable is what is paid and not claimed yet. */
export function myTotals(earnings: readonly MyEarning[]): MyEarningsResponse['totals'] {
  const of = (status: EarningStatus) => addMoney(ZERO_MONEY, ...earnings.filter((earning) => earning.status === status).map((earning) => earning.net_total));
  return { pending: of('pending'), claimable: of('paid'), claimed: of('claimed') };
}

/** A page of the investor's list with the totals of all their earnings. */
export function myEarningsAnswer(
  shown: readonly MyEarning[],
  all: readonly MyEarning[],
  { page = 1, per_page = 20, has_bank_account = true }: { page?: number; per_page?: number; has_bank_account?: boolean } = {},
): MyEarningsResponse {
  return v.parse(myEarningsResponseSchema, {
    data: shown,
    meta: pageMeta(page, per_page, all.length),
    totals: myTotals(all),
    has_bank_account,
  });
}

/** Gross, withholding and net by calendar year of the profit date, newest first. */
export function taxSummary(earnings: readonly MyEarning[]): TaxSummary {
  const years = [...new Set(earnings.map((earning) => Number(earning.profit_date.slice(0, 4))))].sort((a, b) => b - a);
  const data = years.map((year) => {
    const ofYear = earnings.filter((earning) => Number(earning.profit_date.slice(0, 4)) === year);
    const sum = (key: 'gross_amount' | 'fiscal_withholding' | 'net_total') => addMoney(ZERO_MONEY, ...ofYear.map((earning) => earning[key]));
    return { year, gross: sum('gross_amount'), withholding: sum('fiscal_withholding'), net: sum('net_total'), earnings: ofYear.length };
  });
  return v.parse(taxSummaryResponseSchema, { data }).data;
}

/**
 * Distributions of the demo projects in every status: a pending dividend of Solar Park, a paid
 * interest of Solar Park whose earnings are paid and claimed, a paid repayment of Valencia
 * Lofts (last year), for an area served without the API.
 */
export function demoDistributions(): DistributionDetail[] {
  return [
    distribution({ id: 'dist-3', profit_date: '2026-09-30', gross_amount: '1234.57', description: 'Third quarter of 2026' }),
    distribution({
      id: 'dist-2',
      type: 'interest',
      profit_date: '2026-06-30',
      gross_amount: '800.00',
      description: 'Interest of the first half',
      statuses: ['paid', 'claimed', 'paid'],
    }),
    distribution({
      id: 'dist-1',
      project: LOFTS_PROJECT,
      type: 'repayment',
      profit_date: '2025-12-31',
      gross_amount: '600.00',
      withholding_percentage: '0',
      description: null,
      holders: [{ investor: LUCIA, tokens: 1200 }],
      statuses: ['claimed'],
      created_at: '2026-01-05T09:00:00.000Z',
      paid_at: '2026-01-10T10:00:00.000Z',
    }),
  ];
}
