import { markRefundPaidSchema, refundResponseSchema, refundsResponseSchema } from 'shared';
import { MANAGER } from '../../auth/access.js';
import { errorResponse, json, validationErrorResponse } from '../../lib/openapi.js';
import { listRefunds, markRefundPaid, payRefund } from '../../payments/refunds/refund-service.js';
import { PFP } from '../base-paths.js';
import { callerOf } from '../caller.js';
import { defineRoute, defineRoutes } from '../define-route.js';
import { idParam } from '../params.js';

const forbidden = errorResponse('forbidden');
const notFound = errorResponse('refund_not_found');

/** Refunds due (issue 36): the manager sees them and pays each back the way its money came. */
export const refundsRoutes = defineRoutes(PFP, [
  defineRoute({
    method: 'GET',
    path: '/refunds',
    access: MANAGER,
    describe: {
      tags: ['manager'],
      summary: "The tenant's refunds (pending first, the longest owed first; then paid and credited ones, newest first), each with how it is paid back: through the provider that charged it, or by hand",
    },
    responses: { 200: json(refundsResponseSchema, 'The refunds'), 403: forbidden },
    handler: async ({ c, deps }) => c.json(await listRefunds(deps, callerOf(c))),
  }),
  defineRoute({
    method: 'POST',
    path: '/refunds/:id/pay',
    access: MANAGER,
    describe: {
      tags: ['manager'],
      summary:
        "Pays a pending refund back through the provider that charged it, exactly once (the provider's idempotency key is the refund's id; a replay answers the paid refund). A refusal leaves it pending. Audited",
    },
    responses: {
      200: json(refundResponseSchema, 'The refund, paid (with the provider refund id and status)'),
      403: forbidden,
      404: notFound,
      409: errorResponse('refund_refused (the provider refused; still pending), refund_not_pending, refund_route_mismatch (paid by hand), payment_provider_not_configured'),
    },
    param: idParam,
    handler: async ({ c, deps, param }) => c.json(await payRefund(deps, callerOf(c), param.id)),
  }),
  defineRoute({
    method: 'POST',
    path: '/refunds/:id/mark-paid',
    access: MANAGER,
    describe: { tags: ['manager'], summary: 'Marks a pending refund paid by hand (a transfer), once, with a note saying how. Audited' },
    responses: {
      200: json(refundResponseSchema, 'The refund, paid'),
      400: validationErrorResponse,
      403: forbidden,
      404: notFound,
      409: errorResponse('refund_not_pending, refund_route_mismatch (its provider refunds it)'),
    },
    json: markRefundPaidSchema,
    param: idParam,
    handler: async ({ c, deps, json: body, param }) => c.json(await markRefundPaid(deps, callerOf(c), param.id, body)),
  }),
]);
