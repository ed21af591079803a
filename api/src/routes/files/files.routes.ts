import type { Context } from 'hono';
import type { AppEnv } from '../../app-env.js';
import { DOCUMENT_MAX_MB, IMAGE_MAX_MB, MAX_INTRO_IMAGES, projectDocumentSchema } from 'shared';
import * as v from 'valibot';
import { ISSUANCE_EDITORS, PUBLIC } from '../../auth/access.js';
import { errorResponse, file, json, validationErrorResponse } from '../../lib/openapi.js';
import { readMultipartBody } from '../../lib/validation.js';
import { PFP } from '../base-paths.js';
import { authorOf } from '../authoring/authoring.handlers.js';
import { callerOf, originOf } from '../caller.js';
import { defineRoute, defineRoutes } from '../define-route.js';
import { idParam, pathParams } from '../params.js';
import { findDocument, findPublicFile, sendFile } from './files.handlers.js';
import { uploadDocument, uploadImage, type UploadTarget } from './uploads.handlers.js';

const UPLOAD_PATH = new RegExp(`^${PFP}/(?:issuances/[^/]+/(?:images|documents)|users/me/kyc|investments/[^/]+/proof-of-payment|manager/customization/images|manager/bank-statements|sandbox/payments/[^/]+(?:/confirm)?)$`);

/** The profile image of the account pages, sent with PUT (it replaces the previous one). */
const PROFILE_IMAGE_PATH = `${PFP}/users/me/account/image`;

/** The routes that take multipart bodies (and a larger body limit) instead of JSON: issuance files, KYC documents, proofs of payment, the tenant's customization images, bank statements, the profile image and the sandbox payment page's forms. */
export function isUploadRequest(c: Context): boolean {
  return (c.req.method === 'POST' && UPLOAD_PATH.test(c.req.path)) || (c.req.method === 'PUT' && c.req.path === PROFILE_IMAGE_PATH);
}

const uploadErrors = {
  400: validationErrorResponse,
  404: errorResponse('issuance_not_found (other tenant, or not the owner)'),
  409: errorResponse('issuance_not_editable (an entrepreneur’s issuance once it left DRAFT)'),
  413: errorResponse('payload_too_large'),
  415: errorResponse('unsupported_media_type: send multipart/form-data'),
};

function uploadTargetOf(c: Context<AppEnv>, issuanceId: string): UploadTarget {
  const caller = callerOf(c);
  return { tenant: c.var.tenant, issuanceId, origin: originOf(c), actorId: caller.principal.user.id, author: authorOf(caller) };
}

/** Files of issuances: public images and logos, and documents behind their permission and expiry. */
export const filesRoutes = defineRoutes(PFP, [
  defineRoute({
    method: 'POST',
    path: '/issuances/:id/images',
    access: ISSUANCE_EDITORS,
    describe: {
      tags: ['files'],
      summary: `Upload an intro image (kind=intro, at most ${MAX_INTRO_IMAGES}) or the logo (kind=logo, replaces it): multipart field "file", JPEG, PNG, WebP or GIF up to ${IMAGE_MAX_MB} MB`,
    },
    responses: {
      201: json(v.object({ data: v.object({ id: v.string(), kind: v.picklist(['intro', 'logo']), url: v.string() }) }), 'The stored image'),
      ...uploadErrors,
    },
    param: idParam,
    handler: async ({ c, deps, param }) => c.json(await uploadImage(deps, uploadTargetOf(c, param.id), await readMultipartBody(c)), 201),
  }),
  defineRoute({
    method: 'POST',
    path: '/issuances/:id/documents',
    access: ISSUANCE_EDITORS,
    describe: {
      tags: ['files'],
      summary: `Upload a PDF document up to ${DOCUMENT_MAX_MB} MB: multipart fields file, name, view_permission (public or hidden; hidden when left out), expires_at (YYYY-MM-DD)`,
    },
    responses: {
      201: json(v.object({ data: projectDocumentSchema }), 'The document'),
      ...uploadErrors,
    },
    param: idParam,
    handler: async ({ c, deps, param }) => c.json(await uploadDocument(deps, uploadTargetOf(c, param.id), await readMultipartBody(c)), 201),
  }),
  defineRoute({
    method: 'GET',
    path: '/issuances/:id/documents/:documentId',
    // Public and unexpired documents are for anyone; hidden ones need the owner's or a manager's token.
    access: { public: true, identify: true },
    describe: {
      tags: ['files'],
      summary: 'A document: public ones for anyone, hidden ones for the owner and managers, expired ones for nobody',
    },
    responses: {
      200: file('The file, as an attachment'),
      404: errorResponse('document_not_found (also when the caller may not see it)'),
      410: errorResponse('document_expired'),
    },
    param: pathParams('id', 'documentId'),
    handler: async ({ c, deps, param }) => {
      const file = await findDocument(deps, c.var.tenant, c.var.viewer, param.id, param.documentId);
      return sendFile(c, deps, file, { disposition: 'attachment', cache: 'private, no-store' });
    },
  }),
  defineRoute({
    method: 'GET',
    path: '/files/:id',
    access: PUBLIC,
    describe: {
      tags: ['files'],
      summary: 'A logo or intro image (public)',
    },
    responses: { 200: file('The image'), 404: errorResponse('file_not_found') },
    param: idParam,
    handler: async ({ c, deps, param }) => sendFile(c, deps, await findPublicFile(deps, c.var.tenant, param.id), { disposition: 'inline', cache: 'public, max-age=86400' }),
  }),
]);
