import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import * as v from 'valibot';
import { HOSTED_PAYMENT_METHODS, moneySchema, paymentErrorKeySchema, type InvestmentStatus, type PayableMethod, type PaymentErrorKey } from 'shared';
import type { Db } from '../../db/client.js';
import { paymentAttempts, type TenantPaymentSettings } from '../../db/schema.js';
import { ApiError } from '../../lib/errors.js';
import type { Clock } from '../../lib/clock.js';
import type { Logger } from '../../lib/logger.js';
import type { ProviderNotifier } from '../notifier.js';
import { attemptRow, type AttemptTenant, type PaymentNotification, type PaymentProvider, type PaymentStart, type PaymentStartInput } from '../payment-provider.js';

export const SANDBOX_PAYMENT = 'sandbox';
export const SANDBOX_PAYMENT_SIGNATURE_HEADER = 'Sandbox-Signature';
export const SANDBOX_PAYMENT_WEBHOOK_PATH = '/api/v2/pfp/payments/webhooks/sandbox';
export const SANDBOX_PAGE_PATH = '/api/v2/pfp/sandbox/payments';
/** A notification signed longer ago than this is refused: a captured one cannot be replayed later. */
const NOTIFICATION_TOLERANCE_MS = 5 * 60 * 1000;

/** The test cards the hosted page documents. */
export const SANDBOX_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  confirmation: '4000000000003220',
} as const;

export type SandboxOutcome = { outcome: 'succeeded' } | { outcome: 'failed'; errorKey: PaymentErrorKey } | { outcome: 'expired' };

/** How long a session stays payable by default, like a hosted provider's checkout session. */
const DEFAULT_SESSION_TTL_MS = 30 * 60 * 1000;
/** What an expired session tells the investor: the payment process failed, try again. */
const EXPIRED_ERROR_KEY: PaymentErrorKey = 'payment_failed';

const notificationSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
  type: v.picklist(['payment.succeeded', 'payment.failed', 'payment.expired']),
  created: v.number(),
  data: v.object({
    session_id: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
    amount: moneySchema,
    currency: v.string(),
    error_key: v.nullable(paymentErrorKeySchema),
  }),
});
type NotificationBody = v.InferOutput<typeof notificationSchema>;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, the shape hosted providers use. */
export function signSandboxPayment(secret: string, body: string, at: Date): string {
  const timestamp = Math.floor(at.getTime() / 1000);
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

function parseSignatureHeader(value: string): { timestamp: number; mac: string } | undefined {
  const parts = new Map(value.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const mac = parts.get('v1');
  if (!Number.isInteger(timestamp) || !mac || !/^[0-9a-f]{64}$/.test(mac)) return undefined;
  return { timestamp, mac };
}

/**
 * The built-in hosted-payment provider for card, card terminal, Bizum and crypto wallet. It
 * behaves like a real one: `start` opens a session addressed by an unguessable id, the browser
 * pays on the provider's own page (`sandbox-page.ts`, served by the API), and the outcome
 * reaches the API only as a signed server-to-server notification, POSTed to
 * `POST /payments/webhooks/sandbox` through the notifier (retried until answered).
 */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = SANDBOX_PAYMENT;
  readonly methods: readonly PayableMethod[] = HOSTED_PAYMENT_METHODS;


  constructor(
    private readonly options: {
      defaultSecret: string;
      notifier: ProviderNotifier;
      settingsOfTenant: (tenantId: string) => Promise<TenantPaymentSettings>;
      clock: Clock;
      logger: Logger;
      /** A session not paid within this long expires (`PAYMENT_SESSION_TTL_MINUTES`). */
      sessionTtlMs?: number;
    },
  ) {
    options.notifier.register(this.name, async ({ tenantId, body }, now) => ({
      [SANDBOX_PAYMENT_SIGNATURE_HEADER]: signSandboxPayment(this.secretOf(await options.settingsOfTenant(tenantId)), body, now),
    }));
  }

  private secretOf(settings: TenantPaymentSettings | undefined): string {
    return settings?.sandbox_webhook_secret ?? this.options.defaultSecret;
  }

  /** The signature this sandbox puts on a body for a tenant (tests forge and replay notifications with it). */
  async sign(tenantId: string, body: string, at: Date): Promise<string> {
    return signSandboxPayment(this.secretOf(await this.options.settingsOfTenant(tenantId)), body, at);
  }

  private get ttlMs(): number {
    return this.options.sessionTtlMs ?? DEFAULT_SESSION_TTL_MS;
  }

  /** Whether a session opened at `createdAt` is no longer payable at `now`. */
  isExpired(createdAt: Date, now: Date): boolean {
    return now.getTime() >= createdAt.getTime() + this.ttlMs;
  }

  pendingStatus(method: PayableMethod): InvestmentStatus {
    // A card terminal (TPV) waits for its confirmation; the others are a card payment in progress.
    return method === 'card_terminal' ? 'IN_UPDATE_TPV' : 'CREDIT_CARD';
  }

  redirectUrlOf(attempt: { id: string; lang: string }, apiOrigin: string): string {
    const url = new URL(`${SANDBOX_PAGE_PATH}/${attempt.id}`, apiOrigin);
    url.searchParams.set('lang', attempt.lang);
    return url.toString();
  }

  async start(tx: Db, input: PaymentStartInput): Promise<PaymentStart> {
    const attemptId = `ps_${randomBytes(24).toString('base64url')}`;
    await tx.insert(paymentAttempts).values({
      ...attemptRow(input, this.name, attemptId),
      // The session's age, which decides its expiry, is on the API's clock (tests move it).
      createdAt: this.options.clock.now(),
    });
    return { kind: 'redirect', attemptId, redirectUrl: this.redirectUrlOf({ id: attemptId, lang: input.lang }, input.apiOrigin) };
  }

  /**
   * The provider's side of a payment made on its page: records the outcome on the session (once:
   * a second submit changes nothing) and queues the signed notification, in one transaction.
   * Answers the notification to deliver, or null when the session was already finished.
   */
  async complete(db: Db, attemptId: string, result: SandboxOutcome, now: Date): Promise<string | null> {
    return db.transaction(async (tx) => {
      const [attempt] = await tx
        .select()
        .from(paymentAttempts)
        .where(and(eq(paymentAttempts.id, attemptId), eq(paymentAttempts.provider, this.name), inArray(paymentAttempts.status, ['pending', 'confirming'])))
        .for('update');
      if (!attempt) return null;
      // A payment submitted after the session's expiry is not taken: the session expires instead.
      const final: SandboxOutcome = this.isExpired(attempt.createdAt, now) ? { outcome: 'expired' } : result;
      const errorKey = final.outcome === 'failed' ? final.errorKey : final.outcome === 'expired' ? EXPIRED_ERROR_KEY : null;
      // Final for the provider; the API's own view follows from the notification.
      await tx
        .update(paymentAttempts)
        .set({ status: final.outcome === 'succeeded' ? 'succeeded' : 'failed', errorKey, completedAt: now })
        .where(eq(paymentAttempts.id, attemptId));
      const body: NotificationBody = {
        id: `evt_${randomUUID()}`,
        type: `payment.${final.outcome}`,
        created: Math.floor(now.getTime() / 1000),
        data: { session_id: attempt.id, amount: attempt.amount, currency: attempt.currency, error_key: errorKey },
      };
      return this.options.notifier.enqueue(tx, { tenantId: attempt.tenantId, provider: this.name, eventId: body.id, path: SANDBOX_PAYMENT_WEBHOOK_PATH, body: JSON.stringify(body) });
    });
  }

  /**
   * Expires the sessions whose time is up, as a hosted provider does with an abandoned checkout
   * (the investor closed the tab): each gets its signed `payment.expired` notification through
   * the outbox and the webhook, so the order moves to PAYMENT_ERROR and can be paid again. It
   * reads the sessions from the table, so those left open by a stopped process expire at the
   * next start. Answers how many sessions it expired.
   */
  async expireDue(db: Db): Promise<number> {
    const now = this.options.clock.now();
    const due = await db
      .select({ id: paymentAttempts.id })
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.provider, this.name),
          inArray(paymentAttempts.status, ['pending', 'confirming']),
          lte(paymentAttempts.createdAt, new Date(now.getTime() - this.ttlMs)),
        ),
      )
      .orderBy(asc(paymentAttempts.createdAt))
      .limit(100);
    let expired = 0;
    for (const { id } of due) {
      // `complete` locks the session and takes it only while still open, so a payment that lands
      // at the same moment, or another process's sweep, wins or loses as a whole.
      const notification = await this.complete(db, id, { outcome: 'expired' }, now);
      if (!notification) continue;
      expired += 1;
      // Not delivered now: it stays in the outbox for the notifier's retries.
      await this.options.notifier.deliverNow(notification);
    }
    return expired;
  }

  /** Moves a card session to its confirmation step (the 3220 test card). */
  async requireConfirmation(db: Db, attemptId: string): Promise<boolean> {
    const moved = await db
      .update(paymentAttempts)
      .set({ status: 'confirming' })
      .where(and(eq(paymentAttempts.id, attemptId), eq(paymentAttempts.status, 'pending')))
      .returning({ id: paymentAttempts.id });
    return moved.length > 0;
  }

  async verifyNotification(
    rawBody: string,
    header: (name: string) => string | undefined,
    tenantOf: (attemptId: string) => Promise<AttemptTenant | undefined>,
    now: Date,
  ): Promise<PaymentNotification> {
    const signature = parseSignatureHeader(header(SANDBOX_PAYMENT_SIGNATURE_HEADER) ?? '');
    if (!signature) throw new ApiError(401, 'invalid_signature');
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      throw new ApiError(400, 'malformed_json');
    }
    // The body is read before its signature is checked only to find whose key signs it.
    const result = v.safeParse(notificationSchema, parsed);
    if (!result.success) throw new ApiError(400, 'invalid_notification');
    const settings = (await tenantOf(result.output.data.session_id))?.settings;
    if (!settings) throw new ApiError(404, 'payment_attempt_not_found');
    const expected = createHmac('sha256', this.secretOf(settings)).update(`${signature.timestamp}.${rawBody}`).digest('hex');
    if (!timingSafeEqual(Buffer.from(signature.mac, 'hex'), Buffer.from(expected, 'hex'))) throw new ApiError(401, 'invalid_signature');
    if (Math.abs(now.getTime() - signature.timestamp * 1000) > NOTIFICATION_TOLERANCE_MS) throw new ApiError(401, 'stale_notification');
    const { id, type, data } = result.output;
    return {
      eventId: id,
      attemptId: data.session_id,
      outcome: type === 'payment.succeeded' ? 'succeeded' : 'failed',
      amount: data.amount,
      currency: data.currency,
      errorKey: data.error_key,
    };
  }
}
