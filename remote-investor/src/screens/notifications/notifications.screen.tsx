import { investorArea, NotificationsPage } from 'notifications';

const area = investorArea();

/** /user/notifications: the investor's inbox and e-mail preferences. */
export default function NotificationsScreen() {
  return <NotificationsPage area={area} />;
}
