import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { useBusEvent, useHttp, usePlatform, type HttpClient } from 'host/platform';
import {
  DEFAULT_ISSUANCE_PAGE_SIZE,
  followStateSchema,
  issuanceDetailResponseSchema,
  issuanceListResponseSchema,
  type FollowState,
  type IssuanceDetail,
  type IssuanceListQuery,
  type IssuanceListResponse,
} from 'shared';

type IssuanceId = IssuanceDetail['id'];

/** Query keys of the investor's issuance data; every cache entry of this area starts with `all`. */
const issuanceKeys = {
  all: ['investor', 'issuances'] as const,
  lists: () => [...issuanceKeys.all, 'list'] as const,
  list: (query: IssuanceListQuery) => [...issuanceKeys.lists(), query] as const,
  details: () => [...issuanceKeys.all, 'detail'] as const,
  detail: (id: IssuanceId) => [...issuanceKeys.details(), String(id)] as const,
};

const issuancePath = (id: IssuanceId) => `/issuances/${encodeURIComponent(String(id))}`;

/** Published projects with the caller's followed and invested flags (the "check of projects"). */
async function getIssuances(http: HttpClient, query: IssuanceListQuery, signal?: AbortSignal): Promise<IssuanceListResponse> {
  // The address's default page size stays out of the request too; "followed" is said as the API reads it.
  const { per_page: perPage, followed, ...rest } = query;
  const params = { ...rest, ...(perPage !== DEFAULT_ISSUANCE_PAGE_SIZE && { per_page: perPage }), ...(followed && { followed: 'true' }) };
  const body = await http.get<unknown>('/issuances', { params, signal });
  return v.parse(issuanceListResponseSchema, body);
}

async function getIssuance(http: HttpClient, id: IssuanceId, signal?: AbortSignal): Promise<IssuanceDetail> {
  const body = await http.get<unknown>(issuancePath(id), { signal });
  return v.parse(issuanceDetailResponseSchema, body).data;
}

/** One page of published projects. Entering the page is the investor's check of projects:
 * followed and invested come fresh, and the previous page stays on screen while the next loads. */
function issuanceListOptions(http: HttpClient, query: IssuanceListQuery) {
  return queryOptions({
    queryKey: issuanceKeys.list(query),
    queryFn: ({ signal }) => getIssuances(http, query, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

/** One project's sheet, fresh on every visit (followed, invested). */
function issuanceOptions(http: HttpClient, id: IssuanceId) {
  return queryOptions({
    queryKey: issuanceKeys.detail(id),
    queryFn: ({ signal }) => getIssuance(http, id, signal),
    refetchOnMount: 'always',
  });
}

export function useIssuances(query: IssuanceListQuery) {
  return useQuery(issuanceListOptions(useHttp(), query));
}

export function useIssuance(id: IssuanceId) {
  return useQuery(issuanceOptions(useHttp(), id));
}

async function followIssuance(http: HttpClient, id: IssuanceId): Promise<FollowState> {
  return v.parse(followStateSchema, await http.put<unknown>(`${issuancePath(id)}/follow`));
}

async function unfollowIssuance(http: HttpClient, id: IssuanceId): Promise<FollowState> {
  return v.parse(followStateSchema, await http.delete<unknown>(`${issuancePath(id)}/follow`));
}

const sameId = (a: IssuanceId, b: IssuanceId) => String(a) === String(b);

type FollowVariables = { id: IssuanceId; follow: boolean };

/**
 * Follow or unfollow, shown at once in every cached list and sheet, put back if the server
 * refuses. Other areas hear of it on the bus; this area's screens refetch through the same event.
 */
export function useFollowIssuance() {
  const { http, bus } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, follow }: FollowVariables) => (follow ? followIssuance(http, id) : unfollowIssuance(http, id)),
    onMutate: async ({ id, follow }) => {
      await queryClient.cancelQueries({ queryKey: issuanceKeys.all });
      const lists = queryClient.getQueriesData<IssuanceListResponse>({ queryKey: issuanceKeys.lists() });
      const detail = queryClient.getQueryData<IssuanceDetail>(issuanceKeys.detail(id));
      queryClient.setQueriesData<IssuanceListResponse>({ queryKey: issuanceKeys.lists() }, (list) =>
        list && { ...list, data: list.data.map((item) => (sameId(item.id, id) ? { ...item, following: follow } : item)) },
      );
      if (detail) queryClient.setQueryData<IssuanceDetail>(issuanceKeys.detail(id), { ...detail, following: follow });
      return { lists, detail };
    },
    onError: (_error, { id }, saved) => {
      for (const [key, list] of saved?.lists ?? []) queryClient.setQueryData(key, list);
      if (saved?.detail) queryClient.setQueryData(issuanceKeys.detail(id), saved.detail);
    },
    onSettled: (_answer, _error, { id }) => bus.emit('data.changed', { entity: 'issuance', id }),
  });
}

/** Refetches this area's issuance data whenever any area reports an issuance change. */
export function useIssuanceChanges(): void {
  const queryClient = useQueryClient();
  useBusEvent('data.changed', ({ entity }) => {
    if (entity === 'issuance') void queryClient.invalidateQueries({ queryKey: issuanceKeys.all });
  });
}
