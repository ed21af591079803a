import { customizationSchema } from 'shared';
import * as v from 'valibot';
import { PUBLIC } from '../../auth/access.js';
import { defineRoute, defineRoutes } from '../define-route.js';
import { offeredCustomizationOf } from './customization.handlers.js';
import { json } from '../../lib/openapi.js';

const customizationResponseSchema = v.object({ data: customizationSchema });

export const customizationRoutes = defineRoutes('/v2/ui', [
  defineRoute({
    method: 'GET',
    path: '/get-customization',
    access: PUBLIC,
    describe: {
      tags: ['customization'],
      summary: "The tenant's customization payload (spec section 3), defaults filled in",
    },
    responses: { 200: json(customizationResponseSchema, 'Payload') },
    handler: ({ c, deps }) => c.json({ data: offeredCustomizationOf(deps, c.var.tenant) }),
  }),
]);
