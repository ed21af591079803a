import { useMutation, useQueryClient } from '@tanstack/react-query';
import { answerSuitabilityTest, declareSuitability } from 'account';
import { useHttp } from 'host/platform';
import type { DeclarationValues, OnboardingState, SuitabilityAnswersRequest, SuitabilityState } from 'shared';
import { useNextStepChanged } from '../../invest-flow/next-step';
import { onboardingKeys } from '../../invest-flow/onboarding.api';

/** The new test state goes into the cached onboarding, which the screen reads; the step due is asked again. */
function useStoreSuitability() {
  const queryClient = useQueryClient();
  const nextStepChanged = useNextStepChanged();
  return (suitability: SuitabilityState) => {
    queryClient.setQueryData<OnboardingState>(onboardingKeys.all, (state) => (state ? { ...state, suitability, drafts: { ...state.drafts, 'initial-test': {} } } : state));
    void nextStepChanged();
  };
}

export function useAnswerSuitabilityTest() {
  const http = useHttp();
  const store = useStoreSuitability();
  return useMutation({ mutationFn: (request: SuitabilityAnswersRequest) => answerSuitabilityTest(http, request), onSuccess: store });
}

export function useDeclareSuitability() {
  const http = useHttp();
  const store = useStoreSuitability();
  return useMutation({ mutationFn: (request: DeclarationValues) => declareSuitability(http, request), onSuccess: store });
}
