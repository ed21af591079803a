import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * An expected failure with a stable key: the front end shows `api_client.response_code_{status}`
 * with this key, so keys never change once shipped (spec section 8).
 */
export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly key: string,
    readonly hideError = false,
    /** More for the caller beside the key (e.g. which fields are locked); never overrides `error`. */
    readonly extra: Readonly<Record<string, unknown>> = {},
    /** Seconds after which asking again may succeed (a rate limit), sent as Retry-After. */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(key);
  }
}

export const errors = {
  unauthenticated: () => new ApiError(401, 'authentication_required'),
  invalidToken: () => new ApiError(401, 'invalid_token'),
  forbidden: () => new ApiError(403, 'forbidden'),
  notFound: (key = 'not_found') => new ApiError(404, key),
};

export function errorBody(key: string, hideError = false) {
  return { error: key, hide_error: hideError };
}

/** Errors raised by Hono itself, mapped to our keys. */
function fromHttpException(error: HTTPException): ApiError {
  if (error.status === 400 && /json/i.test(error.message)) return new ApiError(400, 'malformed_json');
  if (error.status === 413) return new ApiError(413, 'payload_too_large');
  if (error.status === 401) return new ApiError(401, 'authentication_required');
  return new ApiError(error.status as ContentfulStatusCode, 'request_error');
}

export function toApiError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error instanceof HTTPException) return fromHttpException(error);
  return undefined;
}

export function sendError(c: Context, error: ApiError) {
  if (error.retryAfterSeconds !== null) c.header('Retry-After', String(error.retryAfterSeconds));
  return c.json({ ...error.extra, ...errorBody(error.key, error.hideError) }, error.status);
}
