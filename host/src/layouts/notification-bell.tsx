import { Bell } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useBusEvent, usePlatform } from 'host/platform';
import type { DashboardAreaPrefix } from '../federation/areas';
import styles from './notification-bell.module.css';

/** The header's bell: the live unread count (the platform's feed) and the way to the area's inbox. */
export function NotificationBell({ area }: { area: DashboardAreaPrefix }) {
  const { t } = useTranslation('common');
  const { notifications } = usePlatform();
  const unread = useSyncExternalStore(notifications.subscribe, notifications.getSnapshot);
  // A screen that marks notifications read says so on the bus; polling would otherwise lag.
  useBusEvent('data.changed', ({ entity }) => {
    if (entity === 'notification') notifications.refresh();
  });
  const count = unread ?? 0;
  return (
    <Link to={`/${area}/notifications`} className={styles.bell} aria-label={t('layout.notifications', { count })}>
      <Bell aria-hidden="true" size={20} />
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true">
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
