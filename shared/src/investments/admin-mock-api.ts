/**
 * The managers' and entrepreneurs' investment endpoints of the HTTP contract (issue 11),
 * answered from memory by MSW handlers over the contract-checked fixtures (`./admin-testing`):
 * filters, totals, pagination, the manager's moves, the issuance's investors and the tokens
 * behave as the API's do, and every answer is parsed through the shared schemas. Jest tests
 * (`msw/node`) and a remote's standalone dev server (`msw/browser`) use the same handlers.
 * Paths start with `*`: whichever tenant's API base the page resolves.
 */
import * as v from 'valibot';
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { InvestmentStatus } from '../domain/investment';
import { collectFieldErrors } from '../validation/field-errors';
import {
  bulkMintResponseSchema,
  closeInvestmentRequestSchema,
  createTokenRequestSchema,
  investmentListQuerySchema,
  investmentReasonRequestSchema,
  issuanceInvestorListQuerySchema,
  managedInvestmentResponseSchema,
  tokenCandidateListResponseSchema,
  tokenListQuerySchema,
  tokenResponseSchema,
  type IssuanceInvestor,
  type ManagedInvestment,
  type Token,
  type TokenCandidate,
} from './investments.schemas';
import {
  issuanceInvestor,
  issuanceInvestorList,
  managedInvestment,
  managedInvestmentList,
  NO_ACTIONS,
  token,
  tokenList,
} from './admin-testing';
import { pageMeta } from '../schemas/paging.schema';

type Params = Record<string, string | readonly string[] | undefined>;

const error = (status: number, key: string) => HttpResponse.json({ error: key, hide_error: false }, { status });
const notFound = () => error(404, 'investment_not_found');
const notAllowed = () => error(409, 'investment_transition_not_allowed');

function invalid(issues: Parameters<typeof collectFieldErrors>[0]) {
  return HttpResponse.json({ error: 'validation_error', hide_error: false, fields: collectFieldErrors(issues) }, { status: 400 });
}

function page<Row>(rows: readonly Row[], pageNumber: number, perPage: number) {
  return {
    rows: rows.slice((pageNumber - 1) * perPage, pageNumber * perPage),
    meta: pageMeta(pageNumber, perPage, rows.length),
  };
}

function orderDay(investment: ManagedInvestment): string {
  return (investment.ordered_at ?? investment.created_at ?? '').slice(0, 10);
}

async function jsonBody(request: Request): Promise<unknown> {
  return request.headers.get('content-type')?.includes('application/json') ? request.json() : {};
}

function csv(header: string, rows: readonly string[], format: string | null) {
  return new HttpResponse([header, ...rows].join('\n'), {
    headers: { 'Content-Type': format === 'xlsx' ? 'application/octet-stream' : 'text/csv' },
  });
}

export interface InvestmentsAdminData {
  investments?: readonly ManagedInvestment[];
  /** An issuance's investors, by issuance id. */
  investors?: Readonly<Record<string, readonly IssuanceInvestor[]>>;
  tokens?: readonly Token[];
  /**
   * What GET /tokens/issuances-without-token answers. Given as is, so a test may offer an
   * issuance that got its token meanwhile (the API then refuses with 409 `token_exists`).
   */
  candidates?: readonly TokenCandidate[];
}

/**
 * Handlers over the data given. `readOnly` answers as the API answers an entrepreneur: every
 * row's actions false, and every move refused with 403.
 */
export function investmentsAdminApi(...args: Parameters<typeof investmentsAdminStore>) {
  const store = investmentsAdminStore(...args);
  const { find } = store;
  const handlers: HttpHandler[] = [...investmentHandlers(store), ...investorHandlers(store), ...tokenHandlers(store)];

  return {
    handlers,
    /** The investment as the API holds it now, after the moves the test made. */
    investment: (id: string) => find(id),
  };
}

type InvestmentsAdminStore = ReturnType<typeof investmentsAdminStore>;

