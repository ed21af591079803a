import * as v from 'valibot';
import { collectFieldErrors, errorResponseSchema, FORM_ERROR_PATH, validationErrorResponseSchema } from './field-errors';
import { form, number, postalCode, text } from './rules';

describe('collectFieldErrors', () => {
  const schema = form({
    legal: form({ postal_code: postalCode() }),
    partners: v.array(form({ name: text(), share: number({ max: 100 }) })),
  });

  it('keys nested errors by dotted path, with the message parameters', () => {
    const result = v.safeParse(schema, { legal: { postal_code: '1' }, partners: [{ name: 'Ana', share: 10 }, { name: '', share: 101 }] });
    expect(result.success).toBe(false);
    expect(collectFieldErrors(result.issues ?? [])).toEqual({
      'legal.postal_code': { key: 'validator.error_postal_code' },
      'partners.1.name': { key: 'validator.error_null' },
      'partners.1.share': { key: 'validator.error_number_max', params: { max: 100 } },
    });
  });

  it('keeps the first error of a field', () => {
    const result = v.safeParse(v.pipe(text({ min: 3 }), v.check(() => false, 'validator.form_field_invalid')), 'ab');
    expect(collectFieldErrors(result.issues ?? [])).toEqual({ [FORM_ERROR_PATH]: { key: 'validator.error_string_min', params: { min: 3 } } });
  });

  it('produces a body that the 400 schema accepts', () => {
    const result = v.safeParse(schema, {});
    const body = { error: 'validation_error', hide_error: false, fields: collectFieldErrors(result.issues ?? []) };
    expect(v.is(validationErrorResponseSchema, body)).toBe(true);
    expect(v.is(errorResponseSchema, { error: 'error_default', hide_error: true })).toBe(true);
  });
});
