import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDownload, useNotify } from 'host/platform';
import { formatDate, localeOf, type Account } from 'shared';
import { Button, EmptyState, VisuallyHidden } from 'shared/ui';
import styles from './account-page.module.css';

const KIND_KEYS = {
  signed_contract: 'documents.kinds.signed_contract',
  proof_of_payment: 'documents.kinds.proof_of_payment',
  kyc: 'documents.kinds.kyc',
} as const;

/** Downloads one of the user's files with their token (a plain link would go without it). */
export function DocumentDownload({ url, name }: { url: string; name: string }) {
  const { t } = useTranslation('account');
  const download = useDownload();
  const notify = useNotify();
  return (
    <Button variant="ghost" size="sm" onClick={() => void download(url, name).catch(() => notify.error('account:documents.failed'))}>
      <Download size={16} aria-hidden="true" />
      <VisuallyHidden>{t('documents.download_named', { name })}</VisuallyHidden>
    </Button>
  );
}

/** Signed contracts, payment proofs and identity files, newest first, each downloadable. */
export function DocumentsSection({ account }: { account: Account }) {
  const { t, i18n } = useTranslation('account');
  const locale = localeOf(i18n.language);
  if (account.documents.length === 0) return <EmptyState title={t('documents.empty')} />;
  const documents = [...account.documents].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <ul className={styles.documents}>
      {documents.map((document) => (
        <li key={document.id} className={styles.document}>
          <div>
            <p className={styles.documentName}>{document.name}</p>
            <p className={styles.muted}>
              {t(KIND_KEYS[document.kind])}
              {document.project_title ? ` · ${document.project_title}` : ''} · {formatDate(document.created_at, locale)}
            </p>
          </div>
          <DocumentDownload url={document.download_url} name={document.name} />
        </li>
      ))}
    </ul>
  );
}
