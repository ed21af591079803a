import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { PaymentErrorKey } from 'shared';
import type { AppEnv, Deps } from '../../app-env.js';
import { OPERATIONS } from '../../auth/access.js';
import { investments, issuances, paymentAttempts, tenants } from '../../db/schema.js';
import { errorBody } from '../../lib/errors.js';
import { readMultipartBody } from '../../lib/validation.js';
import { returnUrl } from '../../payments/return-origin.js';
import { pageLang, type PageLang, type RenderedPage } from '../../payments/hosted-page.js';
import { renderConfirmPage, renderMessagePage, renderPayPage, type PaySession, type SandboxFieldError, type SandboxMethod } from '../../payments/sandbox/sandbox-page.js';
import { SANDBOX_CARDS, SANDBOX_PAYMENT, type SandboxOutcome } from '../../payments/sandbox/sandbox-payment.js';
import { PFP } from '../base-paths.js';
import { defineRoute, defineRoutes } from '../define-route.js';
import { pathParams } from '../params.js';
import { html, redirect } from '../../lib/openapi.js';

/**
 * The sandbox provider's own pages, served by the API as a hosted-payment provider serves
 * them: public, addressed by the session's unguessable id, HTML with a strict CSP. What the
 * investor does here only changes the provider's session and queues its signed notification;
 * the investment moves when the webhook receives that notification.
 */

/** A browser asks for HTML; any other client (a script, a scanner) gets the API's JSON error shape for a failure. */
function wantsHtml(c: Context<AppEnv>): boolean {
  return /\btext\/html\b/.test(c.req.header('Accept') ?? '');
}

const FAILURE_KEYS = { 400: 'invalid_payment_form', 404: 'payment_session_not_found' } as const;

function send(c: Context<AppEnv>, page: RenderedPage, status: 200 | 400 | 404 = 200) {
  if (status !== 200 && !wantsHtml(c)) return c.json(errorBody(FAILURE_KEYS[status]), status);
  return c.html(page.html, status, {
    'Content-Security-Policy': page.csp,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    // The session id is in the address: it must not leak to the pages linked from here.
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  });
}

interface Session extends PaySession {
  status: string;
  investmentId: string;
  slug: string;
  errorKey: PaymentErrorKey | null;
  createdAt: Date;
}

async function sessionOf(deps: Deps, id: string): Promise<Session | undefined> {
  if (!/^ps_[A-Za-z0-9_-]{32}$/.test(id)) return undefined;
  const [row] = await deps.db
    .select({ attempt: paymentAttempts, merchant: tenants.name, appUrl: tenants.appUrl, slug: issuances.slug })
    .from(paymentAttempts)
    .innerJoin(tenants, eq(tenants.id, paymentAttempts.tenantId))
    .innerJoin(investments, eq(investments.id, paymentAttempts.investmentId))
    .innerJoin(issuances, eq(issuances.id, investments.issuanceId))
    .where(and(eq(paymentAttempts.id, id), eq(paymentAttempts.provider, SANDBOX_PAYMENT)))
    .limit(1);
  if (!row) return undefined;
  const { attempt } = row;
  return {
    id: attempt.id,
    method: attempt.method as SandboxMethod,
    amount: attempt.amount,
    currency: attempt.currency,
    merchant: row.merchant,
    returnOrigin: attempt.returnOrigin ?? new URL(row.appUrl).origin,
    status: attempt.status,
    investmentId: attempt.investmentId,
    slug: row.slug,
    errorKey: attempt.errorKey,
    createdAt: attempt.createdAt,
  };
}

/** The front's page for a finished session, from what the session recorded. */
function backTo(session: Session): string {
  return returnUrl(session.returnOrigin, session.slug, session.investmentId, session.status === 'succeeded' ? { ok: true } : { ok: false, reason: session.errorKey ?? 'payment_failed' });
}

