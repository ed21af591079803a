import { Menu, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { wordingContext, wordingForTenant } from 'shared/issuances';
import { useCustomization, usePlatform } from 'host/platform';
import { areaOf, type DashboardAreaPrefix } from '../federation/areas';
import { useLoadedRemote } from '../federation/remote-loader-context';
import { LanguageSwitch } from './language-switch';
import { navIconOf, sidebarOf } from './navigation';
import { NotificationBell } from './notification-bell';
import { preloadOnIntent } from './preload-link';
import { UserMenu } from './user-menu';
import styles from './dashboard-layout.module.css';

/** The role areas' frame: the area's sidebar, header with the language switch, content. */
export function DashboardLayout({ area }: { area: DashboardAreaPrefix }) {
  const { t } = useTranslation('common');
  const definition = areaOf(area);
  const sidebar = sidebarOf(definition, useLoadedRemote(definition.remote));
  const location = useLocation();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const { title, image } = useCustomization();
  const { api } = usePlatform();
  // The tenant's wording picks a label's `_exeu` variant where the remote gives one (EXEU's
  // "Participants" for the members list).
  const context = wordingContext(wordingForTenant(api.known ? api.tenant : null));

  // A followed link closes the drawer on small screens.
  useEffect(() => setDrawerOpen(false), [location.pathname]);

  return (
    <div className={styles.shell}>
      <a className={styles.skip} href="#main-content">
        {t('layout.skip_to_content')}
      </a>
      <aside id="sidebar" className={drawerOpen ? `${styles.sidebar} ${styles.open}` : styles.sidebar}>
        <div className={styles.brand}>{image.logo ? <img src={image.logo} alt={title || t('app.name')} className={styles.logo} /> : title || t('app.name')}</div>
        <nav aria-label={t(`layout.nav_${area}`)}>
          <ul className={styles.nav}>
            {sidebar.map((item) => {
              const Icon = navIconOf(item.icon);
              return (
                <li key={item.path}>
                  <NavLink
                    to={`/${area}/${item.path}`}
                    {...preloadOnIntent(area)}
                    className={({ isActive }) => (isActive ? `${styles.link} ${styles.active}` : styles.link)}
                  >
                    <Icon aria-hidden="true" size={18} />
                    {/* The remote's key: typed and tested where the remote declares it. */}
                    {t(item.labelKey, { defaultValue: item.labelKey, context })}
                  </NavLink>
                </li>
              );
            })}
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
          <NotificationBell area={area} />
          <UserMenu />
        </header>
        <main id="main-content" className={styles.content} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
