import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import type { AppEnv, Deps } from '../../app-env.js';
import { errorResponse } from '../../lib/openapi.js';

export function healthRoutes(deps: Deps) {
  return new Hono<AppEnv>().get(
    '/health',
    describeRoute({ tags: ['operations'], summary: 'Liveness and database reachability', responses: { 200: { description: 'Up' }, 503: errorResponse('database_unreachable') } }),
    async (c) => {
      try {
        await deps.db.execute(sql`select 1`);
        return c.json({ status: 'ok', database: deps.database.kind });
      } catch (error) {
        c.var.log.error({ err: error }, 'health check failed');
        return c.json({ status: 'error', database: deps.database.kind, error: 'database_unreachable', hide_error: true }, 503);
      }
    },
  );
}
