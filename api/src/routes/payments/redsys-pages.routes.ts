import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { AppEnv, Deps } from '../../app-env.js';
import { OPERATIONS } from '../../auth/access.js';
import { investments, issuances, paymentAttempts, tenants } from '../../db/schema.js';
import { errorBody } from '../../lib/errors.js';
import { html } from '../../lib/openapi.js';
import { pageLang, type RenderedPage } from '../../payments/hosted-page.js';
import { renderMessagePage, renderRedirectPage } from '../../payments/redsys/redsys-form-page.js';
import { REDSYS, redsysOrderOf, RedsysPaymentProvider } from '../../payments/redsys/redsys-payment.js';
import { returnUrl } from '../../payments/return-origin.js';
import { PFP } from '../base-paths.js';
import { originOf } from '../caller.js';
import { defineRoute, defineRoutes } from '../define-route.js';
import { pathParams } from '../params.js';

/** A browser asks for HTML; any other client gets the API's JSON error shape for a failure. */
function wantsHtml(c: Context<AppEnv>): boolean {
  return /\btext\/html\b/.test(c.req.header('Accept') ?? '');
}

function send(c: Context<AppEnv>, page: RenderedPage, status: 200 | 404 | 409 = 200) {
  if (status === 404 && !wantsHtml(c)) return c.json(errorBody('payment_session_not_found'), 404);
  if (status === 409 && !wantsHtml(c)) return c.json(errorBody('payment_provider_not_configured'), 409);
  return c.html(page.html, status, {
    'Content-Security-Policy': page.csp,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    // The attempt's id is in the address: it must not leak to Redsys's page as a referrer.
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  });
}

async function attemptOf(deps: Deps, id: string) {
  if (!redsysOrderOf(id)) return undefined;
  const [row] = await deps.db
    .select({ attempt: paymentAttempts, tenantSlug: tenants.slug, merchantName: tenants.name, appUrl: tenants.appUrl, slug: issuances.slug })
    .from(paymentAttempts)
    .innerJoin(tenants, eq(tenants.id, paymentAttempts.tenantId))
    .innerJoin(investments, eq(investments.id, paymentAttempts.investmentId))
    .innerJoin(issuances, eq(issuances.id, investments.issuanceId))
    .where(and(eq(paymentAttempts.id, id), eq(paymentAttempts.provider, REDSYS)))
    .limit(1);
  return row;
}

/** The page that posts an open Redsys attempt's signed form to the tenant's gateway (public, addressed by the attempt's id). */
export const redsysPagesRoutes = defineRoutes(PFP, [
  defineRoute({
    method: 'GET',
    path: '/redsys/payments/:attemptId',
    access: OPERATIONS,
    describe: {
      tags: ['payments'],
      summary:
        "Redsys (card terminal, Bizum): a page that posts the attempt's signed form (Ds_SignatureVersion, Ds_MerchantParameters, Ds_Signature) to the tenant's Redsys gateway at once (EN/ES by ?lang=); a finished attempt says so with a link back",
      parameters: [{ in: 'query', name: 'lang', required: false, schema: { type: 'string', enum: ['en', 'es'] } }],
    },
    responses: {
      200: html('The page'),
      404: html('No such attempt (JSON payment_session_not_found unless the client accepts text/html)'),
      409: html("The tenant's Redsys secrets are gone (JSON payment_provider_not_configured unless the client accepts text/html)"),
    },
    param: pathParams('attemptId'),
    handler: async ({ c, deps, param }) => {
      const lang = pageLang(c.req.query('lang'));
      const row = await attemptOf(deps, param.attemptId);
      const provider = deps.payments.named(REDSYS);
      if (!row || !(provider instanceof RedsysPaymentProvider)) return send(c, renderMessagePage(lang, 'not_found', null), 404);
      const { attempt } = row;
      const returnOrigin = attempt.returnOrigin ?? new URL(row.appUrl).origin;
      if (attempt.status !== 'pending') {
        const back = returnUrl(returnOrigin, row.slug, attempt.investmentId, attempt.status === 'succeeded' ? { ok: true } : { ok: false, reason: attempt.errorKey ?? 'payment_failed' });
        return send(c, renderMessagePage(lang, 'finished', back));
      }
      if (!provider.secretsOf(row.tenantSlug)) return send(c, renderMessagePage(lang, 'not_found', null), 409);
      const form = provider.formFor(
        {
          attemptId: attempt.id,
          method: attempt.method,
          amount: attempt.amount,
          currency: attempt.currency,
          lang,
          investmentId: attempt.investmentId,
          slug: row.slug,
          tenantSlug: row.tenantSlug,
          merchantName: row.merchantName,
          returnOrigin,
        },
        originOf(c),
      );
      return send(c, renderRedirectPage(form, lang));
    },
  }),
]);
