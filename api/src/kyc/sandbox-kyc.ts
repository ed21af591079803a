import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { kycProviderStatusSchema, type KycProviderStatus } from 'shared';
import { ApiError } from '../lib/errors.js';
import type { Logger } from '../lib/logger.js';
import type { KycDocument, KycNotification, KycProvider, KycSubmission } from './kyc-provider.js';

export const SANDBOX_KYC = 'sandbox';
export const SANDBOX_SIGNATURE_HEADER = 'X-Sandbox-Signature';
export const SANDBOX_WEBHOOK_PATH = '/api/v2/pfp/kyc/webhooks/sandbox';

const notificationSchema = v.object({ event_id: v.pipe(v.string(), v.minLength(1)), reference: v.pipe(v.string(), v.minLength(1)), status: kycProviderStatusSchema });

/**
 * The verdict a test file asks for by its name, so a demo or a test can walk every path:
 * a document named with `manual` goes to MANUAL_REVIEW (manual_error), one with `error` or
 * `reject` is refused (ERROR: error), anything else passes (SUCCESS: success).
 */
function sandboxVerdict(documents: readonly Pick<KycDocument, 'name'>[]): KycProviderStatus {
  const names = documents.map((document) => document.name.toLowerCase());
  if (names.some((name) => name.includes('manual'))) return 'MANUAL_REVIEW';
  if (names.some((name) => name.includes('error') || name.includes('reject'))) return 'ERROR';
  return 'SUCCESS';
}

function signSandboxBody(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

/** Sends a notification the way the provider's servers would: an HTTP POST to our webhook. */
export type Deliver = (request: { host: string; body: string; headers: Record<string, string> }) => Promise<{ status: number }>;

interface Pending {
  host: string;
  body: string;
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
    const body = JSON.stringify({ event_id: `evt_${randomUUID()}`, reference, status: sandboxVerdict(submission.documents) });
    const entry: Pending = { host: submission.callbackHost, body, timer: undefined };
    this.pending.set(reference, entry);
    entry.timer = setTimeout(() => void this.send(reference), this.options.delayMs);
    // A pending verdict never keeps the process alive (shutdown, the end of a test run).
    entry.timer.unref();
    return { reference };
  }

  /** Sends every pending notification now and waits for the answers. */
  async flush(): Promise<void> {
    await Promise.all([...this.pending.keys()].map((reference) => this.send(reference)));
  }

  /** The notification waiting for `reference`, signed, as it would be posted (tests replay it). */
  pendingNotification(reference: string): { body: string; signature: string } | undefined {
    const entry = this.pending.get(reference);
    return entry ? { body: entry.body, signature: signSandboxBody(this.options.secret, entry.body) } : undefined;
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

  private async send(reference: string, attempt = 0): Promise<void> {
    const entry = this.pending.get(reference);
    if (!entry || !this.deliver) return;
    clearTimeout(entry.timer);
    this.pending.delete(reference);
    const headers = { 'Content-Type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: signSandboxBody(this.options.secret, entry.body) };
    try {
      const { status } = await this.deliver({ host: entry.host, body: entry.body, headers });
      if (status < 300) return;
      throw new Error(`webhook answered ${status}`);
    } catch (error) {
      if (attempt >= (this.options.maxRetries ?? 3)) {
        this.options.logger.error({ err: error, reference }, 'sandbox KYC notification given up');
        return;
      }
      this.options.logger.warn({ err: error, reference, attempt }, 'sandbox KYC notification failed; retrying');
      this.pending.set(reference, entry);
      entry.timer = setTimeout(() => void this.send(reference, attempt + 1), this.options.delayMs);
      entry.timer.unref();
    }
  }
}
