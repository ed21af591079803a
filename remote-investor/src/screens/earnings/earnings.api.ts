import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { useDistribution } from 'earnings';
import { useBusEvent, useHttp, usePlatform, type HttpClient } from 'host/platform';
import {
  claimAllResponseSchema,
  claimResponseSchema,
  type myEarningsQuerySchema,
  myEarningsResponseSchema,
  taxSummaryResponseSchema,
  type MyEarningsResponse,
  type TaxSummary,
} from 'shared';

/** What the list asks: the status and year filters and the page, as the address holds them. */
export type MyEarningsQuery = v.InferOutput<typeof myEarningsQuerySchema>;

/** The investor's earnings, the tax summary and the distributions they read: one change refetches all. */
const myEarningKeys = {
  all: ['investor', 'my-earnings'] as const,
  list: (query: MyEarningsQuery) => [...myEarningKeys.all, 'list', query] as const,
  taxSummary: () => [...myEarningKeys.all, 'tax-summary'] as const,
};

function listParams(query: MyEarningsQuery): Record<string, string> {
  const params: Record<string, string> = { page: String(query.page), per_page: String(query.per_page) };
  if (query.status) params.status = query.status;
  if (query.year) params.year = query.year;
  return params;
}

async function getMyEarnings(http: HttpClient, query: MyEarningsQuery, signal?: AbortSignal): Promise<MyEarningsResponse> {
  return v.parse(myEarningsResponseSchema, await http.get<unknown>('/users/me/earnings', { params: listParams(query), signal }));
}

async function getTaxSummary(http: HttpClient, signal?: AbortSignal): Promise<TaxSummary> {
  return v.parse(taxSummaryResponseSchema, await http.get<unknown>('/users/me/earnings/tax-summary', { signal })).data;
}

function myEarningsOptions(http: HttpClient, query: MyEarningsQuery) {
  return queryOptions({
    queryKey: myEarningKeys.list(query),
    queryFn: ({ signal }) => getMyEarnings(http, query, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

function taxSummaryOptions(http: HttpClient) {
  return queryOptions({ queryKey: myEarningKeys.taxSummary(), queryFn: ({ signal }) => getTaxSummary(http, signal) });
}

/** A page of the investor's earnings; the previous page stays on screen while the next loads, and a visit reads fresh statuses. */
export function useMyEarnings(query: MyEarningsQuery) {
  return useQuery(myEarningsOptions(useHttp(), query));
}

export function useTaxSummary() {
  return useQuery(taxSummaryOptions(useHttp()));
}

/** GET /earnings/:id: the distribution with only the investor's own earning of it. */
export function useMyDistribution(id: string) {
  return useDistribution([...myEarningKeys.all, 'distribution'], id);
}

/** The tax summary of one year as a file (the server names it). */
export function taxSummaryExportPath(year: number, format: 'csv' | 'pdf'): string {
  return `/users/me/earnings/tax-summary/export?${new URLSearchParams({ year: String(year), format }).toString()}`;
}

/** A claim (one earning, or every claimable one), told on the bus so every area refetches. The dialog says why one failed, so no toast. */
function useClaimMutation<T>(claim: (http: HttpClient, id?: string) => Promise<T>) {
  const { http, bus } = usePlatform();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id?: string) => claim(http, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myEarningKeys.all }),
    onSuccess: (_answer, id) => bus.emit('data.changed', { entity: 'earning', id }),
  });
}

export const useClaim = () =>
  useClaimMutation(async (http, id = '') => v.parse(claimResponseSchema, await http.post<unknown>(`/users/me/earnings/${encodeURIComponent(id)}/claim`, undefined, { toastErrors: false })).data);

export const useClaimAll = () =>
  useClaimMutation(async (http) => v.parse(claimAllResponseSchema, await http.post<unknown>('/users/me/earnings/claim-all', undefined, { toastErrors: false })).data);

/** Refetches the investor's earnings whenever any area reports an earning change (a distribution paid). */
export function useEarningChanges(): void {
  const queryClient = useQueryClient();
  useBusEvent('data.changed', ({ entity }) => {
    if (entity === 'earning') void queryClient.invalidateQueries({ queryKey: myEarningKeys.all });
  });
}
