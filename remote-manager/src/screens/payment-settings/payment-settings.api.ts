import * as v from 'valibot';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paymentSettingsPath, paymentSettingsResponseSchema, type PaymentSettingsAnswer, type PaymentSettingsInput } from 'shared';
import { useHttp } from 'host/platform';

/** `manager` first because every remote shares the query client. */
const paymentSettingsKey = ['manager', 'payment-settings'] as const;

export function usePaymentSettings() {
  const http = useHttp();
  return useQuery(
    queryOptions({
      queryKey: paymentSettingsKey,
      queryFn: async ({ signal }) => v.parse(paymentSettingsResponseSchema, await http.get<unknown>(paymentSettingsPath, { signal })).data,
      // What is being typed must not be replaced by a refetch on focus.
      refetchOnWindowFocus: false,
    }),
  );
}

/** PUT the settings; the answer becomes the query's data, so the form starts again from what was saved. */
export function useSavePaymentSettings() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (values: PaymentSettingsInput): Promise<PaymentSettingsAnswer> =>
      v.parse(paymentSettingsResponseSchema, await http.put<unknown>(paymentSettingsPath, values, { toastErrors: false })).data,
    onSuccess: (saved) => queryClient.setQueryData(paymentSettingsKey, saved),
  });
}
