import * as v from 'valibot';
import { FORM_ERROR, setIn } from 'final-form';
import { type FieldError, FORM_ERROR_PATH, collectFieldErrors } from '../validation/field-errors';

/** final-form's errors: the same shape as the values, with a `FieldError` at each failed leaf. */
export type FormErrors = Record<string, unknown>;

/**
 * Turns `{ "legal.postal_code": error, "partners.1.name": error }` into the nested object
 * final-form reads with `getIn`, so `<TextField name="partners.1.name" />` finds its error.
 * Also used for the API's 400 `fields`, which have the same keys.
 */
export function toFormErrors(fields: Record<string, FieldError>): FormErrors | undefined {
  let errors: FormErrors = {};
  for (const [path, error] of Object.entries(fields)) {
    // setIn copies along the path and returns the same shape it was given.
    errors = path === FORM_ERROR_PATH ? { ...errors, [FORM_ERROR]: error } : (setIn(errors, path, error) as FormErrors);
  }
  return Object.keys(errors).length === 0 ? undefined : errors;
}

/** A final-form `validate` that runs the same valibot schema the API runs. */
export function createValidate(schema: v.GenericSchema) {
  return (values: object): FormErrors | undefined => {
    const result = v.safeParse(schema, values);
    return result.success ? undefined : toFormErrors(collectFieldErrors(result.issues));
  };
}
