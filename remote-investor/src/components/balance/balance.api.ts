import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { useHttp } from 'host/platform';
import { balanceResponseSchema } from 'shared';
import { myInvestmentKeys } from '../../api/my-investments';

const PER_PAGE = 10;

/**
 * GET /users/me/balance: the available balance and a page of its moves. Under the investments'
 * keys, so a change reported for any investment (a refund, a payment) refreshes it too.
 */
export function useMyBalance(page: number) {
  const http = useHttp();
  return useQuery(
    queryOptions({
      queryKey: [...myInvestmentKeys.all, 'balance', page] as const,
      queryFn: async ({ signal }) => v.parse(balanceResponseSchema, await http.get<unknown>(`/users/me/balance?page=${page}&per_page=${PER_PAGE}`, { signal })),
      placeholderData: keepPreviousData,
      refetchOnMount: 'always',
    }),
  );
}
