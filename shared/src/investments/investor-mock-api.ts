/**
 * The investor's investments and portfolio of the HTTP contract (issue 11), answered from memory
 * by MSW handlers over contract-checked fixtures (`./investor-testing`): tabs, counts, paging,
 * cancelling an interest, revoking in the reflection period and the signed contract behave as
 * the API's do. Jest tests (`msw/node`) and a remote's standalone dev server (`msw/browser`) use
 * the same handlers. Paths start with `*`: whichever tenant's API base the page resolves.
 */
import { http, HttpResponse } from 'msw';
import * as v from 'valibot';
import { balanceQuerySchema, balanceResponseSchema, type BalanceEntry } from '../domain/balance';
import type { InvestmentStatus } from '../domain/investment';
import type { Money } from '../money';
import { pageMeta } from '../schemas/paging.schema';
import { investmentResponseSchema, type InvestmentAnswer } from '../invest/invest.schemas';
import { myInvestmentsQuerySchema, portfolioResponseSchema, type Portfolio } from './investments.schemas';
import { myInvestmentsPage } from './investor-testing';

const error = (status: number, key: string) => HttpResponse.json({ error: key, hide_error: false }, { status });

export interface InvestorApiOptions {
  investments?: readonly InvestmentAnswer[];
  portfolio?: Portfolio;
  /** The available balance and its moves (newest first); none: a balance of 0.00 without moves. */
  balance?: { balance: Money; entries: readonly BalanceEntry[] };
  /** The instant cancellations and revocations are dated with. */
  now?: () => Date;
}

export function investorApi({ investments = [], portfolio, balance = { balance: '0.00', entries: [] }, now = () => new Date() }: InvestorApiOptions = {}) {
  let items = investments.map((item) => ({ ...item }));
  const find = (id: unknown) => items.find((item) => item.id === id);

  /** Moves an investment to CANCELED, dated now, and answers it as the API does. */
  function cancel(found: InvestmentAnswer) {
    const cancelled: InvestmentAnswer = {
      ...found,
      status: 'CANCELED',
      status_dates: { ...found.status_dates, CANCELED: now().toISOString() },
      revocable: false,
    };
    items = items.map((item) => (item === found ? cancelled : item));
    return HttpResponse.json(v.parse(investmentResponseSchema, { data: cancelled }));
  }

  const handlers = [
    http.get('*/users/me/investments', ({ request }) => {
      const query = v.safeParse(myInvestmentsQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return error(400, 'validation_error');
      return HttpResponse.json(myInvestmentsPage(items, query.output));
    }),
    http.get('*/users/me/portfolio', () =>
      portfolio ? HttpResponse.json(v.parse(portfolioResponseSchema, { data: portfolio })) : error(500, 'error_default'),
    ),
    http.get('*/users/me/balance', ({ request }) => {
      const query = v.safeParse(balanceQuerySchema, Object.fromEntries(new URL(request.url).searchParams));
      if (!query.success) return error(400, 'validation_error');
      const { page, per_page: perPage } = query.output;
      const rows = balance.entries.slice((page - 1) * perPage, page * perPage);
      return HttpResponse.json(v.parse(balanceResponseSchema, { balance: balance.balance, data: rows, meta: pageMeta(page, perPage, balance.entries.length) }));
    }),
    // Only a declared interest can be cancelled by its investor; an order is revoked instead.
    http.post('*/investments/:id/cancel', ({ params }) => {
      const found = find(params.id);
      if (!found) return error(404, 'investment_not_found');
      return found.status === 'RESERVED' ? cancel(found) : error(409, 'investment_not_cancellable');
    }),
    http.post('*/investments/:id/revoke', ({ params }) => {
      const found = find(params.id);
      if (!found) return error(404, 'investment_not_found');
      return found.revocable ? cancel(found) : error(409, 'reflection_period_over');
    }),
    http.get('*/investments/:id/signed-contract', ({ params }) => {
      const found = find(params.id);
      if (!found) return error(404, 'investment_not_found');
      if (!found.signed_document) return error(404, 'signed_contract_not_found');
      return new HttpResponse(new Blob(['%PDF-1.7 signed contract']), {
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': `attachment; filename="contract-${found.project_slug}.pdf"` },
      });
    }),
  ];

  return {
    handlers,
    /** The status an investment has now, as the API would answer. */
    statusOf: (id: string): InvestmentStatus | undefined => find(id)?.status,
  };
}
