import * as v from 'valibot';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
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
import { useHttp, usePlatform, type HttpClient } from 'host/platform';
import { issuanceKeys } from '../issuances/issuances.api';

const path = (id: string, rest = '') => `/issuances/${encodeURIComponent(id)}${rest}`;

/** Query keys of one area's authoring reads, under the area's namespace. */
function authoringKeys(area: string) {
  const all = [area, 'authoring'] as const;
  return {
    all,
    draft: (id: string) => [...all, 'draft', id] as const,
    phase: (id: string) => [...all, 'phase', id] as const,
    whitelist: (id: string) => [...all, 'whitelist', id] as const,
    slug: (slug: string, except: string | undefined) => [...all, 'slug', slug, except ?? ''] as const,
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
async function saveStep(http: HttpClient, id: string | undefined, step: AuthoringStep, body: unknown): Promise<IssuanceDraft> {
  const answer = id === undefined ? await http.post<unknown>('/issuances', body, quiet) : await http.patch<unknown>(path(id, `/steps/${step}`), body, quiet);
  return v.parse(issuanceDraftResponseSchema, answer).data;
}

/** Whether another issuance of the tenant already uses the slug (the draft's own counts as free). */
async function slugAvailable(http: HttpClient, slug: string, except: string | undefined, signal?: AbortSignal): Promise<boolean> {
  const params: Record<string, string> = { slug };
  if (except) params.except = except;
  return v.parse(slugAvailabilitySchema, await http.get<unknown>('/issuances/slug-availability', { params, signal })).data.available;
}

// A hint while typing (the API checks the slug again on save): always asked afresh, and a failed
// check is not retried but leaves the hint as it was.
function slugAvailabilityOptions(http: HttpClient, area: string, slug: string, except: string | undefined) {
  return queryOptions({ queryKey: authoringKeys(area).slug(slug, except), queryFn: ({ signal }) => slugAvailable(http, slug, except, signal), staleTime: 0, retry: false });
}

/** Asked only for a slug (`undefined` while there is none to check). */
export function useSlugAvailability(area: string, slug: string | undefined, except: string | undefined) {
  return useQuery({ ...slugAvailabilityOptions(useHttp(), area, slug ?? '', except), enabled: slug !== undefined });
}

/** The answer (the stored file) is read back with the draft, so only success matters here. */
async function uploadImage(http: HttpClient, id: string, kind: 'logo' | 'intro', file: File): Promise<void> {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file);
  await http.post<unknown>(path(id, '/images'), body, quiet);
}

async function removeImage(http: HttpClient, id: string, imageId: string): Promise<void> {
  await http.delete(path(id, `/images/${encodeURIComponent(imageId)}`), quiet);
}

type DocumentUpload = { file: File; name: string; view_permission: 'public' | 'hidden'; expires_at?: string };

async function uploadDocument(http: HttpClient, id: string, upload: DocumentUpload): Promise<void> {
  const body = new FormData();
  body.append('file', upload.file);
  body.append('name', upload.name);
  body.append('view_permission', upload.view_permission);
  if (upload.expires_at) body.append('expires_at', upload.expires_at);
  await http.post<unknown>(path(id, '/documents'), body, quiet);
}

async function updateDocument(http: HttpClient, id: string, documentId: string, settings: { view_permission: string; expires_at?: string }): Promise<void> {
  await http.patch<unknown>(path(id, `/documents/${encodeURIComponent(documentId)}`), settings, quiet);
}

async function removeDocument(http: HttpClient, id: string, documentId: string): Promise<void> {
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

async function movePhase(http: HttpClient, id: string, to: ProjectStatus): Promise<PhaseState> {
  return v.parse(phaseStateResponseSchema, await http.post<unknown>(path(id, '/phase'), { to }, quiet)).data;
}

async function decideValidation(http: HttpClient, id: string, decision: ValidationDecision): Promise<PhaseState> {
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

async function addToWhitelist(http: HttpClient, id: string, emails: readonly string[]) {
  return v.parse(whitelistAddResponseSchema, await http.post<unknown>(path(id, '/whitelist'), { emails }, quiet)).data;
}

async function removeFromWhitelist(http: HttpClient, id: string, entryId: string): Promise<Whitelist> {
  return v.parse(whitelistResponseSchema, await http.delete<unknown>(path(id, `/whitelist/${encodeURIComponent(entryId)}`), quiet)).data;
}

/** Saves a step and makes the API's answer the draft every view reads; a created draft or a new
 * title also shows in the issuance lists. */
export function useSaveStep(area: string, id: string | undefined) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ step, body }: { step: AuthoringStep; body: unknown }) => saveStep(http, id, step, body),
    onSuccess: async (draft) => {
      queryClient.setQueryData(authoringKeys(area).draft(draft.id), draft);
      await queryClient.invalidateQueries({ queryKey: issuanceKeys(area).lists() });
    },
  });
}

