import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { BankConnectionStatus } from 'shared';
import { Badge, ButtonLink, EmptyState, PageHeader, QueryState, Skeleton } from 'shared/ui';
import { useInvestorFormat } from '../../components/use-investor-format';
import { investorPaths } from '../../paths';
import { useBankConnection } from './bbva.api';
import styles from './bbva.module.css';

const TONES = { missing: 'warning', unverified: 'warning', verified: 'success' } as const satisfies Record<BankConnectionStatus, string>;

/**
 * /user/bbva: the investor's bank connection, the account claimed earnings (payouts) and refunds
 * are sent to, with its IBAN masked, its holder and bank, and whether it is verified; each reason
 * it is not says what to do, and the account's banking section is where it is changed.
 */
export default function BbvaScreen() {
  const { t } = useTranslation('investor');
  const format = useInvestorFormat();
  const connection = useBankConnection();
  const editLink = (
    <ButtonLink as={Link} to={investorPaths.account.banking()}>
      {connection.data?.status === 'missing' ? t('bbva.add') : t('bbva.edit')}
    </ButtonLink>
  );

  function body(bank: NonNullable<typeof connection.data>) {
    if (bank.status === 'missing') {
      return <EmptyState title={t('bbva.missing.title')} description={t('bbva.missing.description')} action={editLink} />;
    }
    return (
      <section className={styles.card} aria-labelledby="bank-account">
        <div className={styles.head}>
          <h2 id="bank-account" className={styles.title}>
            {t('bbva.account')}
          </h2>
          <Badge tone={TONES[bank.status]} label={t(`bbva.status.${bank.status}`)} />
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>{t('bbva.iban')}</dt>
            <dd className={styles.iban}>{bank.iban_masked ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('bbva.holder')}</dt>
            <dd>{bank.account_holder ?? '—'}</dd>
          </div>
          <div>
            <dt>{t('bbva.bank')}</dt>
            <dd>{[bank.bank, bank.bic].filter(Boolean).join(' · ') || '—'}</dd>
          </div>
          <div>
            <dt>{t('bbva.updated')}</dt>
            <dd>{bank.updated_at ? format.day(bank.updated_at) : '—'}</dd>
          </div>
        </dl>
        {bank.status === 'verified' ? (
          <p className={styles.muted}>{t('bbva.verified_note')}</p>
        ) : (
          <div className={styles.issues}>
            <h3 className={styles.subtitle}>{t('bbva.issues_title')}</h3>
            <ul>
              {bank.issues.map((issue) => (
                <li key={issue}>
                  <strong>{t(`bbva.issues.${issue}.what`)}</strong> {t(`bbva.issues.${issue}.next_step`)}
                </li>
              ))}
            </ul>
          </div>
        )}
        <div>
          <h3 className={styles.subtitle}>{t('bbva.used_for_title')}</h3>
          <ul className={styles.uses}>
            {bank.used_for.map((use) => (
              <li key={use}>{t(`bbva.used_for.${use}`)}</li>
            ))}
          </ul>
        </div>
        <div>{editLink}</div>
      </section>
    );
  }

  return (
    <div className={styles.page}>
      <PageHeader title={t('bbva.title')} description={t('bbva.description')} />
      <QueryState query={connection} errorTitle={t('bbva.error')} loading={<Skeleton shape="rect" height="12rem" />} loadingLabel={t('bbva.loading')}>
        {body}
      </QueryState>
    </div>
  );
}