/** The investments and tokens the handlers share, and the moves over them. */
function investmentsAdminStore({ investments = [], investors = {}, tokens = [], candidates = [] }: InvestmentsAdminData, { readOnly = false } = {}) {
  const state = { items: investments.map((item) => (readOnly ? { ...item, actions: NO_ACTIONS } : { ...item })), tokenItems: [...tokens] };

  const find = (id: Params[string]) => state.items.find((item) => item.id === id);
  const replace = (changed: ManagedInvestment) => {
    state.items = state.items.map((item) => (item.id === changed.id ? changed : item));
    return changed;
  };

  function moved(item: ManagedInvestment, status: InvestmentStatus, changes: Partial<ManagedInvestment> = {}): ManagedInvestment {
    return replace({ ...item, status, status_dates: { ...item.status_dates, [status]: new Date().toISOString() }, actions: NO_ACTIONS, ...changes });
  }

  /** A move the row's `actions` allow, answered with the updated investment. */
  function move(action: keyof ManagedInvestment['actions'], apply: (item: ManagedInvestment, body: unknown) => ManagedInvestment | Response) {
    return async ({ params, request }: { params: Params; request: Request }) => {
      if (readOnly) return error(403, 'forbidden');
      const item = find(params.id);
      if (!item) return notFound();
      if (!item.actions[action]) return notAllowed();
      const answer = apply(item, await jsonBody(request));
      return answer instanceof Response ? answer : HttpResponse.json(v.parse(managedInvestmentResponseSchema, { data: answer }));
    };
  }

  function withReason(schema: typeof investmentReasonRequestSchema | typeof closeInvestmentRequestSchema, status: InvestmentStatus) {
    return (item: ManagedInvestment, body: unknown) => {
      const parsed = v.safeParse(schema, body);
      if (!parsed.success) return invalid(parsed.issues);
      return moved(item, status, { status_reason: parsed.output.reason ?? null });
    };
  }

  const mint = (item: ManagedInvestment) => moved(item, 'MINTED', { mint_reference: `ledger-${item.id.slice(-4)}` });

  function filtered(url: URL) {
    const query = v.parse(investmentListQuerySchema, Object.fromEntries(url.searchParams));
    const q = query.q?.toLowerCase();
    const rows = state.items.filter(
      (item) =>
        (!query.status || item.status === query.status) &&
        (!query.project_id || item.project_id === query.project_id) &&
        (!query.method || item.payment_method === query.method) &&
        (!query.from || orderDay(item) >= query.from) &&
        (!query.to || orderDay(item) <= query.to) &&
        (!q || `${item.investor.name} ${item.investor.email}`.toLowerCase().includes(q)),
    );
    return { query, rows };
  }

  return { investors, candidates, readOnly, state, find, replace, moved, move, withReason, mint, filtered };
}

