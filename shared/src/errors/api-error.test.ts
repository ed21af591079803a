import { isApiError, readApiError } from './api-error';

/** An answered request as axios rejects it (the reader only looks at these fields). */
function answered(status: number, data: unknown, headers: Record<string, string> = {}) {
  return Object.assign(new Error('Request failed'), { isAxiosError: true, response: { status, data, headers } });
}

/** A request no server answered (offline, refused): axios's error without a response. */
const noAnswer = () => Object.assign(new Error('Network Error'), { isAxiosError: true });

describe('readApiError', () => {
  it('reads the status and the error key of an answer', () => {
    expect(readApiError(answered(409, { error: 'issuance_has_investments', hide_error: false }))).toEqual({
      status: 409,
      key: 'issuance_has_investments',
      fieldErrors: undefined,
      retryAfterSeconds: null,
    });
  });

  it('turns a validation error into the form’s field errors', () => {
    const failure = readApiError(answered(400, { error: 'validation_error', hide_error: false, fields: { email: { key: 'validator.email_invalid' } } }));
    expect(failure.status).toBe(400);
    expect(failure.key).toBe('validation_error');
    expect(failure.fieldErrors).toEqual({ email: { key: 'validator.email_invalid' } });
  });

  it('gives a status without a key when the body names none', () => {
    expect(readApiError(answered(404, ''))).toEqual({ status: 404, key: null, fieldErrors: undefined, retryAfterSeconds: null });
    expect(readApiError(answered(500, { error: '' }))).toEqual({ status: 500, key: null, fieldErrors: undefined, retryAfterSeconds: null });
  });

  it('reads how many seconds a rate limit asks to wait', () => {
    expect(readApiError(answered(429, { error: 'too_many_requests' }, { 'retry-after': '42' })).retryAfterSeconds).toBe(42);
    expect(readApiError(answered(429, { error: 'too_many_requests' }, { 'retry-after': 'soon' })).retryAfterSeconds).toBeNull();
  });

  it.each([
    ['a network failure', noAnswer()],
    ['a bug', new TypeError('x is undefined')],
    ['an object that only looks like an answer', { response: { status: 404 } }],
    ['nothing', undefined],
  ])('reads %s as no answer', (_name, error) => {
    expect(readApiError(error)).toEqual({ status: null, key: null, fieldErrors: undefined, retryAfterSeconds: null });
  });
});

describe('isApiError', () => {
  const refused = answered(409, { error: 'issuance_has_investments' });

  it('matches the status, the key, or both', () => {
    expect(isApiError(refused, { status: 409 })).toBe(true);
    expect(isApiError(refused, { key: 'issuance_has_investments' })).toBe(true);
    expect(isApiError(refused, { status: 409, key: 'issuance_has_investments' })).toBe(true);
    expect(isApiError(refused, { status: 404 })).toBe(false);
    expect(isApiError(refused, { status: 409, key: 'other' })).toBe(false);
  });

  it('without a match, says whether the API answered at all', () => {
    expect(isApiError(refused)).toBe(true);
    expect(isApiError(noAnswer())).toBe(false);
    expect(isApiError(new Error('bug'))).toBe(false);
  });
});
