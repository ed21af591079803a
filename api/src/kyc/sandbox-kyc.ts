import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { kycProviderStatusSchema, type KycProviderStatus } from 'shared';
import { ApiError } from '../lib/errors.js';
import type { Logger } from '../lib/logger.js';
import type { KycDocument, KycNotification, KycProvider, KycSubmission } from './kyc-provider.js';

const SANDBOX_KYC = 'sandbox';
export const SANDBOX_SIGNATURE_HEADER = 'X-Sandbox-Signature';
export const SANDBOX_WEBHOOK_PATH = '/api/v2/pfp/kyc/webhooks/sandbox';

const notificationSchema = v.object({ event_id: v.pipe(v.string(), v.minLength(1)), reference: v.pipe(v.string(), v.minLength(1)), status: kycProviderStatusSchema });

/**
 * The answers a test file asks for by its name, so a demo or a test can walk every path. The
 * first rule that matches a document's name (lower case) wins:
 *
 * | name contains | notifications sent | our status |
 * | --- | --- | --- |
 * | `manual` | MANUAL_REVIEW | manual_error |
 * | `verification` | VERIFICATION_ERROR | error |
 * | `error` or `reject` | ERROR | error |
 * | `running` | RUNNING, then SUCCESS | pending, then success |
 * | `pending` | PENDING, then SUCCESS | pending, then success |
 * | anything else | SUCCESS | success |
 *
 * PENDING and RUNNING are what a provider still working reports; like one, the sandbox sends its
 * final verdict later (after another `delayMs`, or at the next `flush()`).
 */
export function sandboxAnswers(documents: readonly Pick<KycDocument, 'name'>[]): KycProviderStatus[] {
  const names = documents.map((document) => document.name.toLowerCase());
  const any = (...words: string[]) => names.some((name) => words.some((word) => name.includes(word)));
  if (any('manual')) return ['MANUAL_REVIEW'];
  if (any('verification')) return ['VERIFICATION_ERROR'];
  if (any('error', 'reject')) return ['ERROR'];
  if (any('running')) return ['RUNNING', 'SUCCESS'];
  if (any('pending')) return ['PENDING', 'SUCCESS'];
  return ['SUCCESS'];
}

function signSandboxBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** Sends a notification the way the provider's servers would: an HTTP POST to our webhook. */
export type Deliver = (request: { host: string; body: string; headers: Record<string, string> }) => Promise<{ status: number }>;

interface Pending {
  host: string;
  /** The notifications still to send for the check, in order. */
  bodies: string[];
  timer: NodeJS.Timeout | undefined;
}

/**
 * The built-in KYC adapter. It behaves like a hosted provider: it takes the documents, answers
 * nothing at once, and after `delayMs` POSTs a signed (HMAC-SHA256 of the raw body) notification
 * to the webhook; a notification answered with an error is sent again, like a provider's retry.
 * `flush()` sends every pending notification now (tests, the demo's "validate now").
 */
export class SandboxKycProvider implements KycProvider {
  readonly name = SANDBOX_KYC;
  private readonly pending = new Map<string, Pending>();
  private deliver: Deliver | undefined;

  constructor(
    private readonly options: { secret: string; delayMs: number; logger: Logger; maxRetries?: number },
  ) {}

  /** The app wires its own request handler here once built (the sandbox calls the API like a provider would). */
  connect(deliver: Deliver): void {
    this.deliver = deliver;
  }

  async submit(submission: KycSubmission): Promise<{ reference: string }> {
    const reference = `sbx_${randomUUID()}`;
    const bodies = sandboxAnswers(submission.documents).map((status) => JSON.stringify({ event_id: `evt_${randomUUID()}`, reference, status }));
    const entry: Pending = { host: submission.callbackHost, bodies, timer: undefined };
    this.pending.set(reference, entry);
    this.schedule(reference, entry, 0);
    return { reference };
  }

  /** Sends every pending notification now, each check's in order, and waits for the answers. */
  async flush(): Promise<void> {
    await Promise.all(
      [...this.pending.keys()].map(async (reference) => {
        // Until the check has nothing left, or a notification was refused (its retry stays scheduled).
        for (;;) {
          const left = this.pending.get(reference)?.bodies.length ?? 0;
          if (left === 0) return;
          await this.send(reference);
          if ((this.pending.get(reference)?.bodies.length ?? 0) === left) return;
        }
      }),
    );
  }

  /** The next notification waiting for `reference`, signed, as it would be posted (tests replay it). */
  pendingNotification(reference: string): { body: string; signature: string } | undefined {
    const body = this.pending.get(reference)?.bodies[0];
    return body === undefined ? undefined : { body, signature: signSandboxBody(this.options.secret, body) };
  }

  /** The signature the sandbox puts on a body, as its notifications carry it (tests send their own notifications). */
  sign(body: string): string {
    return signSandboxBody(this.options.secret, body);
  }

  verifyNotification(rawBody: string, headers: (name: string) => string | undefined): KycNotification {
    const sent = headers(SANDBOX_SIGNATURE_HEADER) ?? '';
    const expected = signSandboxBody(this.options.secret, rawBody);
    const matches = sent.length === expected.length && timingSafeEqual(Buffer.from(sent), Buffer.from(expected));
    if (!matches) throw new ApiError(401, 'invalid_signature');
    let parsed: unknown;
    try {
      parsed = JSON.parse(rawBody);
    } catch {
      throw new ApiError(400, 'malformed_json');
    }
    const result = v.safeParse(notificationSchema, parsed);
    if (!result.success) throw new ApiError(400, 'invalid_notification');
    return { eventId: result.output.event_id, reference: result.output.reference, status: result.output.status };
  }

  private schedule(reference: string, entry: Pending, attempt: number): void {
    entry.timer = setTimeout(() => void this.send(reference, attempt), this.options.delayMs);
    // A pending verdict never keeps the process alive (shutdown, the end of a test run).
    entry.timer.unref();
  }

  /** Sends the check's next notification; the next one, if any, follows after another delay. */
  private async send(reference: string, attempt = 0): Promise<void> {
    const entry = this.pending.get(reference);
    const body = entry?.bodies[0];
    if (!entry || body === undefined || !this.deliver) return;
    clearTimeout(entry.timer);
    this.pending.delete(reference);
    const headers = { 'Content-Type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(this.options.secret, body) };
    try {
      const { status } = await this.deliver({ host: entry.host, body, headers });
      if (status >= 300) throw new Error(`webhook answered ${status}`);
      entry.bodies.shift();
      if (entry.bodies.length === 0) return;
      this.pending.set(reference, entry);
      this.schedule(reference, entry, 0);
    } catch (error) {
      if (attempt >= (this.options.maxRetries ?? 3)) {
        this.options.logger.error({ err: error, reference }, 'sandbox KYC notification given up');
        return;
      }
      this.options.logger.warn({ err: error, reference, attempt }, 'sandbox KYC notification failed; retrying');
      this.pending.set(reference, entry);
      this.schedule(reference, entry, attempt + 1);
    }
  }
}
