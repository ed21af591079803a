import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { followStateSchema, issuanceDetailResponseSchema, issuanceListQuerySchema, issuanceListResponseSchema, rules } from 'shared';
import * as v from 'valibot';
import type { AppEnv, Deps } from '../../app-env.js';
import { errorResponse, validationErrorResponse } from '../../lib/openapi.js';
import { validate } from '../../lib/validation.js';
import { EXPORT_CONTENT_TYPES, EXPORT_FORMATS, exportIssuances } from './issuances.export.js';
import { deleteIssuance, getIssuance, getIssuances, getPublicIssuance, originOf, readerOf, setFollowing } from './issuances.handlers.js';

// The list's filters, all pages; a missing format is "required" like a blank form field.
const exportQuerySchema = rules.form({
  ...v.omit(issuanceListQuerySchema, ['page', 'per_page']).entries,
  format: rules.choice(EXPORT_FORMATS),
});

const json = (schema: v.GenericSchema) => ({ 'application/json': { schema: resolver(schema) } });
const notFound = errorResponse('issuance_not_found: no such issuance for this caller (other tenant, not owned, not published)');
const security = [{ userToken: [] }];

/** Issuances (spec sections 2, 3 and 6): list, sheet, landing, follow, delete and export. */
export function issuancesRoutes(deps: Deps) {
  return (
    new Hono<AppEnv>()
      // Registered before /issuances/:id, which would take "export" for an id.
      .get(
        '/api/v2/pfp/issuances/export',
        describeRoute({
          tags: ['issuances'],
          summary: 'Every issuance the filters select, as a CSV or XLSX file (streamed), one row per issuance after a header row',
          security,
          responses: {
            200: { description: 'issuances.csv or issuances.xlsx (Content-Disposition: attachment)' },
            400: validationErrorResponse,
            403: errorResponse('forbidden'),
          },
        }),
        validate('query', exportQuerySchema),
        async (c) => {
          const { format, ...filters } = c.req.valid('query');
          const body = await exportIssuances({ db: deps.db, reader: readerOf(c, deps), filters, format, origin: originOf(c), logger: c.var.log });
          return c.body(body, 200, {
            'Content-Type': EXPORT_CONTENT_TYPES[format],
            'Content-Disposition': `attachment; filename="issuances.${format}"`,
            'Cache-Control': 'no-store',
          });
        },
      )
      .get(
        '/api/v2/pfp/issuances',
        describeRoute({
          tags: ['issuances'],
          summary: 'Issuances the caller may see (managers: all; entrepreneurs: their own; investors: published), filtered, sorted and paged',
          security,
          responses: { 200: { description: 'One page', content: json(issuanceListResponseSchema) }, 400: validationErrorResponse },
        }),
        validate('query', issuanceListQuerySchema),
        async (c) => c.json(await getIssuances(c, deps, c.req.valid('query'))),
      )
      .get(
        '/api/v2/pfp/issuances/:id',
        describeRoute({
          tags: ['issuances'],
          summary: 'The project sheet, with the documents the caller may see',
          security,
          responses: { 200: { description: 'The issuance', content: json(issuanceDetailResponseSchema) }, 404: notFound },
        }),
        async (c) => c.json(await getIssuance(c, deps, c.req.param('id'))),
      )
      .delete(
        '/api/v2/pfp/issuances/:id',
        describeRoute({
          tags: ['issuances'],
          summary: 'Delete an issuance with its images and documents; refused once it has investments',
          security,
          responses: { 204: { description: 'Deleted' }, 404: notFound, 409: errorResponse('issuance_has_investments') },
        }),
        async (c) => {
          await deleteIssuance(c, deps, c.req.param('id'));
          return c.body(null, 204);
        },
      )
      .put(
        '/api/v2/pfp/issuances/:id/follow',
        describeRoute({
          tags: ['issuances'],
          summary: 'Follow an issuance (idempotent)',
          security,
          responses: { 200: { description: 'Following', content: json(followStateSchema) }, 404: notFound },
        }),
        async (c) => c.json(await setFollowing(c, deps, c.req.param('id'), true)),
      )
      .delete(
        '/api/v2/pfp/issuances/:id/follow',
        describeRoute({
          tags: ['issuances'],
          summary: 'Stop following an issuance (idempotent)',
          security,
          responses: { 200: { description: 'Not following', content: json(followStateSchema) }, 404: notFound },
        }),
        async (c) => c.json(await setFollowing(c, deps, c.req.param('id'), false)),
      )
      .get(
        '/api/v2/pfp/public/issuances/:slug',
        describeRoute({
          tags: ['issuances'],
          summary: 'The public landing of /invest/{slug}: a published issuance, no token needed',
          responses: { 200: { description: 'The issuance', content: json(issuanceDetailResponseSchema) }, 404: errorResponse('issuance_not_found') },
        }),
        async (c) => c.json(await getPublicIssuance(c, deps, c.req.param('slug'))),
      )
  );
}
