import { FileText } from 'lucide-react';
import type { Wording } from '../domain/role';
import { formatDate } from '../format/date';
import { businessDay, DEFAULT_TIME_ZONE } from '../time/business-dates';
import type { ProjectDocument } from '../schemas/project.schema';
import { Badge } from '../ui/badge/badge';
import { useIssuancesText } from './use-issuances-text';
import { wordingContext } from './wording';
import styles from './document-list.module.css';

export type DocumentListProps = {
  documents: readonly ProjectDocument[];
  wording?: Wording;
  now?: Date;
  /** The tenant's zone (customization `time_zone`): an expiry day ends at midnight there. */
  timeZone?: string;
  /** Opens a hidden document instead of its link: the server gives one only with the session's
   * token, which a plain link cannot send. Public documents stay plain links. */
  onOpenDocument?: (document: ProjectDocument) => void;
};

/**
 * A document is valid through its expiry day in the tenant's zone, as the server counts it;
 * after that day it can no longer be opened (the server answers 410).
 */
export function isDocumentExpired(document: Pick<ProjectDocument, 'expires_at'>, now: Date, timeZone: string = DEFAULT_TIME_ZONE): boolean {
  return document.expires_at !== null && document.expires_at < businessDay(now, timeZone);
}

/**
 * The documents the server let this person see: public ones open, hidden ones (only the
 * owner and managers get them) marked as such, expired ones listed but not openable.
 */
export function DocumentList({ documents, wording = 'default', now = new Date(), timeZone, onOpenDocument }: DocumentListProps) {
  const { t, locale } = useIssuancesText();
  if (documents.length === 0) return <p className={styles.empty}>{t('sheet.documents_empty')}</p>;
  return (
    <ul className={styles.list}>
      {documents.map((document) => {
        const expired = isDocumentExpired(document, now, timeZone);
        const date = document.expires_at ? formatDate(document.expires_at, locale) : null;
        return (
          <li key={document.id} className={styles.item}>
            <FileText size={20} aria-hidden="true" className={styles.icon} />
            <div className={styles.text}>
              {expired ? (
                <span className={styles.name}>{document.name}</span>
              ) : (
                <a
                  className={styles.name}
                  href={document.url}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={
                    onOpenDocument && document.view_permission === 'hidden'
                      ? (event) => {
                          event.preventDefault();
                          onOpenDocument(document);
                        }
                      : undefined
                  }
                >
                  {document.name}
                </a>
              )}
              <span className={styles.detail}>
                {expired && date ? t('sheet.document.expired', { date }) : date ? t('sheet.document.expires', { date }) : null}
              </span>
            </div>
            <div className={styles.tags}>
              {expired ? (
                <Badge tone="danger" label={t('sheet.document.expired_badge')} />
              ) : document.view_permission === 'hidden' ? (
                <Badge tone="warning" label={t('sheet.document.hidden', { context: wordingContext(wording) })} />
              ) : (
                <Badge tone="neutral" label={t('sheet.document.public')} />
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
