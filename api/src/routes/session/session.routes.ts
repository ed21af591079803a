import { loggedOutResponseSchema, loginResponseSchema, loginSchema, loginSecretSchema } from 'shared';
import { PUBLIC, SIGNED_IN } from '../../auth/access.js';
import { clientAddress } from '../../lib/client-address.js';
import { errorResponse, json } from '../../lib/openapi.js';
import { defineRoute, defineRoutes } from '../define-route.js';
import { login, loginWithSecret, logout } from './session.handlers.js';

const loginAnswerDoc = json(loginResponseSchema, 'Signed in');

/** The spec's own calls (section 7), at their exact paths. */
export const sessionRoutes = defineRoutes('/v2/user', [
  defineRoute({
    method: 'POST',
    path: '/login',
    access: PUBLIC,
    describe: {
      tags: ['session'],
      summary: 'Sign in with e-mail and password',
      description: '`secret: true` (default) also returns a one-time secret for `login-secret`, valid 10 minutes.',
    },
    responses: {
      200: loginAnswerDoc,
      401: errorResponse('invalid_credentials'),
      403: errorResponse('email_not_verified'),
      429: errorResponse('too_many_attempts'),
    },
    json: loginSchema,
    handler: async ({ c, deps, json }) => c.json(await login(deps, c.var.tenant, json, clientAddress(c, deps.env.TRUST_PROXY))),
  }),
  defineRoute({
    method: 'POST',
    path: '/login-secret',
    access: PUBLIC,
    describe: {
      tags: ['session'],
      summary: 'Sign in with a one-time secret from a link',
    },
    responses: { 200: loginAnswerDoc, 401: errorResponse('invalid_secret') },
    json: loginSecretSchema,
    handler: async ({ c, deps, json }) => c.json(await loginWithSecret(deps, c.var.tenant, json)),
  }),
  defineRoute({
    method: 'POST',
    path: '/logout',
    access: SIGNED_IN,
    describe: {
      tags: ['session'],
      summary: 'Revoke the access token (a backdoor token also ends the impersonation)',
    },
    responses: { 200: json(loggedOutResponseSchema, 'Signed out'), 401: errorResponse('authentication_required or invalid_token') },
    handler: async ({ c, deps }) => c.json(await logout(deps, c.var.principal)),
  }),
]);
