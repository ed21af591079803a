/**
 * The earnings endpoints of the HTTP contract (issue 14), answered from memory by MSW handlers
 * over the contract-checked fixtures (`./earnings-testing`): a new distribution is validated
 * with the shared schema and split over the holders at its profit date, paying everyone works
 * once, claims work once each, and every answer is parsed through the shared schemas. Jest tests
 * (`msw/node`) and a remote's standalone dev server (`msw/browser`) use the same handlers.
 * Paths start with `*`: whichever tenant's API base the page resolves.
 */
import * as v from 'valibot';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { addMoney, ZERO_MONEY } from '../money';
import { collectFieldErrors } from '../validation/field-errors';
import {
  claimAllResponseSchema,
  claimResponseSchema,
  distributionDetailResponseSchema,
  distributionRequestSchema,
  earningsListQuerySchema,
  earningsListResponseSchema,
  issuanceBenefitsResponseSchema,
  myEarningsQuerySchema,
  taxSummaryExportQuerySchema,
  taxSummaryResponseSchema,
  type DistributionDetail,
} from './earnings.schemas';
import {
  demoDistributions,
  detailFor,
  distribution,
  LUCIA,
  myEarningOf,
  myEarnings,
  myEarningsAnswer,
  PABLO,
  SOLAR_PROJECT,
  LOFTS_PROJECT,
  sumParts,
  summaryOf,
  taxSummary,
  type Holder,
} from './earnings-testing';
import { pageMeta } from '../schemas/paging.schema';

type Project = DistributionDetail['project'];

const error = (status: number, key: string) => HttpResponse.json({ error: key, hide_error: false }, { status });

async function jsonBody(request: Request): Promise<unknown> {
  return request.headers.get('content-type')?.includes('application/json') ? request.json() : {};
}

function file(lines: readonly string[], type: string) {
  return new HttpResponse(lines.join('\n'), { headers: { 'Content-Type': type } });
}

export interface EarningsData {
  distributions?: readonly DistributionDetail[];
  /** The projects that may get a new distribution, by id. */
  projects?: Readonly<Record<string, Project>>;
  /** Each project's holders of paid tokens (the split of a new distribution); none answers 409 no_holders_at_profit_date. */
  holders?: Readonly<Record<string, readonly Holder[]>>;
}

export interface EarningsApiOptions {
  /** The investor the /users/me routes answer for, and whose own row GET /earnings/:id shows when `as` is investor. */
  investorId?: string;
  /** Whether the investor has a bank account (claiming needs one). */
  investorBankAccount?: boolean;
  /** Whether the projects' owner has a bank account (paying everyone needs one). */
  issuerBankAccount?: boolean;
  /** Whom GET /earnings/:id answers: an issuer sees every row, an investor their own. */
  as?: 'issuer' | 'investor';
}

/** Handlers over the data given; `distribution(id)` reads what the API holds after the test's calls. */
export function earningsApi(...args: Parameters<typeof earningsStore>) {
  const store = earningsStore(...args);
  const { find } = store;
  const handlers: HttpHandler[] = [...myEarningsHandlers(store), ...benefitHandlers(store), ...distributionHandlers(store)];

  return {
    handlers,
    /** The distribution as the API holds it now, after the calls the test made. */
    distribution: (id: string) => find(id),
  };
}

type EarningsStore = ReturnType<typeof earningsStore>;

