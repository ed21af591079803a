import { payoutBatchesQuerySchema, payoutBatchResponseSchema, payoutBatchesResponseSchema, payoutClaimsResponseSchema } from 'shared';
import { MANAGER } from '../../auth/access.js';
import { errorResponse, file, json, validationErrorResponse } from '../../lib/openapi.js';
import { PFP } from '../base-paths.js';
import { callerOf } from '../caller.js';
import { defineRoute, defineRoutes } from '../define-route.js';
import { idParam } from '../params.js';
import { batchQueuedClaims, getPayoutBatch, listPayoutBatches, payoutFile, settlePayoutBatch } from './payouts.handlers.js';

const notFound = errorResponse('payout_batch_not_found');

/** Payouts of earnings as SEPA credit-transfer batches (issue 36): the manager's side. */
export const payoutsRoutes = defineRoutes(PFP, [
  defineRoute({
    method: 'GET',
    path: '/payouts',
    access: MANAGER,
    describe: { tags: ['payouts'], summary: "The tenant's payout batches, newest first, paged, and how many claimed earnings wait for a batch" },
    responses: { 200: json(payoutBatchesResponseSchema, 'One page'), 400: validationErrorResponse, 403: errorResponse('forbidden') },
    query: payoutBatchesQuerySchema,
    handler: async ({ c, deps, query }) => c.json(await listPayoutBatches(deps, callerOf(c), query)),
  }),
  defineRoute({
    method: 'POST',
    path: '/payouts/claims',
    access: MANAGER,
    describe: {
      tags: ['payouts'],
      summary: "Pays out the queued claims (claimed earnings no batch transferred yet) through the tenant's payout adapter, exactly once also under concurrent calls",
    },
    responses: { 201: json(payoutClaimsResponseSchema, 'The new batch (null with the sandbox)'), 403: errorResponse('forbidden'), 409: errorResponse('nothing_to_pay_out, payout_account_required') },
    handler: async ({ c, deps }) => c.json(await batchQueuedClaims(deps, callerOf(c)), 201),
  }),
  defineRoute({
    method: 'GET',
    path: '/payouts/:id',
    access: MANAGER,
    describe: { tags: ['payouts'], summary: 'One batch: its transfers and the earnings left out of the file with the reason' },
    responses: { 200: json(payoutBatchResponseSchema, 'The batch'), 403: errorResponse('forbidden'), 404: notFound },
    param: idParam,
    handler: async ({ c, deps, param }) => c.json(await getPayoutBatch(deps, callerOf(c), param.id)),
  }),
  defineRoute({
    method: 'GET',
    path: '/payouts/:id/file',
    access: MANAGER,
    describe: { tags: ['payouts'], summary: 'The batch as the pain.001.001.03 XML file to upload to the bank, byte for byte as generated' },
    responses: { 200: file('pain001-….xml (Content-Disposition: attachment)'), 403: errorResponse('forbidden'), 404: errorResponse('payout_batch_not_found, payout_file_missing') },
    param: idParam,
    handler: async ({ c, deps, param }) => {
      const { name, xml } = await payoutFile(deps, callerOf(c), param.id);
      return c.body(xml, 200, { 'Content-Type': 'application/xml; charset=utf-8', 'Content-Disposition': `attachment; filename="${name}"`, 'Cache-Control': 'no-store' });
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/payouts/:id/settle',
    access: MANAGER,
    describe: { tags: ['payouts'], summary: "Marks the batch settled (the bank executed it), once: its earnings get today's delivered date (tenant zone)" },
    responses: { 200: json(payoutBatchResponseSchema, 'The settled batch'), 403: errorResponse('forbidden'), 404: notFound, 409: errorResponse('payout_batch_already_settled') },
    param: idParam,
    handler: async ({ c, deps, param }) => c.json(await settlePayoutBatch(deps, callerOf(c), param.id)),
  }),
]);
