import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { useHttp, type HttpClient } from 'host/platform';
import { refundResponseSchema, refundsResponseSchema, type Refund } from 'shared';

const refundKeys = { all: ['refunds'] as const };

/** GET /refunds: pending first (the longest owed first), then the paid ones; a visit reads fresh. */
function refundsOptions(http: HttpClient) {
  return queryOptions({
    queryKey: refundKeys.all,
    queryFn: async ({ signal }): Promise<Refund[]> => v.parse(refundsResponseSchema, await http.get<unknown>('/refunds', { signal })).data,
    refetchOnMount: 'always',
  });
}

export function useRefunds() {
  return useQuery(refundsOptions(useHttp()));
}

/** A write on a refund: the list reads again once it succeeded or was refused (a refusal is recorded on the refund). */
function useRefundWrite<Input>(write: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSettled: () => queryClient.invalidateQueries({ queryKey: refundKeys.all }) });
}

/** POST /refunds/{id}/pay: through the provider that charged it (409 refund_refused leaves it pending). */
export function usePayRefund() {
  const http = useHttp();
  return useRefundWrite(async (id: string) => v.parse(refundResponseSchema, await http.post<unknown>(`/refunds/${encodeURIComponent(id)}/pay`, undefined, { toastErrors: false })).data);
}

/** POST /refunds/{id}/mark-paid: paid by hand (a transfer), with the manager's note. */
export function useMarkRefundPaid() {
  const http = useHttp();
  return useRefundWrite(
    async ({ id, note }: { id: string; note: string }) =>
      v.parse(refundResponseSchema, await http.post<unknown>(`/refunds/${encodeURIComponent(id)}/mark-paid`, { note }, { toastErrors: false })).data,
  );
}
