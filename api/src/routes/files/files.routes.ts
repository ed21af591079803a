import { Hono, type Context } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import { projectDocumentSchema } from 'shared';
import * as v from 'valibot';
import type { AppEnv, Deps } from '../../app-env.js';
import { errorResponse, validationErrorResponse } from '../../lib/openapi.js';
import { getDocument, getPublicFile } from './files.handlers.js';
import { DOCUMENT_MAX_MB, IMAGE_MAX_MB, MAX_INTRO_IMAGES, uploadDocument, uploadImage } from './uploads.handlers.js';

const UPLOAD_PATH = /^\/api\/v2\/pfp\/issuances\/[^/]+\/(?:images|documents)$/;

/** The routes that take multipart bodies (and a larger body limit) instead of JSON. */
export function isUploadRequest(c: Context): boolean {
  return c.req.method === 'POST' && UPLOAD_PATH.test(c.req.path);
}

const uploadErrors = {
  400: validationErrorResponse,
  404: errorResponse('issuance_not_found (other tenant, or not the owner)'),
  413: errorResponse('payload_too_large'),
  415: errorResponse('unsupported_media_type: send multipart/form-data'),
};

/** Files of issuances: public images and logos, and documents behind their permission and expiry. */
export function filesRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .get(
      '/api/v2/pfp/files/:id',
      describeRoute({
        tags: ['files'],
        summary: 'A logo or intro image (public)',
        responses: { 200: { description: 'The image' }, 404: errorResponse('file_not_found') },
      }),
      (c) => getPublicFile(c, deps, c.req.param('id')),
    )
    .get(
      '/api/v2/pfp/issuances/:id/documents/:documentId',
      describeRoute({
        tags: ['files'],
        summary: 'A document: public ones for anyone, hidden ones for the owner and managers, expired ones for nobody',
        security: [{}, { userToken: [] }],
        responses: {
          200: { description: 'The file, as an attachment' },
          404: errorResponse('document_not_found (also when the caller may not see it)'),
          410: errorResponse('document_expired'),
        },
      }),
      (c) => getDocument(c, deps, c.req.param('id'), c.req.param('documentId')),
    )
    .post(
      '/api/v2/pfp/issuances/:id/images',
      describeRoute({
        tags: ['files'],
        summary: `Upload an intro image (kind=intro, at most ${MAX_INTRO_IMAGES}) or the logo (kind=logo, replaces it): multipart field "file", JPEG, PNG, WebP or GIF up to ${IMAGE_MAX_MB} MB`,
        security: [{ userToken: [] }],
        responses: {
          201: {
            description: 'The stored image',
            content: {
              'application/json': {
                schema: resolver(v.object({ data: v.object({ id: v.string(), kind: v.picklist(['intro', 'logo']), url: v.string() }) })),
              },
            },
          },
          ...uploadErrors,
        },
      }),
      async (c) => c.json(await uploadImage(c, deps), 201),
    )
    .post(
      '/api/v2/pfp/issuances/:id/documents',
      describeRoute({
        tags: ['files'],
        summary: `Upload a PDF document up to ${DOCUMENT_MAX_MB} MB: multipart fields file, name, view_permission (public or hidden; hidden when left out), expires_at (YYYY-MM-DD)`,
        security: [{ userToken: [] }],
        responses: {
          201: { description: 'The document', content: { 'application/json': { schema: resolver(v.object({ data: projectDocumentSchema })) } } },
          ...uploadErrors,
        },
      }),
      async (c) => c.json(await uploadDocument(c, deps), 201),
    );
}
