import * as v from 'valibot';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type distributionRequestSchema,
  earningsListResponseSchema,
  issuanceBenefitsResponseSchema,
  type DistributionSummary,
  type EarningsListQuery,
  type EarningsListResponse,
} from 'shared';
import { useDistribution as useSharedDistribution } from 'earnings';
import { readApiError, useHttp, usePlatform, type HttpClient } from 'host/platform';
import type { ExportFormat } from '../issuances/issuances.api';

/** Query keys of one area's earnings and benefits, under the area's namespace (see `IssuanceArea.ns`). */
export function earningKeys(area: string) {
  const all = [area, 'earnings'] as const;
  return {
    all,
    list: (query: EarningsListQuery) => [...all, 'list', query] as const,
    benefits: (issuanceId: string) => [...all, 'benefits', issuanceId] as const,
    /** The prefix `features/earnings` puts a distribution's id under. */
    detail: () => [...all, 'detail'] as const,
  };
}

export type EarningFilters = Omit<EarningsListQuery, 'page' | 'per_page'>;

function filterParams(query: EarningFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of ['type', 'status', 'project_id'] as const) {
    const value = query[key];
    if (value) params[key] = value;
  }
  return params;
}

const benefitsPath = (issuanceId: string) => `/issuances/${encodeURIComponent(issuanceId)}/benefits`;

// Reads show their own error state, so the host's toast would only repeat it.
async function getEarnings(http: HttpClient, query: EarningsListQuery, signal?: AbortSignal): Promise<EarningsListResponse> {
  const params = { ...filterParams(query), page: String(query.page), per_page: String(query.per_page) };
  return v.parse(earningsListResponseSchema, await http.get<unknown>('/earnings', { params, signal }));
}

async function getBenefits(http: HttpClient, issuanceId: string, signal?: AbortSignal): Promise<DistributionSummary[]> {
  return v.parse(issuanceBenefitsResponseSchema, await http.get<unknown>(benefitsPath(issuanceId), { signal })).data;
}

function earningListOptions(http: HttpClient, area: string, query: EarningsListQuery) {
  return queryOptions({ queryKey: earningKeys(area).list(query), queryFn: ({ signal }) => getEarnings(http, query, signal), placeholderData: keepPreviousData });
}

function benefitsOptions(http: HttpClient, area: string, issuanceId: string) {
  return queryOptions({ queryKey: earningKeys(area).benefits(issuanceId), queryFn: ({ signal }) => getBenefits(http, issuanceId, signal) });
}

/** One page of the distributions in scope, with the totals of every page; the previous page stays on screen while the next loads. */
export function useEarnings(area: string, query: EarningsListQuery) {
  return useQuery(earningListOptions(useHttp(), area, query));
}

/** GET /earnings/:id: a distribution with its earnings (the benefit's detail and both breakdowns). */
export function useDistribution(area: string, id: string) {
  return useSharedDistribution(earningKeys(area).detail(), id);
}

export function useBenefits(area: string, issuanceId: string) {
  return useQuery(benefitsOptions(useHttp(), area, issuanceId));
}

/** The file of every distribution the filters select (all pages). */
export async function exportEarnings(http: HttpClient, query: EarningFilters, format: ExportFormat): Promise<Blob> {
  return http.get<Blob>('/earnings/export', { params: { ...filterParams(query), format }, responseType: 'blob' });
}

/** A new distribution as the API reads it (the shared schema's output). */
type DistributionValues = v.InferOutput<typeof distributionRequestSchema>;

// The answer is read for the new distribution's id only: the screen then reads it whole.
const createdSchema = v.object({ data: v.object({ id: v.string() }) });

/** The form says why the API refused (a field, no holders at the profit date), so no toast. */
async function createDistribution(http: HttpClient, issuanceId: string, values: DistributionValues): Promise<string> {
  return v.parse(createdSchema, await http.post<unknown>(benefitsPath(issuanceId), values, { toastErrors: false })).data.id;
}

/** Pays everyone (pending → paid), once; the dialog says why it was refused. */
async function payDistribution(http: HttpClient, issuanceId: string, benefitId: string): Promise<void> {
  await http.post<unknown>(`${benefitsPath(issuanceId)}/${encodeURIComponent(benefitId)}/pay`, undefined, { toastErrors: false });
}

/** Deletes a pending distribution. */
async function deleteDistribution(http: HttpClient, issuanceId: string, benefitId: string): Promise<void> {
  await http.delete<unknown>(`${benefitsPath(issuanceId)}/${encodeURIComponent(benefitId)}`, { toastErrors: false });
}

/** After a write on a distribution: the earnings and benefits are read again, here and (through the bus) in the other remotes. */
function useEarningsChanged(area: string) {
  const queryClient = useQueryClient();
  const { bus } = usePlatform();
  return async (benefitId: string) => {
    bus.emit('data.changed', { entity: 'earning', id: benefitId });
    await queryClient.invalidateQueries({ queryKey: earningKeys(area).all });
  };
}

/** POST a new distribution of the issuance; the answer is its id. */
export function useCreateDistribution(area: string, issuanceId: string) {
  const http = useHttp();
  const changed = useEarningsChanged(area);
  return useMutation({ mutationFn: (values: DistributionValues) => createDistribution(http, issuanceId, values), onSuccess: changed });
}

/** POST pay: refused once paid (`distribution_already_paid`, when the page is read again too) or
 * without the issuer's bank account (`bank_account_required`). */
export function usePayDistribution(area: string, issuanceId: string, benefitId: string) {
  const http = useHttp();
  const changed = useEarningsChanged(area);
  return useMutation({
    mutationFn: () => payDistribution(http, issuanceId, benefitId),
    onSuccess: () => changed(benefitId),
    onError: async (error) => {
      if (readApiError(error).key === 'distribution_already_paid') await changed(benefitId);
    },
  });
}

/** DELETE a pending distribution; its detail leaves the cache first, so the page still open on it does not fetch a 404. */
export function useDeleteDistribution(area: string, issuanceId: string, benefitId: string) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const changed = useEarningsChanged(area);
  return useMutation({
    mutationFn: () => deleteDistribution(http, issuanceId, benefitId),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: [...earningKeys(area).detail(), benefitId] });
      await changed(benefitId);
    },
  });
}
