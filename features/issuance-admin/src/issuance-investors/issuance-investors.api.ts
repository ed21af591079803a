import * as v from 'valibot';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { issuanceInvestorListResponseSchema, type IssuanceInvestorList } from 'shared';
import { useHttp, type HttpClient } from 'host/platform';
import type { ExportFormat } from '../issuances/issuances.api';
import { issuanceKeys } from '../issuances/issuances.api';

export type IssuanceInvestorQuery = { q?: string; page: number; per_page: number };

/** Under the area's issuance keys: whatever refreshes an issuance refreshes its investors. */
function issuanceInvestorKeys(area: string, id: string) {
  return { list: (query: IssuanceInvestorQuery) => [...issuanceKeys(area).detail(id), 'investors', query] as const };
}

const url = (id: string) => `/issuances/${encodeURIComponent(id)}/investors`;

// Reads show their own error state, so the host's toast would only repeat it.
async function getIssuanceInvestors(http: HttpClient, id: string, query: IssuanceInvestorQuery, signal?: AbortSignal): Promise<IssuanceInvestorList> {
  const params: Record<string, string> = { page: String(query.page), per_page: String(query.per_page) };
  if (query.q) params.q = query.q;
  const body = await http.get<unknown>(url(id), { params, signal });
  return v.parse(issuanceInvestorListResponseSchema, body);
}

function issuanceInvestorsOptions(http: HttpClient, area: string, id: string, query: IssuanceInvestorQuery) {
  return queryOptions({
    queryKey: issuanceInvestorKeys(area, id).list(query),
    queryFn: ({ signal }) => getIssuanceInvestors(http, id, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useIssuanceInvestors(area: string, id: string, query: IssuanceInvestorQuery) {
  return useQuery(issuanceInvestorsOptions(useHttp(), area, id, query));
}

/** Every investor of the issuance (all pages), as a file. */
export async function exportIssuanceInvestors(http: HttpClient, id: string, format: ExportFormat): Promise<Blob> {
  return http.get<Blob>(`${url(id)}/export`, { params: { format }, responseType: 'blob' });
}
