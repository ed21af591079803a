import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { useHttp, type HttpClient } from 'host/platform';
import {
  breakdownResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  investmentResponseSchema,
  nextStepResponseSchema,
  onboardingStateResponseSchema,
  type Breakdown,
  type InvestmentAnswer,
  type NextStep,
  type OnboardingState,
  type OrderRequest,
  type PaymentMethod,
} from 'shared';

/** Query keys of the order steps; the investment's own key is the one every step invalidates. */
export const orderKeys = {
  all: ['invest', 'order'] as const,
  nextStep: (slug: string) => [...orderKeys.all, 'next-step', slug] as const,
  investment: (id: string) => [...orderKeys.all, 'investment', id] as const,
  breakdown: (id: string, method: PaymentMethod) => [...orderKeys.all, 'investment', id, 'breakdown', method] as const,
  onboarding: () => [...orderKeys.all, 'onboarding'] as const,
};

const investmentPath = (id: string) => `/investments/${encodeURIComponent(id)}`;

export async function getNextStep(http: HttpClient, slug: string, signal?: AbortSignal): Promise<NextStep> {
  const body = await http.get<unknown>(`/invest/${encodeURIComponent(slug)}/next-step`, { signal });
  return v.parse(nextStepResponseSchema, body).data;
}

export async function getInvestment(http: HttpClient, id: string, signal?: AbortSignal): Promise<InvestmentAnswer> {
  const body = await http.get<unknown>(investmentPath(id), { signal });
  return v.parse(investmentResponseSchema, body).data;
}

export async function getBreakdown(http: HttpClient, id: string, method: PaymentMethod, signal?: AbortSignal): Promise<Breakdown> {
  const body = await http.get<unknown>(`${investmentPath(id)}/breakdown`, { params: { method }, signal });
  return v.parse(breakdownResponseSchema, body).data;
}

export async function getOnboarding(http: HttpClient, signal?: AbortSignal): Promise<OnboardingState> {
  const body = await http.get<unknown>('/users/me/onboarding', { signal });
  return v.parse(onboardingStateResponseSchema, body).data;
}

/**
 * POST /invest/{slug}/orders. The key makes a retry safe: the API answers the order this key
 * placed before instead of placing another. Errors are answered next to the form, not toasted.
 */
export async function placeOrder(http: HttpClient, slug: string, body: OrderRequest, idempotencyKey: string): Promise<InvestmentAnswer> {
  const answer = await http.post<unknown>(`/invest/${encodeURIComponent(slug)}/orders`, body, {
    headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
    toastErrors: false,
  });
  return v.parse(investmentResponseSchema, answer).data;
}

/** POST /investments/{id}/revoke: within the reflection period, without a reason. */
export async function revokeInvestment(http: HttpClient, id: string): Promise<InvestmentAnswer> {
  const answer = await http.post<unknown>(`${investmentPath(id)}/revoke`, undefined, { toastErrors: false });
  return v.parse(investmentResponseSchema, answer).data;
}

export function nextStepOptions(http: HttpClient, slug: string) {
  return queryOptions({ queryKey: orderKeys.nextStep(slug), queryFn: ({ signal }) => getNextStep(http, slug, signal) });
}

export function investmentOptions(http: HttpClient, id: string) {
  return queryOptions({ queryKey: orderKeys.investment(id), queryFn: ({ signal }) => getInvestment(http, id, signal) });
}

export function breakdownOptions(http: HttpClient, id: string, method: PaymentMethod) {
  return queryOptions({ queryKey: orderKeys.breakdown(id, method), queryFn: ({ signal }) => getBreakdown(http, id, method, signal) });
}

export function onboardingOptions(http: HttpClient) {
  return queryOptions({ queryKey: orderKeys.onboarding(), queryFn: ({ signal }) => getOnboarding(http, signal) });
}

export function useNextStep(slug: string, enabled = true) {
  return useQuery({ ...nextStepOptions(useHttp(), slug), enabled });
}

/** One investment; `null` waits for its id. */
export function useInvestment(id: string | null) {
  return useQuery({ ...investmentOptions(useHttp(), id ?? ''), enabled: id !== null });
}

export function useBreakdown(id: string, method: PaymentMethod) {
  return useQuery(breakdownOptions(useHttp(), id, method));
}

export function useOnboardingState() {
  return useQuery(onboardingOptions(useHttp()));
}

export function usePlaceOrder(slug: string) {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: { body: OrderRequest; idempotencyKey: string }) => placeOrder(http, slug, body, idempotencyKey),
    onSuccess: (investment) => {
      client.setQueryData(orderKeys.investment(investment.id), investment);
      void client.invalidateQueries({ queryKey: orderKeys.nextStep(slug) });
    },
  });
}

export function useRevokeInvestment(slug: string) {
  const http = useHttp();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => revokeInvestment(http, id),
    onSuccess: (investment) => {
      client.setQueryData(orderKeys.investment(investment.id), investment);
      void client.invalidateQueries({ queryKey: orderKeys.nextStep(slug) });
    },
  });
}