/** Reads the draft again after a change to its files (its images and documents come with it). */
function useDraftRefresh(area: string, id: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: authoringKeys(area).draft(id) });
}

type ImageChange = { upload: { kind: 'logo' | 'intro'; files: readonly File[] } } | { remove: string };

/** Uploads images one after the other, or removes one. Whether it worked or not, the draft is
 * read again: a batch that failed half-way shows the images that did arrive. */
export function useChangeImages(area: string, id: string) {
  const http = useHttp();
  const refresh = useDraftRefresh(area, id);
  return useMutation({
    mutationFn: async (change: ImageChange) => {
      if ('remove' in change) return removeImage(http, id, change.remove);
      for (const file of change.upload.files) await uploadImage(http, id, change.upload.kind, file);
    },
    onSettled: refresh,
  });
}

export function useUploadDocument(area: string, id: string) {
  const http = useHttp();
  const refresh = useDraftRefresh(area, id);
  return useMutation({ mutationFn: (upload: DocumentUpload) => uploadDocument(http, id, upload), onSuccess: refresh });
}

export function useUpdateDocument(area: string, id: string, documentId: string) {
  const http = useHttp();
  const refresh = useDraftRefresh(area, id);
  return useMutation({
    mutationFn: (settings: { view_permission: string; expires_at?: string }) => updateDocument(http, id, documentId, settings),
    onSuccess: refresh,
  });
}

export function useRemoveDocument(area: string, id: string, documentId: string) {
  const http = useHttp();
  const refresh = useDraftRefresh(area, id);
  return useMutation({ mutationFn: () => removeDocument(http, id, documentId), onSuccess: refresh });
}

/** A phase change or the regulator's answer: the panel shows the API's answer, and the sheet,
 * the lists and the draft are read again, here and (through the bus) in the other remotes. */
function usePhaseWrite<Input>(area: string, id: string, write: (http: HttpClient, id: string, input: Input) => Promise<PhaseState>) {
  const http = useHttp();
  const queryClient = useQueryClient();
  const { bus } = usePlatform();
  return useMutation({
    mutationFn: (input: Input) => write(http, id, input),
    onSuccess: async (next) => {
      queryClient.setQueryData(authoringKeys(area).phase(id), next);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: issuanceKeys(area).all }),
        queryClient.invalidateQueries({ queryKey: authoringKeys(area).draft(id) }),
      ]);
      bus.emit('data.changed', { entity: 'issuance', id });
    },
  });
}

/** POST phase: refused (409) with the reason when the machine does not allow the move. */
export function useMovePhase(area: string, id: string) {
  return usePhaseWrite(area, id, movePhase);
}

/** POST validation (managers): validated, or rejected with a message. */
export function useDecideValidation(area: string, id: string) {
  return usePhaseWrite(area, id, decideValidation);
}

/** POST whitelist: the answer is the whole list, which replaces the cached one. */
export function useAddToWhitelist(area: string, id: string) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (emails: readonly string[]) => addToWhitelist(http, id, emails),
    onSuccess: (answer) => queryClient.setQueryData(authoringKeys(area).whitelist(id), { entries: answer.entries }),
  });
}

/** DELETE whitelist entry: the answer is the list that remains. */
export function useRemoveFromWhitelist(area: string, id: string) {
  const http = useHttp();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entryId: string) => removeFromWhitelist(http, id, entryId),
    onSuccess: (next) => queryClient.setQueryData(authoringKeys(area).whitelist(id), next),
  });
}
