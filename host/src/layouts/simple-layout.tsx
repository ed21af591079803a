import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useCustomization, useSession } from 'host/platform';
import { classifyPath, roleHome } from '../guards/navigation-rules';
import { preloadOnIntent } from './preload-link';
import { LanguageSwitch } from './language-switch';
import { UserMenu } from './user-menu';
import styles from './simple-layout.module.css';

/** The invest flow's frame (a narrow column for the stepper and its step) and the default one
 * (public and error pages): both a brand bar and the content, the invest one narrower. */
export function SimpleLayout({ variant, children }: { variant: 'invest' | 'default'; children?: ReactNode }) {
  const { t } = useTranslation('common');
  const { title } = useCustomization();
  const { user } = useSession();
  // The brand leads a signed-in visitor to their own area.
  const home = user ? classifyPath(roleHome(user)) : null;
  return (
    <div className={styles.shell} data-layout={variant}>
      <header className={styles.header}>
        <Link to="/" className={styles.brand} {...preloadOnIntent(home?.kind === 'area' ? home.area : undefined)}>
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
