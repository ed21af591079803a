import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import { renderCheckoutPage } from './checkout-page.js';
import { parseFormParams, record, strings, text, type Param } from './form-params.js';

/**
 * A local stand-in for the part of Stripe's REST API the adapter calls, reached through the SDK's
 * `host`/`port`/`protocol` options: form-encoded requests as the SDK sends them, the secret key
 * as the bearer, `Idempotency-Key` honoured (the same key answers the same object; other
 * parameters under a used key are refused, as Stripe does), a hosted checkout page a browser pays
 * on, and webhook events signed with the SDK's own test helper, POSTed to the API. State is in
 * memory: a stand-in lives as long as its test or e2e run.
 */

export const STANDIN_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  /** Saved without trouble, but every charge of it is declined (Stripe's 0341 test card). */
  chargeDeclined: '4000000000000341',
} as const;

type Json = Record<string, unknown>;

/** Where events go: the API's webhook URL, or a function (tests deliver in process). */
export type Deliver = (body: string, headers: Record<string, string>) => Promise<number>;

export interface StandinOptions {
  secretKey: string;
  webhookSecret: string;
  deliver?: Deliver;
  /** The address pages are served at, when not `http://127.0.0.1:<port>` (e.g. `http://localhost:8042`). */
  publicUrl?: string;
}

interface Delivery {
  eventId: string;
  type: string;
  status: number | null;
}

class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: Json,
  ) {
    super(String(body.message));
  }
}

