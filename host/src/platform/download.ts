import { FILE_LINK_QUERY, fileLinkResponseSchema } from 'shared';
import * as v from 'valibot';
import type { HttpClient } from './http-client';

/** The name the server gives the file (its UTF-8 form first), or `fallback`. */
export function fileNameOf(disposition: unknown, fallback: string): string {
  if (typeof disposition !== 'string') return fallback;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded);
    } catch {
      // A malformed escape: the plain name below still serves.
    }
  }
  return /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? fallback;
}

/** Hands a downloaded file to the browser under a name, through a temporary object URL. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the URL only keeps the blob alive in memory.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Fetches a file with the session's tokens, which a plain link cannot send, and saves it under
 * the server's name or `fallbackName`. A failure is left to the caller, who knows what to say.
 */
export async function downloadFile(http: HttpClient, url: string, fallbackName: string): Promise<void> {
  const file = await fetchFile(http, url, fallbackName);
  saveFile(file.blob, file.name);
}

/** A file fetched with the session's tokens, to show in the page (a preview) rather than save. */
export type FetchedFile = { blob: Blob; name: string };

/**
 * Fetches a file with the session's tokens under the server's name or `fallbackName`; a failure is
 * left to the caller. When the API keeps files in object storage it answers the permission-checked
 * request with a signed link instead, which is fetched without the session's tokens (they never
 * leave for the store).
 */
export async function fetchFile(http: HttpClient, url: string, fallbackName: string): Promise<FetchedFile> {
  const response = await (await http.axios()).get<Blob>(url, { responseType: 'blob', params: FILE_LINK_QUERY });
  if (!/^application\/json/i.test(String(response.headers['content-type'] ?? ''))) {
    return { blob: response.data, name: fileNameOf(response.headers['content-disposition'], fallbackName) };
  }
  const link = v.parse(fileLinkResponseSchema, JSON.parse(await response.data.text())).data;
  const stored = await fetch(link.url, { credentials: 'omit', referrerPolicy: 'no-referrer' });
  if (!stored.ok) throw new Error(`the file store answered ${stored.status}`);
  return { blob: await stored.blob(), name: link.name || fallbackName };
}
