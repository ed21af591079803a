import { randomInt } from 'node:crypto';
import * as v from 'valibot';
import { fromCents, toCents, type InvestmentStatus, type PayableMethod } from 'shared';
import type { Db } from '../../db/client.js';
import { paymentAttempts } from '../../db/schema.js';
import { ApiError } from '../../lib/errors.js';
import type { Clock } from '../../lib/clock.js';
import type { Logger } from '../../lib/logger.js';
import type { ProviderSecrets } from '../provider-secrets.js';
import { attemptRow, type AttemptTenant, type PaymentNotification, type PaymentProvider, type PaymentStart, type PaymentStartInput } from '../payment-provider.js';
import { returnUrl } from '../return-origin.js';
import { redsysOutcome } from './redsys-responses.js';
import { decodeMerchantParameters, isRedsysMerchantKey, isRedsysSignatureValid, REDSYS_SIGNATURE_VERSION, signRedsysMessage, type RedsysSignedMessage } from './redsys-signature.js';
import { parseRedsysDateTime } from './redsys-time.js';

export const REDSYS = 'redsys';
const REDSYS_PAGE_PATH = '/api/v2/pfp/redsys/payments';
export const REDSYS_WEBHOOK_PATH = '/api/v2/pfp/payments/webhooks/redsys';
/**
 * A signed notification dated longer ago than this is logged as late, and still applied: the
 * money was taken (a slow Bizum confirmation, the API down when Redsys notified), so refusing it
 * would leave the order waiting forever. A replay is harmless without a time window: its event id
 * is processed once, and a settled attempt never charges again (its money becomes a refund due).
 */
const NOTIFICATION_LATE_MS = 10 * 60 * 1000;
/** A notification dated ahead of the API's clock by more than this is logged too (the minute's rounding and clock drift). */
const NOTIFICATION_AHEAD_MS = 2 * 60 * 1000;

/**
 * A tenant's section `redsys` of the deployment's payment secrets. The test environment and the
 * live one differ by the gateway URL and the key Redsys gives for each.
 */
