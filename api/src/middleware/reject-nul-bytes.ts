import type { Context, MiddlewareHandler } from 'hono';
import { ValidationError } from '../lib/validation.js';

const INVALID = { key: 'validator.form_field_invalid' } as const;

/** The dotted path of the first string (key or value) holding a NUL byte, or undefined. */
function nulPath(value: unknown, path: string): string | undefined {
  if (typeof value === 'string') return value.includes('\0') ? path || 'body' : undefined;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = nulPath(item, path ? `${path}.${index}` : String(index));
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const itemPath = path ? `${path}.${key}` : key;
      if (key.includes('\0')) return itemPath;
      const found = nulPath(item, itemPath);
      if (found) return found;
    }
  }
  return undefined;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

/** The query parameter or path holding an encoded NUL byte, or undefined. */
function nulInAddress(c: Context): string | undefined {
  const url = new URL(c.req.url);
  if (decoded(url.pathname).includes('\0')) return 'path';
  for (const pair of url.search.slice(1).split('&')) {
    const [name = '', value = ''] = pair.split('=');
    if (decoded(name).includes('\0') || decoded(value).includes('\0')) return decoded(name).replace(/\0/g, '') || 'query';
  }
  return undefined;
}

/**
 * PostgreSQL cannot store a NUL byte in text, so one reaching a query fails it with a 500 (and
 * nothing of ours has a use for one). Every text a caller sends, in the address, the JSON body or
 * a multipart form (see readMultipartBody), is refused here once as a validation error.
 */
export function rejectNulBytes(isUpload: (c: Context) => boolean): MiddlewareHandler {
  return async (c, next) => {
    const inAddress = nulInAddress(c);
    if (inAddress) throw new ValidationError({ [inAddress]: INVALID });
    if (!isUpload(c) && /^application\/([\w.-]+\+)?json/i.test(c.req.header('Content-Type') ?? '')) {
      // Hono keeps the parsed body, so the validator after this reads the same object. A body
      // that is not JSON at all is left to the validator's own answer.
      const body: unknown = await c.req.json().catch(() => undefined);
      const inBody = nulPath(body, '');
      if (inBody) throw new ValidationError({ [inBody]: INVALID });
    }
    return next();
  };
}
