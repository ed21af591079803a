import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import type { AppEnv, Deps } from '../../app-env.js';
import { validate } from '../../lib/validation.js';
import { endCurrentImpersonation, listAuditLog, startImpersonation } from './impersonation.handlers.js';
import { errorResponse } from '../../lib/openapi.js';

const userParamSchema = v.object({ id: v.pipe(v.string(), v.uuid('validator.form_field_invalid')) });

/** The manager's "act as investor" and its way back (spec section 6). */
export function impersonationRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .post(
      '/api/v2/pfp/manager/users/:id/impersonate',
      describeRoute({
        tags: ['manager'],
        summary: 'Act as an investor: returns a backdoor token for the target user',
        description:
          'Send the backdoor token as X-USER-ACCESS-TOKEN together with your own token as X-MANAGER-USER-ACCESS-TOKEN. Recorded in the audit log.',
        security: [{ userToken: [] }],
        responses: {
          200: { description: 'Login answer of the target user, with the backdoor token as accessToken' },
          403: errorResponse('forbidden'),
          404: errorResponse('user_not_found'),
          422: errorResponse('impersonation_target_not_investor or cannot_impersonate_self'),
        },
      }),
      validate('param', userParamSchema),
      async (c) => c.json(await startImpersonation(c, deps, c.req.valid('param').id)),
    )
    .post(
      '/api/v2/pfp/manager/impersonation/end',
      describeRoute({
        tags: ['manager'],
        summary: 'Stop acting as the investor: revokes the backdoor token',
        security: [{ userToken: [], managerToken: [] }],
        responses: { 200: { description: 'Ended' }, 403: errorResponse('not_impersonating') },
      }),
      async (c) => c.json(await endCurrentImpersonation(c, deps)),
    )
    .get(
      '/api/v2/pfp/manager/audit-log',
      describeRoute({ tags: ['manager'], summary: "The tenant's audit log, newest first", security: [{ userToken: [] }] }),
      async (c) => c.json(await listAuditLog(c, deps)),
    );
}