export const redsysSecretsSchema = v.object({
  /** The merchant's FUC code (Ds_Merchant_MerchantCode). */
  merchant_code: v.pipe(v.string(), v.regex(/^\d{1,9}$/)),
  terminal: v.pipe(v.string(), v.regex(/^\d{1,3}$/)),
  /** The SHA-256 key of the terminal, base64 (from Redsys's administration module). */
  secret_key: v.pipe(v.string(), v.check(isRedsysMerchantKey)),
  /** Where the browser posts the payment form: Redsys's `…/sis/realizarPago` of the test or the live environment (or the stand-in). */
  gateway_url: v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//)),
  /** Where Redsys posts its notifications, when not this API's own webhook at the address the investor reached (a proxy in between). */
  notification_url: v.optional(v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//))),
});
export type RedsysSecrets = v.InferOutput<typeof redsysSecretsSchema>;

/** ISO 4217 numeric codes of the currencies a tenant may charge in through Redsys. */
const CURRENCY_NUMBERS: Readonly<Record<string, string>> = { EUR: '978', USD: '840', GBP: '826', CHF: '756', JPY: '392', SEK: '752', DKK: '208', NOK: '578', PLN: '985' };
const CURRENCY_BY_NUMBER = Object.fromEntries(Object.entries(CURRENCY_NUMBERS).map(([code, number]) => [number, code]));
/** Currencies without minor units: Redsys's amount is then the whole amount. */
const NO_MINOR_UNITS = new Set(['JPY']);

/** Redsys's order number: 4 digits, then 8 of 0-9A-Z (Redsys takes 4 to 12 characters, the first 4 digits). */
const ORDER_PATTERN = /^\d{4}[0-9A-Z]{8}$/;
const ORDER_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

function newOrderNumber(): string {
  const digits = String(randomInt(0, 10_000)).padStart(4, '0');
  return digits + Array.from({ length: 8 }, () => ORDER_ALPHABET[randomInt(0, ORDER_ALPHABET.length)]).join('');
}

/** The attempt of an order number: the number is the attempt's own id, so a notification finds its attempt by it. */
function redsysAttemptId(order: string): string {
  return `redsys_${order}`;
}

export function redsysOrderOf(attemptId: string): string | undefined {
  const order = attemptId.startsWith('redsys_') ? attemptId.slice('redsys_'.length) : '';
  return ORDER_PATTERN.test(order) ? order : undefined;
}

/** What the payment form needs of an attempt, from its row, its tenant and its project. */
export interface RedsysFormInput {
  attemptId: string;
  method: string;
  amount: string;
  currency: string;
  lang: string;
  investmentId: string;
  slug: string;
  tenantSlug: string;
  merchantName: string;
  returnOrigin: string;
}

/** The form the browser posts to Redsys: where to, and its three signed fields. */
export interface RedsysForm {
  action: string;
  fields: RedsysSignedMessage;
}

const notificationFormSchema = v.object({
  Ds_SignatureVersion: v.literal(REDSYS_SIGNATURE_VERSION),
  Ds_MerchantParameters: v.pipe(v.string(), v.minLength(1), v.maxLength(20_000)),
  Ds_Signature: v.pipe(v.string(), v.minLength(1), v.maxLength(200)),
});

const text = v.pipe(v.string(), v.maxLength(200));
const notificationParametersSchema = v.object({
  Ds_Order: text,
  Ds_Amount: v.pipe(v.string(), v.regex(/^\d{1,12}$/)),
  Ds_Currency: v.pipe(v.string(), v.regex(/^\d{1,3}$/)),
  Ds_Response: v.pipe(v.string(), v.regex(/^\d{1,4}$/)),
  Ds_Date: text,
  Ds_Hour: text,
  Ds_MerchantCode: text,
  Ds_AuthorisationCode: v.optional(text),
});

/** A notification's parameters by their names as Redsys spells them, whatever the case it sends them in. */
function canonicalParameters(parameters: Record<string, unknown>): Record<string, unknown> {
  const names = Object.keys(notificationParametersSchema.entries);
  const byLower = new Map(names.map((name) => [name.toLowerCase(), name]));
  return Object.fromEntries(Object.entries(parameters).map(([name, value]) => [byLower.get(name.toLowerCase()) ?? name, value]));
}

/**
 * Redsys's redirect connection ("TPV virtual") for the card terminal and Bizum. `start` records
 * the attempt under a new Redsys order number and sends the browser to an API page that posts
 * the signed form to the tenant's Redsys gateway; Redsys then posts its signed notification to
 * `POST /payments/webhooks/redsys` and sends the browser back to the front's return pages. The
 * tenant's merchant code, terminal, key and gateway are the deployment's secrets (`redsys`).
 */
export class RedsysPaymentProvider implements PaymentProvider {
  readonly name = REDSYS;
  readonly methods: readonly PayableMethod[] = ['card_terminal', 'bizum'];

  constructor(private readonly options: { secrets: ProviderSecrets; logger: Logger; clock: Clock }) {}

  secretsOf(tenantSlug: string): RedsysSecrets | undefined {
    return this.options.secrets.of(tenantSlug, REDSYS, redsysSecretsSchema);
  }

  pendingStatus(method: PayableMethod): InvestmentStatus {
    return method === 'card_terminal' ? 'IN_UPDATE_TPV' : 'CREDIT_CARD';
  }

  redirectUrlOf(attempt: { id: string; lang: string }, apiOrigin: string): string {
    const url = new URL(`${REDSYS_PAGE_PATH}/${encodeURIComponent(attempt.id)}`, apiOrigin);
    url.searchParams.set('lang', attempt.lang);
    return url.toString();
  }

  async start(tx: Db, input: PaymentStartInput): Promise<PaymentStart> {
    // A tenant without its Redsys section cannot take payments here: a configuration problem, said plainly.
    if (!this.secretsOf(input.tenant.slug)) throw new ApiError(409, 'payment_provider_not_configured');
    if (!CURRENCY_NUMBERS[input.currency]) throw new ApiError(409, 'payment_currency_not_supported');
    // A clash of random order numbers is all but impossible; one is retried, not failed.
    for (let tries = 0; tries < 5; tries++) {
      const attemptId = redsysAttemptId(newOrderNumber());
      const inserted = await tx
        .insert(paymentAttempts)
        .values({
          ...attemptRow(input, this.name, attemptId),
          // The attempt's age, which decides its expiry (`redsys-expiry.ts`), is on the API's clock (tests move it).
          createdAt: this.options.clock.now(),
        })
        .onConflictDoNothing()
        .returning({ id: paymentAttempts.id });
      if (inserted.length > 0) return { kind: 'redirect', attemptId, redirectUrl: this.redirectUrlOf({ id: attemptId, lang: input.lang }, input.apiOrigin) };
    }
    throw new Error('no free Redsys order number');
  }

  /**
   * The signed payment form of an open attempt. URLOK and URLKO are the front's return pages
   * (the error page without a reason: it reads the reason the notification recorded).
   */
  formFor(input: RedsysFormInput, apiOrigin: string): RedsysForm {
    const secrets = this.secretsOf(input.tenantSlug);
    const order = redsysOrderOf(input.attemptId);
    const currency = CURRENCY_NUMBERS[input.currency];
    if (!secrets || !order || !currency) throw new ApiError(409, 'payment_provider_not_configured');
    const cents = NO_MINOR_UNITS.has(input.currency) ? toCents(input.amount) / 100n : toCents(input.amount);
    const failed = new URL(returnUrl(input.returnOrigin, input.slug, input.investmentId, { ok: false, reason: 'payment_failed' }));
    failed.searchParams.delete('reason');
    const parameters: Record<string, string> = {
      DS_MERCHANT_AMOUNT: cents.toString(),
      DS_MERCHANT_ORDER: order,
      DS_MERCHANT_MERCHANTCODE: secrets.merchant_code,
      DS_MERCHANT_CURRENCY: currency,
      DS_MERCHANT_TRANSACTIONTYPE: '0',
      DS_MERCHANT_TERMINAL: secrets.terminal,
      DS_MERCHANT_MERCHANTURL: secrets.notification_url ?? new URL(REDSYS_WEBHOOK_PATH, apiOrigin).toString(),
      DS_MERCHANT_URLOK: returnUrl(input.returnOrigin, input.slug, input.investmentId, { ok: true }),
      DS_MERCHANT_URLKO: failed.toString(),
      DS_MERCHANT_MERCHANTNAME: input.merchantName.slice(0, 25),
      // Redsys's page language: 001 Spanish, 002 English.
      DS_MERCHANT_CONSUMERLANGUAGE: input.lang === 'en' ? '002' : '001',
      // Bizum is Redsys's pay method "z"; the card terminal offers cards only.
      DS_MERCHANT_PAYMETHODS: input.method === 'bizum' ? 'z' : 'C',
    };
    return { action: secrets.gateway_url, fields: signRedsysMessage(secrets.secret_key, order, parameters) };
  }

  /**
   * A notification: form-urlencoded Ds_SignatureVersion, Ds_MerchantParameters, Ds_Signature.
   * The parameters are read before the signature is checked only to find whose key signs them
   * (the order number names the attempt, the attempt its tenant).
   */
  async verifyNotification(
    rawBody: string,
    _header: (name: string) => string | undefined,
    tenantOf: (attemptId: string) => Promise<AttemptTenant | undefined>,
    now: Date,
  ): Promise<PaymentNotification> {
    const form = v.safeParse(notificationFormSchema, Object.fromEntries(new URLSearchParams(rawBody)));
    if (!form.success) throw new ApiError(400, 'invalid_notification');
    const decoded = decodeMerchantParameters(form.output.Ds_MerchantParameters);
    const parsed = decoded ? v.safeParse(notificationParametersSchema, canonicalParameters(decoded)) : undefined;
    if (!parsed?.success) throw new ApiError(400, 'invalid_notification');
    const parameters = parsed.output;
    const order = parameters.Ds_Order;
    const attemptId = redsysAttemptId(order);
    const tenant = ORDER_PATTERN.test(order) ? await tenantOf(attemptId) : undefined;
    if (!tenant) {
      this.options.logger.warn({ provider: REDSYS, order }, 'redsys notification refused: unknown order');
      throw new ApiError(404, 'payment_attempt_not_found');
    }
    const secrets = this.secretsOf(tenant.slug);
    const signed =
      secrets !== undefined &&
      parameters.Ds_MerchantCode === secrets.merchant_code &&
      isRedsysSignatureValid(secrets.secret_key, order, form.output.Ds_MerchantParameters, form.output.Ds_Signature);
    if (!signed) {
      this.options.logger.warn({ provider: REDSYS, order, tenant: tenant.slug }, 'redsys notification refused: invalid signature');
      throw new ApiError(401, 'invalid_signature');
    }
    const at = parseRedsysDateTime(parameters.Ds_Date, parameters.Ds_Hour);
    const age = at ? now.getTime() - at.getTime() : Number.NaN;
    if (!(age <= NOTIFICATION_LATE_MS && age >= -NOTIFICATION_AHEAD_MS)) {
      this.options.logger.warn({ provider: REDSYS, order, date: parameters.Ds_Date, hour: parameters.Ds_Hour }, 'redsys notification late (or dated ahead): applied, its signature is valid');
    }
    const currency = CURRENCY_BY_NUMBER[parameters.Ds_Currency.padStart(3, '0')] ?? parameters.Ds_Currency;
    const cents = BigInt(parameters.Ds_Amount);
    const result = redsysOutcome(parameters.Ds_Response);
    return {
      // The same notification sent again has the same id: it is processed once.
      eventId: `${order}:${parameters.Ds_Response}:${parameters.Ds_AuthorisationCode ?? ''}`,
      attemptId,
      outcome: result.outcome,
      amount: fromCents(NO_MINOR_UNITS.has(currency) ? cents * 100n : cents),
      currency,
      errorKey: result.outcome === 'failed' ? result.errorKey : null,
      // Redsys's page may let the cardholder try again under the same order after a denial.
      retryable: result.outcome === 'failed',
    };
  }
}
