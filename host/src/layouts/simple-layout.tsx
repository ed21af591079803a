import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router-dom';
import { LanguageSwitch } from './language-switch';
import styles from './simple-layout.module.css';

/** The invest flow's frame (a narrow column for the stepper and its step) and the default one
 * (public and error pages): both a brand bar and the content, the invest one narrower. */
export function SimpleLayout({ variant }: { variant: 'invest' | 'default' }) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.shell} data-layout={variant}>
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          {t('app.name')}
        </Link>
        <LanguageSwitch />
      </header>
      <main id="main-content" className={variant === 'invest' ? styles.invest : styles.content}>
        <Outlet />
      </main>
    </div>
  );
}
