import { useCallback, type MouseEvent } from 'react';
import type { ProjectDocument } from 'shared';
import { notify, useDownload } from 'host/platform';

/**
 * The shared document list links each file plainly, which works for public documents. A hidden
 * one is served only to its owner and the managers, who are known by the token header a link
 * cannot send: clicks on those links are taken over and the file is fetched with the token.
 */
export function useHiddenDocumentDownloads(documents: readonly ProjectDocument[], failedMessageKey: string) {
  const download = useDownload();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      const document = link && documents.find((item) => item.view_permission === 'hidden' && item.url === link.getAttribute('href'));
      if (!document) return;
      event.preventDefault();
      download(document.url, document.name).catch(() => notify.error(failedMessageKey));
    },
    [documents, failedMessageKey, download],
  );
}
