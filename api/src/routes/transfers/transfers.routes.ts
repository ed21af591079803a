import { rules, TRANSFER_EXPORT_FORMATS, transferRecipientResponseSchema, transferRequestSchema, transferResponseSchema, transfersQuerySchema, transfersResponseSchema } from 'shared';
import * as v from 'valibot';
import { INVESTORS, INVESTORS_IN_PERSON } from '../../auth/access.js';
import { errorResponse, file, json, validationErrorResponse } from '../../lib/openapi.js';
import { EXPORT_CONTENT_TYPES, exportTable } from '../../lib/table-export.js';
import { PFP } from '../base-paths.js';
import { callerOf } from '../caller.js';
import { defineRoute, defineRoutes } from '../define-route.js';
import { createTransfer, listTransfers, lookUpRecipient, TRANSFER_EXPORT_HEADERS, transferExportRows } from './transfers.handlers.js';


// The list's filters, all pages; a missing format is "required" like a blank form field.
const exportQuerySchema = rules.form({
  ...v.omit(transfersQuerySchema, ['page', 'per_page']).entries,
  format: rules.choice(TRANSFER_EXPORT_FORMATS),
});
const recipientQuerySchema = rules.form({ destination: rules.text({ max: 254 }) });

/** Token transfers between investors of a tenant (issue 15, spec section 4). */
export const transfersRoutes = defineRoutes(PFP, [
  defineRoute({
    method: 'GET',
    path: '/transfers/recipient',
    access: INVESTORS,
    describe: {
      tags: ['transfers'],
      summary: 'Who a wallet address or e-mail belongs to (registered investors of the tenant), by abbreviated public name and wallet, never the e-mail',
    },
    responses: { 200: json(transferRecipientResponseSchema, 'The recipient'), 400: validationErrorResponse, 404: errorResponse('recipient_not_found') },
    query: recipientQuerySchema,
    handler: async ({ c, deps, query }) => c.json(await lookUpRecipient(deps, callerOf(c), query.destination)),
  }),
  defineRoute({
    method: 'GET',
    path: '/transfers/export',
    access: INVESTORS,
    describe: {
      tags: ['transfers'],
      summary: "The caller's transfers the filters select, as a CSV or XLSX file (streamed), dates in the tenant's time zone",
    },
    responses: { 200: file('transfers.csv or transfers.xlsx (Content-Disposition: attachment)'), 400: validationErrorResponse },
    query: exportQuerySchema,
    handler: async ({ c, deps, query: { format, ...query } }) => {
      const body = await exportTable({ headers: TRANSFER_EXPORT_HEADERS, sheetName: 'Transfers', rows: transferExportRows(deps.db, callerOf(c), query), format, logger: c.var.log });
      return c.body(body, 200, { 'Content-Type': EXPORT_CONTENT_TYPES[format], 'Content-Disposition': `attachment; filename="transfers.${format}"`, 'Cache-Control': 'no-store' });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/transfers',
    access: INVESTORS,
    describe: {
      tags: ['transfers'],
      summary: "The caller's sent and received transfers, newest first, by direction, project and dates (tenant's time zone), paged",
    },
    responses: { 200: json(transfersResponseSchema, 'One page'), 400: validationErrorResponse },
    query: transfersQuerySchema,
    handler: async ({ c, deps, query }) => c.json(await listTransfers(deps, callerOf(c), query)),
  }),
  defineRoute({
    method: 'POST',
    path: '/transfers',
    access: INVESTORS_IN_PERSON,
    describe: {
      tags: ['transfers'],
      summary:
        "Transfers tokens of a project to another investor of the tenant (by wallet or e-mail) through the token ledger; balance checked and spent in one serialised step. Naming the caller's published sell ad closes it and records the unit price",
    },
    responses: {
      201: json(transferResponseSchema, 'The transfer'),
      400: validationErrorResponse,
      404: errorResponse('issuance_not_found, recipient_not_found, ad_not_found'),
      409: errorResponse('insufficient_tokens, transfer_to_self, ad_not_open'),
    },
    json: transferRequestSchema,
    handler: async ({ c, deps, json: input }) => c.json(await createTransfer(deps, callerOf(c), input), 201),
  }),
]);
