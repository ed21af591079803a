import * as v from 'valibot';
import { toFormErrors, type FormErrors } from '../forms';
import { validationErrorResponseSchema } from '../validation/field-errors';

/** What a failed API call said, whoever threw it. */
export interface ApiError {
  /** The answer's HTTP status; null when no answer arrived (offline, server down, a bug). */
  status: number | null;
  /** The stable error key of the body (`invalid_credentials`, `issuance_has_investments`...), if any. */
  key: string | null;
  /** A 400 `validation_error` as final-form submission errors, ready to return from onSubmit. */
  fieldErrors: FormErrors | undefined;
  /** A rate limit's Retry-After: the seconds after which asking again may succeed. */
  retryAfterSeconds: number | null;
}

function retryAfterOf(headers: unknown): number | null {
  const value: unknown = typeof headers === 'object' && headers !== null ? (headers as Record<string, unknown>)['retry-after'] : undefined;
  const seconds = typeof value === 'string' && /^\d+$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isSafeInteger(seconds) ? seconds : null;
}

/** What this reader needs of an axios error: the kit reads errors without bundling axios. */
interface AnsweredError {
  isAxiosError: true;
  response?: { status: number; data: unknown; headers: unknown };
}

/** axios's own test (`isAxiosError`), which would put axios on the first screen for one flag. */
function isAxiosError(error: unknown): error is AnsweredError {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

const NO_ANSWER: ApiError = { status: null, key: null, fieldErrors: undefined, retryAfterSeconds: null };

/** The one reader of API errors: screens, forms and the query client ask it, never
 * `error.response` themselves. Anything that is not an answered axios error reads as no answer. */
export function readApiError(error: unknown): ApiError {
  if (!isAxiosError(error) || !error.response) return NO_ANSWER;
  const body: unknown = error.response.data;
  const validation = v.safeParse(validationErrorResponseSchema, body);
  const key = typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string' ? (body as { error: string }).error : null;
  return {
    status: error.response.status,
    key: key === '' ? null : key,
    fieldErrors: validation.success ? toFormErrors(validation.output.fields) : undefined,
    retryAfterSeconds: retryAfterOf(error.response.headers),
  };
}

/** Whether the API answered with this status and/or error key; with neither, whether it
 * answered at all (as opposed to a network failure or a bug). */
export function isApiError(error: unknown, match: { status?: number; key?: string } = {}): boolean {
  const { status, key } = readApiError(error);
  if (status === null) return false;
  return (match.status === undefined || match.status === status) && (match.key === undefined || match.key === key);
}

/** A 4xx: the request itself is wrong (gone, forbidden, invalid), so asking again cannot help. */
export function isClientError(error: unknown): boolean {
  const { status } = readApiError(error);
  return status !== null && status >= 400 && status < 500;
}
