import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from '../lib/errors.js';

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;
const MULTIPART_TYPE = /^multipart\/form-data$/i;
const FORM_TYPE = /^application\/x-www-form-urlencoded$/i;

/**
 * Bodies are JSON, except on the upload routes, which take multipart, and the providers' form
 * posts (`isForm`: Redsys notifies with a form-encoded body). Without this check a
 * form-encoded body would reach the validator as an empty object and answer "field required"
 * instead of the honest 415. An empty body (a logout) passes whatever its declared type.
 */
export function requireJsonBody(isUpload: (c: Context) => boolean, isForm: (c: Context) => boolean = () => false): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'POST' || c.req.method === 'PUT' || c.req.method === 'PATCH') {
      const length = c.req.header('Content-Length');
      const hasBody = length !== undefined ? Number(length) > 0 : c.req.header('Transfer-Encoding') !== undefined;
      const mediaType = c.req.header('Content-Type')?.split(';')[0]?.trim() ?? '';
      const expected = isUpload(c) ? MULTIPART_TYPE : isForm(c) ? FORM_TYPE : JSON_TYPE;
      if (hasBody && !expected.test(mediaType)) throw new ApiError(415, 'unsupported_media_type');
    }
    return next();
  };
}
