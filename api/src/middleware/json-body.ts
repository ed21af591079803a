import type { MiddlewareHandler } from 'hono';
import { ApiError } from '../lib/errors.js';

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * Bodies are JSON. Without this check a form-encoded body would reach the validator as an
 * empty object and answer "field required" instead of the honest 415.
 */
export const requireJsonBody: MiddlewareHandler = async (c, next) => {
  if (c.req.method === 'POST' || c.req.method === 'PUT' || c.req.method === 'PATCH') {
    const contentType = c.req.header('Content-Type');
    const length = Number(c.req.header('Content-Length') ?? '0');
    // A body-less POST (logout) may come without any Content-Type; a typed or sized body must be JSON.
    if (contentType === undefined ? length > 0 : !JSON_TYPE.test(contentType.split(';')[0]?.trim() ?? '')) {
      throw new ApiError(415, 'unsupported_media_type');
    }
  }
  return next();
};
