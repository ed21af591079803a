import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CircleCheck, ShieldX } from 'lucide-react';
import { formatDate, formatDateTime, localeOf, userKycDocumentPath, type UserDetail } from 'shared';
import { Button, DocumentPreview, StatusBadge } from 'shared/ui';
import { useCurrency, useFetchFile } from 'host/platform';
import { HistoryEntry } from './user-history';
import { useUserWords } from './user-words';
import styles from './user-detail.module.css';

/** The KYC decisions the sheet opens a dialog for. */
export type KycDecision = 'validate' | 'denegate';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}

function Facts({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    <dl className={styles.facts}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.fact}>
          <dt>{label}</dt>
          <dd>{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Who the user is: identity, contact, wallet, consent and registration. */
export function ProfileSection({ user }: { user: UserDetail }) {
  const { t, i18n } = useTranslation(['manager', 'domain']);
  const locale = localeOf(i18n.language);
  const p = user.profile;
  return (
    <Section id="user-profile" title={t('user.profile.title')}>
      <Facts
        rows={[
          [t('user.profile.username'), user.username],
          [t('user.profile.person_type'), t(`domain:person_type.${user.person_type}`)],
          ...(user.company
            ? ([
                [t('user.profile.company'), user.company.organisation_name],
                [t('user.profile.tax_id'), user.company.tax_id],
              ] as [string, ReactNode][])
            : []),
          [t('user.profile.id_number'), p.id_number],
          [t('user.profile.birthday'), p.birthday ? formatDate(p.birthday, locale) : null],
          [t('user.profile.phone'), p.phone],
          [t('user.profile.address'), [p.address, p.postal_code, p.city, p.province, p.country_of_residence].filter(Boolean).join(', ') || null],
          [t('user.profile.nationality'), p.nationality],
          [t('user.profile.wallet'), p.wallet ? <code className={styles.code}>{p.wallet}</code> : null],
          [t('user.profile.email_verified'), user.email_verified ? t('user.yes') : t('user.no')],
          [t('user.profile.communications'), p.commercial_communications ? t('user.yes') : t('user.no')],
          [t('user.profile.registered'), formatDateTime(user.registered_at, locale)],
        ]}
      />
    </Section>
  );
}

/** The KYC state and documents, with the manager's decision under the documents it is made on. */
export function KycSection({ user, onDecide }: { user: UserDetail; onDecide: (decision: KycDecision) => void }) {
  const { t, i18n } = useTranslation(['manager', 'domain']);
  const locale = localeOf(i18n.language);
  const fetchFile = useFetchFile();
  const { actions } = user;
  return (
    <Section id="user-kyc" title={t('user.kyc.title')}>
      <Facts
        rows={[
          [t('user.kyc.status'), <StatusBadge kind="kyc" status={user.kyc.status} />],
          [t('user.kyc.provider'), user.kyc.provider === 'manual' ? t('user.kyc.provider_manual') : user.kyc.provider === 'sandbox' ? t('user.kyc.provider_sandbox') : user.kyc.provider],
          [t('user.kyc.submitted'), user.kyc.submitted_at ? formatDateTime(user.kyc.submitted_at, locale) : null],
          [t('user.kyc.decided'), user.kyc.decided_at ? formatDateTime(user.kyc.decided_at, locale) : null],
        ]}
      />
      {user.kyc.documents.length === 0 ? (
        <p className={styles.muted}>{t('user.kyc.no_documents')}</p>
      ) : (
        <ul className={styles.documents} aria-label={t('user.kyc.documents')}>
          {user.kyc.documents.map((document) => (
            <li key={document.file_id} className={styles.document}>
              <span className={styles.documentName}>
                <strong>{t(`domain:kyc_document.${document.type}`)}</strong>
                <span className={styles.muted}>
                  {document.name} · {formatDate(document.submitted_at, locale)}
                </span>
              </span>
              <DocumentPreview
                label={t(`domain:kyc_document.${document.type}`)}
                name={document.name}
                source={document.file_id}
                load={() => fetchFile(userKycDocumentPath(user.id, document.file_id), document.name)}
              />
            </li>
          ))}
        </ul>
      )}
      {(actions.validate || actions.denegate) && (
        <div className={styles.decision} role="group" aria-label={t('user.kyc.decision')}>
          {actions.validate && (
            <Button icon={<CircleCheck size={16} aria-hidden="true" />} onClick={() => onDecide('validate')}>
              {t('user.validate.action')}
            </Button>
          )}
          {actions.denegate && (
            <Button variant="secondary" icon={<ShieldX size={16} aria-hidden="true" />} onClick={() => onDecide('denegate')}>
              {t('user.denegate.action')}
            </Button>
          )}
        </div>
      )}
    </Section>
  );
}

/** What the user is and did: roles, investments and the audit history. */
export function ActivitySections({ user }: { user: UserDetail }) {
  const { t } = useTranslation('manager');
  const { format } = useCurrency();
  const { roleName } = useUserWords();
  return (
    <>
      <Section id="user-roles" title={t('user.roles.title_section')}>
        <Facts
          rows={[
            [t('user.roles.primary'), roleName(user.primary_role)],
            [t('user.roles.secondary'), user.secondary_role ? roleName(user.secondary_role) : t('user.roles.no_secondary')],
          ]}
        />
      </Section>

      <Section id="user-investments" title={t('user.investments.title')}>
        <Facts
          rows={[
            [t('user.investments.count'), <span className={styles.numeric}>{user.investments.count}</span>],
            [t('user.investments.amount'), <span className={styles.numeric}>{format(user.investments.amount)}</span>],
          ]}
        />
      </Section>

      <Section id="user-history" title={t('user.history.title')}>
        {user.history.length === 0 ? (
          <p className={styles.muted}>{t('user.history.empty')}</p>
        ) : (
          <ol className={styles.history}>
            {user.history.map((entry) => (
              <HistoryEntry key={entry.id} entry={entry} />
            ))}
          </ol>
        )}
      </Section>
    </>
  );
}
