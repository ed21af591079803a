import * as v from 'valibot';
import { queryOptions, useMutation, useQuery, useQueryClient, keepPreviousData } from '@tanstack/react-query';
import {
  followStateSchema,
  issuanceDetailResponseSchema,
  issuanceListResponseSchema,
  type IssuanceDetail,
  type IssuanceListQuery,
  type IssuanceListResponse,
  type IssuanceSummary,
} from 'shared';
import { useHttp, usePlatform, type HttpClient } from 'host/platform';

/** Query keys of one area's issuances, under the area's key (see `IssuanceArea.key`). */
export function issuanceKeys(area: string) {
  const all = [area, 'issuances'] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    list: (query: IssuanceListQuery) => [...all, 'list', query] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
  };
}

export type IssuanceListFilters = Pick<IssuanceListQuery, 'status' | 'product_type' | 'q' | 'followed' | 'sort'>;

/** The filters, search and order as query-string values; empty ones are left out. The API
 * scopes the list to what the signed-in person may see (an entrepreneur's own issuances). */
function filterParams(query: IssuanceListFilters): Record<string, string> {
  const params: Record<string, string> = {};
  if (query.status) params.status = query.status;
  if (query.product_type) params.product_type = query.product_type;
  if (query.q) params.q = query.q;
  if (query.followed) params.followed = 'true';
  params.sort = query.sort;
  return params;
}

function listParams(query: IssuanceListQuery): Record<string, string> {
  return { ...filterParams(query), page: String(query.page), per_page: String(query.per_page) };
}

// Reads show their own error state, so the host's toast would only repeat it.
async function getIssuances(http: HttpClient, query: IssuanceListQuery, signal?: AbortSignal): Promise<IssuanceListResponse> {
  const body = await http.get<unknown>('/issuances', { params: listParams(query), signal });
  return v.parse(issuanceListResponseSchema, body);
}

/** An issuance the person may not see answers 404, like one that does not exist. */
async function getIssuance(http: HttpClient, id: string, signal?: AbortSignal): Promise<IssuanceDetail> {
  const body = await http.get<unknown>(`/issuances/${encodeURIComponent(id)}`, { signal });
  return v.parse(issuanceDetailResponseSchema, body).data;
}

/** One page of the list; the previous page stays on screen while the next loads. */
export function issuanceListOptions(http: HttpClient, area: string, query: IssuanceListQuery) {
  return queryOptions({
    queryKey: issuanceKeys(area).list(query),
    queryFn: ({ signal }) => getIssuances(http, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function issuanceOptions(http: HttpClient, area: string, id: string) {
  return queryOptions({
    queryKey: issuanceKeys(area).detail(id),
    queryFn: ({ signal }) => getIssuance(http, id, signal),
  });
}

export function useIssuances(area: string, query: IssuanceListQuery) {
  return useQuery(issuanceListOptions(useHttp(), area, query));
}

export function useIssuance(area: string, id: string) {
  return useQuery(issuanceOptions(useHttp(), area, id));
}

/** The dialog explains a refusal itself, so no toast. */
async function deleteIssuance(http: HttpClient, id: string | number): Promise<void> {
  await http.delete(`/issuances/${encodeURIComponent(String(id))}`, { toastErrors: false });
}

async function followIssuance(http: HttpClient, id: string | number, follow: boolean): Promise<boolean> {
  const url = `/issuances/${encodeURIComponent(String(id))}/follow`;
  const body = follow ? await http.put<unknown>(url) : await http.delete<unknown>(url);
  return v.parse(followStateSchema, body).data.following;
}

/** PUT or DELETE follow: the list shows the new state, here and in the other remotes. */
export function useFollowIssuance(area: string) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const { bus } = usePlatform();
  return useMutation({
    mutationFn: (issuance: IssuanceSummary) => followIssuance(http, issuance.id, !issuance.following),
    onSuccess: (_following, issuance) => {
      bus.emit('data.changed', { entity: 'issuance', id: issuance.id });
      return queryClient.invalidateQueries({ queryKey: issuanceKeys(area).all });
    },
  });
}

/** DELETE an issuance. Waits for the list without the row, so focus can then move to a place that
 * still exists; its sheet leaves the cache, which would otherwise show it before answering 404. */
export function useDeleteIssuance(area: string) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const { bus } = usePlatform();
  return useMutation({
    mutationFn: (issuance: IssuanceSummary) => deleteIssuance(http, issuance.id),
    onSuccess: async (_nothing, issuance) => {
      await queryClient.invalidateQueries({ queryKey: issuanceKeys(area).all });
      queryClient.removeQueries({ queryKey: issuanceKeys(area).detail(String(issuance.id)) });
      bus.emit('data.changed', { entity: 'issuance', id: issuance.id });
    },
  });
}

export type ExportFormat = 'csv' | 'xlsx';

/** The file of every issuance the filters select (all pages). Fetched as a blob because the
 * token travels in a header, which a plain link cannot send. */
export async function exportIssuances(http: HttpClient, query: IssuanceListFilters, format: ExportFormat): Promise<Blob> {
  return http.get<Blob>('/issuances/export', { params: { ...filterParams(query), format }, responseType: 'blob' });
}
