import { resolver } from 'hono-openapi';
import * as v from 'valibot';
import {
  breakdownQuerySchema,
  breakdownResponseSchema,
  IDEMPOTENCY_KEY_HEADER,
  interestRequestSchema,
  investmentReasonRequestSchema,
  investmentResponseSchema,
  managedInvestmentResponseSchema,
  myInvestmentsQuerySchema,
  myInvestmentsResponseSchema,
  nextStepResponseSchema,
  orderRequestSchema,
} from 'shared';
import { INVESTMENT_OWNER, INVESTMENT_OWNER_IN_PERSON, INVESTMENT_VIEWERS_IN_PERSON, INVESTORS } from '../../auth/access.js';
import { hasRole } from '../../auth/authorize.js';
import { errorResponse, json, validationErrorResponse } from '../../lib/openapi.js';
import { parseWith } from '../../lib/validation.js';
import { PFP } from '../base-paths.js';
import { callerOf } from '../caller.js';
import { defineRoute, defineRoutes } from '../define-route.js';
import { idParam, slugParam } from '../params.js';
import { cancelByManager, myInvestments } from '../investments/investments.handlers.js';
import { cancelInterest, declareInterest, getBreakdown, getInvestment, nextStep, placeOrder, revokeInvestment } from './invest.handlers.js';

const investmentNotFound = errorResponse('investment_not_found: not an investment of the caller');
const issuanceNotFound = errorResponse('issuance_not_found: no published project with this slug');