/**
 * Records the outcome with the provider (an expired session records its expiry whatever was
 * submitted) and sends its notification now (retried later if it fails). Answers the session as
 * it ended.
 */
async function settle(deps: Deps, session: Session, outcome: SandboxOutcome): Promise<Session> {
  const notification = await deps.paymentSandbox.complete(deps.db, session.id, outcome, deps.clock.now());
  if (notification) {
    try {
      await deps.notifier.deliverNow(notification);
    } catch (error) {
      // Kept in the outbox: the notifier's timer sends it again.
      deps.logger.warn({ err: error, session: session.id }, 'sandbox payment notification not delivered now');
    }
  }
  return (await sessionOf(deps, session.id)) ?? session;
}

/** Settles the session and sends the browser back to the front's page for how it ended. */
async function finish(c: Context<AppEnv>, deps: Deps, session: Session, outcome: SandboxOutcome) {
  return c.redirect(backTo(await settle(deps, session, outcome)), 303);
}

const isOpen = (session: Session) => session.status === 'pending' || session.status === 'confirming';

/** A session still open past its time: the investor came back to a page left open too long. */
function expired(deps: Deps, session: Session): boolean {
  return isOpen(session) && deps.paymentSandbox.isExpired(session.createdAt, deps.clock.now());
}

const text = (body: Record<string, unknown>, name: string) => (typeof body[name] === 'string' ? (body[name] as string).trim() : '');

/** Expiry MM/YY of a month not yet over. */
function validExpiry(value: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value);
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year * 12 + month >= now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

type Submission = { errors: Partial<Record<SandboxFieldError, true>>; values: Record<string, string>; result: SandboxOutcome | 'confirm' | null };

function readSubmission(session: Session, body: Record<string, unknown>, now: Date): Submission {
  const errors: Partial<Record<SandboxFieldError, true>> = {};
  // The investor gives up on the page: the payment fails, and the order can be paid again another way.
  if (body.decision === 'cancel') return { errors, values: {}, result: { outcome: 'failed', errorKey: 'payment_failed' } };
  if (session.method === 'card_provider' || session.method === 'card_terminal') {
    const number = text(body, 'card_number').replace(/[\s-]/g, '');
    const expiry = text(body, 'expiry');
    const values = { card_number: text(body, 'card_number'), expiry };
    const known = Object.values(SANDBOX_CARDS) as string[];
    if (!known.includes(number)) errors.card_number = true;
    if (!validExpiry(expiry, now)) errors.expiry = true;
    if (!/^\d{3,4}$/.test(text(body, 'cvc'))) errors.cvc = true;
    if (Object.keys(errors).length > 0) return { errors, values, result: null };
    if (number === SANDBOX_CARDS.confirmation) return { errors, values, result: 'confirm' };
    // A declined card is the provider refusing (payment_error); payment_failed is a payment that did not finish (cancelled).
    return { errors, values, result: number === SANDBOX_CARDS.succeeds ? { outcome: 'succeeded' } : { outcome: 'failed', errorKey: 'payment_error' } };
  }
  const outcome = text(body, 'outcome');
  if (outcome !== 'approve' && outcome !== 'decline') errors.outcome = true;
  let values: Record<string, string>;
  if (session.method === 'bizum') {
    values = { phone: text(body, 'phone') };
    if (!/^\+?\d{9,15}$/.test(values.phone ?? '')) errors.phone = true;
  } else {
    values = { wallet: text(body, 'wallet') };
    if (!/^(?:0x)?[0-9a-fA-F]{40}$/.test(values.wallet ?? '')) errors.wallet = true;
  }
  if (Object.keys(errors).length > 0) return { errors, values, result: null };
  return { errors, values, result: outcome === 'approve' ? { outcome: 'succeeded' } : { outcome: 'failed', errorKey: 'payment_error' } };
}

