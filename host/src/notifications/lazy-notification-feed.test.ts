import type { NotificationFeed, NotificationFeedOptions } from './notification-feed';
import { createLazyNotificationFeed } from './lazy-notification-feed';

/** The stream reader, as the chunk the facade fetches: records what it is asked to do. */
const made: { feed: NotificationFeed; started: number; stopped: number; count: number | null; notify: () => void }[] = [];
jest.mock('./notification-feed', () => ({
  createNotificationFeed: (): NotificationFeed => {
    const listeners = new Set<() => void>();
    const state = {
      started: 0,
      stopped: 0,
      count: null as number | null,
      notify: () => listeners.forEach((listener) => listener()),
      feed: {
        start: () => void state.started++,
        stop: () => void state.stopped++,
        refresh: () => undefined,
        getSnapshot: () => state.count,
        subscribe: (listener: () => void) => {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      },
    };
    made.push(state);
    return state.feed;
  },
}));

const options = {} as NotificationFeedOptions;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  made.length = 0;
});

describe('the notification feed the platform holds', () => {
  it('fetches the stream reader at the first start, starts it, and passes its count on', async () => {
    const feed = createLazyNotificationFeed(options);
    const heard = jest.fn();
    feed.subscribe(heard);
    expect(feed.getSnapshot()).toBeNull();
    expect(made).toHaveLength(0);

    feed.start();
    await settle();
    expect(made).toHaveLength(1);
    expect(made[0]?.started).toBe(1);

    made[0]!.count = 4;
    made[0]!.notify();
    expect(heard).toHaveBeenCalledTimes(1);
    expect(feed.getSnapshot()).toBe(4);
  });

  it('does not start a reader that arrives after a stop, and makes one reader for every later start', async () => {
    const feed = createLazyNotificationFeed(options);
    feed.start();
    feed.stop();
    await settle();
    expect(made[0]?.started).toBe(0);

    feed.start();
    await settle();
    expect(made).toHaveLength(1);
    expect(made[0]?.started).toBe(1);
    feed.stop();
    expect(made[0]?.stopped).toBe(1);
  });
});
