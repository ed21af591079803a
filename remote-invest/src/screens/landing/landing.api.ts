import { queryOptions, useQuery } from '@tanstack/react-query';
import * as v from 'valibot';
import { useHttp, type HttpClient } from 'host/platform';
import { issuanceDetailResponseSchema, type IssuanceDetail } from 'shared';

/** Query keys of the public project data; anonymous, so shared by whoever opens the landing. */
const publicIssuanceKeys = {
  all: ['invest', 'public-issuance'] as const,
  bySlug: (slug: string) => [...publicIssuanceKeys.all, slug] as const,
};

/** A published project for visitors, no token needed. */
async function getPublicIssuance(http: HttpClient, slug: string, signal?: AbortSignal): Promise<IssuanceDetail> {
  const body = await http.get<unknown>(`/public/issuances/${encodeURIComponent(slug)}`, { signal });
  return v.parse(issuanceDetailResponseSchema, body).data;
}

function publicIssuanceOptions(http: HttpClient, slug: string) {
  return queryOptions({
    queryKey: publicIssuanceKeys.bySlug(slug),
    queryFn: ({ signal }) => getPublicIssuance(http, slug, signal),
  });
}

export function usePublicIssuance(slug: string) {
  return useQuery(publicIssuanceOptions(useHttp(), slug));
}
