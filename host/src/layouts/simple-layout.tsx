import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useCustomization } from 'host/platform';
import { LanguageSwitch } from './language-switch';
import { UserMenu } from './user-menu';
import styles from './simple-layout.module.css';

/** The invest flow's frame (a narrow column for the stepper and its step) and the default one
 * (public and error pages): both a brand bar and the content, the invest one narrower. */
export function SimpleLayout({ variant, children }: { variant: 'invest' | 'default'; children?: ReactNode }) {
  const { t } = useTranslation('common');
  const { title } = useCustomization();
  return (
    <div className={styles.shell} data-layout={variant}>
      <header className={styles.header}>
        <Link to="/" className={styles.brand}>
          {title || t('app.name')}
        </Link>
        <div className={styles.controls}>
          <LanguageSwitch />
          <UserMenu />
        </div>
      </header>
      <main id="main-content" className={variant === 'invest' ? styles.invest : styles.content}>
        {children ?? <Outlet />}
      </main>
    </div>
  );
}
