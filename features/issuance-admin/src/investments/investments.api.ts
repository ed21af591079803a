import * as v from 'valibot';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bulkMintResponseSchema,
  managedInvestmentListResponseSchema,
  managedInvestmentResponseSchema,
  type BulkMintResponse,
  type InvestmentListQuery,
  type ManagedInvestment,
  type ManagedInvestmentList,
} from 'shared';
import { useHttp, usePlatform, type HttpClient } from 'host/platform';
import { issuanceKeys, type ExportFormat } from '../issuances/issuances.api';

/** Query keys of one area's investments, under the area's namespace (see `IssuanceArea.ns`). */
export function investmentKeys(area: string) {
  const all = [area, 'investments'] as const;
  return {
    all,
    list: (query: InvestmentListQuery) => [...all, 'list', query] as const,
  };
}

export type InvestmentFilters = Omit<InvestmentListQuery, 'page' | 'per_page'>;

/** The filters as query-string values; empty ones are left out. The API scopes the list to
 * what the signed-in person may see (an entrepreneur's own projects). */
function filterParams(query: InvestmentFilters): Record<string, string> {
  const params: Record<string, string> = {};
  for (const key of ['status', 'project_id', 'method', 'from', 'to', 'q'] as const) {
    const value = query[key];
    if (value) params[key] = value;
  }
  return params;
}

// Reads show their own error state, so the host's toast would only repeat it.
async function getInvestments(http: HttpClient, query: InvestmentListQuery, signal?: AbortSignal): Promise<ManagedInvestmentList> {
  const params = { ...filterParams(query), page: String(query.page), per_page: String(query.per_page) };
  const body = await http.get<unknown>('/investments', { params, signal });
  return v.parse(managedInvestmentListResponseSchema, body);
}

/** One page of the list with the totals of every page; the previous page stays on screen while the next loads. */
function investmentListOptions(http: HttpClient, area: string, query: InvestmentListQuery) {
  return queryOptions({
    queryKey: investmentKeys(area).list(query),
    queryFn: ({ signal }) => getInvestments(http, query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useInvestments(area: string, query: InvestmentListQuery) {
  return useQuery(investmentListOptions(useHttp(), area, query));
}

/** A manager's move on one investment; the dialog that asked says why one failed, so no toast. */
export type InvestmentMove =
  | { kind: 'confirm_payment' }
  | { kind: 'reject_payment'; reason: string }
  | { kind: 'close'; reason?: string }
  | { kind: 'cancel'; reason: string }
  | { kind: 'mint' };

const MOVE_PATHS: Record<InvestmentMove['kind'], string> = {
  confirm_payment: 'payment/confirm',
  reject_payment: 'payment/reject',
  close: 'close',
  cancel: 'cancel',
  mint: 'mint',
};

async function moveInvestment(http: HttpClient, id: string, move: InvestmentMove): Promise<ManagedInvestment> {
  const { kind, ...body } = move;
  const url = `/investments/${encodeURIComponent(id)}/${MOVE_PATHS[kind]}`;
  const answer = await http.post<unknown>(url, Object.keys(body).length > 0 ? body : undefined, { toastErrors: false });
  return v.parse(managedInvestmentResponseSchema, answer).data;
}

/** Mints every mintable investment of a project, one ledger entry each. */
async function mintProject(http: HttpClient, projectId: string): Promise<BulkMintResponse['data']> {
  const answer = await http.post<unknown>(`/issuances/${encodeURIComponent(projectId)}/mint`, undefined, { toastErrors: false });
  return v.parse(bulkMintResponseSchema, answer).data;
}

/** The proof of a transfer the investor uploaded, as the API serves it (with the session's token). */
export function proofOfPaymentUrl(id: string): string {
  return `/investments/${encodeURIComponent(id)}/proof-of-payment`;
}

/** The file of every investment the filters select (all pages). */
export async function exportInvestments(http: HttpClient, query: InvestmentFilters, format: ExportFormat): Promise<Blob> {
  return http.get<Blob>('/investments/export', { params: { ...filterParams(query), format }, responseType: 'blob' });
}

/** A move went through: the lists and the figures of the issuances follow, here and (through the bus) elsewhere. */
function useInvestmentWrite<Input, Answer>(area: string, write: (http: HttpClient, input: Input) => Promise<Answer>, changed: (input: Input) => string) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const { bus } = usePlatform();
  return useMutation({
    mutationFn: (input: Input) => write(http, input),
    onSuccess: async (_answer, input) => {
      bus.emit('data.changed', { entity: 'investment', id: changed(input) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: investmentKeys(area).all }),
        queryClient.invalidateQueries({ queryKey: issuanceKeys(area).all }),
      ]);
    },
  });
}

/** POST a manager's move on one investment; the answer is the investment after it. */
export function useMoveInvestment(area: string, id: string) {
  return useInvestmentWrite(area, (http, move: InvestmentMove) => moveInvestment(http, id, move), () => id);
}

/** POST mint on a project: every mintable investment of it at once. */
export function useMintProject(area: string, projectId: string) {
  return useInvestmentWrite(area, (http) => mintProject(http, projectId), () => projectId);
}