const invalid = (message: string, param?: string) => new StripeFailure(400, { type: 'invalid_request_error', message, ...(param ? { param } : {}) });
const missing = (kind: string, id: string) => new StripeFailure(404, { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${id}'` });

const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const nowSeconds = () => Math.floor(Date.now() / 1000);

function positiveInt(value: Param | undefined, param: string): number {
  const parsed = Number(text(value));
  if (!Number.isSafeInteger(parsed) || parsed <= 0) throw invalid(`Invalid integer: ${String(text(value))}`, param);
  return parsed;
}

export class StripeStandin {
  private server: Server | undefined;
  private origin = '';
  private deliverTo: Deliver | undefined;
  private readonly idempotent = new Map<string, { fingerprint: string; status: number; body: Json }>();
  readonly customers = new Map<string, Json>();
  readonly sessions = new Map<string, Json>();
  readonly setupIntents = new Map<string, Json>();
  readonly paymentMethods = new Map<string, Json>();
  readonly paymentIntents = new Map<string, Json>();
  readonly refunds = new Map<string, Json>();
  /** Every event sent, in order, with its signed body as delivered (tests replay them). */
  readonly events: { id: string; type: string; body: string }[] = [];
  readonly deliveries: Delivery[] = [];
  /** Requests that carried an idempotency key, and whether the answer was a replay. */
  readonly requests: { method: string; path: string; idempotencyKey: string | null; replayed: boolean }[] = [];
  private queue: Promise<void> = Promise.resolve();

  constructor(private readonly options: StandinOptions) {
    this.deliverTo = options.deliver;
  }

  async listen(port = 0, host = '127.0.0.1'): Promise<{ port: number; origin: string }> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(port, host, resolve));
    const address = this.server.address() as AddressInfo;
    this.origin = this.options.publicUrl ?? `http://${host}:${address.port}`;
    return { port: address.port, origin: this.origin };
  }

  async close(): Promise<void> {
    await this.settled();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Where events go from now on. */
  deliverWith(deliver: Deliver): void {
    this.deliverTo = deliver;
  }

  /** Waits until every queued event was delivered (or given up on), those queued meanwhile too. */
  async settled(): Promise<void> {
    let current: Promise<void>;
    do {
      current = this.queue;
      await current;
    } while (current !== this.queue);
  }

  /** The SDK's signature of a body at an instant (tests forge stale or replayed events with it). */
  sign(body: string, at = new Date(), secret = this.options.webhookSecret): string {
    return Stripe.webhooks.generateTestHeaderString({ payload: body, secret, timestamp: Math.floor(at.getTime() / 1000) });
  }

  // ---------------------------------------------------------------- HTTP

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://standin.invalid');
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    try {
      if (url.pathname === '/health') return this.json(res, 200, { ok: true });
      // The stand-in's own controls (not Stripe's API): e2e specs list the events sent and send one again.
      if (url.pathname === '/_standin/events' && req.method === 'GET') return this.json(res, 200, { data: this.events.map(({ id, type }) => ({ id, type })) });
      const resend = /^\/_standin\/events\/([^/]+)\/resend$/.exec(url.pathname);
      if (resend && req.method === 'POST') {
        const event = this.events.find((candidate) => candidate.id === resend[1]);
        if (!event) throw missing('event', resend[1] ?? '');
        return this.json(res, 200, { status: await this.send(event.body) });
      }
      if (url.pathname.startsWith('/checkout/')) return this.page(req.method ?? 'GET', url, body, res);
      if (!url.pathname.startsWith('/v1/')) throw missing('route', url.pathname);
      if (req.headers.authorization !== `Bearer ${this.options.secretKey}`) {
        throw new StripeFailure(401, { type: 'invalid_request_error', message: 'Invalid API Key provided' });
      }
      const key = typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : null;
      const method = req.method ?? 'GET';
      if (key && method === 'POST') {
        const fingerprint = `${method} ${url.pathname} ${body}`;
        const known = this.idempotent.get(key);
        if (known) {
          this.requests.push({ method, path: url.pathname, idempotencyKey: key, replayed: true });
          if (known.fingerprint !== fingerprint) {
            throw new StripeFailure(400, { type: 'idempotency_error', message: 'Keys for idempotent requests can only be used with the same parameters they were first used with.' });
          }
          return this.json(res, known.status, known.body, { 'Idempotent-Replayed': 'true' });
        }
        this.requests.push({ method, path: url.pathname, idempotencyKey: key, replayed: false });
        const answer = this.answer(method, url.pathname, parseFormParams(body));
        this.idempotent.set(key, { fingerprint, ...answer });
        return this.json(res, answer.status, answer.body);
      }
      this.requests.push({ method, path: url.pathname, idempotencyKey: key, replayed: false });
      const answer = this.answer(method, url.pathname, parseFormParams(method === 'GET' ? url.search.slice(1) : body));
      return this.json(res, answer.status, answer.body);
    } catch (error) {
      if (error instanceof StripeFailure) return this.json(res, error.status, { error: error.body });
      this.json(res, 500, { error: { type: 'api_error', message: error instanceof Error ? error.message : 'error' } });
    }
  }

  private json(res: ServerResponse, status: number, body: Json, headers: Record<string, string> = {}): void {
    res.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': newId('req'), ...headers });
    res.end(JSON.stringify(body));
  }

  /** Runs a request; a failure of a keyed request is kept under its key too, as Stripe does. */
  private answer(method: string, path: string, params: Record<string, Param>): { status: number; body: Json } {
    try {
      return { status: 200, body: this.route(method, path, params) };
    } catch (error) {
      if (error instanceof StripeFailure) return { status: error.status, body: { error: error.body } };
      throw error;
    }
  }

  private route(method: string, path: string, params: Record<string, Param>): Json {
    const [, , resource, id, action] = path.split('/');
    const find = (map: Map<string, Json>, kind: string, key: string | undefined) => {
      const found = key ? map.get(key) : undefined;
      if (!found || !key) throw missing(kind, key ?? '');
      return found;
    };
    if (resource === 'customers' && method === 'POST' && !id) return this.createCustomer(params);
    if (resource === 'checkout' && id === 'sessions') {
      const [, , , , sessionId, sessionAction] = path.split('/');
      if (method === 'POST' && !sessionId) return this.createSession(params);
      const session = find(this.sessions, 'checkout.session', sessionId);
      if (method === 'GET' && !sessionAction) return session;
      if (method === 'POST' && sessionAction === 'expire') return this.expire(session);
    }
    if (resource === 'setup_intents' && method === 'GET' && !action) return find(this.setupIntents, 'setup_intent', id);
    if (resource === 'payment_methods' && method === 'GET' && !action) return find(this.paymentMethods, 'payment_method', id);
    if (resource === 'payment_methods' && method === 'POST' && action === 'detach') {
      const paymentMethod = find(this.paymentMethods, 'payment_method', id);
      if (!paymentMethod.customer) throw invalid('The payment method you provided is not attached to a customer so detachment is impossible.');
      paymentMethod.customer = null;
      return paymentMethod;
    }
    if (resource === 'payment_intents' && method === 'POST' && !id) return this.createPaymentIntent(params);
    if (resource === 'payment_intents' && method === 'GET' && !action) return find(this.paymentIntents, 'payment_intent', id);
    if (resource === 'refunds' && method === 'POST' && !id) return this.createRefund(params);
    throw missing('route', path);
  }

  // ---------------------------------------------------------------- resources

  private createCustomer(params: Record<string, Param>): Json {
    const customer = { id: newId('cus'), object: 'customer', email: text(params.email) ?? null, metadata: strings(params.metadata), created: nowSeconds(), livemode: false };
    this.customers.set(customer.id, customer);
    return customer;
  }

  private createSession(params: Record<string, Param>): Json {
    const mode = text(params.mode);
    if (mode !== 'payment' && mode !== 'setup') throw invalid('mode must be payment or setup', 'mode');
    const successUrl = text(params.success_url);
    const cancelUrl = text(params.cancel_url);
    if (!successUrl || !cancelUrl) throw invalid('success_url and cancel_url are required', 'success_url');
    let amount: number | null = null;
    let currency = text(params.currency) ?? null;
    let description = 'Card';
    if (mode === 'payment') {
      const items = params.line_items;
      const item = Array.isArray(items) ? record(items[0]) : {};
      const price = record(item.price_data);
      amount = positiveInt(price.unit_amount, 'line_items[0][price_data][unit_amount]') * positiveInt(item.quantity, 'line_items[0][quantity]');
      currency = text(price.currency) ?? null;
      description = text(record(price.product_data).name) ?? description;
      if (!currency) throw invalid('currency is required', 'line_items[0][price_data][currency]');
    } else {
      const customer = text(params.customer);
      if (!customer || !this.customers.has(customer)) throw missing('customer', customer ?? '');
    }
    const id = newId('cs');
    const session: Json = {
      id,
      object: 'checkout.session',
      mode,
      status: 'open',
      payment_status: mode === 'setup' ? 'no_payment_required' : 'unpaid',
      amount_total: amount,
      amount_subtotal: amount,
      currency,
      customer: text(params.customer) ?? null,
      client_reference_id: text(params.client_reference_id) ?? null,
      metadata: strings(params.metadata),
      payment_intent: null,
      setup_intent: null,
      success_url: successUrl,
      cancel_url: cancelUrl,
      locale: text(params.locale) ?? 'auto',
      url: `${this.origin}/checkout/${id}?lang=${text(params.locale) ?? 'en'}`,
      created: nowSeconds(),
      expires_at: nowSeconds() + 24 * 3600,
      livemode: false,
      // Kept for the intents the page creates; Stripe does not answer these.
      _description: description,
      _intent_metadata: strings(record(mode === 'setup' ? params.setup_intent_data : params.payment_intent_data).metadata),
    };
    this.sessions.set(id, session);
    return this.publicOf(session);
  }

  private publicOf(session: Json): Json {
    return Object.fromEntries(Object.entries(session).filter(([key]) => !key.startsWith('_')));
  }

  private expire(session: Json): Json {
    if (session.status !== 'open') throw invalid(`Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${String(session.status)}".`);
    session.status = 'expired';
    session.url = null;
    this.emit('checkout.session.expired', this.publicOf(session));
    return this.publicOf(session);
  }

  private cardMethod(number: string, customer: string | null): Json {
    const method = {
      id: newId('pm'),
      object: 'payment_method',
      type: 'card',
      card: { brand: number.startsWith('5') ? 'mastercard' : 'visa', last4: number.slice(-4), exp_month: 12, exp_year: 2034, funding: 'credit', country: 'US' },
      customer,
      metadata: {},
      created: nowSeconds(),
      livemode: false,
      _number: number,
    };
    this.paymentMethods.set(method.id, method);
    return method;
  }

  /** A payment intent confirmed with a card: succeeded, or failed with the decline, and its event. */
  private confirmIntent(input: { amount: number; currency: string; customer: string | null; paymentMethod: Json; metadata: Record<string, string> }): Json {
    const declined = input.paymentMethod._number === STANDIN_CARDS.declined || input.paymentMethod._number === STANDIN_CARDS.chargeDeclined;
    const intent: Json = {
      id: newId('pi'),
      object: 'payment_intent',
      amount: input.amount,
      amount_received: declined ? 0 : input.amount,
      currency: input.currency,
      customer: input.customer,
      payment_method: input.paymentMethod.id,
      metadata: input.metadata,
      status: declined ? 'requires_payment_method' : 'succeeded',
      last_payment_error: declined ? { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' } : null,
      created: nowSeconds(),
      livemode: false,
      _refunded: 0,
    };
    this.paymentIntents.set(String(intent.id), intent);
    this.emit(declined ? 'payment_intent.payment_failed' : 'payment_intent.succeeded', this.publicOf(intent));
    return intent;
  }

  private createPaymentIntent(params: Record<string, Param>): Json {
    const amount = positiveInt(params.amount, 'amount');
    const currency = text(params.currency);
    if (!currency) throw invalid('Missing required param: currency.', 'currency');
    const paymentMethod = this.paymentMethods.get(text(params.payment_method) ?? '');
    if (!paymentMethod) throw missing('payment_method', text(params.payment_method) ?? '');
    const customer = text(params.customer) ?? null;
    if (text(params.off_session) === 'true' && paymentMethod.customer !== customer) {
      throw invalid('The provided PaymentMethod is not attached to this customer.', 'payment_method');
    }
    const intent = this.confirmIntent({ amount, currency, customer, paymentMethod, metadata: strings(params.metadata) });
    if (intent.status !== 'succeeded') {
      throw new StripeFailure(402, { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', payment_intent: this.publicOf(intent) });
    }
    return this.publicOf(intent);
  }

  private createRefund(params: Record<string, Param>): Json {
    const intent = this.paymentIntents.get(text(params.payment_intent) ?? '');
    if (!intent) throw missing('payment_intent', text(params.payment_intent) ?? '');
    const left = Number(intent.amount_received) - Number(intent._refunded);
    const amount = params.amount === undefined ? left : positiveInt(params.amount, 'amount');
    if (amount > left) throw invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, 'amount');
    intent._refunded = Number(intent._refunded) + amount;
    const refund = { id: newId('re'), object: 'refund', amount, currency: intent.currency, payment_intent: intent.id, status: 'succeeded', metadata: strings(params.metadata), created: nowSeconds() };
    this.refunds.set(refund.id, refund);
    this.emit('refund.created', refund);
    return refund;
  }

  // ---------------------------------------------------------------- the hosted page

  /** What the browser's submit does on a session's page: the outcome, and where it goes next. */
  submit(sessionId: string, cardNumber: string): { redirect: string } | { error: string } {
    const session = this.sessions.get(sessionId);
    if (!session || session.status !== 'open') return { error: 'This checkout session is no longer open.' };
    const number = cardNumber.replace(/\s+/g, '');
    if (!(Object.values(STANDIN_CARDS) as string[]).includes(number)) return { error: 'Your card number is invalid.' };
    const paymentMethod = this.cardMethod(number, null);
    const metadata = session._intent_metadata as Record<string, string>;
    if (session.mode === 'setup') {
      if (number === STANDIN_CARDS.declined) return { error: 'Your card was declined.' };
      paymentMethod.customer = session.customer;
      const setupIntent = { id: newId('seti'), object: 'setup_intent', status: 'succeeded', customer: session.customer, payment_method: paymentMethod.id, usage: 'off_session', metadata, created: nowSeconds(), livemode: false };
      this.setupIntents.set(setupIntent.id, setupIntent);
      Object.assign(session, { status: 'complete', setup_intent: setupIntent.id, url: null });
      this.emit('setup_intent.succeeded', setupIntent);
      this.emit('checkout.session.completed', this.publicOf(session));
      return { redirect: String(session.success_url) };
    }
    const intent = this.confirmIntent({ amount: Number(session.amount_total), currency: String(session.currency), customer: (session.customer as string | null) ?? null, paymentMethod, metadata });
    // A declined card leaves the session open: the investor may try another card on the same page.
    if (intent.status !== 'succeeded') return { error: 'Your card was declined.' };
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: intent.id, url: null });
    this.emit('checkout.session.completed', this.publicOf(session));
    return { redirect: String(session.success_url) };
  }

  private page(method: string, url: URL, body: string, res: ServerResponse): void {
    const sessionId = url.pathname.split('/')[2] ?? '';
    const session = this.sessions.get(sessionId);
    const lang = url.searchParams.get('lang') ?? 'en';
    if (!session || session.status !== 'open') {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Checkout</title></head><body><main><h1>This checkout session is no longer open.</h1></main></body></html>`);
      return;
    }
    let error: string | null = null;
    let card = '';
    if (method === 'POST') {
      card = new URLSearchParams(body).get('card_number') ?? '';
      const outcome = this.submit(sessionId, card);
      if ('redirect' in outcome) {
        res.writeHead(303, { Location: outcome.redirect });
        res.end();
        return;
      }
      error = outcome.error;
    }
    const amount = session.amount_total === null ? null : `${(Number(session.amount_total) / 100).toFixed(2)} ${String(session.currency).toUpperCase()}`;
    res.writeHead(error ? 402 : 200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' });
    res.end(renderCheckoutPage({ sessionId, mode: session.mode as 'payment' | 'setup', amount, description: String(session._description), cancelUrl: String(session.cancel_url), lang, error, card }));
  }

  // ---------------------------------------------------------------- events

  /** Queues an event; events go out one after another, each retried a few times until answered 2xx. */
  private emit(type: string, object: Json): void {
    const event = { id: newId('evt'), object: 'event', api_version: Stripe.API_VERSION, created: nowSeconds(), type, livemode: false, pending_webhooks: 1, request: { id: null, idempotency_key: null }, data: { object } };
    const body = JSON.stringify(event);
    this.events.push({ id: event.id, type, body });
    // After the current request is answered, as Stripe does: the API may be waiting on that answer.
    this.queue = this.queue.then(() => new Promise((resolve) => setImmediate(resolve))).then(() => this.deliver(event.id, type, body));
  }

  /** Sends an event's body (signed now, or at `at`) once; answers the HTTP status, null when unreachable. */
  async send(body: string, at = new Date()): Promise<number | null> {
    if (!this.deliverTo) return null;
    try {
      return await this.deliverTo(body, { 'Content-Type': 'application/json', 'Stripe-Signature': this.sign(body, at) });
    } catch {
      return null;
    }
  }

  private async deliver(eventId: string, type: string, body: string): Promise<void> {
    let status: number | null = null;
    for (let attempt = 0; attempt < 5; attempt++) {
      status = await this.send(body);
      if (status !== null && status >= 200 && status < 300) break;
      if (!this.deliverTo) break;
      await new Promise((resolve) => setTimeout(resolve, 100 * 2 ** attempt));
    }
    this.deliveries.push({ eventId, type, status });
  }
}

/** Delivers events by POSTing them to the API's webhook URL. */
export function httpDeliver(webhookUrl: string): Deliver {
  return async (body, headers) => (await fetch(webhookUrl, { method: 'POST', body, headers })).status;
}
