import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { useHttp, type HttpClient } from 'host/platform';
import {
  suitabilityStateResponseSchema,
  suitabilityTestResponseSchema,
  type DeclarationValues,
  type OnboardingState,
  type SuitabilityAnswersRequest,
  type SuitabilityState,
  type SuitabilityTestResponse,
} from 'shared';
import { useNextStepChanged } from '../../invest-flow/next-step';
import { onboardingKeys } from '../../invest-flow/onboarding.api';

const suitabilityKeys = {
  test: ['invest', 'suitability-test'] as const,
};

/** GET /suitability-test: the question ids, the pass mark and the retries (never the answers). */
async function getSuitabilityTest(http: HttpClient, signal?: AbortSignal): Promise<SuitabilityTestResponse['data']> {
  return v.parse(suitabilityTestResponseSchema, await http.get<unknown>('/suitability-test', { signal })).data;
}

function suitabilityTestOptions(http: HttpClient) {
  return queryOptions({ queryKey: suitabilityKeys.test, queryFn: ({ signal }) => getSuitabilityTest(http, signal), staleTime: Infinity });
}

export function useSuitabilityTest() {
  return useQuery(suitabilityTestOptions(useHttp()));
}

/** POST /users/me/suitability-test: one attempt, pass or fail. */
async function answerSuitabilityTest(http: HttpClient, request: SuitabilityAnswersRequest): Promise<SuitabilityState> {
  return v.parse(suitabilityStateResponseSchema, await http.post<unknown>('/users/me/suitability-test', request, { toastErrors: false })).data;
}

/** POST /users/me/suitability-test/declaration: after a fail, Declaro to go on anyway. */
async function declareSuitability(http: HttpClient, request: DeclarationValues): Promise<SuitabilityState> {
  return v.parse(suitabilityStateResponseSchema, await http.post<unknown>('/users/me/suitability-test/declaration', request, { toastErrors: false })).data;
}

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
