import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { useHttp, type HttpClient } from 'host/platform';
import {
  suitabilityStateResponseSchema,
  suitabilityTestResponseSchema,
  type DeclarationValues,
  type SuitabilityAnswersRequest,
  type SuitabilityState,
  type SuitabilityTestResponse,
} from 'shared';

/** The test's questions, pass mark and retries, as GET /suitability-test answers them. */
export type SuitabilityTest = SuitabilityTestResponse['data'];

const suitabilityKeys = {
  test: ['suitability-test'] as const,
};

/** GET /suitability-test: the question ids, the pass mark and the retries (never the answers). */
async function getSuitabilityTest(http: HttpClient, signal?: AbortSignal): Promise<SuitabilityTest> {
  return v.parse(suitabilityTestResponseSchema, await http.get<unknown>('/suitability-test', { signal })).data;
}

function suitabilityTestOptions(http: HttpClient) {
  return queryOptions({ queryKey: suitabilityKeys.test, queryFn: ({ signal }) => getSuitabilityTest(http, signal), staleTime: Infinity });
}

/** The test itself, the same for every investor: read once per page. */
export function useSuitabilityTest() {
  return useQuery(suitabilityTestOptions(useHttp()));
}

/** POST /users/me/suitability-test: one attempt, pass or fail (409 once passed or the attempts are spent). */
export async function answerSuitabilityTest(http: HttpClient, request: SuitabilityAnswersRequest): Promise<SuitabilityState> {
  return v.parse(suitabilityStateResponseSchema, await http.post<unknown>('/users/me/suitability-test', request, { toastErrors: false })).data;
}

/** POST /users/me/suitability-test/declaration: after a fail, Declaro to go on anyway. */
export async function declareSuitability(http: HttpClient, request: DeclarationValues): Promise<SuitabilityState> {
  return v.parse(suitabilityStateResponseSchema, await http.post<unknown>('/users/me/suitability-test/declaration', request, { toastErrors: false })).data;
}
