import { useMutation } from '@tanstack/react-query';
import { useHttp, type HttpClient } from 'host/platform';
import type { OnboardingState, PersonalDataRequest } from 'shared';
import { parseOnboardingAnswer, useStoreOnboarding } from '../../invest-flow/onboarding.api';

/** PUT /users/me/personal-data: the first page of the additional-data step. */
async function savePersonalData(http: HttpClient, request: PersonalDataRequest): Promise<OnboardingState> {
  return parseOnboardingAnswer(await http.put<unknown>('/users/me/personal-data', request, { toastErrors: false }));
}

export function useSavePersonalData() {
  const http = useHttp();
  const store = useStoreOnboarding();
  return useMutation({ mutationFn: (request: PersonalDataRequest) => savePersonalData(http, request), onSuccess: store });
}
