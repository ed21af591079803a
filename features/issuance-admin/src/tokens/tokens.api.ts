import * as v from 'valibot';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { tokenCandidateListResponseSchema, tokenListResponseSchema, tokenResponseSchema, type CreateTokenValues, type Token, type TokenCandidate, type TokenList } from 'shared';
import { useHttp, type HttpClient } from 'host/platform';

export type TokenListQuery = { q?: string; page: number; per_page: number };

/** Query keys of one area's tokens, under the area's namespace. */
function tokenKeys(area: string) {
  const all = [area, 'tokens'] as const;
  return {
    all,
    list: (query: TokenListQuery) => [...all, 'list', query] as const,
    detail: (id: string) => [...all, 'detail', id] as const,
    candidates: [...all, 'candidates'] as const,
  };
}

// Reads show their own error state, so the host's toast would only repeat it.
async function getTokens(http: HttpClient, query: TokenListQuery, signal?: AbortSignal): Promise<TokenList> {
  const params: Record<string, string> = { page: String(query.page), per_page: String(query.per_page) };
  if (query.q) params.q = query.q;
  return v.parse(tokenListResponseSchema, await http.get<unknown>('/tokens', { params, signal }));
}

async function getToken(http: HttpClient, id: string, signal?: AbortSignal): Promise<Token> {
  return v.parse(tokenResponseSchema, await http.get<unknown>(`/tokens/${encodeURIComponent(id)}`, { signal })).data;
}

/** GET /tokens/issuances-without-token: the issuances a new token may belong to. */
async function getTokenCandidates(http: HttpClient, signal?: AbortSignal): Promise<TokenCandidate[]> {
  return v.parse(tokenCandidateListResponseSchema, await http.get<unknown>('/tokens/issuances-without-token', { signal })).data;
}

function tokenCandidatesOptions(http: HttpClient, area: string) {
  return queryOptions({ queryKey: tokenKeys(area).candidates, queryFn: ({ signal }) => getTokenCandidates(http, signal) });
}

export function useTokenCandidates(area: string) {
  return useQuery(tokenCandidatesOptions(useHttp(), area));
}

function tokenListOptions(http: HttpClient, area: string, query: TokenListQuery) {
  return queryOptions({ queryKey: tokenKeys(area).list(query), queryFn: ({ signal }) => getTokens(http, query, signal), placeholderData: keepPreviousData });
}

function tokenOptions(http: HttpClient, area: string, id: string) {
  return queryOptions({ queryKey: tokenKeys(area).detail(id), queryFn: ({ signal }) => getToken(http, id, signal) });
}

export function useTokens(area: string, query: TokenListQuery) {
  return useQuery(tokenListOptions(useHttp(), area, query));
}

export function useToken(area: string, id: string) {
  return useQuery(tokenOptions(useHttp(), area, id));
}

/** The form says why the API refused (a token the issuance already has, a field), so no toast. */
async function createToken(http: HttpClient, values: CreateTokenValues): Promise<Token> {
  return v.parse(tokenResponseSchema, await http.post<unknown>('/tokens', values, { toastErrors: false })).data;
}

/** POST /tokens: once created, the lists and the candidates (its issuance is no longer one) are read again. */
export function useCreateToken(area: string) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: CreateTokenValues) => createToken(http, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: tokenKeys(area).all }),
  });
}
