import * as v from 'valibot';
import { type FieldError, collectFieldErrors } from '../validation/field-errors';

/** The field errors a schema reports for a value, or `{}` when it is valid. */
export function fieldErrors(schema: v.GenericSchema, value: unknown): Record<string, FieldError> {
  const result = v.safeParse(schema, value);
  return result.success ? {} : collectFieldErrors(result.issues);
}

/** Only the keys, for tests that do not care about parameters. */
export function errorKeys(schema: v.GenericSchema, value: unknown): Record<string, string> {
  return Object.fromEntries(Object.entries(fieldErrors(schema, value)).map(([path, error]) => [path, error.key]));
}
