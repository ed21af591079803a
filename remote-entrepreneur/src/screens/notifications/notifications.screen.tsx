import { issuerArea, NotificationsPage } from 'notifications';

const area = issuerArea('entrepreneur');

/** /entrepreneur/notifications: the entrepreneur's inbox and the composer to their own projects' investors. */
export default function NotificationsScreen() {
  return <NotificationsPage area={area} />;
}
