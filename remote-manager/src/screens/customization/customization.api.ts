import * as v from 'valibot';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  customizationAdminPaths,
  customizationEditorResponseSchema,
  customizationImageUploadResponseSchema,
  customizationVersionListResponseSchema,
  customizationVersionResponseSchema,
  type CustomizationDraft,
  type CustomizationEditorResponse,
  type CustomizationImageKind,
  type CustomizationVersion,
} from 'shared';
import { useHttp, type HttpClient } from 'host/platform';

/** Query keys of the editor; `manager` first because every remote shares the client. */
export const customizationKeys = {
  all: ['manager', 'customization'] as const,
  editor: () => [...customizationKeys.all, 'editor'] as const,
  versions: () => [...customizationKeys.all, 'versions'] as const,
  version: (id: string) => [...customizationKeys.all, 'version', id] as const,
};

export function useCustomizationEditor() {
  const http = useHttp();
  return useQuery(
    queryOptions({
      queryKey: customizationKeys.editor(),
      queryFn: async ({ signal }) => v.parse(customizationEditorResponseSchema, await http.get<unknown>(customizationAdminPaths.editor, { signal })).data,
      // The draft is edited locally: a refetch on focus must not replace what is being typed.
      refetchOnWindowFocus: false,
    }),
  );
}

export function useCustomizationVersions() {
  const http = useHttp();
  return useQuery(
    queryOptions({
      queryKey: customizationKeys.versions(),
      queryFn: async ({ signal }) =>
        v.parse(customizationVersionListResponseSchema, await http.get<unknown>(customizationAdminPaths.versions, { signal })).data,
    }),
  );
}

async function getCustomizationVersion(http: HttpClient, id: string): Promise<CustomizationVersion> {
  return v.parse(customizationVersionResponseSchema, await http.get<unknown>(customizationAdminPaths.version(id))).data;
}

/** A saved version, whole, read when the manager asks to compare it: a version never changes, so
 * a second comparison answers from the cache. */
function customizationVersionOptions(http: HttpClient, id: string) {
  return queryOptions({ queryKey: customizationKeys.version(id), queryFn: () => getCustomizationVersion(http, id), staleTime: Infinity });
}

export function useFetchCustomizationVersion() {
  const http = useHttp();
  const queryClient = useQueryClient();
  return (id: string) => queryClient.fetchQuery(customizationVersionOptions(http, id));
}

/** A refused field answers 400 with its key; the screen shows it under the field, not as a toast. */
async function saveCustomization(http: HttpClient, draft: CustomizationDraft): Promise<CustomizationEditorResponse['data']> {
  return v.parse(customizationEditorResponseSchema, await http.put<unknown>(customizationAdminPaths.editor, draft, { toastErrors: false })).data;
}

async function restoreCustomization(http: HttpClient, id: string): Promise<CustomizationEditorResponse['data']> {
  return v.parse(customizationEditorResponseSchema, await http.post<unknown>(customizationAdminPaths.restore(id), {}, { toastErrors: false })).data;
}

/** The image's address, to put into the draft; a refused file answers 400 under `file`. */
async function uploadCustomizationImage(http: HttpClient, kind: CustomizationImageKind, file: File): Promise<string> {
  const body = new FormData();
  body.append('kind', kind);
  body.append('file', file);
  return v.parse(customizationImageUploadResponseSchema, await http.post<unknown>(customizationAdminPaths.images, body, { toastErrors: false })).data.url;
}

/** PUT the draft as a new version. The screen takes the answer as its new starting point
 * (`useApplyCustomization`), so nothing is invalidated here. */
export function useSaveCustomization() {
  const http = useHttp();
  return useMutation({ mutationFn: (draft: CustomizationDraft) => saveCustomization(http, draft) });
}

/** POST restore: an older version comes back as a new one. */
export function useRestoreCustomization() {
  const http = useHttp();
  return useMutation({ mutationFn: (id: string) => restoreCustomization(http, id) });
}

/** POST an image (favicon or logo); nothing is saved until the draft is. */
export function useUploadCustomizationImage(kind: CustomizationImageKind) {
  const http = useHttp();
  return useMutation({ mutationFn: (file: File) => uploadCustomizationImage(http, kind, file) });
}
