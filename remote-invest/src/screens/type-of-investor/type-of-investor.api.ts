import { useMutation } from '@tanstack/react-query';
import { useHttp, type HttpClient } from 'host/platform';
import type { InvestorTypeRequest, OnboardingState } from 'shared';
import { parseOnboardingAnswer, useStoreOnboarding } from '../../invest-flow/onboarding.api';

/** PUT /users/me/investor-type: natural or legal, sophisticated or not (with Declaro). */
async function saveInvestorType(http: HttpClient, request: InvestorTypeRequest): Promise<OnboardingState> {
  return parseOnboardingAnswer(await http.put<unknown>('/users/me/investor-type', request, { toastErrors: false }));
}

export function useSaveInvestorType() {
  const http = useHttp();
  const store = useStoreOnboarding();
  return useMutation({ mutationFn: (request: InvestorTypeRequest) => saveInvestorType(http, request), onSuccess: store });
}
