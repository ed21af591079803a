import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import * as v from 'valibot';
import { useHttp, type HttpClient } from 'host/platform';
import { onboardingStateResponseSchema, type OnboardingState } from 'shared';
import { useNextStepChanged } from './next-step';

/** The investor's own onboarding: what each step saved and each page's draft. */
export const onboardingKeys = {
  all: ['invest', 'onboarding'] as const,
};

async function getOnboarding(http: HttpClient, signal?: AbortSignal): Promise<OnboardingState> {
  const body = await http.get<unknown>('/users/me/onboarding', { signal });
  return v.parse(onboardingStateResponseSchema, body).data;
}

function onboardingOptions(http: HttpClient) {
  return queryOptions({ queryKey: onboardingKeys.all, queryFn: ({ signal }) => getOnboarding(http, signal) });
}

export function useOnboarding() {
  return useQuery(onboardingOptions(useHttp()));
}

/** The step saves answer the onboarding state after the change: the cache takes it as is, and the step due is asked again. */
export function useStoreOnboarding(): (state: OnboardingState) => void {
  const queryClient = useQueryClient();
  const nextStepChanged = useNextStepChanged();
  return useCallback(
    (state: OnboardingState) => {
      queryClient.setQueryData(onboardingKeys.all, state);
      void nextStepChanged();
    },
    [queryClient, nextStepChanged],
  );
}

/** Reads a step's answer (`{ data: OnboardingState }`). */
export function parseOnboardingAnswer(body: unknown): OnboardingState {
  return v.parse(onboardingStateResponseSchema, body).data;
}
