import type { NotificationFeed, NotificationFeedOptions } from './notification-feed';

/**
 * The feed the platform holds: the stream reader, and the schemas it checks events with, come
 * with the first `start()` (a sign-in), so the public screens do not carry them. Listeners and
 * the count are forwarded once it has arrived; a stop before then means it never starts.
 */
export function createLazyNotificationFeed(options: NotificationFeedOptions): NotificationFeed {
  let feed: NotificationFeed | null = null;
  let loading: Promise<NotificationFeed> | null = null;
  let wanted = false;
  const listeners = new Set<() => void>();

  const load = () =>
    (loading ??= import('./notification-feed').then(
      ({ createNotificationFeed }) => {
        feed = createNotificationFeed(options);
        feed.subscribe(() => {
          for (const listener of listeners) listener();
        });
        return feed;
      },
      (error: unknown) => {
        // A chunk that failed to arrive is asked for again at the next start.
        loading = null;
        throw error;
      },
    ));

  return {
    start() {
      wanted = true;
      load().then(
        (loaded) => {
          if (wanted) loaded.start();
        },
        (error: unknown) => console.error('The notification feed could not be loaded', error),
      );
    },
    stop() {
      wanted = false;
      feed?.stop();
    },
    refresh() {
      feed?.refresh();
    },
    getSnapshot: () => feed?.getSnapshot() ?? null,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
