import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { customizationSchema } from 'shared';
import * as v from 'valibot';
import type { AppEnv, Deps } from '../../app-env.js';
import { customizationOf } from './customization.handlers.js';

const customizationResponseSchema = v.object({ data: customizationSchema });

export function customizationRoutes(_deps: Deps) {
  return new Hono<AppEnv>().get(
    '/v2/ui/get-customization',
    describeRoute({
      tags: ['customization'],
      summary: "The tenant's customization payload (spec section 3), defaults filled in",
      responses: { 200: { description: 'Payload', content: { 'application/json': { schema: resolver(customizationResponseSchema) } } } },
    }),
    (c) => c.json({ data: customizationOf(c.var.tenant) }),
  );
}
