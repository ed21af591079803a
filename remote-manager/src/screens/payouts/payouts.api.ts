import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { useHttp, type HttpClient } from 'host/platform';
import { payoutBatchesResponseSchema, payoutBatchResponseSchema, payoutClaimsResponseSchema, type PayoutBatchesResponse, type PayoutBatchDetail } from 'shared';

const payoutKeys = {
  all: ['payouts'] as const,
  list: (page: number) => ['payouts', 'list', page] as const,
  detail: (id: string) => ['payouts', 'detail', id] as const,
};

/** Where a batch's pain.001 downloads from (with the session's tokens). */
export const payoutFilePath = (id: string) => `/payouts/${encodeURIComponent(id)}/file`;

/** GET /payouts: one page of batches, newest first, and the claims waiting for a batch; a visit reads fresh statuses. */
function payoutBatchesOptions(http: HttpClient, page: number) {
  return queryOptions({
    queryKey: payoutKeys.list(page),
    queryFn: async ({ signal }): Promise<PayoutBatchesResponse> => v.parse(payoutBatchesResponseSchema, await http.get<unknown>('/payouts', { params: { page }, signal })),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

export function usePayoutBatches(page: number) {
  return useQuery(payoutBatchesOptions(useHttp(), page));
}

/** GET /payouts/{id}: the batch's transfers and the earnings left out. */
function payoutBatchOptions(http: HttpClient, id: string | null) {
  return queryOptions({
    queryKey: payoutKeys.detail(id ?? ''),
    queryFn: async ({ signal }): Promise<PayoutBatchDetail> => v.parse(payoutBatchResponseSchema, await http.get<unknown>(`/payouts/${encodeURIComponent(id ?? '')}`, { signal })).data,
    enabled: id !== null,
  });
}

export function usePayoutBatch(id: string | null) {
  return useQuery(payoutBatchOptions(useHttp(), id));
}

/** A write on batches: every list and sheet of batches reads again once it succeeded. */
function usePayoutWrite<Input>(write: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutKeys.all }) });
}

/** POST /payouts/{id}/settle: the bank executed the file (409 payout_batch_already_settled). */
export function useSettleBatch() {
  const http = useHttp();
  return usePayoutWrite((id: string) => http.post<unknown>(`/payouts/${encodeURIComponent(id)}/settle`, undefined, { toastErrors: false }));
}

/** POST /payouts/claims: the queued claims in one batch (409 nothing_to_pay_out). */
export function useBatchClaims() {
  const http = useHttp();
  return usePayoutWrite(async () => v.parse(payoutClaimsResponseSchema, await http.post<unknown>('/payouts/claims', undefined, { toastErrors: false })).data);
}
