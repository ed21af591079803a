import { unmatchedCryptoTransfersResponseSchema } from 'shared';
import { MANAGER } from '../../auth/access.js';
import { errorResponse, json } from '../../lib/openapi.js';
import { listUnmatchedCryptoTransfers } from '../../payments/crypto/unmatched-transfers.js';
import { PFP } from '../base-paths.js';
import { callerOf } from '../caller.js';
import { defineRoute, defineRoutes } from '../define-route.js';

/** Crypto payments (issue 37): what the watcher read that paid no order, for the managers to sort out. */
export const cryptoTransfersRoutes = defineRoutes(PFP, [
  defineRoute({
    method: 'GET',
    path: '/crypto-transfers',
    access: MANAGER,
    describe: {
      tags: ['manager'],
      summary:
        "The stablecoin transfers to the tenant's receiving address that paid no order (another amount, a sender that is not the investor's verified wallet, no open crypto payment), newest first; never charged to a guess",
    },
    responses: { 200: json(unmatchedCryptoTransfersResponseSchema, 'The unmatched transfers'), 403: errorResponse('forbidden') },
    handler: async ({ c, deps }) => c.json(await listUnmatchedCryptoTransfers(deps, callerOf(c))),
  }),
]);
