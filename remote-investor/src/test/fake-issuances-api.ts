import { platform } from 'host/platform';
import { answeredError } from 'host/testing';
import type { IssuanceDetail, IssuanceListQueryInput, IssuanceSummary } from 'shared';
import { issuanceDetail, issuanceList } from 'shared/issuances/testing';

type Answer = { status: number; body: unknown };

/**
 * The issuance endpoints of the HTTP contract, answered from memory through the page's real
 * platform client: filters, search, pagination, follow and unfollow behave as the API's do.
 */
export function fakeIssuancesApi(issuances: IssuanceSummary[], { perPage = 12 } = {}) {
  let items = issuances.map((item) => ({ ...item }));
  const failures = new Map<string, Answer>();
  const find = (id: string) => items.find((item) => String(item.id) === id);

  const get = jest.spyOn(platform.http, 'get').mockImplementation(async (url: string, config?: { params?: IssuanceListQueryInput }) => {
    const failure = failures.get(`GET ${url}`);
    if (failure) throw answeredError(failure.status, failure.body);
    if (url === '/issuances') {
      const query = config?.params ?? {};
      const q = query.q?.toLowerCase();
      const matching = items.filter(
        (item) =>
          (!query.status || item.status === query.status) &&
          (!query.product_type || item.product_type === query.product_type) &&
          (!q || `${item.title} ${item.subtitle} ${item.token_name} ${item.token_symbol}`.toLowerCase().includes(q)) &&
          (query.followed !== 'true' || item.following),
      );
      const page = Number(query.page ?? 1);
      return issuanceList(matching.slice((page - 1) * perPage, page * perPage), {
        page,
        per_page: perPage,
        total: matching.length,
        total_pages: Math.ceil(matching.length / perPage),
      });
    }
    const detail = /^\/issuances\/([^/]+)$/.exec(url);
    const found = detail?.[1] ? find(decodeURIComponent(detail[1])) : undefined;
    if (found) return { data: issuanceDetail(found as Partial<IssuanceDetail>) };
    throw answeredError(404, { error: 'issuance_not_found', hide_error: false });
  });

  const followChange = (following: boolean) => async (url: string) => {
    const failure = failures.get(`${following ? 'PUT' : 'DELETE'} ${url}`);
    if (failure) throw answeredError(failure.status, failure.body);
    const id = /^\/issuances\/([^/]+)\/follow$/.exec(url)?.[1] ?? '';
    const found = find(decodeURIComponent(id));
    if (!found) throw answeredError(404, { error: 'issuance_not_found', hide_error: false });
    items = items.map((item) => (item === found ? { ...item, following } : item));
    return { data: { id: found.id, following } };
  };
  const put = jest.spyOn(platform.http, 'put').mockImplementation(followChange(true));
  const remove = jest.spyOn(platform.http, 'delete').mockImplementation(followChange(false));

  return {
    get,
    put,
    delete: remove,
    /** The list queries sent, as the API received them. */
    listQueries: () => get.mock.calls.filter(([url]) => url === '/issuances').map(([, config]) => (config as { params: IssuanceListQueryInput }).params),
    fail(method: 'GET' | 'PUT' | 'DELETE', url: string, status: number, body: unknown = { error: 'error_default', hide_error: false }) {
      failures.set(`${method} ${url}`, { status, body });
    },
    following: (id: IssuanceSummary['id']) => find(String(id))?.following,
  };
}
