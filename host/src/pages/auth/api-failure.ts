import { isAxiosError } from 'axios';
import * as v from 'valibot';
import { toFormErrors, type FormErrors } from 'shared/forms';
import { validationErrorResponseSchema } from 'shared';

export interface ApiFailure {
  /** Null when no answer arrived (offline, server down). */
  status: number | null;
  /** The stable error key of the body (`invalid_credentials`...), if any. */
  error: string | null;
  /** A 400 `validation_error` as final-form submission errors, ready to return from onSubmit. */
  fieldErrors: FormErrors | undefined;
}

/** What a failed call of the public screens said, in the shape the forms need. */
export function apiFailure(error: unknown): ApiFailure {
  if (!isAxiosError(error) || !error.response) return { status: null, error: null, fieldErrors: undefined };
  const body: unknown = error.response.data;
  const validation = v.safeParse(validationErrorResponseSchema, body);
  const code = typeof body === 'object' && body !== null && typeof (body as { error?: unknown }).error === 'string' ? (body as { error: string }).error : null;
  return {
    status: error.response.status,
    error: code,
    fieldErrors: validation.success ? toFormErrors(validation.output.fields) : undefined,
  };
}
