import { issuerArea, NotificationsPage } from 'notifications';

const area = issuerArea('manager');

/** /manager/notifications: the manager's inbox, the composer to any audience and what was sent. */
export default function NotificationsScreen() {
  return <NotificationsPage area={area} />;
}
