import * as v from 'valibot';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  issuanceDraftResponseSchema,
  phaseStateResponseSchema,
  slugAvailabilitySchema,
  whitelistAddResponseSchema,
  whitelistResponseSchema,
  type AuthoringStep,
  type IssuanceDraft,
  type PhaseState,
  type ProjectStatus,
  type ValidationDecision,
  type Whitelist,
} from 'shared';
import { useHttp, type HttpClient } from 'host/platform';

const path = (id: string, rest = '') => `/issuances/${encodeURIComponent(id)}${rest}`;

/** Query keys of one area's authoring reads, under the area's namespace. */
export function authoringKeys(area: string) {
  const all = [area, 'authoring'] as const;
  return {
    all,
    draft: (id: string) => [...all, 'draft', id] as const,
    phase: (id: string) => [...all, 'phase', id] as const,
    whitelist: (id: string) => [...all, 'whitelist', id] as const,
  };
}

// Reads show their own error state and forms say why a write failed: no toast from the host.
const quiet = { toastErrors: false } as const;

async function getDraft(http: HttpClient, id: string, signal?: AbortSignal): Promise<IssuanceDraft> {
  return v.parse(issuanceDraftResponseSchema, await http.get<unknown>(path(id, '/draft'), { signal })).data;
}

function draftOptions(http: HttpClient, area: string, id: string) {
  return queryOptions({ queryKey: authoringKeys(area).draft(id), queryFn: ({ signal }) => getDraft(http, id, signal) });
}

export function useDraft(area: string, id: string | undefined) {
  return useQuery({ ...draftOptions(useHttp(), area, id ?? ''), enabled: id !== undefined });
}

/** Saves a step: the first creates the draft (POST /issuances), the others complete it. */
export async function saveStep(http: HttpClient, id: string | undefined, step: AuthoringStep, body: unknown): Promise<IssuanceDraft> {
  const answer = id === undefined ? await http.post<unknown>('/issuances', body, quiet) : await http.patch<unknown>(path(id, `/steps/${step}`), body, quiet);
  return v.parse(issuanceDraftResponseSchema, answer).data;
}

/** Whether another issuance of the tenant already uses the slug (the draft's own counts as free). */
export async function slugAvailable(http: HttpClient, slug: string, except: string | undefined, signal?: AbortSignal): Promise<boolean> {
  const params: Record<string, string> = { slug };
  if (except) params.except = except;
  return v.parse(slugAvailabilitySchema, await http.get<unknown>('/issuances/slug-availability', { params, signal })).data.available;
}

/** The answer (the stored file) is read back with the draft, so only success matters here. */
export async function uploadImage(http: HttpClient, id: string, kind: 'logo' | 'intro', file: File): Promise<void> {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file);
  await http.post<unknown>(path(id, '/images'), body, quiet);
}

export async function removeImage(http: HttpClient, id: string, imageId: string): Promise<void> {
  await http.delete(path(id, `/images/${encodeURIComponent(imageId)}`), quiet);
}

export type DocumentUpload = { file: File; name: string; view_permission: 'public' | 'hidden'; expires_at?: string };

export async function uploadDocument(http: HttpClient, id: string, upload: DocumentUpload): Promise<void> {
  const body = new FormData();
  body.append('file', upload.file);
  body.append('name', upload.name);
  body.append('view_permission', upload.view_permission);
  if (upload.expires_at) body.append('expires_at', upload.expires_at);
  await http.post<unknown>(path(id, '/documents'), body, quiet);
}

export async function updateDocument(http: HttpClient, id: string, documentId: string, settings: { view_permission: string; expires_at?: string }): Promise<void> {
  await http.patch<unknown>(path(id, `/documents/${encodeURIComponent(documentId)}`), settings, quiet);
}

export async function removeDocument(http: HttpClient, id: string, documentId: string): Promise<void> {
  await http.delete(path(id, `/documents/${encodeURIComponent(documentId)}`), quiet);
}

async function getPhase(http: HttpClient, id: string, signal?: AbortSignal): Promise<PhaseState> {
  return v.parse(phaseStateResponseSchema, await http.get<unknown>(path(id, '/phase'), { signal })).data;
}

function phaseOptions(http: HttpClient, area: string, id: string) {
  return queryOptions({ queryKey: authoringKeys(area).phase(id), queryFn: ({ signal }) => getPhase(http, id, signal) });
}

export function usePhase(area: string, id: string) {
  return useQuery(phaseOptions(useHttp(), area, id));
}

export async function movePhase(http: HttpClient, id: string, to: ProjectStatus): Promise<PhaseState> {
  return v.parse(phaseStateResponseSchema, await http.post<unknown>(path(id, '/phase'), { to }, quiet)).data;
}

export async function decideValidation(http: HttpClient, id: string, decision: ValidationDecision): Promise<PhaseState> {
  return v.parse(phaseStateResponseSchema, await http.post<unknown>(path(id, '/validation'), decision, quiet)).data;
}

async function getWhitelist(http: HttpClient, id: string, signal?: AbortSignal): Promise<Whitelist> {
  return v.parse(whitelistResponseSchema, await http.get<unknown>(path(id, '/whitelist'), { signal })).data;
}

function whitelistOptions(http: HttpClient, area: string, id: string) {
  return queryOptions({ queryKey: authoringKeys(area).whitelist(id), queryFn: ({ signal }) => getWhitelist(http, id, signal) });
}

export function useWhitelist(area: string, id: string) {
  return useQuery(whitelistOptions(useHttp(), area, id));
}

export async function addToWhitelist(http: HttpClient, id: string, emails: readonly string[]) {
  return v.parse(whitelistAddResponseSchema, await http.post<unknown>(path(id, '/whitelist'), { emails }, quiet)).data;
}

export async function removeFromWhitelist(http: HttpClient, id: string, entryId: string): Promise<Whitelist> {
  return v.parse(whitelistResponseSchema, await http.delete<unknown>(path(id, `/whitelist/${encodeURIComponent(entryId)}`), quiet)).data;
}
