import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { useHttp } from 'host/platform';
import { bankConnectionResponseSchema } from 'shared';

/** GET /users/me/bank-connection: the account payouts and refunds go to, and its verification. */
export function useBankConnection() {
  const http = useHttp();
  return useQuery(
    queryOptions({
      queryKey: ['investor', 'bank-connection'],
      queryFn: async ({ signal }) => v.parse(bankConnectionResponseSchema, await http.get<unknown>('/users/me/bank-connection', { signal })).data,
      refetchOnMount: 'always',
    }),
  );
}
