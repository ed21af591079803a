import {
  customizationEditorResponseSchema,
  customizationImageUploadResponseSchema,
  IMAGE_MAX_MB,
  customizationVersionListResponseSchema,
  customizationVersionResponseSchema,
  restoreCustomizationRequestSchema,
  saveCustomizationRequestSchema,
} from 'shared';
import { MANAGER } from '../../auth/access.js';
import { errorResponse, json, validationErrorResponse } from '../../lib/openapi.js';
import { readMultipartBody } from '../../lib/validation.js';
import { PFP } from '../base-paths.js';
import { callerOf, originOf } from '../caller.js';
import { defineRoute, defineRoutes } from '../define-route.js';
import { idParam } from '../params.js';
import { uploadTenantImage } from '../files/uploads.handlers.js';
import { getEditor, getVersion, listVersions, restoreVersion, saveCustomization } from './customization-admin.handlers.js';

const forbidden = errorResponse('forbidden: not a manager, or acting as an investor');
const notFound = errorResponse('customization_version_not_found: no such version in this tenant');
const saved = json(customizationEditorResponseSchema, 'The payload now served and its new version');

/** The manager's customization editor (issue 16): the tenant's managers only, never while acting as an investor. */
export const customizationAdminRoutes = defineRoutes(`${PFP}/manager`, [
  defineRoute({
    method: 'GET',
    path: '/customization',
    access: MANAGER,
    describe: {
      tags: ['manager'],
      summary: "The tenant's customization as the editor edits it (theme tokens apart from the advanced CSS) and its current version",
    },
    responses: { 200: json(customizationEditorResponseSchema, 'Payload and version'), 403: forbidden },
    handler: async ({ c, deps }) => c.json(await getEditor(deps, callerOf(c))),
  }),
  defineRoute({
    method: 'PUT',
    path: '/customization',
    access: MANAGER,
    describe: {
      tags: ['manager'],
      summary:
        'Save the whole payload as a new version (who, when, changed paths); GET /v2/ui/get-customization answers it at once. The custom CSS is refused (400, field css) when it loads anything but the tenant’s uploaded files (/api/v2/pfp/files/:id) or data: addresses (url(), src(), image-set(), @import, @font-face sources), or has url(javascript:…), expression(), </style or over 20000 characters. Audited.',
    },
    responses: { 200: saved, 400: validationErrorResponse, 403: forbidden },
    json: saveCustomizationRequestSchema,
    handler: async ({ c, deps, json: draft }) => c.json(await saveCustomization(deps, callerOf(c), draft)),
  }),
  defineRoute({
    method: 'GET',
    path: '/customization/versions',
    access: MANAGER,
    describe: {
      tags: ['manager'],
      summary: 'Every saved version, newest first: number, who, when, the paths it changed, the version it restored',
    },
    responses: { 200: json(customizationVersionListResponseSchema, 'Versions'), 403: forbidden },
    handler: async ({ c, deps }) => c.json(await listVersions(deps, callerOf(c))),
  }),
  defineRoute({
    method: 'GET',
    path: '/customization/versions/:id',
    access: MANAGER,
    describe: {
      tags: ['manager'],
      summary: 'One version with its whole payload, to compare with the current one',
    },
    responses: { 200: json(customizationVersionResponseSchema, 'The version'), 403: forbidden, 404: notFound },
    param: idParam,
    handler: async ({ c, deps, param }) => c.json(await getVersion(deps, callerOf(c), param.id)),
  }),
  defineRoute({
    method: 'POST',
    path: '/customization/versions/:id/restore',
    access: MANAGER,
    describe: {
      tags: ['manager'],
      summary: "Save that version's payload again as a new version (the history only grows); served at once. Audited.",
    },
    responses: { 200: saved, 403: forbidden, 404: notFound },
    param: idParam,
    json: restoreCustomizationRequestSchema,
    handler: async ({ c, deps, param }) => c.json(await restoreVersion(deps, callerOf(c), param.id)),
  }),
  defineRoute({
    method: 'POST',
    path: '/customization/images',
    access: MANAGER,
    describe: {
      tags: ['manager'],
      summary: `Upload the favicon or the logo (multipart fields file and kind=favicon|logo; JPEG, PNG, WebP or GIF up to ${IMAGE_MAX_MB} MB, checked by its bytes). Answers its public address for the draft; nothing is served until a save uses it.`,
    },
    responses: {
      201: json(customizationImageUploadResponseSchema, 'The stored image'),
      400: validationErrorResponse,
      403: forbidden,
      413: errorResponse('payload_too_large'),
      415: errorResponse('unsupported_media_type: send multipart/form-data'),
    },
    handler: async ({ c, deps }) => c.json(await uploadTenantImage(deps, c.var.tenant, originOf(c), await readMultipartBody(c)), 201),
  }),
]);
