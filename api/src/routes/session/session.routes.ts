import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { loginResponseSchema, loginSchema, loginSecretSchema } from 'shared';
import type { AppEnv, Deps } from '../../app-env.js';
import { validate } from '../../lib/validation.js';
import { login, loginWithSecret, logout } from './session.handlers.js';
import { errorResponse } from '../../lib/openapi.js';

const loginAnswerDoc = { description: 'Signed in', content: { 'application/json': { schema: resolver(loginResponseSchema) } } };

/** The spec's own calls (section 7), at their exact paths. */
export function sessionRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .post(
      '/v2/user/login',
      describeRoute({
        tags: ['session'],
        summary: 'Sign in with e-mail and password',
        description: '`secret: true` (default) also returns a one-time secret for `login-secret`, valid 10 minutes.',
        responses: {
          200: loginAnswerDoc,
          401: errorResponse('invalid_credentials'),
          403: errorResponse('email_not_verified'),
          429: errorResponse('too_many_attempts'),
        },
      }),
      validate('json', loginSchema),
      async (c) => c.json(await login(c, deps, c.req.valid('json'))),
    )
    .post(
      '/v2/user/login-secret',
      describeRoute({
        tags: ['session'],
        summary: 'Sign in with a one-time secret from a link',
        responses: { 200: loginAnswerDoc, 401: errorResponse('invalid_secret') },
      }),
      validate('json', loginSecretSchema),
      async (c) => c.json(await loginWithSecret(c, deps, c.req.valid('json'))),
    )
    .post(
      '/v2/user/logout',
      describeRoute({
        tags: ['session'],
        summary: 'Revoke the access token (a backdoor token also ends the impersonation)',
        security: [{ userToken: [] }],
        responses: { 200: { description: 'Signed out' }, 401: errorResponse('authentication_required or invalid_token') },
      }),
      async (c) => c.json(await logout(c, deps)),
    );
}
