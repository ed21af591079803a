import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { useHttp, type HttpClient } from 'host/platform';
import { portfolioResponseSchema, type Portfolio } from 'shared';
import { myInvestmentKeys } from '../../api/my-investments';

/** GET /users/me/portfolio: holdings of paid tokens, totals and the charts' series. */
async function getPortfolio(http: HttpClient, signal?: AbortSignal): Promise<Portfolio> {
  const body = await http.get<unknown>('/users/me/portfolio', { signal });
  return v.parse(portfolioResponseSchema, body).data;
}

/** Fresh on every visit: a manager may have confirmed a payment or minted tokens since. */
function portfolioOptions(http: HttpClient) {
  return queryOptions({
    queryKey: myInvestmentKeys.portfolio(),
    queryFn: ({ signal }) => getPortfolio(http, signal),
    refetchOnMount: 'always',
  });
}

export function usePortfolio() {
  return useQuery(portfolioOptions(useHttp()));
}
