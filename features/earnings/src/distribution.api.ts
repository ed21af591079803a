import * as v from 'valibot';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { distributionDetailResponseSchema, type DistributionDetail } from 'shared';
import { useHttp, type HttpClient } from 'host/platform';

// The breakdown shows its own error state (a 404 is "not yours or not there"), so no toast.
async function getDistribution(http: HttpClient, id: string, signal?: AbortSignal): Promise<DistributionDetail> {
  return v.parse(distributionDetailResponseSchema, await http.get<unknown>(`/earnings/${encodeURIComponent(id)}`, { signal })).data;
}

/** GET /earnings/:id under the caller's key prefix (each area refetches its own when an earning changes). */
function distributionOptions(http: HttpClient, scope: readonly unknown[], id: string) {
  return queryOptions({ queryKey: [...scope, id], queryFn: ({ signal }) => getDistribution(http, id, signal) });
}

/**
 * A distribution with its earnings: every holder's for a manager or issuer, the investor's own
 * for an investor (the API decides), under the area's key prefix `scope`.
 */
export function useDistribution(scope: readonly unknown[], id: string) {
  return useQuery(distributionOptions(useHttp(), scope, id));
}
