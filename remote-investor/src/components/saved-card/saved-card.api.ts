import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { useHttp, type HttpClient } from 'host/platform';
import { paymentCardResponseSchema, type PaymentCard } from 'shared';

// The invest flow's card step reads the same key: a card removed here is gone there too.
const paymentCardKey = ['payment-card'] as const;

function paymentCardOptions(http: HttpClient) {
  return queryOptions({
    queryKey: paymentCardKey,
    queryFn: async ({ signal }): Promise<PaymentCard> => v.parse(paymentCardResponseSchema, await http.get<unknown>('/payment-card', { signal })).data,
    refetchOnMount: 'always',
  });
}

/** GET /payment-card: whether this platform keeps cards, and the investor's saved one. */
export function useSavedCard() {
  return useQuery(paymentCardOptions(useHttp()));
}

/** DELETE /payment-card: the provider forgets the card; it is never charged again. */
export function useRemoveSavedCard() {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (): Promise<PaymentCard> => v.parse(paymentCardResponseSchema, await http.delete<unknown>('/payment-card', { toastErrors: false })).data,
    onSuccess: (card) => client.setQueryData(paymentCardKey, card),
  });
}
