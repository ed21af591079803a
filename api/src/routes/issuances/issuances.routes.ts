import { followStateSchema, issuanceDetailResponseSchema, issuanceListQuerySchema, issuanceListResponseSchema, rolesOf, rules } from 'shared';
import * as v from 'valibot';
import { MANAGER, PUBLIC, SIGNED_IN, type Access } from '../../auth/access.js';
import { empty, errorResponse, file, json, validationErrorResponse } from '../../lib/openapi.js';
import { PFP } from '../base-paths.js';
import { callerOf, originOf } from '../caller.js';
import { defineRoute, defineRoutes } from '../define-route.js';
import { idParam, slugParam } from '../params.js';
import { EXPORT_CONTENT_TYPES, EXPORT_FORMATS } from '../../lib/table-export.js';
import { mailLocaleOf } from '../../mail/mail-language.js';
import { exportIssuances } from './issuances.export.js';
import { deleteIssuance, getIssuance, getIssuances, getPublicIssuance, readerOf, setFollowing } from './issuances.handlers.js';

// The list's filters, all pages; a missing format is "required" like a blank form field.
const exportQuerySchema = rules.form({
  ...v.omit(issuanceListQuerySchema, ['page', 'per_page']).entries,
  format: rules.choice(EXPORT_FORMATS),
});

const notFound = errorResponse('issuance_not_found: no such issuance for this caller (other tenant, not owned, not published)');

// Which issuances each caller reads (all, own or published) is decided by the use cases' query.
const ISSUANCE_READERS: Access = SIGNED_IN;
// The spec lets investors follow projects, and managers follow from their issuance list too.
const FOLLOWERS: Access = { roles: rolesOf('investor', 'manager'), backdoor: 'allow' };

/** Issuances (spec sections 2, 3 and 6): list, sheet, landing, follow, delete and export. */
export const issuancesRoutes = defineRoutes(PFP, [
  // Declared before /issuances/:id, which would take "export" for an id.
  defineRoute({
    method: 'GET',
    path: '/issuances/export',
    access: MANAGER,
    describe: {
      tags: ['issuances'],
      summary: 'Every issuance the filters select, as a CSV or XLSX file (streamed), one row per issuance after a header row',
    },
    responses: {
      200: file('issuances.csv or issuances.xlsx (Content-Disposition: attachment)'),
      400: validationErrorResponse,
      403: errorResponse('forbidden'),
    },
    query: exportQuerySchema,
    handler: async ({ c, deps, query: { format, ...filters } }) => {
      const caller = callerOf(c);
      const locale = mailLocaleOf(caller.principal.user);
      const body = await exportIssuances({ db: deps.db, reader: readerOf(deps, caller), filters, format, locale, origin: originOf(c), logger: c.var.log });
      return c.body(body, 200, {
        'Content-Type': EXPORT_CONTENT_TYPES[format],
        'Content-Disposition': `attachment; filename="issuances.${format}"`,
        'Cache-Control': 'no-store',
      });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/issuances',
    access: ISSUANCE_READERS,
    describe: {
      tags: ['issuances'],
      summary: 'Issuances the caller may see (managers: all; entrepreneurs: their own; investors: published), filtered, sorted and paged',
    },
    responses: { 200: json(issuanceListResponseSchema, 'One page'), 400: validationErrorResponse },
    query: issuanceListQuerySchema,
    handler: async ({ c, deps, query }) => c.json(await getIssuances(deps, callerOf(c), query, originOf(c))),
  }),
  defineRoute({
    method: 'GET',
    path: '/issuances/:id',
    access: ISSUANCE_READERS,
    describe: {
      tags: ['issuances'],
      summary: 'The project sheet, with the documents the caller may see',
    },
    responses: { 200: json(issuanceDetailResponseSchema, 'The issuance'), 404: notFound },
    param: idParam,
    handler: async ({ c, deps, param }) => c.json(await getIssuance(deps, callerOf(c), param.id, originOf(c))),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/issuances/:id',
    access: MANAGER,
    describe: {
      tags: ['issuances'],
      summary: 'Delete an issuance with its images and documents; refused once it has investments',
    },
    responses: { 204: empty('Deleted'), 404: notFound, 409: errorResponse('issuance_has_investments') },
    param: idParam,
    handler: async ({ c, deps, param }) => {
      await deleteIssuance(deps, c.var.tenant, param.id, c.var.log);
      return c.body(null, 204);
    },
  }),
  defineRoute({
    method: 'PUT',
    path: '/issuances/:id/follow',
    access: FOLLOWERS,
    describe: {
      tags: ['issuances'],
      summary: 'Follow an issuance (idempotent)',
    },
    responses: { 200: json(followStateSchema, 'Following'), 404: notFound },
    param: idParam,
    handler: async ({ c, deps, param }) => c.json(await setFollowing(deps, callerOf(c), param.id, true)),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/issuances/:id/follow',
    access: FOLLOWERS,
    describe: {
      tags: ['issuances'],
      summary: 'Stop following an issuance (idempotent)',
    },
    responses: { 200: json(followStateSchema, 'Not following'), 404: notFound },
    param: idParam,
    handler: async ({ c, deps, param }) => c.json(await setFollowing(deps, callerOf(c), param.id, false)),
  }),
  defineRoute({
    method: 'GET',
    path: '/public/issuances/:slug',
    access: PUBLIC,
    describe: {
      tags: ['issuances'],
      summary: 'The public landing of /invest/{slug}: a published issuance, no token needed',
    },
    responses: { 200: json(issuanceDetailResponseSchema, 'The issuance'), 404: errorResponse('issuance_not_found') },
    param: slugParam,
    handler: async ({ c, deps, param }) => c.json(await getPublicIssuance(deps, c.var.tenant, param.slug, originOf(c))),
  }),
]);
