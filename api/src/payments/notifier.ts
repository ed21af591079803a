import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { providerNotifications } from '../db/schema.js';
import type { Clock } from '../lib/clock.js';
import type { Logger } from '../lib/logger.js';

/** One HTTP POST of a notification to the API; resolves with the answer's status, rejects when nothing answered. */
export type Transport = (request: { path: string; body: string; headers: Record<string, string> }) => Promise<{ status: number }>;

/** Headers (the signature) a provider puts on a notification at the moment it sends it. */
export type Signer = (notification: { tenantId: string; body: string }, now: Date) => Promise<Record<string, string>>;

/** A real HTTP request to the API's own URL, as a provider's server makes it. */
export function httpTransport(baseUrl: string, timeoutMs = 10_000): Transport {
  return async ({ path, body, headers }) => {
    const response = await fetch(`${baseUrl}${path}`, { method: 'POST', body, headers, signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return { status: response.status };
  };
}

/** Waits before each retry: quick at first (a restart), then longer (an outage). */
const RETRY_DELAYS_MS = [5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 10_800_000, 21_600_000] as const;
/** While one delivery is under way, others leave the row alone for this long. */
const CLAIM_MS = 60_000;

type Notification = typeof providerNotifications.$inferSelect;

/**
 * The outbox of a built-in provider's notifications. `enqueue` writes one in the provider's own
 * transaction; `deliverNow` POSTs it at once; `deliverDue` (a job of the API, see jobs/api-jobs.ts)
 * sends again those not yet answered 2xx, after growing delays, until `RETRY_DELAYS_MS` runs out.
 * The receiving webhook is idempotent by event id, so a notification sent twice is harmless.
 */
export class ProviderNotifier {
  private readonly signers = new Map<string, Signer>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly logger: Logger,
    private transport: Transport,
  ) {}

  /** Tests send through the app in process (`app.request`) or through a listening server. */
  useTransport(transport: Transport): void {
    this.transport = transport;
  }

  register(provider: string, signer: Signer): void {
    this.signers.set(provider, signer);
  }

  /**
   * Queues a notification in the provider's transaction. The provider sends it itself right after
   * the commit (`deliverNow`), so the timer leaves it alone for a while and only takes it up when
   * that first send did not happen (a crash in between).
   */
  async enqueue(tx: Db, notification: { tenantId: string; provider: string; eventId: string; path: string; body: string }): Promise<string> {
    const [row] = await tx
      .insert(providerNotifications)
      .values({ ...notification, nextAttemptAt: new Date(this.clock.now().getTime() + CLAIM_MS) })
      .onConflictDoNothing()
      .returning({ id: providerNotifications.id });
    if (row) return row.id;
    const [existing] = await tx
      .select({ id: providerNotifications.id })
      .from(providerNotifications)
      .where(and(eq(providerNotifications.provider, notification.provider), eq(providerNotifications.eventId, notification.eventId)));
    if (!existing) throw new Error('notification neither inserted nor found');
    return existing.id;
  }

  /** The provider's own first send of a notification it just queued; answers whether it was delivered. */
  async deliverNow(id: string): Promise<boolean> {
    const [row] = await this.db
      .select()
      .from(providerNotifications)
      .where(and(eq(providerNotifications.id, id), isNull(providerNotifications.deliveredAt)));
    return row ? this.send(row) : false;
  }

  /** Sends one notification whose retry is due (unless delivered or being delivered); answers whether it was delivered. */
  async deliver(id: string): Promise<boolean> {
    const now = this.clock.now();
    const [claimed] = await this.db
      .update(providerNotifications)
      .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
      .where(and(eq(providerNotifications.id, id), isNull(providerNotifications.deliveredAt), lte(providerNotifications.nextAttemptAt, now)))
      .returning();
    if (!claimed) return false;
    return this.send(claimed);
  }

  /** Sends every notification whose retry is due; answers how many were delivered. */
  async deliverDue(): Promise<number> {
    const due = await this.db
      .select({ id: providerNotifications.id })
      .from(providerNotifications)
      .where(and(isNull(providerNotifications.deliveredAt), lte(providerNotifications.nextAttemptAt, this.clock.now())))
      .orderBy(asc(providerNotifications.nextAttemptAt))
      .limit(50);
    let delivered = 0;
    for (const { id } of due) if (await this.deliver(id)) delivered += 1;
    return delivered;
  }

  private async send(row: Notification): Promise<boolean> {
    const now = this.clock.now();
    const signer = this.signers.get(row.provider);
    let failure: string;
    try {
      if (!signer) throw new Error(`no signer for ${row.provider}`);
      const headers = { 'Content-Type': 'application/json', ...(await signer({ tenantId: row.tenantId, body: row.body }, now)) };
      const { status } = await this.transport({ path: row.path, body: row.body, headers });
      if (status >= 200 && status < 300) {
        await this.db.update(providerNotifications).set({ deliveredAt: this.clock.now(), attempts: row.attempts + 1, lastError: null }).where(eq(providerNotifications.id, row.id));
        return true;
      }
      failure = `answered ${status}`;
    } catch (error) {
      failure = error instanceof Error ? error.message : String(error);
    }
    const attempts = row.attempts + 1;
    const delay = RETRY_DELAYS_MS[attempts - 1];
    // Out of retries: the row stays undelivered, with its last error, for an operator to look at.
    const nextAttemptAt = delay === undefined ? new Date('9999-12-31T00:00:00Z') : new Date(now.getTime() + delay);
    await this.db.update(providerNotifications).set({ attempts, lastError: failure.slice(0, 500), nextAttemptAt }).where(eq(providerNotifications.id, row.id));
    const log = delay === undefined ? this.logger.error.bind(this.logger) : this.logger.warn.bind(this.logger);
    log({ notification: row.id, provider: row.provider, attempts, failure }, delay === undefined ? 'provider notification given up' : 'provider notification failed; will retry');
    return false;
  }
}
