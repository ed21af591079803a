import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv, Deps } from '../../app-env.js';
import { getCurrentUser } from './users.handlers.js';
import { errorResponse } from '../../lib/openapi.js';

export function usersRoutes(deps: Deps) {
  return new Hono<AppEnv>().get(
    '/api/v2/pfp/users/me',
    describeRoute({
      tags: ['users'],
      summary: 'The signed-in user (or the investor a manager is acting as): profile, roles, KYC, flags, wallet',
      security: [{ userToken: [] }],
      responses: { 200: { description: 'Profile' }, 401: errorResponse('authentication_required or invalid_token') },
    }),
    async (c) => c.json(await getCurrentUser(c, deps)),
  );
}
