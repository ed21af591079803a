import { balanceQuerySchema, balanceResponseSchema } from 'shared';
import { INVESTORS } from '../../auth/access.js';
import { errorResponse, json, validationErrorResponse } from '../../lib/openapi.js';
import { PFP } from '../base-paths.js';
import { callerOf } from '../caller.js';
import { defineRoute, defineRoutes } from '../define-route.js';
import { myBalance } from './balance.handlers.js';

/** The investor's balance in the ledger of money (issue 36). */
export const balanceRoutes = defineRoutes(PFP, [
  defineRoute({
    method: 'GET',
    path: '/users/me/balance',
    access: INVESTORS,
    describe: { tags: ['users'], summary: "The investor's available balance and its moves (order payments, releases, refunds, earnings kept, adjustments), newest first" },
    responses: {
      200: json(balanceResponseSchema, 'The balance and a page of its moves'),
      400: validationErrorResponse,
      401: errorResponse('authentication_required or invalid_token'),
      403: errorResponse('forbidden'),
    },
    query: balanceQuerySchema,
    handler: async ({ c, deps, query }) => c.json(await myBalance(deps, callerOf(c), query)),
  }),
]);
