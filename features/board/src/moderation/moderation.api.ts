import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { useHttp, usePlatform, type HttpClient } from 'host/platform';
import { adResponseSchema, boardResponseSchema, type BoardQuery } from 'shared';

const moderationKeys = {
  all: ['manager', 'board'] as const,
  list: (query: BoardQuery) => [...moderationKeys.all, query] as const,
};

/** GET /board/ads with any status (a manager's filter). */
function moderatedAdsOptions(http: HttpClient, query: BoardQuery) {
  const params: Record<string, string> = { page: String(query.page), per_page: String(query.per_page) };
  for (const key of ['status', 'type', 'product'] as const) if (query[key]) params[key] = String(query[key]);
  return queryOptions({
    queryKey: [...moderationKeys.list(query), params],
    queryFn: async ({ signal }) => v.parse(boardResponseSchema, await http.get<unknown>('/board/ads', { params, signal })),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

export function useModeratedAds(query: BoardQuery) {
  const http = useHttp();
  return useQuery(moderatedAdsOptions(http, query));
}

/** POST /board/ads/:id/withdraw with the reason the author is told; the dialog says why it failed, so no toast. */
export function useWithdrawAd() {
  const { http, bus } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reason }: { id: string; reason: string }) =>
      v.parse(adResponseSchema, await http.post<unknown>(`/board/ads/${encodeURIComponent(id)}/withdraw`, { reason }, { toastErrors: false })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
    onSuccess: (ad) => bus.emit('data.changed', { entity: 'ad', id: ad.id }),
  });
}
