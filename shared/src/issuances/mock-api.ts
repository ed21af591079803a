/**
 * The issuance endpoints of the HTTP contract, answered from memory by MSW handlers over the
 * contract-checked fixtures: filters, search, pagination, follow, unfollow and delete behave as
 * the API's do. Jest tests (`msw/node`) and a remote's standalone dev server (`msw/browser`)
 * use the same handlers. Paths start with `*`: whichever tenant's API base the page resolves.
 */
import { http, HttpResponse } from 'msw';
import type { IssuanceDetail, IssuanceSummary } from '../schemas/issuance-list.schema';
import { issuanceDetail, issuanceList, issuanceSummary } from './testing';
import { pageMeta } from '../schemas/paging.schema';

const notFound = () => HttpResponse.json({ error: 'issuance_not_found', hide_error: false }, { status: 404 });

export function issuancesApi(issuances: readonly IssuanceSummary[], { perPage = 12 }: { perPage?: number } = {}) {
  let items = issuances.map((item) => ({ ...item }));
  const find = (id: string | readonly string[] | undefined) => items.find((item) => String(item.id) === id);

  const setFollowing = (following: boolean) =>
    ({ params }: { params: Record<string, string | readonly string[] | undefined> }) => {
      const found = find(params.id);
      if (!found) return notFound();
      items = items.map((item) => (item === found ? { ...item, following } : item));
      return HttpResponse.json({ data: { id: found.id, following } });
    };

  const handlers = [
    http.get('*/issuances', ({ request }) => {
      const query = new URL(request.url).searchParams;
      const q = query.get('q')?.toLowerCase();
      const status = query.get('status');
      const productType = query.get('product_type');
      const matching = items.filter(
        (item) =>
          (!status || item.status === status) &&
          (!productType || item.product_type === productType) &&
          (!q || `${item.title} ${item.subtitle} ${item.token_name} ${item.token_symbol}`.toLowerCase().includes(q)) &&
          (query.get('followed') !== 'true' || item.following),
      );
      const page = Number(query.get('page') ?? 1);
      const size = Number(query.get('per_page') ?? perPage);
      return HttpResponse.json(
        issuanceList(matching.slice((page - 1) * size, page * size), pageMeta(page, size, matching.length)),
      );
    }),
    http.get('*/issuances/export', ({ request }) => {
      const format = new URL(request.url).searchParams.get('format') ?? 'csv';
      const rows = items.map((item) => `${item.id},${item.title},${item.status}`);
      return new HttpResponse(['id,title,status', ...rows].join('\n'), {
        headers: { 'Content-Type': format === 'csv' ? 'text/csv' : 'application/octet-stream' },
      });
    }),
    http.get('*/public/issuances/:slug', ({ params }) => {
      const found = items.find((item) => item.slug === params.slug && item.status !== 'DRAFT');
      return found ? HttpResponse.json({ data: issuanceDetail(found as Partial<IssuanceDetail>) }) : notFound();
    }),
    http.get('*/issuances/:id', ({ params }) => {
      const found = find(params.id);
      return found ? HttpResponse.json({ data: issuanceDetail(found as Partial<IssuanceDetail>) }) : notFound();
    }),
    http.put('*/issuances/:id/follow', setFollowing(true)),
    http.delete('*/issuances/:id/follow', setFollowing(false)),
    http.delete('*/issuances/:id', ({ params }) => {
      const found = find(params.id);
      if (!found) return notFound();
      items = items.filter((item) => item !== found);
      return new HttpResponse(null, { status: 204 });
    }),
  ];

  return {
    handlers,
    /** Whether the person follows this issuance now, as the API would answer. */
    following: (id: IssuanceSummary['id']) => find(String(id))?.following,
  };
}

/** A few issuances in different statuses, for an area served without the API. */
export function demoIssuances(): IssuanceSummary[] {
  return [
    issuanceSummary(),
    issuanceSummary({
      id: 2,
      slug: 'valencia-lofts',
      title: 'Valencia Lofts',
      subtitle: 'Twelve lofts near the beach',
      product_type: 'real_estate',
      token_name: 'Lofts Token',
      token_symbol: 'VL',
      status: 'PRE_CAMPAIGN',
      investors: 0,
      raised: '0.00',
      soft_cap_progress: 0,
    }),
    issuanceSummary({
      id: 3,
      slug: 'bridge-notes-2027',
      title: 'Bridge Notes 2027',
      subtitle: 'Short-term notes',
      product_type: 'debt',
      token_name: 'Bridge Token',
      token_symbol: 'BN',
      status: 'CLOSED',
      card_status: 'financed',
      remaining_days: 0,
      soft_cap_progress: 1,
      raised: '150000.00',
    }),
  ];
}
