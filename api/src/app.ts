import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { cors } from 'hono/cors';
import type { AppEnv, Deps } from './app-env.js';
import { MANAGER_TOKEN_HEADER, USER_TOKEN_HEADER } from './auth/authenticate.js';
import { authorize } from './auth/authorize.js';
import { databaseTrouble } from './lib/db-errors.js';
import { ApiError, sendError, toApiError } from './lib/errors.js';
import { ValidationError, validationErrorBody } from './lib/validation.js';
import { requireJsonBody } from './middleware/json-body.js';
import { rejectNulBytes } from './middleware/reject-nul-bytes.js';
import { requestContext } from './middleware/request-context.js';
import { authRoutes } from './routes/auth/auth.routes.js';
import { customizationRoutes } from './routes/customization/customization.routes.js';
import { devMailboxRoutes } from './routes/dev-mailbox/dev-mailbox.routes.js';
import { docsRoutes } from './routes/docs/docs.routes.js';
import { filesRoutes, isUploadRequest } from './routes/files/files.routes.js';
import { healthRoutes } from './routes/health/health.routes.js';
import { impersonationRoutes } from './routes/impersonation/impersonation.routes.js';
import { issuancesRoutes } from './routes/issuances/issuances.routes.js';
import { sessionRoutes } from './routes/session/session.routes.js';
import { usersRoutes } from './routes/users/users.routes.js';

/** Front-end origins of the demo tenants in development (the root start script's ports). */
export const DEV_ORIGINS = ['http://localhost:3000', 'http://127.0.0.1:3000', 'http://exeu.localhost:3000'];

export function createApp(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.use(requestContext(deps.logger));
  app.use(
    cors({
      origin: async (origin) => {
        // Hono asks even when the request has no Origin (same-origin or not a browser).
        if (!origin) return null;
        if (DEV_ORIGINS.includes(origin) || deps.env.CORS_ORIGINS.includes(origin)) return origin;
        const tenants = await deps.tenants.all();
        return tenants.some((tenant) => new URL(tenant.appUrl).origin === origin) ? origin : null;
      },
      allowHeaders: ['Content-Type', USER_TOKEN_HEADER, MANAGER_TOKEN_HEADER, 'X-Request-Id'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
      // The front reads the export's file name from Content-Disposition.
      exposeHeaders: ['X-Request-Id', 'Content-Disposition'],
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
  app.use(authorize(deps));
  app.use(requireJsonBody(isUploadRequest));
  app.use(rejectNulBytes(isUploadRequest));

  app.route('/', healthRoutes(deps));
  app.route('/', customizationRoutes(deps));
  app.route('/', sessionRoutes(deps));
  app.route('/', authRoutes(deps));
  app.route('/', usersRoutes(deps));
  app.route('/', impersonationRoutes(deps));
  app.route('/', issuancesRoutes(deps));
  app.route('/', filesRoutes(deps));
  if (deps.env.DEV_MAILBOX) app.route('/', devMailboxRoutes(deps));
  app.route('/', docsRoutes(app));

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