/** The page for a session as it stands: the form, the confirmation step, or finished. */
function pageFor(session: Session, lang: PageLang): RenderedPage {
  if (session.status === 'pending') return renderPayPage(session, lang);
  if (session.status === 'confirming') return renderConfirmPage(session, lang);
  return renderMessagePage(lang, 'finished', backTo(session));
}

const sessionPath = '/sandbox/payments/:sessionId';

export const sandboxPagesRoutes = defineRoutes(PFP, [
  defineRoute({
    method: 'GET',
    path: sessionPath,
    access: OPERATIONS,
    describe: {
      tags: ['payments'],
      summary: "The sandbox provider's hosted payment page (EN/ES by ?lang=): card with documented test cards, Bizum or crypto wallet with a success/decline choice",
      parameters: [{ in: 'query', name: 'lang', required: false, schema: { type: 'string', enum: ['en', 'es'] } }],
    },
    responses: { 200: html('The page'), 404: html('No such session (JSON payment_session_not_found unless the client accepts text/html)') },
    param: pathParams('sessionId'),
    handler: async ({ c, deps, param }) => {
      const lang = pageLang(c.req.query('lang'));
      const session = await sessionOf(deps, param.sessionId);
      if (!session) return send(c, renderMessagePage(lang, 'not_found', null), 404);
      if (expired(deps, session)) return send(c, pageFor(await settle(deps, session, { outcome: 'expired' }), lang));
      return send(c, pageFor(session, lang));
    },
  }),
  defineRoute({
    method: 'POST',
    path: sessionPath,
    access: OPERATIONS,
    describe: {
      tags: ['payments'],
      summary: "Submit the sandbox page (multipart form): 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined, 4000 0000 0000 3220 asks for confirmation, decision=cancel gives up; the provider notifies the webhook, then redirects (303) to the front's payment-success or payment-error page",
    },
    responses: { 200: html('The confirmation step'), 303: redirect("Back to the tenant's front"), 400: html('The form with its errors'), 404: html('No such session') },
    param: pathParams('sessionId'),
    handler: async ({ c, deps, param }) => {
      const lang = pageLang(c.req.query('lang'));
      const session = await sessionOf(deps, param.sessionId);
      if (!session) return send(c, renderMessagePage(lang, 'not_found', null), 404);
      if (expired(deps, session)) return finish(c, deps, session, { outcome: 'expired' });
      if (session.status !== 'pending') return send(c, pageFor(session, lang));
      const submission = readSubmission(session, await readMultipartBody(c), deps.clock.now());
      if (!submission.result) return send(c, renderPayPage(session, lang, submission), 400);
      if (submission.result === 'confirm') {
        await deps.paymentSandbox.requireConfirmation(deps.db, session.id);
        return send(c, renderConfirmPage(session, lang));
      }
      return finish(c, deps, session, submission.result);
    },
  }),
  defineRoute({
    method: 'POST',
    path: `${sessionPath}/confirm`,
    access: OPERATIONS,
    describe: {
      tags: ['payments'],
      summary: 'The confirmation step of the sandbox page (multipart field decision=confirm|cancel); a cancel fails the payment with payment_verification_error',
    },
    responses: { 303: redirect("Back to the tenant's front"), 200: html('The session is not waiting for a confirmation'), 404: html('No such session') },
    param: pathParams('sessionId'),
    handler: async ({ c, deps, param }) => {
      const lang = pageLang(c.req.query('lang'));
      const session = await sessionOf(deps, param.sessionId);
      if (!session) return send(c, renderMessagePage(lang, 'not_found', null), 404);
      if (expired(deps, session)) return finish(c, deps, session, { outcome: 'expired' });
      if (session.status !== 'confirming') return send(c, pageFor(session, lang));
      const body = await readMultipartBody(c);
      const confirmed = body.decision === 'confirm';
      return finish(c, deps, session, confirmed ? { outcome: 'succeeded' } : { outcome: 'failed', errorKey: 'payment_verification_error' });
    },
  }),
]);
