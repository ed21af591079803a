import type { Platform } from '../platform/create-platform';

/** Runs the notification feed while someone is signed in (restarting it for whoever signs in
 * next, so a backdoor switch follows the simulated person) and stops it at sign-out. */
export function followSessionWithNotifications({ session, notifications }: Pick<Platform, 'session' | 'notifications'>): () => void {
  let who: string | null = null;
  const sync = () => {
    const snapshot = session.getSnapshot();
    const user = (snapshot.backdoor ?? snapshot.auth).user;
    const next = user ? `${user.id}|${snapshot.backdoor ? 'simulating' : ''}` : null;
    if (next === who) return;
    who = next;
    notifications.stop();
    if (next) notifications.start();
  };
  sync();
  return session.subscribe(sync);
}
