import { resolver } from 'hono-openapi';
import { errorResponseSchema, validationErrorResponseSchema } from 'shared';
import * as v from 'valibot';
import type { Access, Method } from '../auth/access.js';

type Schema = v.GenericSchema | v.GenericSchemaAsync;

/** A JSON answer: the schema its body matches (checked against real answers in every API test). */
export interface JsonAnswer {
  kind: 'json';
  schema: Schema;
  description: string;
}

/** An answer that is not JSON, checked by its status only. */
export interface OtherAnswer {
  kind: 'file' | 'redirect' | 'empty' | 'html' | 'stream';
  description: string;
}

export type Answer = JsonAnswer | OtherAnswer;

/** A route's answers by status; `defineRoute` documents them and the test app checks them. */
export type Answers = Partial<Record<100 | 200 | 201 | 202 | 204 | 302 | 303 | 307 | 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 423 | 429 | 500 | 502 | 503, Answer>>;

export const json = (schema: Schema, description: string): JsonAnswer => ({ kind: 'json', schema, description });
/** A file or other bytes (Content-Disposition says whether to download it). */
export const file = (description: string): OtherAnswer => ({ kind: 'file', description });
export const redirect = (description: string): OtherAnswer => ({ kind: 'redirect', description });
/** No body (204, or a HEAD-like acknowledgement). */
export const empty = (description: string): OtherAnswer => ({ kind: 'empty', description });
export const html = (description: string): OtherAnswer => ({ kind: 'html', description });
export const eventStream = (description: string): OtherAnswer => ({ kind: 'stream', description });

/** An error answer in the `{ error, hide_error }` shape; the description lists its stable keys. */
export const errorResponse = (keys: string): JsonAnswer => json(errorResponseSchema, keys);

/**
 * The 400 of every route: one message key per invalid field (a NUL byte in the address counts
 * as one), or one of the request-level keys (`malformed_json`, `malformed_multipart`).
 */
export const validationErrorResponse: JsonAnswer = json(
  v.union([validationErrorResponseSchema, errorResponseSchema]),
  'validation_error: one message key per invalid field (or malformed_json, malformed_multipart)',
);

interface Shape {
  method: Method;
  access: Access;
}

/**
 * What every route may answer besides what it declares, from the app's middleware: tenant
 * resolution, authentication, roles, backdoor mode and ownership (`auth/authorize.ts`), body
 * limits, media types and NUL bytes (`app.ts`), validators, and the database's trouble or a bug.
 */
function implicitAnswers({ method, access }: Shape): Answers {
  const answers: Answers = {
    500: errorResponse('internal_error'),
    503: errorResponse('database_unavailable or database_timeout (Retry-After: try again)'),
  };
  const notFound = ['not_found'];
  if (!('public' in access && access.tenant === false)) notFound.push('unknown_tenant');
  if (!('public' in access)) {
    answers[401] = errorResponse('authentication_required or invalid_token');
    const refusals = ['forbidden'];
    if (access.backdoor === 'deny') refusals.push('not_allowed_while_impersonating');
    if (access.backdoor === 'only') refusals.push('not_impersonating');
    answers[403] = errorResponse(refusals.join(', '));
    if (access.owns) notFound.push(`${access.owns === 'tenant-user' ? 'user' : access.owns.startsWith('issuance') ? 'issuance' : 'investment'}_not_found`);
  }
  answers[404] = errorResponse(notFound.join(', '));
  // Any request may carry a body too large, a NUL byte in its address or body, or broken JSON (`middleware/`).
  answers[413] = errorResponse('payload_too_large');
  answers[400] = validationErrorResponse;
  if (method === 'POST' || method === 'PUT' || method === 'PATCH') answers[415] = errorResponse('unsupported_media_type');
  return answers;
}

/** Two answers for one status: both schemas (a union), both descriptions. */
function merged(declared: Answer, implicit: Answer): Answer {
  if (declared.kind !== 'json' || implicit.kind !== 'json' || declared.schema === implicit.schema) return declared;
  return json(v.union([declared.schema, implicit.schema] as [v.GenericSchema, v.GenericSchema]), `${declared.description}; ${implicit.description}`);
}

/** A route's whole contract: what it declares, and what the app's middleware may answer for it. */
export function contractOf(declared: Answers, shape: Shape): Map<number, Answer> {
  const contract = new Map<number, Answer>(Object.entries(implicitAnswers(shape)).map(([status, answer]) => [Number(status), answer]));
  for (const [status, answer] of Object.entries(declared)) {
    const implicit = contract.get(Number(status));
    contract.set(Number(status), implicit ? merged(answer, implicit) : answer);
  }
  const fileAnswer = declared[200];
  if (shape.method === 'GET' && fileAnswer?.kind === 'file' && !contract.has(302)) {
    // A stored file kept in object storage (FILES_STORE=s3) is handed out as a signed URL (`routes/files/files.handlers.ts`).
    contract.set(200, { ...fileAnswer, description: `${fileAnswer.description}; a stored file in object storage with ?delivery=link: JSON { data: { url, name, content_type, expires_at } }` });
    contract.set(302, redirect('A stored file in object storage: to a signed URL that expires within minutes'));
  }
  return contract;
}

const CONTENT_TYPES: Record<OtherAnswer['kind'], string | null> = {
  file: 'application/octet-stream',
  redirect: null,
  empty: null,
  html: 'text/html',
  stream: 'text/event-stream',
};

/** The OpenAPI `responses` of a contract. */
export function openApiResponses(contract: ReadonlyMap<number, Answer>) {
  return Object.fromEntries(
    [...contract].map(([status, answer]) => {
      if (answer.kind === 'json') return [status, { description: answer.description, content: { 'application/json': { schema: resolver(answer.schema) } } }];
      const type = CONTENT_TYPES[answer.kind];
      return [status, type ? { description: answer.description, content: { [type]: {} } } : { description: answer.description }];
    }),
  );
}
