import { keepPreviousData, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { useHttp, usePlatform, type HttpClient } from 'host/platform';
import {
  investmentResponseSchema,
  myInvestmentsResponseSchema,
  type InvestmentAnswer,
  type MyInvestmentsQuery,
  type MyInvestmentsResponse,
} from 'shared';
import { myInvestmentKeys } from '../../api/my-investments';

const investmentPath = (id: string) => `/investments/${encodeURIComponent(id)}`;

/** GET /users/me/investments: one tab's page, newest first, with every tab's count. */
async function getMyInvestments(http: HttpClient, query: MyInvestmentsQuery, signal?: AbortSignal): Promise<MyInvestmentsResponse> {
  const body = await http.get<unknown>('/users/me/investments', { params: query, signal });
  return v.parse(myInvestmentsResponseSchema, body);
}

/** POST /investments/{id}/cancel: a declared interest (RESERVED) only, for good. */
async function cancelInterest(http: HttpClient, id: string): Promise<InvestmentAnswer> {
  const body = await http.post<unknown>(`${investmentPath(id)}/cancel`, undefined, { toastErrors: false });
  return v.parse(investmentResponseSchema, body).data;
}

/** POST /investments/{id}/revoke: within the reflection period, without a reason. */
async function revokeInvestment(http: HttpClient, id: string): Promise<InvestmentAnswer> {
  const body = await http.post<unknown>(`${investmentPath(id)}/revoke`, undefined, { toastErrors: false });
  return v.parse(investmentResponseSchema, body).data;
}

/** Where the signed contract downloads from (with the session's tokens). */
export function signedContractPath(id: string): string {
  return `${investmentPath(id)}/signed-contract`;
}

/** A tab's page; the previous page stays on screen while the next loads, and a visit reads fresh statuses. */
function myInvestmentsOptions(http: HttpClient, query: MyInvestmentsQuery) {
  return queryOptions({
    queryKey: myInvestmentKeys.list(query),
    queryFn: ({ signal }) => getMyInvestments(http, query, signal),
    placeholderData: keepPreviousData,
    refetchOnMount: 'always',
  });
}

export function useMyInvestments(query: MyInvestmentsQuery) {
  return useQuery(myInvestmentsOptions(useHttp(), query));
}

/**
 * Cancel an interest or revoke an order, told on the bus: this area's screens refetch their
 * lists and the portfolio on that event (`useInvestmentChanges`), as the other areas do.
 */
function useInvestmentMove(move: (http: HttpClient, id: string) => Promise<InvestmentAnswer>) {
  const { http, bus } = usePlatform();
  return useMutation({
    mutationFn: (id: string) => move(http, id),
    onSuccess: (investment) => bus.emit('data.changed', { entity: 'investment', id: investment.id }),
  });
}

export const useCancelInterest = () => useInvestmentMove(cancelInterest);
export const useRevokeInvestment = () => useInvestmentMove(revokeInvestment);
