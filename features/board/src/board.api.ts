import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { useHttp, usePlatform, type HttpClient } from 'host/platform';
import {
  adResponseSchema,
  boardConversationsResponseSchema,
  boardHistoryResponseSchema,
  boardMessageResponseSchema,
  boardThreadResponseSchema,
  contactResponseSchema,
  boardResponseSchema,
  sellableInvestmentsResponseSchema,
  transferRecipientResponseSchema,
  transferResponseSchema,
  transfersResponseSchema,
  type AdRequest,
  type BoardQuery,
  type ContactRequestInput,
  type TransferRequestInput,
  type TransfersQuery,
} from 'shared';

/** Every board and transfer read: one change (an ad written, a transfer made) refetches them all. */
const boardKeys = {
  all: ['investor', 'board'] as const,
  ads: (query: BoardQuery) => [...boardKeys.all, 'ads', query] as const,
  mine: (query: BoardQuery) => [...boardKeys.all, 'mine', query] as const,
  history: () => [...boardKeys.all, 'history'] as const,
  holdings: () => [...boardKeys.all, 'holdings'] as const,
  transfers: (query: TransfersQuery) => [...boardKeys.all, 'transfers', query] as const,
  conversations: (adId: string) => [...boardKeys.all, 'conversations', adId] as const,
  thread: (id: string) => [...boardKeys.all, 'thread', id] as const,
};

/** How often an open thread or list of threads looks for the other party's new messages. */
const THREAD_REFRESH_MS = 15_000;

function paramsOf(query: Record<string, string | number | undefined>): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params[key] = String(value);
  return params;
}

function boardAdsOptions(http: HttpClient, query: BoardQuery) {
  return queryOptions({
    queryKey: boardKeys.ads(query),
    queryFn: async ({ signal }) => v.parse(boardResponseSchema, await http.get<unknown>('/board/ads', { params: paramsOf(query), signal })),
    placeholderData: keepPreviousData,
  });
}

export function useBoardAds(query: BoardQuery) {
  const http = useHttp();
  return useQuery(boardAdsOptions(http, query));
}

