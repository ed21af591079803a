import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router-dom';
import { useCustomization } from 'host/platform';
import type { AreaPrefix } from '../federation/areas';
import { LanguageSwitch } from './language-switch';
import { NAVIGATION } from './navigation';
import { UserMenu } from './user-menu';
import styles from './dashboard-layout.module.css';

/** The role areas' frame: sidebar by role, header with the language switch, content. */
export function DashboardLayout({ area }: { area: Exclude<AreaPrefix, 'invest'> }) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { title } = useCustomization();

  // A followed link closes the drawer on small screens.
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main-content">
        {t('layout.skip_to_content')}
      </a>
      <aside id="sidebar" className={drawerOpen ? `${styles.sidebar} ${styles.open}` : styles.sidebar}>
        <div className={styles.brand}>{title || t('app.name')}</div>
        <nav aria-label={t(`layout.nav_${area}`)}>
          <ul className={styles.nav}>
            {NAVIGATION[area].map((item) => (
              <li key={item.path}>
                <NavLink
                  to={`/${area}/${item.path}`}
                  className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
                >
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </aside>
      {drawerOpen && <div className={styles.scrim} onClick={() => setDrawerOpen(false)} aria-hidden="true" />}
      <div className={styles.main}>
        <header className={styles.header}>
          <button
            type="button"
            className={styles.menuButton}
            aria-controls="sidebar"
            aria-expanded={drawerOpen}
            onClick={() => setDrawerOpen((open) => !open)}
          >
            {drawerOpen ? <X aria-hidden="true" size={20} /> : <Menu aria-hidden="true" size={20} />}
            <span className={styles.srOnly}>{t(drawerOpen ? 'layout.close_menu' : 'layout.open_menu')}</span>
          </button>
          <span className={styles.areaName}>{t(`layout.area_${area}`)}</span>
          <LanguageSwitch />
          <UserMenu />
        </header>
        <main id="main-content" className={styles.content} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
