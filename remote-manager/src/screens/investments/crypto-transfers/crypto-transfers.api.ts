import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { useHttp, type HttpClient } from 'host/platform';
import { unmatchedCryptoTransfersResponseSchema, type UnmatchedCryptoTransfer } from 'shared';

/** GET /crypto-transfers: the stablecoin transfers that paid no order, newest first; a visit reads fresh. */
function unmatchedCryptoTransfersOptions(http: HttpClient) {
  return queryOptions({
    queryKey: ['crypto-transfers', 'unmatched'] as const,
    queryFn: async ({ signal }): Promise<UnmatchedCryptoTransfer[]> => v.parse(unmatchedCryptoTransfersResponseSchema, await http.get<unknown>('/crypto-transfers', { signal, toastErrors: false })).data,
    refetchOnMount: 'always',
  });
}

export function useUnmatchedCryptoTransfers() {
  return useQuery(unmatchedCryptoTransfersOptions(useHttp()));
}