/** The distributions the handlers share, and the rules that rebuild and claim them. */
function earningsStore(
  { distributions = [], projects = {}, holders = {} }: EarningsData,
  { investorId = LUCIA.id, investorBankAccount = true, issuerBankAccount = true, as = 'issuer' }: EarningsApiOptions = {},
) {
  const state = { items: [...distributions], created: 0 };
  const find = (id: unknown) => state.items.find((item) => item.id === id);
  const replace = (changed: DistributionDetail) => {
    state.items = state.items.map((item) => (item.id === changed.id ? changed : item));
  };
  /** Rebuilds a distribution's totals, counts and status after its rows changed. */
  const withRows = (detail: DistributionDetail, rows: DistributionDetail['rows']): DistributionDetail => {
    const counts = { pending: 0, paid: 0, claimed: 0 };
    for (const row of rows) counts[row.status] += 1;
    return { ...detail, rows, counts, status: counts.pending > 0 ? 'pending' : 'paid' };
  };
  const mine = () => myEarnings(state.items, investorId);

  function listed(url: URL) {
    const query = v.parse(earningsListQuerySchema, Object.fromEntries(url.searchParams));
    const rows = state.items.filter(
      (item) => (!query.type || item.type === query.type) && (!query.status || item.status === query.status) && (!query.project_id || item.project.id === query.project_id),
    );
    return { query, rows };
  }

  function myListed(url: URL) {
    const query = v.parse(myEarningsQuerySchema, Object.fromEntries(url.searchParams));
    const all = mine();
    const rows = all.filter((item) => (!query.status || item.status === query.status) && (!query.year || item.profit_date.startsWith(query.year)));
    return { query, all, rows };
  }

  /** Claims one earning: paid → claimed, in its distribution. */
  function claim(earningId: string) {
    const detail = state.items.find((item) => item.rows.some((row) => row.id === earningId));
    if (!detail) return undefined;
    const claimedAt = new Date().toISOString();
    const rows = detail.rows.map((row) => (row.id === earningId ? { ...row, status: 'claimed' as const, claimed_at: claimedAt } : row));
    const changed = withRows(detail, rows);
    replace(changed);
    const row = rows.find((item) => item.id === earningId);
    return row ? myEarningOf(changed, row) : undefined;
  }

  return { projects, holders, investorId, investorBankAccount, issuerBankAccount, as, state, find, replace, withRows, mine, listed, myListed, claim };
}

