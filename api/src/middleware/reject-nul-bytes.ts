import type { Context, MiddlewareHandler } from 'hono';
import { ValidationError } from '../lib/validation.js';

const INVALID = { key: 'validator.form_field_invalid' } as const;

/**
 * The dotted path of the first string (key or value) holding a NUL byte, or undefined. A loop
 * over a stack, not recursion: a body nested thousands deep must not overflow the call stack.
 */
function nulPath(body: unknown): string | undefined {
  const pending: { value: unknown; path: string }[] = [{ value: body, path: '' }];
  for (let item = pending.pop(); item; item = pending.pop()) {
    const { value, path } = item;
    if (typeof value === 'string') {
      if (value.includes('\0')) return path || 'body';
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\0')) return childPath;
        pending.push({ value: child, path: childPath });
      }
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
      const inBody = nulPath(body);
      if (inBody) throw new ValidationError({ [inBody]: INVALID });
    }
    return next();
  };
}
