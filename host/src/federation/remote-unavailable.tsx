import { useTranslation } from 'react-i18next';
import styles from './remote-unavailable.module.css';

/** Shown inside the host layout when an area's remote cannot be loaded; the rest keeps working. */
export function RemoteUnavailable({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <section className={styles.panel} role="alert" aria-labelledby="remote-unavailable-title">
      <h1 id="remote-unavailable-title" className={styles.title}>
        {t('remote_unavailable.title')}
      </h1>
      <p className={styles.text}>{t('remote_unavailable.description')}</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        {t('remote_unavailable.retry')}
      </button>
    </section>
  );
}
