import { sql } from 'drizzle-orm';
import { OPERATIONS } from '../../auth/access.js';
import { healthDownResponseSchema, healthResponseSchema } from 'shared';
import { json } from '../../lib/openapi.js';
import { defineRoute, defineRoutes } from '../define-route.js';

export const healthRoutes = defineRoutes('', [
  defineRoute({
    method: 'GET',
    path: '/health',
    access: OPERATIONS,
    describe: { tags: ['operations'], summary: 'Liveness and database reachability' },
    responses: { 200: json(healthResponseSchema, 'Up'), 503: json(healthDownResponseSchema, 'database_unreachable') },
    handler: async ({ c, deps }) => {
      try {
        await deps.db.execute(sql`select 1`);
        return c.json({ status: 'ok', database: deps.database.kind });
      } catch (error) {
        c.var.log.error({ err: error }, 'health check failed');
        return c.json({ status: 'error', database: deps.database.kind, error: 'database_unreachable', hide_error: true }, 503);
      }
    },
  }),
]);
