import * as v from 'valibot';
import {
  NOTIFICATION_POLL_INTERVAL_MS,
  notificationStreamEventSchema,
  unreadCountResponseSchema,
  type NotificationStreamEvent,
} from 'shared';
import type { EventBus } from '../platform/event-bus';
import type { HttpClient } from '../platform/http-client';

/** A stream that stayed open this long was a working connection: the next drop starts the backoff over. */
const STABLE_STREAM_MS = 10_000;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 60_000;

export interface NotificationFeedOptions {
  http: HttpClient;
  bus: EventBus;
  /** The absolute URL of GET /notifications/stream under the tenant's API base. */
  streamUrl: () => string;
  /** The session's token headers, the same the HTTP client sends. */
  headers: () => Record<string, string>;
  fetch?: typeof globalThis.fetch;
  pollIntervalMs?: number;
  now?: () => number;
}

/** The signed-in person's unread count, kept live; `null` until it is first known. */
export interface NotificationFeed {
  start(): void;
  stop(): void;
  /** Reads the count again now (a screen marked notifications read), while the feed polls. */
  refresh(): void;
  getSnapshot(): number | null;
  subscribe(listener: () => void): () => void;
}

/** Splits a server-sent event stream into its events; comment lines (heartbeats) are dropped. */
function parseEventBlock(block: string): NotificationStreamEvent | undefined {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split(/\r?\n/)) {
    if (line.startsWith(':')) continue;
    const [field, ...rest] = line.split(':');
    const value = rest.join(':').replace(/^ /, '');
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  }
  if (data.length === 0) return undefined;
  try {
    const parsed = v.safeParse(notificationStreamEventSchema, { event, data: JSON.parse(data.join('\n')) });
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads GET /notifications/stream with fetch (EventSource cannot send the session's token
 * headers): each `unread` event sets the count, each `notification` event is published on the
 * bus so open screens refresh. When the stream cannot be opened or ends, it is reopened with a
 * doubling backoff, and until it is back the count is polled every `pollIntervalMs`, so a proxy
 * that refuses streams still leaves a working bell.
 */
export function createNotificationFeed({
  http,
  bus,
  streamUrl,
  headers,
  fetch: fetchImpl = (...args) => globalThis.fetch(...args),
  pollIntervalMs = NOTIFICATION_POLL_INTERVAL_MS,
  now = () => Date.now(),
}: NotificationFeedOptions): NotificationFeed {
  let unread: number | null = null;
  const listeners = new Set<() => void>();
  let running: AbortController | null = null;
  let pollTimer: ReturnType<typeof setInterval> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  // While the stream is open it announces every change of the count itself.
  let streaming = false;

  const setUnread = (count: number) => {
    if (count === unread) return;
    unread = count;
    for (const listener of listeners) listener();
  };

  const poll = async (signal: AbortSignal) => {
    try {
      const answer = await http.get<unknown>('/notifications/unread-count', { signal });
      if (!signal.aborted) setUnread(v.parse(unreadCountResponseSchema, answer).data.unread);
    } catch {
      // The next poll or the stream tries again; the bell keeps its last count.
    }
  };

  const startPolling = (signal: AbortSignal) => {
    if (pollTimer !== undefined) return;
    void poll(signal);
    pollTimer = setInterval(() => void poll(signal), pollIntervalMs);
  };

  const stopPolling = () => {
    clearInterval(pollTimer);
    pollTimer = undefined;
  };

  const handle = (event: NotificationStreamEvent) => {
    if (event.event === 'unread') {
      setUnread(event.data.unread);
      return;
    }
    bus.emit('notification.received', event.data);
    bus.emit('data.changed', { entity: 'notification', id: event.data.id });
  };

  async function readStream(signal: AbortSignal): Promise<void> {
    const response = await fetchImpl(streamUrl(), { headers: { Accept: 'text/event-stream', ...headers() }, signal, cache: 'no-store' });
    if (!response.ok || !response.body) throw new Error(`The notification stream answered ${response.status}`);
    stopPolling();
    streaming = true;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value;
      const blocks = buffer.split(/\r?\n\r?\n/);
      buffer = blocks.pop() ?? '';
      for (const block of blocks) {
        const event = parseEventBlock(block);
        if (event) handle(event);
      }
    }
  }

  async function connect(signal: AbortSignal): Promise<void> {
    const openedAt = now();
    try {
      await readStream(signal);
    } catch {
      // A refused or broken stream: the count is polled until it is back.
    }
    streaming = false;
    if (signal.aborted) return;
    failures = now() - openedAt >= STABLE_STREAM_MS ? 0 : failures + 1;
    startPolling(signal);
    const delay = Math.min(FIRST_RETRY_MS * 2 ** Math.max(failures - 1, 0), MAX_RETRY_MS);
    retryTimer = setTimeout(() => void connect(signal), delay);
  }

  return {
    start() {
      if (running) return;
      running = new AbortController();
      failures = 0;
      void connect(running.signal);
    },
    stop() {
      running?.abort();
      running = null;
      stopPolling();
      clearTimeout(retryTimer);
      // The next person to sign in must not see this one's count.
      unread = null;
      for (const listener of listeners) listener();
    },
    refresh() {
      if (running && !streaming) void poll(running.signal);
    },
    getSnapshot: () => unread,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
