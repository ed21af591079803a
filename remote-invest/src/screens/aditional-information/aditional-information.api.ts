import { useMutation } from '@tanstack/react-query';
import { useHttp, type HttpClient } from 'host/platform';
import type { AdditionalDataRequest, OnboardingState } from 'shared';
import { parseOnboardingAnswer, useStoreOnboarding } from '../../invest-flow/onboarding.api';

/** PUT /users/me/additional-data: legal, banking and additional data (the second page of the step). */
async function saveAdditionalData(http: HttpClient, request: AdditionalDataRequest): Promise<OnboardingState> {
  return parseOnboardingAnswer(await http.put<unknown>('/users/me/additional-data', request, { toastErrors: false }));
}

export function useSaveAdditionalData() {
  const http = useHttp();
  const store = useStoreOnboarding();
  return useMutation({ mutationFn: (request: AdditionalDataRequest) => saveAdditionalData(http, request), onSuccess: store });
}
