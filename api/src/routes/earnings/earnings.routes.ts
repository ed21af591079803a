import {
  claimAllResponseSchema,
  claimResponseSchema,
  distributionDetailResponseSchema,
  distributionRequestSchema,
  EARNING_EXPORT_FORMATS,
  earningsListQuerySchema,
  earningsListResponseSchema,
  issuanceBenefitsResponseSchema,
  myEarningsQuerySchema,
  myEarningsResponseSchema,
  rolesOf,
  rules,
  taxSummaryExportQuerySchema,
  taxSummaryResponseSchema,
} from 'shared';
import * as v from 'valibot';
import { INVESTORS, ISSUANCE_EDITORS, SIGNED_IN, type Access } from '../../auth/access.js';
import { mailLocaleOf } from '../../mail/mail-language.js';
import { empty, errorResponse, file, json, validationErrorResponse } from '../../lib/openapi.js';
import { EXPORT_CONTENT_TYPES, exportTable } from '../../lib/table-export.js';
import { PFP } from '../base-paths.js';
import { callerOf } from '../caller.js';
import { customizationOf } from '../customization/customization.handlers.js';
import { defineRoute, defineRoutes } from '../define-route.js';
import { idParam, pathParams } from '../params.js';
import { DISTRIBUTION_EXPORT_HEADERS, distributionExportRows, TAX_EXPORT_HEADERS, taxExportRows, taxSummaryPdf } from './earnings-exports.js';
import {
  claimAllEarnings,
  claimEarning,
  createDistribution,
  deleteDistribution,
  getEarning,
  getIssuanceBenefit,
  investorProfile,
  listEarnings,
  listIssuanceBenefits,
  listMyEarnings,
  listScope,
  payDistribution,
  taxSummary,
  taxYearEarnings,
} from './earnings.handlers.js';

const issuanceNotFound = errorResponse('issuance_not_found: no such issuance for this caller (other tenant, not owned)');
const distributionNotFound = errorResponse('issuance_not_found, distribution_not_found');

/** Managers read every distribution of their tenant, issuers those of their projects; not while acting as an investor. */
const EARNINGS_READERS: Access = { roles: rolesOf('manager', 'issuer'), backdoor: 'deny' };
/** Claiming moves the investor's money to their bank account: the investor themself, never a manager acting as them. */
const EARNING_CLAIMERS: Access = { roles: rolesOf('investor'), backdoor: 'deny' };

// The list's filters, all pages; a missing format is "required" like a blank form field.
const exportQuerySchema = rules.form({
  ...v.omit(earningsListQuerySchema, ['page', 'per_page']).entries,
  format: rules.choice(EARNING_EXPORT_FORMATS),
});

const attachment = (name: string, contentType: string) => ({
  'Content-Type': contentType,
  'Content-Disposition': `attachment; filename="${name}"`,
  'Cache-Control': 'no-store',
});

