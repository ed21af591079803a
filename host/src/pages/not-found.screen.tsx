import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styles from './error-pages.module.css';

/** Spec section 2: an unknown route shows a 404 titled "Page not found". */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <p className={styles.code}>404</p>
      <h1 id="not-found-title" className={styles.title}>
        {t('not_found.title')}
      </h1>
      <p className={styles.text}>{t('not_found.description')}</p>
      <Link className={styles.home} to="/">
        {t('not_found.home')}
      </Link>
    </section>
  );
}
