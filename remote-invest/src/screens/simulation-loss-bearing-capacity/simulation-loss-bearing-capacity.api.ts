import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { useHttp, type HttpClient } from 'host/platform';
import { lossBearingResponseSchema, type LossBearing, type LossBearingCapacityInput, type OnboardingState } from 'shared';
import { useNextStepChanged } from '../../invest-flow/next-step';
import { onboardingKeys } from '../../invest-flow/onboarding.api';

/** POST /users/me/loss-bearing-capacity: the server computes and keeps the same figures. */
async function saveLossBearingCapacity(http: HttpClient, request: LossBearingCapacityInput): Promise<LossBearing> {
  return v.parse(lossBearingResponseSchema, await http.post<unknown>('/users/me/loss-bearing-capacity', request, { toastErrors: false })).data;
}

export function useSaveLossBearingCapacity() {
  const http = useHttp();
  const queryClient = useQueryClient();
  const nextStepChanged = useNextStepChanged();
  return useMutation({
    mutationFn: (request: LossBearingCapacityInput) => saveLossBearingCapacity(http, request),
    onSuccess: (lossBearing) => {
      queryClient.setQueryData<OnboardingState>(onboardingKeys.all, (state) => (state ? { ...state, loss_bearing: lossBearing } : state));
      void nextStepChanged();
    },
  });
}