/** Earnings end to end (issue 14): the issuer's distributions, the earnings lists and the investor's claims. */
export const earningsRoutes = defineRoutes(PFP, [
  defineRoute({
    method: 'GET',
    path: '/issuances/:id/benefits',
    access: ISSUANCE_EDITORS,
    describe: {
      tags: ['earnings'],
      summary: "The project's distributions (benefits), newest profit date first, each with the sums of its earnings and how many are pending, paid and claimed",
    },
    responses: { 200: json(issuanceBenefitsResponseSchema, 'The distributions'), 403: errorResponse('forbidden'), 404: issuanceNotFound },
    param: idParam,
    handler: async ({ c, deps, param }) => c.json(await listIssuanceBenefits(deps, callerOf(c), param.id)),
  }),
  defineRoute({
    method: 'POST',
    path: '/issuances/:id/benefits',
    access: ISSUANCE_EDITORS,
    describe: {
      tags: ['earnings'],
      summary:
        'Creates a pending distribution: the gross amount split over the holders of paid tokens at the profit date (today or earlier; money arrived by the end of that day, tenant zone), pro rata by the largest remainder to the cent, withholding on income once per holder',
    },
    responses: {
      201: json(distributionDetailResponseSchema, 'The distribution with one earning per holder'),
      400: validationErrorResponse,
      403: errorResponse('forbidden'),
      404: issuanceNotFound,
      409: errorResponse('no_holders_at_profit_date'),
    },
    json: distributionRequestSchema,
    param: idParam,
    handler: async ({ c, deps, json: input, param }) => c.json(await createDistribution(deps, callerOf(c), param.id, input), 201),
  }),
  defineRoute({
    method: 'GET',
    path: '/issuances/:id/benefits/:benefitId',
    access: ISSUANCE_EDITORS,
    describe: {
      tags: ['earnings'],
      summary: 'One distribution with its earnings per holder (gross share, withholding, net, returned capital, status) and what one token earned',
    },
    responses: { 200: json(distributionDetailResponseSchema, 'The distribution'), 403: errorResponse('forbidden'), 404: distributionNotFound },
    param: pathParams('id', 'benefitId'),
    handler: async ({ c, deps, param }) => c.json(await getIssuanceBenefit(deps, callerOf(c), param.id, param.benefitId)),
  }),
  defineRoute({
    method: 'POST',
    path: '/issuances/:id/benefits/:benefitId/pay',
    access: ISSUANCE_EDITORS,
    describe: {
      tags: ['earnings'],
      summary:
        "Pays everyone: the distribution and its earnings pending → paid, exactly once (a second or concurrent call answers 409), their money through the tenant's payout adapter (modules.payment_profit: sepa makes one pain.001 batch, see /payouts); each investor is notified and e-mailed. The project's owner needs a bank account",
    },
    responses: {
      200: json(distributionDetailResponseSchema, 'The paid distribution'),
      403: errorResponse('forbidden'),
      404: distributionNotFound,
      409: errorResponse('distribution_already_paid, bank_account_required, payout_account_required (SEPA payouts without the tenant\'s IBAN)'),
    },
    param: pathParams('id', 'benefitId'),
    handler: async ({ c, deps, param }) => c.json(await payDistribution(deps, callerOf(c), param.id, param.benefitId)),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/issuances/:id/benefits/:benefitId',
    access: ISSUANCE_EDITORS,
    describe: {
      tags: ['earnings'],
      summary: 'Deletes a pending distribution and its earnings; a paid one stays (409)',
    },
    responses: { 204: empty('Deleted'), 403: errorResponse('forbidden'), 404: distributionNotFound, 409: errorResponse('distribution_already_paid') },
    param: pathParams('id', 'benefitId'),
    handler: async ({ c, deps, param }) => {
      await deleteDistribution(deps, callerOf(c), param.id, param.benefitId);
      return c.body(null, 204);
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/earnings/export',
    access: EARNINGS_READERS,
    describe: {
      tags: ['earnings'],
      summary: 'Every distribution the filters select, as a CSV or XLSX file (streamed), one row per distribution after a header row',
    },
    responses: { 200: file('earnings.csv or earnings.xlsx (Content-Disposition: attachment)'), 400: validationErrorResponse, 403: errorResponse('forbidden') },
    query: exportQuerySchema,
    handler: async ({ c, deps, query: { format, ...query } }) => {
      const { scope, filters } = listScope(callerOf(c), query);
      const body = await exportTable({ headers: DISTRIBUTION_EXPORT_HEADERS, sheetName: 'Earnings', rows: distributionExportRows(deps.db, scope, filters), format, logger: c.var.log });
      return c.body(body, 200, attachment(`earnings.${format}`, EXPORT_CONTENT_TYPES[format]));
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/earnings',
    access: EARNINGS_READERS,
    describe: {
      tags: ['earnings'],
      summary: "Distributions in the caller's scope (managers: the tenant; issuers: their projects), newest profit date first, paged, with totals over every page",
    },
    responses: { 200: json(earningsListResponseSchema, 'One page'), 400: validationErrorResponse, 403: errorResponse('forbidden') },
    query: earningsListQuerySchema,
    handler: async ({ c, deps, query }) => c.json(await listEarnings(deps, callerOf(c), query)),
  }),
  defineRoute({
    method: 'GET',
    path: '/earnings/:id',
    access: SIGNED_IN,
    describe: {
      tags: ['earnings'],
      summary: "One distribution: managers any of the tenant's, issuers their projects' (all rows); anyone else only their own earning of it",
    },
    responses: { 200: json(distributionDetailResponseSchema, 'The distribution'), 404: errorResponse('distribution_not_found') },
    param: idParam,
    handler: async ({ c, deps, param }) => c.json(await getEarning(deps, callerOf(c), param.id)),
  }),
  defineRoute({
    method: 'GET',
    path: '/users/me/earnings',
    access: INVESTORS,
    describe: {
      tags: ['earnings'],
      summary: "The investor's earnings, newest profit date first, paged; net totals pending, claimable (paid) and claimed; whether a bank account is on the profile",
    },
    responses: { 200: json(myEarningsResponseSchema, 'One page'), 400: validationErrorResponse, 403: errorResponse('forbidden') },
    query: myEarningsQuerySchema,
    handler: async ({ c, deps, query }) => c.json(await listMyEarnings(deps, callerOf(c), query)),
  }),
  defineRoute({
    method: 'POST',
    path: '/users/me/earnings/claim-all',
    access: EARNING_CLAIMERS,
    describe: {
      tags: ['earnings'],
      summary: "Claims every paid earning of the investor (irreversible), each exactly once; one summary notification and e-mail",
    },
    responses: {
      200: json(claimAllResponseSchema, 'How many were claimed and their net total'),
      403: errorResponse('forbidden'),
      409: errorResponse('bank_account_required, nothing_to_claim'),
    },
    handler: async ({ c, deps }) => c.json(await claimAllEarnings(deps, callerOf(c))),
  }),
  defineRoute({
    method: 'POST',
    path: '/users/me/earnings/:id/claim',
    access: EARNING_CLAIMERS,
    describe: {
      tags: ['earnings'],
      summary: 'Claims one paid earning to the bank account (paid → claimed, irreversible), exactly once also under concurrent calls',
    },
    responses: {
      200: json(claimResponseSchema, 'The claimed earning'),
      403: errorResponse('forbidden'),
      404: errorResponse('earning_not_found'),
      409: errorResponse('bank_account_required, earning_not_claimable'),
    },
    param: idParam,
    handler: async ({ c, deps, param }) => c.json(await claimEarning(deps, callerOf(c), param.id)),
  }),
  defineRoute({
    method: 'GET',
    path: '/users/me/earnings/tax-summary',
    access: INVESTORS,
    describe: {
      tags: ['earnings'],
      summary: "The investor's paid and claimed earnings by calendar year of the profit date: gross, withholding, net and count",
    },
    responses: { 200: json(taxSummaryResponseSchema, 'One row per year, newest first'), 403: errorResponse('forbidden') },
    handler: async ({ c, deps }) => c.json(await taxSummary(deps, callerOf(c))),
  }),
  defineRoute({
    method: 'GET',
    path: '/users/me/earnings/tax-summary/export',
    access: INVESTORS,
    describe: {
      tags: ['earnings'],
      summary: "One year's paid and claimed earnings and their totals, as CSV (one row per earning, then a totals row) or as a PDF in the investor's language",
    },
    responses: { 200: file('tax-summary-YYYY.csv or .pdf (Content-Disposition: attachment)'), 400: validationErrorResponse, 403: errorResponse('forbidden') },
    query: taxSummaryExportQuerySchema,
    handler: async ({ c, deps, query: { year, format } }) => {
      const caller = callerOf(c);
      const rows = await taxYearEarnings(deps, caller, year);
      if (format === 'csv') {
        const body = await exportTable({ headers: TAX_EXPORT_HEADERS, sheetName: 'Tax summary', rows: taxExportRows(rows), format, logger: c.var.log });
        return c.body(body, 200, attachment(`tax-summary-${year}.csv`, EXPORT_CONTENT_TYPES.csv));
      }
      const investor = await investorProfile(deps.db, caller.principal.user.id);
      const customization = customizationOf(caller.tenant);
      const pdf = await taxSummaryPdf({
        year,
        locale: mailLocaleOf(investor),
        platform: caller.tenant.name,
        currency: customization.currency,
        investor,
        rows,
        now: deps.clock.now(),
      });
      return c.body(pdf as Uint8Array<ArrayBuffer>, 200, attachment(`tax-summary-${year}.pdf`, 'application/pdf'));
    },
  }),
]);