/** The tenant's investments: the list, its export, the proof of payment and every move. */
function investmentHandlers({ readOnly, state, find, replace, moved, move, withReason, mint, filtered }: InvestmentsAdminStore): HttpHandler[] {
  return [
    http.get('*/investments', ({ request }) => {
      const { query, rows } = filtered(new URL(request.url));
      const shown = page(rows, query.page, query.per_page);
      const all = managedInvestmentList(rows);
      return HttpResponse.json(managedInvestmentList(shown.rows, { meta: shown.meta, totals: all.totals }));
    }),
    http.get('*/investments/export', ({ request }) => {
      const url = new URL(request.url);
      const rows = filtered(url).rows.map((item) => `${item.id},${item.investor.email},${item.project_title},${item.tokens},${item.amount},${item.status}`);
      return csv('id,email,project,tokens,amount,status', rows, url.searchParams.get('format'));
    }),
    http.get('*/investments/:id/proof-of-payment', ({ params }) => {
      const item = find(params.id);
      if (!item?.proof_of_payment) return error(404, 'proof_of_payment_not_found');
      return new HttpResponse('%PDF-1.4 proof', {
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="${item.proof_of_payment}"` },
      });
    }),
    http.post('*/investments/:id/payment/confirm', move('confirm_payment', (item) => moved(item, 'CHARGED', { actions: { ...NO_ACTIONS, close: true, mint: true } }))),
    http.post('*/investments/:id/payment/reject', move('reject_payment', (item, body) => {
      const answer = withReason(investmentReasonRequestSchema, 'PAYMENT_ERROR')(item, body);
      return answer instanceof Response ? answer : replace({ ...answer, actions: { ...NO_ACTIONS, cancel: true } });
    })),
    http.post('*/investments/:id/close', move('close', withReason(closeInvestmentRequestSchema, 'CLOSED'))),
    http.post('*/investments/:id/cancel', move('cancel', withReason(investmentReasonRequestSchema, 'CANCELED'))),
    http.post('*/investments/:id/mint', move('mint', mint)),
    http.post('*/issuances/:id/mint', ({ params }) => {
      if (readOnly) return error(403, 'forbidden');
      const minted = state.items.filter((item) => item.project_id === params.id && item.actions.mint).map(mint);
      return HttpResponse.json(
        v.parse(bulkMintResponseSchema, { data: { minted: minted.length, tokens: minted.reduce((sum, item) => sum + item.tokens, 0), investments: minted } }),
      );
    }),
  ];
}

/** An issuance's investors and their export. */
function investorHandlers({ investors }: InvestmentsAdminStore): HttpHandler[] {
  return [
    http.get('*/issuances/:id/investors', ({ params, request }) => {
      const query = v.parse(issuanceInvestorListQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
      const q = query.q?.toLowerCase();
      const rows = (investors[String(params.id)] ?? []).filter((row) => !q || `${row.investor.name} ${row.investor.email}`.toLowerCase().includes(q));
      const shown = page(rows, query.page, query.per_page);
      return HttpResponse.json({ ...issuanceInvestorList(rows), data: shown.rows, meta: shown.meta });
    }),
    http.get('*/issuances/:id/investors/export', ({ params, request }) => {
      const rows = (investors[String(params.id)] ?? []).map((row) => `${row.investor.email},${row.wallet ?? ''},${row.tokens},${row.amount}`);
      return csv('email,wallet,tokens,amount', rows, new URL(request.url).searchParams.get('format'));
    }),
  ];
}

/** The tokens and the issuances still without one. */
function tokenHandlers({ candidates, readOnly, state }: InvestmentsAdminStore): HttpHandler[] {
  return [
    http.get('*/tokens', ({ request }) => {
      const query = v.parse(tokenListQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
      const q = query.q?.toLowerCase();
      const rows = state.tokenItems.filter((item) => !q || `${item.name} ${item.symbol} ${item.issuance_title}`.toLowerCase().includes(q));
      const shown = page(rows, query.page, query.per_page);
      return HttpResponse.json(tokenList(shown.rows, shown.meta));
    }),
    // Before /tokens/:id, which would take the path's last segment for an id.
    http.get('*/tokens/issuances-without-token', () => HttpResponse.json(v.parse(tokenCandidateListResponseSchema, { data: candidates }))),
    http.get('*/tokens/:id', ({ params }) => {
      const found = state.tokenItems.find((item) => item.id === params.id);
      return found ? HttpResponse.json(v.parse(tokenResponseSchema, { data: found })) : error(404, 'token_not_found');
    }),
    http.post('*/tokens', async ({ request }) => {
      if (readOnly) return error(403, 'forbidden');
      const parsed = v.safeParse(createTokenRequestSchema, await jsonBody(request));
      if (!parsed.success) return invalid(parsed.issues);
      const values = parsed.output;
      if (state.tokenItems.some((item) => item.issuance_id === values.issuance_id)) return error(409, 'token_exists');
      const created = token({
        id: `tok-${state.tokenItems.length + 1}`,
        issuance_id: values.issuance_id,
        issuance_title: candidates.find((candidate) => candidate.issuance_id === values.issuance_id)?.issuance_title ?? values.issuance_id,
        name: values.name,
        symbol: values.symbol,
        acronym: values.acronym,
        contract_address: values.contract_address ?? null,
        minted: 0,
        holders: 0,
        created_at: new Date().toISOString(),
      });
      state.tokenItems = [...state.tokenItems, created];
      return HttpResponse.json(v.parse(tokenResponseSchema, { data: created }), { status: 201 });
    }),
  ];
}

/**
 * Investments of two projects in the statuses a manager acts on, for an area served without the
 * API: the projects are the issuances 1 and 2 of `demoIssuances()` (shared/issuances/mock-api).
 */
export function demoInvestmentsAdmin(): Required<InvestmentsAdminData> {
  const solar = { project_id: '1' };
  const lucia = { id: 'user-21', name: 'Lucía Martín', email: 'lucia@example.com' };
  const pablo = { id: 'user-22', name: 'Pablo Ortega Ruiz', email: 'pablo.ortega@example.com' };
  const ana = { id: 'user-23', name: 'Ana Beltrán', email: 'ana.beltran@example.com' };
  const lofts = { project_id: '2', project_slug: 'valencia-lofts', project_title: 'Valencia Lofts', token_symbol: 'VL' };
  return {
    investments: [
      managedInvestment(solar),
      managedInvestment({
        ...solar,
        id: '7d1e0000-0000-4000-8000-000000000102',
        investor: pablo,
        tokens: 2500,
        amount: '25000.00',
        payment_method: 'card_provider',
        proof_of_payment: null,
        status: 'CHARGED',
        status_dates: { CHARGED: '2026-11-18T12:00:00.000Z' },
        ordered_at: '2026-11-18T11:40:00.000Z',
        actions: { ...NO_ACTIONS, close: true, mint: true },
      }),
      managedInvestment({
        ...solar,
        id: '7d1e0000-0000-4000-8000-000000000103',
        investor: ana,
        tokens: 40,
        amount: '400.00',
        status: 'PAYMENT_ERROR',
        status_reason: 'The transfer reference does not match the order.',
        status_dates: { PAYMENT_ERROR: '2026-11-19T16:05:00.000Z' },
        ordered_at: '2026-11-17T08:00:00.000Z',
        actions: { ...NO_ACTIONS, cancel: true },
      }),
      managedInvestment({
        id: '7d1e0000-0000-4000-8000-000000000104',
        ...lofts,
        investor: lucia,
        tokens: 1200,
        amount: '12000.00',
        payment_method: 'bizum',
        proof_of_payment: null,
        status: 'MINTED',
        status_dates: { MINTED: '2026-11-10T10:00:00.000Z' },
        ordered_at: '2026-11-02T10:00:00.000Z',
        mint_reference: 'ledger-0104',
        actions: NO_ACTIONS,
      }),
    ],
    investors: {
      '1': [
        issuanceInvestor(),
        issuanceInvestor({ investor: pablo, wallet: null, tokens: 2500, minted_tokens: 0, amount: '25000.00', status: 'CHARGED', holder: false }),
        issuanceInvestor({ investor: ana, wallet: null, tokens: 40, minted_tokens: 0, amount: '400.00', investments: 2, status: 'PAYMENT_ERROR', holder: false }),
      ],
    },
    tokens: [
      token({ issuance_id: '1' }),
      token({
        id: 'tok-2',
        issuance_id: '2',
        issuance_title: 'Valencia Lofts',
        issuance_slug: 'valencia-lofts',
        name: 'Lofts Token',
        symbol: 'VL',
        acronym: 'VLT',
        supply: 20000,
        price: '10.00',
        contract_address: '0x5aeda56215b167893e80b4fe645ba6d5bab767de',
        minted: 1200,
        holders: 1,
      }),
    ],
    candidates: [{ issuance_id: '3', issuance_title: 'Bridge Notes 2027', issuance_slug: 'bridge-notes-2027', supply: 1500, price: '100.00', contract_address: null }],
  };
}
