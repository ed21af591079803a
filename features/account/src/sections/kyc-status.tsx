import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { KYC_VALIDATION_HOURS, type KycDocumentType, type KycStatus } from 'shared';
import { Card, StatusBadge } from 'shared/ui';
import { KYC_STATUS_KEYS } from './labels';
import styles from './section-form.module.css';

export type KycStatusCardProps = {
  status: KycStatus;
  /** When the documents were sent (ISO timestamp), null before. */
  submittedAt: string | null;
  documents: readonly { type: KycDocumentType; name: string; action?: ReactNode }[];
  /** Under the status: the onboarding's "Continue", a manager's message. */
  children?: ReactNode;
  /** 3 inside a page whose sections are headed by h2 (the account page). */
  headingLevel?: 2 | 3;
};

/** Where the identity check stands: the status in words and as a badge, when and what was sent. */
export function KycStatusCard({ status, submittedAt, documents, children, headingLevel = 2 }: KycStatusCardProps) {
  const { t, i18n } = useTranslation(['account', 'domain']);
  const sentOn = submittedAt ? new Date(submittedAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }) : null;
  return (
    <Card title={t('kyc.status_title')} headingLevel={headingLevel} actions={<StatusBadge kind="kyc" status={status} />}>
      <div className={styles.status} role="status">
        <p>{t(KYC_STATUS_KEYS[status], { hours: KYC_VALIDATION_HOURS })}</p>
        {sentOn && <p className={styles.note}>{t('kyc.submitted_at', { date: sentOn })}</p>}
        {documents.length > 0 && (
          <ul className={styles.sent}>
            {documents.map((document) => (
              <li key={document.type}>
                {t(`domain:kyc_document.${document.type}`)}: {document.name} {document.action}
              </li>
            ))}
          </ul>
        )}
      </div>
      {children}
    </Card>
  );
}
