import { issuanceInvestorListQuerySchema, issuanceInvestorListResponseSchema, portfolioResponseSchema, rolesOf, rules } from 'shared';
import * as v from 'valibot';
import { INVESTORS, type Access } from '../../auth/access.js';
import { errorResponse, file, json, validationErrorResponse } from '../../lib/openapi.js';
import { EXPORT_CONTENT_TYPES, EXPORT_FORMATS, exportTable } from '../../lib/table-export.js';
import { PFP } from '../base-paths.js';
import { callerOf } from '../caller.js';
import { defineRoute, defineRoutes } from '../define-route.js';
import { idParam } from '../params.js';
import { getIssuanceInvestors, getPortfolio, investorFiltersOf } from './holdings.handlers.js';
import { INVESTOR_EXPORT_HEADERS, investorExportRows } from './issuance-investors.js';

const notFound = errorResponse('issuance_not_found: no such issuance for this caller (other tenant, not owned)');

/**
 * Managers read the investors of any issuance of their tenant, issuers (entrepreneurs) those of
 * their own; which issuance is whose is decided by the issuance sheet's scope. Not while acting
 * as an investor: the list shows other people's holdings.
 */
const INVESTOR_LIST_READERS: Access = { roles: rolesOf('manager', 'issuer'), backdoor: 'deny' };

// The list's search, all pages; a missing format is "required" like a blank form field.
const exportQuerySchema = rules.form({
  ...v.omit(issuanceInvestorListQuerySchema, ['page', 'per_page']).entries,
  format: rules.choice(EXPORT_FORMATS),
});

/** What investors hold (issue 11): the investor's portfolio, and an issuance's investors and token holders. */
export const holdingsRoutes = defineRoutes(PFP, [
  defineRoute({
    method: 'GET',
    path: '/users/me/portfolio',
    access: INVESTORS,
    describe: {
      tags: ['holdings'],
      summary:
        "The caller's paid holdings by project (tokens, minted, invested, value at today's token price, share of the issuance), totals, allocation by product type and invested by month",
    },
    responses: { 200: json(portfolioResponseSchema, 'The portfolio') },
    handler: async ({ c, deps }) => c.json(await getPortfolio(deps, callerOf(c))),
  }),
  defineRoute({
    method: 'GET',
    path: '/issuances/:id/investors/export',
    access: INVESTOR_LIST_READERS,
    describe: {
      tags: ['holdings'],
      summary: "Every investor of the issuance the search selects, as a CSV or XLSX file (streamed), one row per investor after a header row",
    },
    responses: {
      200: file('investors.csv or investors.xlsx (Content-Disposition: attachment)'),
      400: validationErrorResponse,
      403: errorResponse('forbidden'),
      404: notFound,
    },
    query: exportQuerySchema,
    param: idParam,
    handler: async ({ c, deps, param, query: { format, q } }) => {
      const filters = await investorFiltersOf(deps, callerOf(c), param.id, q);
      const body = await exportTable({ headers: INVESTOR_EXPORT_HEADERS, sheetName: 'Investors', rows: investorExportRows(deps.db, filters), format, logger: c.var.log });
      return c.body(body, 200, {
        'Content-Type': EXPORT_CONTENT_TYPES[format],
        'Content-Disposition': `attachment; filename="investors.${format}"`,
        'Cache-Control': 'no-store',
      });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/issuances/:id/investors',
    access: INVESTOR_LIST_READERS,
    describe: {
      tags: ['holdings'],
      summary: 'The investors of an issuance with token-holding orders, most tokens first, with their wallet and whether they hold minted tokens; paged, with totals',
    },
    responses: {
      200: json(issuanceInvestorListResponseSchema, 'One page'),
      400: validationErrorResponse,
      403: errorResponse('forbidden'),
      404: notFound,
    },
    query: issuanceInvestorListQuerySchema,
    param: idParam,
    handler: async ({ c, deps, query, param }) => c.json(await getIssuanceInvestors(deps, callerOf(c), param.id, query)),
  }),
]);
