import { useCallback, type MouseEvent } from 'react';
import type { ProjectDocument } from 'shared';
import { notify, useHttp } from 'host/platform';
import { saveFile } from '../../save-file';

/** The name the server gives the file (its UTF-8 form first), or the document's own. */
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

/**
 * The shared document list links each file plainly, which works for public documents. A hidden
 * one is served only to its owner and the managers, who are known by the token header a link
 * cannot send: clicks on those links are taken over and the file is fetched with the token.
 */
export function useHiddenDocumentDownloads(documents: readonly ProjectDocument[], failedMessageKey: string) {
  const http = useHttp();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const document = link && documents.find((item) => item.view_permission === 'hidden' && item.url === link.getAttribute('href'));
      if (!document) return;
      event.preventDefault();
      http.axios
        .get<Blob>(document.url, { responseType: 'blob', toastErrors: false })
        .then((response) => saveFile(response.data, fileNameOf(response.headers['content-disposition'], document.name)))
        .catch(() => notify.error(failedMessageKey));
    },
    [documents, failedMessageKey, http],
  );
}