function myAdsOptions(http: HttpClient, query: BoardQuery) {
  return queryOptions({
    queryKey: boardKeys.mine(query),
    queryFn: async ({ signal }) => v.parse(boardResponseSchema, await http.get<unknown>('/board/ads/mine', { params: paramsOf(query), signal })),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

export function useMyAds(query: BoardQuery) {
  const http = useHttp();
  return useQuery(myAdsOptions(http, query));
}

function boardHistoryOptions(http: HttpClient) {
  return queryOptions({
    queryKey: boardKeys.history(),
    queryFn: async ({ signal }) => v.parse(boardHistoryResponseSchema, await http.get<unknown>('/board/history', { signal })).data,
  });
}

export function useBoardHistory() {
  const http = useHttp();
  return useQuery(boardHistoryOptions(http));
}

/** "Select an investment": the investor's minted investments with the tokens they can still offer or move. */
function holdingsOptions(http: HttpClient) {
  return queryOptions({
    queryKey: boardKeys.holdings(),
    queryFn: async ({ signal }) => v.parse(sellableInvestmentsResponseSchema, await http.get<unknown>('/board/holdings', { signal })).data,
  });
}

export function useHoldings() {
  const http = useHttp();
  return useQuery(holdingsOptions(http));
}

function transfersOptions(http: HttpClient, query: TransfersQuery) {
  return queryOptions({
    queryKey: boardKeys.transfers(query),
    queryFn: async ({ signal }) => v.parse(transfersResponseSchema, await http.get<unknown>('/transfers', { params: paramsOf(query), signal })),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

export function useTransfers(query: TransfersQuery) {
  const http = useHttp();
  return useQuery(transfersOptions(http, query));
}

/** The export of the transfers the filters show (the server names the file). */
export function transfersExportPath(query: TransfersQuery, format: 'csv' | 'xlsx'): string {
  const { page: _page, per_page: _perPage, ...filters } = query;
  return `/transfers/export?${new URLSearchParams({ ...paramsOf(filters), format }).toString()}`;
}

/** The reply threads of an ad: every buyer's for its author, the caller's own for a buyer. */
function adConversationsOptions(http: HttpClient, adId: string) {
  return queryOptions({
    queryKey: boardKeys.conversations(adId),
    queryFn: async ({ signal }) => v.parse(boardConversationsResponseSchema, await http.get<unknown>(`/board/ads/${encodeURIComponent(adId)}/conversations`, { signal })).data,
    refetchInterval: THREAD_REFRESH_MS,
  });
}

export function useAdConversations(adId: string) {
  const http = useHttp();
  return useQuery(adConversationsOptions(http, adId));
}

/** One thread with its messages; reading it marks it read, so the ads' unread figures are fetched again. */
function conversationOptions(http: HttpClient, queryClient: QueryClient, id: string) {
  return queryOptions({
    queryKey: boardKeys.thread(id),
    queryFn: async ({ signal }) => {
      const thread = v.parse(boardThreadResponseSchema, await http.get<unknown>(`/board/conversations/${encodeURIComponent(id)}`, { signal })).data;
      if (thread.unread > 0) void queryClient.invalidateQueries({ queryKey: boardKeys.all, predicate: (query) => query.queryKey[2] !== 'thread' });
      return thread;
    },
    refetchInterval: THREAD_REFRESH_MS,
    retry: false,
  });
}

export function useConversation(id: string) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useQuery(conversationOptions(http, queryClient, id));
}

/** Who a wallet or e-mail belongs to, for the confirmation; the dialog says when nobody does, so no toast. */
export async function getRecipient(http: HttpClient, destination: string) {
  return v.parse(transferRecipientResponseSchema, await http.get<unknown>('/transfers/recipient', { params: { destination } })).data;
}

/** A write of the board, told on the bus so every area refetches; the form or dialog says why one failed, so no toast. */
function useBoardWrite<TInput, TAnswer>(write: (http: HttpClient, input: TInput) => Promise<TAnswer>, entity: 'ad' | 'transfer') {
  const { http, bus } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TInput) => write(http, input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKeys.all }),
    onSuccess: () => bus.emit('data.changed', { entity }),
  });
}

export const useSaveAd = () =>
  useBoardWrite(async (http, { id, values }: { id?: string; values: AdRequest }) => {
    const answer = id ? await http.patch<unknown>(`/board/ads/${encodeURIComponent(id)}`, values, { toastErrors: false }) : await http.post<unknown>('/board/ads', values, { toastErrors: false });
    return v.parse(adResponseSchema, answer).data;
  }, 'ad');

export const useWithdrawAd = () =>
  useBoardWrite(async (http, id: string) => v.parse(adResponseSchema, await http.post<unknown>(`/board/ads/${encodeURIComponent(id)}/withdraw`, {}, { toastErrors: false })).data, 'ad');

export const useContactAd = () =>
  useBoardWrite(
    async (http, { id, values }: { id: string; values: ContactRequestInput }) =>
      v.parse(contactResponseSchema, await http.post<unknown>(`/board/ads/${encodeURIComponent(id)}/contact`, values, { toastErrors: false })).data,
    'ad',
  );

export const useSendMessage = () =>
  useBoardWrite(
    async (http, { conversationId, message }: { conversationId: string; message: string }) =>
      v.parse(boardMessageResponseSchema, await http.post<unknown>(`/board/conversations/${encodeURIComponent(conversationId)}/messages`, { message }, { toastErrors: false })).data,
    'ad',
  );

export const useTransfer = () =>
  useBoardWrite(async (http, values: TransferRequestInput) => v.parse(transferResponseSchema, await http.post<unknown>('/transfers', values, { toastErrors: false })).data, 'transfer');
