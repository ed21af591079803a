import { MANAGER } from '../../auth/access.js';
import { auditLogResponseSchema, impersonationEndedResponseSchema, impersonationStartedResponseSchema } from 'shared';
import { errorResponse, json } from '../../lib/openapi.js';
import { PFP } from '../base-paths.js';
import { callerOf } from '../caller.js';
import { defineRoute, defineRoutes } from '../define-route.js';
import { idParam } from '../params.js';
import { endCurrentImpersonation, listAuditLog, startImpersonation } from './impersonation.handlers.js';


/** The manager's "act as investor" and its way back (spec section 6). */
export const impersonationRoutes = defineRoutes(`${PFP}/manager`, [
  defineRoute({
    method: 'POST',
    path: '/users/:id/impersonate',
    access: { ...MANAGER, owns: 'tenant-user' },
    describe: {
      tags: ['manager'],
      summary: 'Act as an investor: returns a backdoor token for the target user',
      description:
        'Send the backdoor token as X-USER-ACCESS-TOKEN together with your own token as X-MANAGER-USER-ACCESS-TOKEN. Recorded in the audit log.',
    },
    responses: {
      200: json(impersonationStartedResponseSchema, 'Login answer of the target user, with the backdoor token as accessToken'),
      403: errorResponse('forbidden'),
      404: errorResponse('user_not_found'),
      422: errorResponse('impersonation_target_not_investor or cannot_impersonate_self'),
    },
    param: idParam,
    handler: async ({ c, deps, param }) => c.json(await startImpersonation(deps, callerOf(c), param.id, { id: c.var.requestId, log: c.var.log })),
  }),
  defineRoute({
    method: 'POST',
    path: '/impersonation/end',
    access: { roles: 'any', backdoor: 'only' },
    describe: {
      tags: ['manager'],
      summary: 'Stop acting as the investor: revokes the backdoor token',
    },
    responses: { 200: json(impersonationEndedResponseSchema, 'Ended'), 403: errorResponse('not_impersonating') },
    handler: async ({ c, deps }) => c.json(await endCurrentImpersonation(deps, c.var.principal)),
  }),
  defineRoute({
    method: 'GET',
    path: '/audit-log',
    access: MANAGER,
    describe: { tags: ['manager'], summary: "The tenant's audit log, newest first (the last 200 entries)" },
    responses: { 200: json(auditLogResponseSchema, 'The entries') },
    handler: async ({ c, deps }) => c.json(await listAuditLog(deps, c.var.tenant)),
  }),
]);