/** The investment flow (spec sections 2 to 5 and 9): next step, interest, order, breakdown, cancel, revoke. */
export const investRoutes = defineRoutes(PFP, [
  defineRoute({
    method: 'GET',
    path: '/invest/:slug/next-step',
    access: INVESTORS,
    describe: {
      tags: ['invest'],
      summary:
        "The step due for this project: an onboarding step in the tenant's order, a block (pending validation, rejected), or the page of the open investment",
    },
    responses: { 200: json(nextStepResponseSchema, 'The next step'), 404: issuanceNotFound },
    param: slugParam,
    handler: async ({ c, deps, param }) => c.json(await nextStep(deps, callerOf(c), param.slug)),
  }),
  defineRoute({
    method: 'POST',
    path: '/invest/:slug/interests',
    access: INVESTORS,
    describe: {
      tags: ['invest'],
      summary: "Declare interest (RESERVED): an amount that buys whole tokens, within the project's minimum and maximum offer",
    },
    responses: {
      201: json(investmentResponseSchema, 'The interest'),
      400: validationErrorResponse,
      403: errorResponse('not_whitelisted: the round is private and the caller is not on its whitelist'),
      404: issuanceNotFound,
      409: errorResponse('issuance_not_open'),
    },
    json: interestRequestSchema,
    param: slugParam,
    handler: async ({ c, deps, json: body, param }) => c.json(await declareInterest(deps, callerOf(c), param.slug, body), 201),
  }),
  defineRoute({
    method: 'POST',
    path: '/invest/:slug/orders',
    access: INVESTORS,
    describe: {
      tags: ['invest'],
      summary:
        'Place an order (CREATED): tokens within the limits and minimum ticket, both risk acknowledgements, the Art. 21(7) one when needed; a retried Idempotency-Key answers the same investment (200)',
      parameters: [
        { in: 'header', name: IDEMPOTENCY_KEY_HEADER, required: true, schema: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,100}$' }, description: 'One per order the investor means to place' },
      ],
    },
    responses: {
      200: json(investmentResponseSchema, 'The investment this key placed before'),
      201: json(investmentResponseSchema, 'The order'),
      400: validationErrorResponse,
      403: errorResponse('investor_rejected, not_whitelisted (a private round the caller is not listed in)'),
      404: issuanceNotFound,
      409: errorResponse('issuance_not_open, not_enough_tokens, onboarding_incomplete, kyc_pending_validation'),
      422: errorResponse('idempotency_key_reused: the key was first sent with another project or request'),
    },
    json: orderRequestSchema,
    param: slugParam,
    handler: async ({ c, deps, json: body, param }) => {
      const placed = await placeOrder(deps, callerOf(c), param.slug, body, c.req.header(IDEMPOTENCY_KEY_HEADER));
      return c.json({ data: placed.data }, placed.created ? 201 : 200);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/users/me/investments',
    access: INVESTORS,
    describe: {
      tags: ['invest'],
      summary: "The caller's investments in one tab (statuses of `statusesOfTab`), newest first, paged, with how many each tab holds",
    },
    responses: { 200: json(myInvestmentsResponseSchema, 'Investments'), 400: validationErrorResponse },
    query: myInvestmentsQuerySchema,
    handler: async ({ c, deps, query }) => c.json(await myInvestments(deps, callerOf(c), query)),
  }),
  defineRoute({
    method: 'GET',
    path: '/investments/:id',
    access: INVESTMENT_OWNER,
    describe: {
      tags: ['invest'],
      summary: "One of the caller's investments, with its reflection period",
    },
    responses: { 200: json(investmentResponseSchema, 'The investment'), 404: investmentNotFound },
    param: idParam,
    handler: async ({ c, deps, param }) => c.json(await getInvestment(deps, callerOf(c), param.id)),
  }),
  defineRoute({
    method: 'GET',
    path: '/investments/:id/breakdown',
    access: INVESTMENT_OWNER,
    describe: {
      tags: ['invest'],
      summary: 'Contribution breakdown with a payment method: amount, balance used, fee (transfer: an amount; card: a percentage), total the method charges',
    },
    responses: { 200: json(breakdownResponseSchema, 'The breakdown'), 400: validationErrorResponse, 404: investmentNotFound },
    query: breakdownQuerySchema,
    param: idParam,
    handler: async ({ c, deps, query, param }) => c.json(await getBreakdown(deps, callerOf(c), param.id, query.method)),
  }),
  defineRoute({
    method: 'POST',
    path: '/investments/:id/cancel',
    access: INVESTMENT_VIEWERS_IN_PERSON,
    describe: {
      tags: ['invest'],
      summary:
        'The investor cancels a declared interest (RESERVED), irreversibly, without a body. A manager cancels any investment that may still be cancelled, with a reason (body `{ reason }`) the investor is told; a paid one records the refund due',
      requestBody: { required: false, content: { 'application/json': { schema: resolver(investmentReasonRequestSchema) } } },
    },
    responses: {
      200: json(v.union([investmentResponseSchema, managedInvestmentResponseSchema]), "Cancelled: the investor's own investment, or the manager's row (with the investor, the reason and the actions)"),
      400: validationErrorResponse,
      404: investmentNotFound,
      409: errorResponse('investment_not_cancellable'),
    },
    param: idParam,
    handler: async ({ c, deps, param }) => {
      const caller = callerOf(c);
      const id = param.id;
      // The access rule refuses backdoor tokens: an ADMIN here is a manager with their own token.
      if (hasRole(caller.principal, ['ADMIN'])) {
        const body: unknown = await c.req.json().catch(() => ({}));
        const { reason } = await parseWith(investmentReasonRequestSchema, body);
        return c.json(await cancelByManager(deps, caller, id, reason));
      }
      return c.json(await cancelInterest(deps, caller, id));
    },
  }),
  defineRoute({
    method: 'POST',
    path: '/investments/:id/revoke',
    access: INVESTMENT_OWNER_IN_PERSON,
    describe: {
      tags: ['invest'],
      summary: 'Revoke an order within the reflection period (4 calendar days, tenant time zone), without a reason: balance returned, a refund recorded',
    },
    responses: {
      200: json(investmentResponseSchema, 'Revoked (CANCELED)'),
      404: investmentNotFound,
      409: errorResponse('reflection_period_over, investment_not_revocable, revocation_not_available (sophisticated investor)'),
    },
    param: idParam,
    handler: async ({ c, deps, param }) => c.json(await revokeInvestment(deps, callerOf(c), param.id)),
  }),
]);
