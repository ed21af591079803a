import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../db/client.js';
import type { Logger } from '../lib/logger.js';

/** What the stream needs to know: a user's notifications changed (a new one, or read). */
export interface LiveEvent {
  userId: string;
  /** Set for a new notification; absent when only the unread count changed. */
  notification?: { id: string; kind: string };
}

type Listener = (event: LiveEvent) => void;

const CHANNEL = 'pfp_notifications';

/**
 * Carries "a user's notifications changed" to the open streams of every API process. On PGlite
 * there is one process, so an in-process emitter is enough; on PostgreSQL several processes
 * share the database, so the event goes through NOTIFY and each process LISTENs on one
 * dedicated connection (opened with the first subscriber) and forwards to its own streams.
 */
export class LiveBus {
  private readonly emitter = new EventEmitter();
  private listening: Promise<pg.Client> | undefined;

  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    /** PostgreSQL's connection string; undefined on PGlite. */
    private readonly postgresUrl: string | undefined,
  ) {
    // One listener per open stream: many open pages are expected, not a leak.
    this.emitter.setMaxListeners(0);
  }

  async publish(events: readonly LiveEvent[]): Promise<void> {
    if (events.length === 0) return;
    if (!this.postgresUrl) {
      for (const event of events) this.emitter.emit('event', event);
      return;
    }
    try {
      // NOTIFY's payload is limited to 8000 bytes: one per event keeps each small.
      for (const event of events) await this.db.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`);
    } catch (error) {
      this.logger.error({ err: error }, 'live notification not published');
    }
  }

  /** Calls `listener` with every event of `userId` until the returned function is called. */
  async subscribe(userId: string, listener: (event: LiveEvent) => void): Promise<() => void> {
    const forward: Listener = (event) => {
      if (event.userId === userId) listener(event);
    };
    this.emitter.on('event', forward);
    if (this.postgresUrl) await this.listen(this.postgresUrl);
    return () => this.emitter.off('event', forward);
  }

  /** Calls `listener` once when the bus closes (the process stops): open streams end so it can. */
  onClose(listener: () => void): () => void {
    this.emitter.once('close', listener);
    return () => this.emitter.off('close', listener);
  }

  async close(): Promise<void> {
    this.emitter.emit('close');
    const listening = this.listening;
    this.listening = undefined;
    if (listening) await (await listening.catch(() => undefined))?.end().catch(() => undefined);
  }

  private listen(url: string): Promise<pg.Client> {
    this.listening ??= (async () => {
      const client = new pg.Client({ connectionString: url });
      client.on('notification', (message) => {
        if (message.channel !== CHANNEL || !message.payload) return;
        try {
          this.emitter.emit('event', JSON.parse(message.payload) as LiveEvent);
        } catch (error) {
          this.logger.error({ err: error }, 'live notification unreadable');
        }
      });
      // A dropped connection is opened again by the next subscriber; open streams fall back to the front's polling.
      client.on('error', (error) => {
        this.logger.error({ err: error }, 'live notifications connection lost');
        this.listening = undefined;
      });
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      return client;
    })();
    const attempt = this.listening;
    attempt.catch(() => {
      if (this.listening === attempt) this.listening = undefined;
    });
    return attempt;
  }
}
