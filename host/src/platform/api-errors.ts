import type { AppEventMap } from 'shared';

export type ToastRequest = AppEventMap['toast.requested'];

/** The error key the toast shows when the body names none (spec section 8). */
const DEFAULT_ERROR_KEY = 'error_default';

function apiErrorMessageKey(status: number): string {
  return `errors:api_client.response_code_${status}`;
}

function bodyOf(data: unknown): Record<string, unknown> | null {
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : null;
}

function isEmptyBody(data: unknown): boolean {
  if (data === undefined || data === null || data === '') return true;
  const body = bodyOf(data);
  return body !== null && Object.keys(body).length === 0;
}

/**
 * The toast a failed response deserves, or null (spec section 8): none without a response,
 * none for a 404 with no body, none when the server says `hide_error`.
 */
export function toastForFailure(response: { status: number; data: unknown } | undefined): ToastRequest | null {
  if (!response) return null;
  if (response.status === 404 && isEmptyBody(response.data)) return null;
  const body = bodyOf(response.data);
  if (body?.hide_error === true) return null;
  const error = typeof body?.error === 'string' && body.error !== '' ? body.error : DEFAULT_ERROR_KEY;
  return { kind: 'error', messageKey: apiErrorMessageKey(response.status), params: { error } };
}
