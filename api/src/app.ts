import { Hono } from 'hono';
import { IDEMPOTENCY_KEY_HEADER } from 'shared';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv, Deps } from './app-env.js';
import { MANAGER_TOKEN_HEADER, USER_TOKEN_HEADER } from './auth/authenticate.js';
import { authorize } from './auth/authorize.js';
import { databaseTrouble } from './lib/db-errors.js';
import { ApiError, sendError, toApiError } from './lib/errors.js';
import { ValidationError, validationErrorBody } from './lib/validation.js';
import { requireJsonBody } from './middleware/json-body.js';
import { rejectNulBytes } from './middleware/reject-nul-bytes.js';
import { requestContext } from './middleware/request-context.js';
import { accessRules } from './auth/access-rules.js';
import { apiRoutes } from './routes/api-routes.js';
import { checkAnswers } from './routes/contract-check.js';
import { mountRoutes } from './routes/define-route.js';
import { devMailboxRoutes } from './routes/dev-mailbox/dev-mailbox.routes.js';
import { isUploadRequest } from './routes/files/files.routes.js';
import { SANDBOX_WEBHOOK_PATH } from './kyc/sandbox-kyc.js';
import { REDSYS_WEBHOOK_PATH } from './payments/redsys/redsys-payment.js';
import { isFrontOrigin } from './tenants/front-origins.js';

/** The bare origin of an Origin header, or null for `null` (a sandboxed frame, a file) and anything else. */
function parseOrigin(origin: string): URL | null {
  try {
    const url = new URL(origin);
    return url.origin === origin ? url : null;
  } catch {
    return null;
  }
}

interface AppOptions {
  /** Check every answer against its route's declared answers (the test app; production skips it). */
  checkAnswers?: boolean;
}

export function createApp(deps: Deps, options: AppOptions = {}) {
  const app = new Hono<AppEnv>();

  // First, so it sees the final answer, errors included.
  if (options.checkAnswers) app.use(checkAnswers(apiRoutes));
  app.use(requestContext(deps.logger));
  app.use(
    secureHeaders({
      // JSON loads nothing. The API's own pages (the docs, the mailbox, the payment sandbox) and
      // its files state their own policy, which is kept.
      contentSecurityPolicy: { defaultSrc: ["'none'"], baseUri: ["'none'"], formAction: ["'none'"], frameAncestors: ["'none'"] },
      // The fronts show the API's images (logos, issuance pictures) from their own origins.
      crossOriginResourcePolicy: 'cross-origin',
      xFrameOptions: 'DENY',
      overwrite: false,
    }),
  );
  app.use(
    cors({
      // The front ends of the tenant the request is for (its Host), never another tenant's.
      origin: async (origin, c) => {
        // Hono asks even when the request has no Origin (same-origin or not a browser).
        if (!origin) return null;
        if (deps.env.CORS_ORIGINS.includes(origin)) return origin;
        const url = parseOrigin(origin);
        const tenant = url && (await deps.tenants.resolve(new URL(c.req.url).hostname));
        if (!url || !tenant) return null;
        return isFrontOrigin(tenant, await deps.tenants.domainsOf(tenant.id), url) ? origin : null;
      },
      allowHeaders: ['Content-Type', USER_TOKEN_HEADER, MANAGER_TOKEN_HEADER, 'X-Request-Id', IDEMPOTENCY_KEY_HEADER],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      // The front reads the export's file name from Content-Disposition, and a rate limit's wait from Retry-After.
      exposeHeaders: ['X-Request-Id', 'Content-Disposition', 'Retry-After'],
      maxAge: 600,
    }),
  );
  const tooLarge = () => {
    throw new ApiError(413, 'payload_too_large');
  };
  const jsonLimit = bodyLimit({ maxSize: deps.env.BODY_LIMIT_BYTES, onError: tooLarge });
  const uploadLimit = bodyLimit({ maxSize: deps.env.UPLOAD_LIMIT_BYTES, onError: tooLarge });
  app.use((c, next) => (isUploadRequest(c) ? uploadLimit(c, next) : jsonLimit(c, next)));
  // Who may call comes before what was sent: an anonymous upload answers 401, not 415 or 400.
  app.use(authorize(deps, accessRules));
  app.use(requireJsonBody(isUploadRequest, (c) => c.req.method === 'POST' && c.req.path === REDSYS_WEBHOOK_PATH));
  app.use(rejectNulBytes(isUploadRequest));

  for (const group of apiRoutes) {
    // The mailbox's access rule stays declared: without the flag its paths answer 404 not_found.
    if (group !== devMailboxRoutes || deps.env.DEV_MAILBOX) mountRoutes(app, deps, group);
  }

  // The sandbox KYC provider notifies through the app's own webhook route, as a provider's server would.
  deps.kycSandbox.connect(async ({ host, body, headers }) => {
    const response = await app.request(`http://${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}${SANDBOX_WEBHOOK_PATH}`, { method: 'POST', body, headers });
    return { status: response.status };
  });

  app.notFound((c) => sendError(c, new ApiError(404, 'not_found')));
  app.onError((error, c) => {
    if (error instanceof ValidationError) return c.json(validationErrorBody(error.fields), 400);
    const known = toApiError(error);
    if (known) return sendError(c, known);
    const trouble = databaseTrouble(error);
    if (trouble) {
      (c.var.log ?? deps.logger).warn({ err: error, path: c.req.path }, trouble);
      // The client may try again: the pool reconnects by itself once the database is back.
      c.header('Retry-After', '5');
      return sendError(c, new ApiError(503, trouble));
    }
    (c.var.log ?? deps.logger).error({ err: error, path: c.req.path }, 'unhandled error');
    return sendError(c, new ApiError(500, 'internal_error'));
  });
  return app;
}

export type App = ReturnType<typeof createApp>;
