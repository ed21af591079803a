import { useMutation } from '@tanstack/react-query';
import * as v from 'valibot';
import { useHttp, type HttpClient } from 'host/platform';
import { investmentResponseSchema, type InterestRequest, type InvestmentAnswer } from 'shared';
import { useNextStepChanged } from '../../invest-flow/next-step';

/** POST /invest/{slug}/interests: a RESERVED investment for the amount, within the project's limits. */
async function declareInterest(http: HttpClient, slug: string, request: InterestRequest): Promise<InvestmentAnswer> {
  const body = await http.post<unknown>(`/invest/${encodeURIComponent(slug)}/interests`, request, { toastErrors: false });
  return v.parse(investmentResponseSchema, body).data;
}

export function useDeclareInterest(slug: string) {
  const http = useHttp();
  const nextStepChanged = useNextStepChanged();
  return useMutation({ mutationFn: (request: InterestRequest) => declareInterest(http, slug, request), onSuccess: () => void nextStepChanged() });
}