/** The investor's own earnings: the list, the tax summary, claims. */
function myEarningsHandlers({ investorBankAccount, mine, myListed, claim }: EarningsStore): HttpHandler[] {
  return [
    // First: `*/earnings…` below would match /users/me/earnings… too.
    http.get('*/users/me/earnings', ({ request }) => {
      const { query, all, rows } = myListed(new URL(request.url));
      const shown = rows.slice((query.page - 1) * query.per_page, query.page * query.per_page);
      return HttpResponse.json(myEarningsAnswer(shown, all, { page: query.page, per_page: query.per_page, has_bank_account: investorBankAccount }));
    }),
    http.get('*/users/me/earnings/tax-summary', () => HttpResponse.json(v.parse(taxSummaryResponseSchema, { data: taxSummary(mine()) }))),
    http.get('*/users/me/earnings/tax-summary/export', ({ request }) => {
      const parsed = v.safeParse(taxSummaryExportQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
      if (!parsed.success) return error(400, 'validation_error');
      const { year, format } = parsed.output;
      const ofYear = mine().filter((earning) => earning.profit_date.startsWith(year));
      const name = `earnings-${year}.${format}`;
      if (format === 'pdf') {
        return new HttpResponse(`%PDF-1.4 earnings ${year}`, { headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${name}"` } });
      }
      const lines = ofYear.map((earning) => `${earning.profit_date},${earning.project.title},${earning.gross_amount},${earning.fiscal_withholding},${earning.net_total}`);
      return new HttpResponse(['profit_date,project,gross,withholding,net', ...lines].join('\n'), {
        headers: { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename="${name}"` },
      });
    }),
    http.post('*/users/me/earnings/claim-all', () => {
      if (!investorBankAccount) return error(409, 'bank_account_required');
      const claimable = mine().filter((earning) => earning.status === 'paid');
      if (claimable.length === 0) return error(409, 'nothing_to_claim');
      const claimed = claimable.map((earning) => claim(earning.id));
      const total = addMoney(ZERO_MONEY, ...claimed.map((earning) => earning?.net_total ?? ZERO_MONEY));
      return HttpResponse.json(v.parse(claimAllResponseSchema, { data: { claimed: claimed.length, total } }));
    }),
    http.post('*/users/me/earnings/:id/claim', ({ params }) => {
      const earning = mine().find((item) => item.id === params.id);
      if (!earning) return error(404, 'earning_not_found');
      if (!investorBankAccount) return error(409, 'bank_account_required');
      if (earning.status !== 'paid') return error(409, 'earning_not_claimable');
      return HttpResponse.json(v.parse(claimResponseSchema, { data: claim(earning.id) }));
    }),
  ];
}

/** An issuance's distributions: declaring, paying and deleting one. */
function benefitHandlers({ projects, holders, issuerBankAccount, state, find, replace, withRows }: EarningsStore): HttpHandler[] {
  return [
    http.get('*/issuances/:id/benefits', ({ params }) =>
      HttpResponse.json(
        v.parse(issuanceBenefitsResponseSchema, {
          data: state.items.filter((item) => item.project.id === params.id).sort((a, b) => b.profit_date.localeCompare(a.profit_date)).map(summaryOf),
        }),
      ),
    ),
    http.post('*/issuances/:id/benefits', async ({ params, request }) => {
      const parsed = v.safeParse(distributionRequestSchema, await jsonBody(request));
      if (!parsed.success) {
        return HttpResponse.json({ error: 'validation_error', hide_error: false, fields: collectFieldErrors(parsed.issues) }, { status: 400 });
      }
      const projectId = String(params.id);
      const project = projects[projectId] ?? state.items.find((item) => item.project.id === projectId)?.project;
      const owners = holders[projectId] ?? [];
      if (!project) return error(404, 'issuance_not_found');
      if (owners.length === 0) return error(409, 'no_holders_at_profit_date');
      state.created += 1;
      const values = parsed.output;
      const detail = distribution({
        id: `dist-new-${state.created}`,
        project,
        type: values.type,
        profit_date: values.profit_date,
        gross_amount: values.gross_amount,
        withholding_percentage: String(values.withholding_percentage ?? 0),
        description: values.description ?? null,
        holders: owners,
        created_at: new Date().toISOString(),
      });
      state.items = [detail, ...state.items];
      return HttpResponse.json(v.parse(distributionDetailResponseSchema, { data: detail }), { status: 201 });
    }),
    http.post('*/issuances/:id/benefits/:benefitId/pay', ({ params }) => {
      const detail = find(params.benefitId);
      if (!detail || detail.project.id !== params.id) return error(404, 'distribution_not_found');
      if (detail.status !== 'pending') return error(409, 'distribution_already_paid');
      if (!issuerBankAccount) return error(409, 'bank_account_required');
      const paidAt = new Date().toISOString();
      const changed = { ...withRows(detail, detail.rows.map((row) => ({ ...row, status: 'paid' as const, paid_at: paidAt }))), paid_at: paidAt };
      replace(changed);
      return HttpResponse.json(v.parse(distributionDetailResponseSchema, { data: changed }));
    }),
    http.delete('*/issuances/:id/benefits/:benefitId', ({ params }) => {
      const detail = find(params.benefitId);
      if (!detail || detail.project.id !== params.id) return error(404, 'distribution_not_found');
      if (detail.status !== 'pending') return error(409, 'distribution_already_paid');
      state.items = state.items.filter((item) => item.id !== detail.id);
      return new HttpResponse(null, { status: 204 });
    }),
  ];
}

/** The manager's list of every distribution, its export and one distribution's detail. */
function distributionHandlers({ investorId, as, find, listed }: EarningsStore): HttpHandler[] {
  return [
    http.get('*/earnings', ({ request }) => {
      const { query, rows } = listed(new URL(request.url));
      const shown = rows.slice((query.page - 1) * query.per_page, query.page * query.per_page);
      return HttpResponse.json(
        v.parse(earningsListResponseSchema, {
          data: shown.map(summaryOf),
          meta: pageMeta(query.page, query.per_page, rows.length),
          totals: sumParts(rows.map((row) => row.totals)),
        }),
      );
    }),
    // Before /earnings/:id, which would take "export" for an id.
    http.get('*/earnings/export', ({ request }) => {
      const url = new URL(request.url);
      const lines = listed(url).rows.map((row) => `${row.id},${row.project.title},${row.type},${row.status},${row.profit_date},${row.totals.gross_amount},${row.totals.net_total}`);
      return file(['id,project,type,status,profit_date,gross,net', ...lines], url.searchParams.get('format') === 'xlsx' ? 'application/octet-stream' : 'text/csv');
    }),
    http.get('*/earnings/:id', ({ params }) => {
      const detail = find(params.id);
      const shown = detail && (as === 'investor' ? detailFor(detail, investorId) : detail);
      return shown ? HttpResponse.json(v.parse(distributionDetailResponseSchema, { data: shown })) : error(404, 'distribution_not_found');
    }),
  ];
}

/** The demo distributions (`demoDistributions()`) and the holders of the demo projects (issuances
 * 1 and 2 of `demoIssuances()`), for an area served without the API. */
export function demoEarnings(): Required<EarningsData> {
  return {
    distributions: demoDistributions(),
    projects: { [SOLAR_PROJECT.id]: SOLAR_PROJECT, [LOFTS_PROJECT.id]: LOFTS_PROJECT },
    holders: {
      [SOLAR_PROJECT.id]: [
        { investor: LUCIA, tokens: 150 },
        { investor: PABLO, tokens: 2500 },
      ],
      [LOFTS_PROJECT.id]: [{ investor: LUCIA, tokens: 1200 }],
    },
  };
}
