import { SIGNED_IN } from '../../auth/access.js';
import { currentUserResponseSchema } from 'shared';
import { errorResponse, json } from '../../lib/openapi.js';
import { PFP } from '../base-paths.js';
import { defineRoute, defineRoutes } from '../define-route.js';
import { getCurrentUser } from './users.handlers.js';

export const usersRoutes = defineRoutes(PFP, [
  defineRoute({
    method: 'GET',
    path: '/users/me',
    access: SIGNED_IN,
    describe: {
      tags: ['users'],
      summary: 'The signed-in user (or the investor a manager is acting as): profile, roles, KYC, flags, wallet',
    },
    responses: { 200: json(currentUserResponseSchema, 'Profile'), 401: errorResponse('authentication_required or invalid_token') },
    handler: async ({ c, deps }) => c.json(await getCurrentUser(deps, c.var.principal)),
  }),
]);
