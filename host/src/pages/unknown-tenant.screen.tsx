import { useTranslation } from 'react-i18next';
import styles from './error-pages.module.css';

/** Shown instead of the app when the page host belongs to no tenant: nothing is requested. */
export function UnknownTenantPage({ host }: { host: string }) {
  const { t } = useTranslation('errors');
  return (
    <main className={styles.page} aria-labelledby="unknown-tenant-title">
      <h1 id="unknown-tenant-title" className={styles.title}>
        {t('unknown_tenant.title')}
      </h1>
      <p className={styles.text}>{t('unknown_tenant.description', { host })}</p>
      <p className={styles.hint}>{t('unknown_tenant.hint')}</p>
    </main>
  );
}
