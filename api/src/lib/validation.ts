import type { Context } from 'hono';
import { validator } from 'hono-openapi';
import { collectFieldErrors } from 'shared';
import * as v from 'valibot';
import { ApiError } from './errors.js';

type FieldErrors = ReturnType<typeof collectFieldErrors>;

/** What a message key looks like (`validator.form_field_invalid`), as opposed to a sentence. */
const MESSAGE_KEY = /^[a-z]\w*(?:\.\w+)+$/;
const GENERIC_KEY = 'validator.form_field_invalid';

/**
 * Valibot's own English sentences (a repeated query parameter arrives as an array, which no
 * schema names a message for) become the generic key, so the front end always gets a key to translate.
 */
function asMessageKeys(fields: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(fields).map(([path, field]) => [path, MESSAGE_KEY.test(field.key) ? field : { key: GENERIC_KEY }]));
}

export function validationErrorBody(fields: FieldErrors) {
  return { error: 'validation_error' as const, hide_error: false, fields: asMessageKeys(fields) };
}

/** A failure of a schema chosen at request time (per-tenant register form). */
export class ValidationError extends Error {
  constructor(readonly fields: FieldErrors) {
    super('validation_error');
  }
}

// Valibot's Standard Schema adapter hands back its own issue objects, which is what
// collectFieldErrors reads (path items with `key`, `requirement` for message params).
function asValibotIssues(issues: readonly unknown[]): v.BaseIssue<unknown>[] {
  return issues as v.BaseIssue<unknown>[];
}

/**
 * hono-openapi's validator with the shared schemas: the same schema checks the request and
 * writes the OpenAPI document, and failures answer 400 with one message key per field.
 */
export function validate<Target extends 'json' | 'query' | 'param', Schema extends v.GenericSchema | v.GenericSchemaAsync>(
  target: Target,
  schema: Schema,
) {
  return validator(target, schema, (result, c: Context) => {
    if (!result.success) return c.json(validationErrorBody(collectFieldErrors(asValibotIssues(result.error))), 400);
  });
}

/** Validates a body against a schema built per request; throws ValidationError. */
export async function parseWith<Schema extends v.GenericSchema | v.GenericSchemaAsync>(
  schema: Schema,
  value: unknown,
): Promise<v.InferOutput<Schema>> {
  const result = await v.safeParseAsync(schema, value);
  if (!result.success) throw new ValidationError(collectFieldErrors(result.issues));
  return result.output;
}

type MultipartBody = Awaited<ReturnType<Context['req']['parseBody']>>;

/**
 * A multipart form, or 400 `malformed_multipart` when the body does not parse (a missing or wrong
 * boundary, a cut body). A NUL byte in a field or a file name is refused like any other text.
 */
export async function readMultipartBody(c: Context): Promise<MultipartBody> {
  let body: MultipartBody;
  try {
    body = await c.req.parseBody();
  } catch {
    throw new ApiError(400, 'malformed_multipart');
  }
  for (const [name, value] of Object.entries(body)) {
    const values = Array.isArray(value) ? value : [value];
    const texts = values.map((item) => (typeof item === 'string' ? item : item.name));
    if (name.includes('\0') || texts.some((text) => text.includes('\0'))) {
      throw new ValidationError({ [name.replace(/\0/g, '') || 'body']: { key: 'validator.form_field_invalid' } });
    }
  }
  return body;
}

/** The JSON body as hono's validator reads it: no JSON content type means an empty object. */
export async function readJsonBody(c: Context): Promise<unknown> {
  if (!/^application\/([\w.-]+\+)?json/i.test(c.req.header('Content-Type') ?? '')) return {};
  try {
    return await c.req.json();
  } catch {
    throw new ApiError(400, 'malformed_json');
  }
}
