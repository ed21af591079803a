import * as v from 'valibot';
import {
  issuanceDetailResponseSchema,
  issuanceListResponseSchema,
  type IssuanceDetail,
  type IssuanceListQuery,
  type IssuanceListResponse,
} from 'shared';
import type { HttpClient } from 'host/platform';

/** Query keys of this area. Prefixed with the area: every remote shares the page's one
 * QueryClient, and another area may cache the same endpoint under a different shape. */
export const issuanceKeys = {
  all: ['entrepreneur', 'issuances'] as const,
  lists: () => [...issuanceKeys.all, 'list'] as const,
  list: (query: IssuanceListQuery) => [...issuanceKeys.lists(), query] as const,
  detail: (id: string) => [...issuanceKeys.all, 'detail', id] as const,
};

/** The query string of a list request; empty filters are left out. The API scopes the list
 * to the signed-in entrepreneur's own issuances, drafts included. */
function listParams(query: IssuanceListQuery): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.status) params.status = query.status;
  if (query.product_type) params.product_type = query.product_type;
  if (query.q) params.q = query.q;
  params.sort = query.sort;
  params.page = String(query.page);
  params.per_page = String(query.per_page);
  return params;
}

// Reads show their own error state, so the host's toast would only repeat it.
export async function getIssuances(http: HttpClient, query: IssuanceListQuery, signal?: AbortSignal): Promise<IssuanceListResponse> {
  const body = await http.get<unknown>('/issuances', { params: listParams(query), signal, toastErrors: false });
  return v.parse(issuanceListResponseSchema, body);
}

/** Another entrepreneur's issuance answers 404, like one that does not exist. */
export async function getIssuance(http: HttpClient, id: string, signal?: AbortSignal): Promise<IssuanceDetail> {
  const body = await http.get<unknown>(`/issuances/${encodeURIComponent(id)}`, { signal, toastErrors: false });
  return v.parse(issuanceDetailResponseSchema, body).data;
}

export function errorStatus(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null ? (error as { response?: { status?: number } }).response?.status : undefined;
}
