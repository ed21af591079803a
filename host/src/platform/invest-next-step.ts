import type { QueryFunctionContext } from '@tanstack/react-query';
import * as v from 'valibot';
import { nextStepResponseSchema, type NextStep } from 'shared';
import type { HttpClient } from './http-client';

/** One key for the host's invest check and the invest screens, which ask again after each step. */
export const investNextStepKeys = {
  all: ['invest', 'next-step'] as const,
  bySlug: (slug: string) => [...investNextStepKeys.all, slug] as const,
};

export async function getInvestNextStep(http: HttpClient, slug: string, signal?: AbortSignal): Promise<NextStep> {
  const body = await http.get<unknown>(`/invest/${encodeURIComponent(slug)}/next-step`, { signal });
  return v.parse(nextStepResponseSchema, body).data;
}

/** GET /invest/{slug}/next-step: the step due for the signed-in investor in this project. A
 * plain object, not react-query's `queryOptions()`: the platform module that exports it is on
 * the public screens, which must not load react-query. */
export function investNextStepOptions(http: HttpClient, slug: string) {
  return {
    queryKey: investNextStepKeys.bySlug(slug),
    queryFn: ({ signal }: QueryFunctionContext) => getInvestNextStep(http, slug, signal),
  };
}
