import {
  bulkMintResponseSchema,
  closeInvestmentRequestSchema,
  investmentListQuerySchema,
  investmentReasonRequestSchema,
  managedInvestmentListResponseSchema,
  managedInvestmentResponseSchema,
  rolesOf,
  rules,
} from 'shared';
import * as v from 'valibot';
import { MANAGER, type Access } from '../../auth/access.js';
import { errorResponse, file, json, validationErrorResponse } from '../../lib/openapi.js';
import { EXPORT_CONTENT_TYPES, EXPORT_FORMATS } from '../../lib/table-export.js';
import { PFP } from '../base-paths.js';
import { callerOf } from '../caller.js';
import { defineRoute, defineRoutes } from '../define-route.js';
import { idParam } from '../params.js';
import {
  closeInvestment,
  confirmPayment,
  exportInvestments,
  listManagedInvestments,
  mintInvestment,
  mintIssuance,
  rejectPayment,
} from './investments.handlers.js';

const investmentNotFound = errorResponse('investment_not_found: no such investment in the tenant');

/** Managers read the tenant's investments; entrepreneurs and issuers those of their own projects (read-only). */
const INVESTMENT_READERS: Access = { roles: rolesOf('manager', 'issuer'), backdoor: 'deny' };

// The list's filters, all pages; a missing format is "required" like a blank form field.
const exportQuerySchema = rules.form({
  ...v.omit(investmentListQuerySchema, ['page', 'per_page']).entries,
  format: rules.choice(EXPORT_FORMATS),
});

const moved = (description: string) => json(managedInvestmentResponseSchema, description);

/**
 * The managers' and entrepreneurs' investments (issue 11): list, export, and the manager's moves:
 * confirm or reject a transfer, close, mint (one, or a project's in bulk). Each move goes through
 * `moveInvestment`; a manager's cancellation shares POST /investments/{id}/cancel with the investor's.
 */
export const investmentsRoutes = defineRoutes(PFP, [
  // Declared before the invest routes' /investments/:id, which would take "export" for an id.
  defineRoute({
    method: 'GET',
    path: '/investments/export',
    access: INVESTMENT_READERS,
    describe: {
      tags: ['investments'],
      summary: 'Every investment the filters select (managers: the tenant; entrepreneurs: their projects), as CSV or XLSX, one row per investment after a header row',
    },
    responses: {
      200: file('investments.csv or investments.xlsx (Content-Disposition: attachment)'),
      400: validationErrorResponse,
      403: errorResponse('forbidden'),
    },
    query: exportQuerySchema,
    handler: async ({ c, deps, query: { format, ...filters } }) => {
      const body = await exportInvestments(deps, callerOf(c), filters, format, c.var.log);
      return c.body(body, 200, {
        'Content-Type': EXPORT_CONTENT_TYPES[format],
        'Content-Disposition': `attachment; filename="investments.${format}"`,
        'Cache-Control': 'no-store',
      });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/investments',
    access: INVESTMENT_READERS,
    describe: {
      tags: ['investments'],
      summary:
        "Investments the caller may see (managers: the tenant's; entrepreneurs and issuers: their projects'), filtered, newest first, paged, with totals over every page and what the caller may do with each",
    },
    responses: { 200: json(managedInvestmentListResponseSchema, 'One page'), 400: validationErrorResponse, 403: errorResponse('forbidden') },
    query: investmentListQuerySchema,
    handler: async ({ c, deps, query }) => c.json(await listManagedInvestments(deps, callerOf(c), query)),
  }),
  defineRoute({
    method: 'POST',
    path: '/investments/:id/payment/confirm',
    access: MANAGER,
    describe: {
      tags: ['investments'],
      summary: "Confirm a transfer against its proof: PROOF_OF_PAYMENT_UPLOADED → CHARGED; the investor is told",
    },
    responses: { 200: moved('Charged'), 404: investmentNotFound, 409: errorResponse('investment_transition_not_allowed') },
    param: idParam,
    handler: async ({ c, deps, param }) => c.json(await confirmPayment(deps, callerOf(c), param.id)),
  }),
  defineRoute({
    method: 'POST',
    path: '/investments/:id/payment/reject',
    access: MANAGER,
    describe: {
      tags: ['investments'],
      summary: 'Reject a transfer (not arrived, wrong proof): PROOF_OF_PAYMENT_UPLOADED → PAYMENT_ERROR; the investor is told why and may pay again',
    },
    responses: { 200: moved('Payment error'), 400: validationErrorResponse, 404: investmentNotFound, 409: errorResponse('investment_transition_not_allowed') },
    json: investmentReasonRequestSchema,
    param: idParam,
    handler: async ({ c, deps, json: body, param }) => c.json(await rejectPayment(deps, callerOf(c), param.id, body.reason)),
  }),
  defineRoute({
    method: 'POST',
    path: '/investments/:id/close',
    access: MANAGER,
    describe: {
      tags: ['investments'],
      summary:
        "Close an investment: SIGNED (or CHARGED when the tenant hides signing) → CLOSED, ready to mint; not while the investor's reflection period runs (they may still revoke)",
    },
    responses: {
      200: moved('Closed'),
      400: validationErrorResponse,
      404: investmentNotFound,
      409: errorResponse('investment_transition_not_allowed, reflection_period_open (with mintable_from, when it ends)'),
    },
    json: closeInvestmentRequestSchema,
    param: idParam,
    handler: async ({ c, deps, json: body, param }) => c.json(await closeInvestment(deps, callerOf(c), param.id, body.reason)),
  }),
  defineRoute({
    method: 'POST',
    path: '/investments/:id/mint',
    access: MANAGER,
    describe: {
      tags: ['investments'],
      summary:
        "Mint the tokens of a SIGNED or CLOSED investment (CHARGED when the tenant hides signing) through the token ledger: → CLOSED → MINTED in one transaction; an investment already MINTED is answered unchanged, never minted twice. Only once the investor's reflection period has ended (sophisticated investors have none), the project has reached the last status of the tenant's flow (CLOSED by default) and the investor has a wallet; the list's mint_blocked_by and mintable_from say which and when",
    },
    responses: {
      200: moved('Minted'),
      404: investmentNotFound,
      409: errorResponse('investment_not_mintable, reflection_period_open (with mintable_from, when it ends), campaign_not_closed, holder_has_no_wallet, holder_wallet_unverified (a chain ledger mints only to a wallet the holder proved theirs)'),
    },
    param: idParam,
    handler: async ({ c, deps, param }) => c.json(await mintInvestment(deps, callerOf(c), param.id)),
  }),
  defineRoute({
    method: 'POST',
    path: '/issuances/:id/mint',
    access: MANAGER,
    describe: {
      tags: ['investments'],
      summary: 'Mint every mintable investment of the project, one ledger entry each, leaving those a reflection period, the open campaign or a missing wallet still blocks; answers how many and which',
    },
    responses: { 200: json(bulkMintResponseSchema, 'Minted'), 404: errorResponse('issuance_not_found') },
    param: idParam,
    handler: async ({ c, deps, param }) => c.json(await mintIssuance(deps, callerOf(c), param.id)),
  }),
]);
