import * as v from 'valibot';
import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  customizationAdminPaths,
  customizationEditorResponseSchema,
  customizationVersionListResponseSchema,
  customizationVersionResponseSchema,
  type CustomizationDraft,
  type CustomizationEditorResponse,
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

// Reads show their own error state, so the host's toast would only repeat it.
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

export async function getCustomizationVersion(http: HttpClient, id: string): Promise<CustomizationVersion> {
  return v.parse(customizationVersionResponseSchema, await http.get<unknown>(customizationAdminPaths.version(id))).data;
}

/** A refused field answers 400 with its key; the screen shows it under the field, not as a toast. */
export async function saveCustomization(http: HttpClient, draft: CustomizationDraft): Promise<CustomizationEditorResponse['data']> {
  return v.parse(customizationEditorResponseSchema, await http.put<unknown>(customizationAdminPaths.editor, draft, { toastErrors: false })).data;
}

export async function restoreCustomization(http: HttpClient, id: string): Promise<CustomizationEditorResponse['data']> {
  return v.parse(customizationEditorResponseSchema, await http.post<unknown>(customizationAdminPaths.restore(id), {}, { toastErrors: false })).data;
}
