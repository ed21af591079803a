import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { useHttp, type HttpClient } from 'host/platform';
import { investmentResponseSchema, myInvestmentsResponseSchema, type InterestRequest, type InvestmentAnswer } from 'shared';
import { useNextStepChanged } from '../../invest-flow/next-step';
import { orderKeys } from '../order/order.api';

/** The investor's own interests (every project): an interest declared or cancelled changes them. */
const myInvestmentsKeys = {
  all: ['invest', 'my-investments', 'preordered'] as const,
};

/** POST /invest/{slug}/interests: a RESERVED investment for the amount, within the project's limits. */
async function declareInterest(http: HttpClient, slug: string, request: InterestRequest): Promise<InvestmentAnswer> {
  const body = await http.post<unknown>(`/invest/${encodeURIComponent(slug)}/interests`, request, { toastErrors: false });
  return v.parse(investmentResponseSchema, body).data;
}

/**
 * GET /users/me/investments?tab=preordered: the investor's declared interests (every project),
 * newest first; the largest page, as an investor holds few open interests at a time.
 */
async function listMyInterests(http: HttpClient, signal?: AbortSignal): Promise<InvestmentAnswer[]> {
  const body = await http.get<unknown>('/users/me/investments?tab=preordered&per_page=100', { signal });
  return v.parse(myInvestmentsResponseSchema, body).data;
}

/** POST /investments/{id}/cancel: an interest (RESERVED) only, for good. */
async function cancelInterest(http: HttpClient, id: string): Promise<InvestmentAnswer> {
  const body = await http.post<unknown>(`/investments/${encodeURIComponent(id)}/cancel`, undefined, { toastErrors: false });
  return v.parse(investmentResponseSchema, body).data;
}

function myInvestmentsOptions(http: HttpClient) {
  return queryOptions({ queryKey: myInvestmentsKeys.all, queryFn: ({ signal }) => listMyInterests(http, signal) });
}

/**
 * The investor's open interest in this project (the newest RESERVED one), or null. Read from the
 * list rather than the next step, which names the open investment only once the onboarding is done.
 */
export function useOpenInterest(slug: string, enabled: boolean) {
  return useQuery({
    ...myInvestmentsOptions(useHttp()),
    enabled,
    select: (investments) => investments.find((investment) => investment.project_slug === slug && investment.status === 'RESERVED') ?? null,
  });
}

export function useDeclareInterest(slug: string) {
  const http = useHttp();
  const client = useQueryClient();
  const nextStepChanged = useNextStepChanged();
  return useMutation({
    mutationFn: (request: InterestRequest) => declareInterest(http, slug, request),
    onSuccess: () => {
      void client.invalidateQueries({ queryKey: myInvestmentsKeys.all });
      void nextStepChanged();
    },
  });
}

export function useCancelInterest() {
  const http = useHttp();
  const client = useQueryClient();
  const nextStepChanged = useNextStepChanged();
  return useMutation({
    mutationFn: (id: string) => cancelInterest(http, id),
    onSuccess: (cancelled) => {
      // The list takes the answer at once, so the page offers a new interest without waiting for the refetch.
      client.setQueryData<InvestmentAnswer[]>(myInvestmentsKeys.all, (investments) =>
        investments?.map((investment) => (investment.id === cancelled.id ? cancelled : investment)),
      );
      client.setQueryData(orderKeys.investment(cancelled.id), cancelled);
      void client.invalidateQueries({ queryKey: myInvestmentsKeys.all });
      void nextStepChanged();
    },
  });
}
