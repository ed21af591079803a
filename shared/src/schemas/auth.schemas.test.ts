import * as v from 'valibot';
import { errorKeys, fieldErrors } from '../test/parse';
import { loginSchema, loginSecretSchema } from './login.schema';
import { changePasswordSchema, forgotPasswordSchema, resetPasswordSchema } from './password.schema';
import { createRegisterSchema, resendCodeSchema, verifyEmailCodeSchema } from './register.schema';

describe('loginSchema', () => {
  it('accepts a valid e-mail and an 8-character password, asking for a secret by default', () => {
    expect(v.parse(loginSchema, { email: 'ana@example.com', password: '12345678' })).toEqual({
      email: 'ana@example.com',
      password: '12345678',
      secret: true,
    });
  });
  it('requires both fields with validator.error_null', () => {
    expect(errorKeys(loginSchema, {})).toEqual({ email: 'validator.error_null', password: 'validator.error_null' });
    expect(errorKeys(loginSchema, { email: '', password: '' })).toEqual({
      email: 'validator.error_null',
      password: 'validator.error_null',
    });
  });
  it('rejects an invalid e-mail with validator.error_email', () => {
    expect(errorKeys(loginSchema, { email: 'ana', password: '12345678' })).toEqual({ email: 'validator.error_email' });
  });
  it('rejects a 7-character password with validator.error_string_min and min 8', () => {
    expect(fieldErrors(loginSchema, { email: 'ana@example.com', password: '1234567' })).toEqual({
      password: { key: 'validator.error_string_min', params: { min: 8 } },
    });
  });
  it('requires the secret of a secret login', () => {
    expect(errorKeys(loginSecretSchema, { secret: ' ' })).toEqual({ secret: 'validator.error_null' });
  });
});

describe('createRegisterSchema', () => {
  const valid = {
    email: 'ana@example.com',
    password: 'secret123',
    password_confirmation: 'secret123',
    terms_accepted: true,
    privacy_accepted: true,
  };

  it('accepts the minimum a tenant without extra fields asks for', () => {
    const schema = createRegisterSchema({ fields: [], mandatoryCommercialCommunications: false });
    expect(v.parse(schema, valid)).toMatchObject({ email: 'ana@example.com', commercial_communications: false });
  });
  it('rejects different passwords on the confirmation with validator.error_passwords_mismatch', () => {
    const schema = createRegisterSchema({ fields: [], mandatoryCommercialCommunications: false });
    expect(errorKeys(schema, { ...valid, password_confirmation: 'secret124' })).toEqual({
      password_confirmation: 'validator.error_passwords_mismatch',
    });
  });
  it('requires terms and privacy with their own keys', () => {
    const schema = createRegisterSchema({ fields: [], mandatoryCommercialCommunications: false });
    expect(errorKeys(schema, { ...valid, terms_accepted: false, privacy_accepted: undefined })).toEqual({
      terms_accepted: 'validator.error_terms_required',
      privacy_accepted: 'validator.error_privacy_required',
    });
  });
  it('requires commercial communications only when the tenant makes them mandatory', () => {
    const mandatory = createRegisterSchema({ fields: [], mandatoryCommercialCommunications: true });
    expect(errorKeys(mandatory, valid)).toEqual({ commercial_communications: 'validator.error_commercial_required' });
    expect(errorKeys(mandatory, { ...valid, commercial_communications: true })).toEqual({});
  });
  it('requires the profile fields the tenant lists and checks them', () => {
    const schema = createRegisterSchema({ fields: ['name', 'phone'], mandatoryCommercialCommunications: false });
    expect(errorKeys(schema, valid)).toEqual({ name: 'validator.error_null', phone: 'validator.error_null' });
    expect(errorKeys(schema, { ...valid, name: 'Ana', phone: '1234' })).toEqual({ phone: 'validator.error_phone' });
  });
  it('leaves unlisted profile fields optional', () => {
    const schema = createRegisterSchema({ fields: [], mandatoryCommercialCommunications: false });
    expect(errorKeys(schema, { ...valid, surname: '', referral_code: '' })).toEqual({});
  });
  it('rejects a name with a script tag with validator.error_unsafe_text', () => {
    const schema = createRegisterSchema({ fields: ['name'], mandatoryCommercialCommunications: false });
    expect(errorKeys(schema, { ...valid, name: '<script>x</script>' })).toEqual({ name: 'validator.error_unsafe_text' });
  });
});

describe('e-mail verification', () => {
  it('accepts a 5-digit code', () => {
    expect(errorKeys(verifyEmailCodeSchema, { email: 'ana@example.com', code: '01234' })).toEqual({});
  });
  it.each(['1234', '123456', '12a45'])('rejects the code %p with validator.error_verification_code', (code) => {
    expect(errorKeys(verifyEmailCodeSchema, { email: 'ana@example.com', code })).toEqual({
      code: 'validator.error_verification_code',
    });
  });
  it('needs an e-mail to resend the code', () => {
    expect(errorKeys(resendCodeSchema, { email: 'x' })).toEqual({ email: 'validator.error_email' });
  });
});

describe('password changes', () => {
  it('asks for the current password and a matching new one of 8 characters', () => {
    expect(
      errorKeys(changePasswordSchema, { current_password: '', password: 'short', password_confirmation: 'short' }),
    ).toEqual({ current_password: 'validator.error_null', password: 'validator.error_string_min', password_confirmation: 'validator.error_string_min' });
    expect(
      errorKeys(changePasswordSchema, { current_password: 'old', password: 'newpass12', password_confirmation: 'newpass13' }),
    ).toEqual({ password_confirmation: 'validator.error_passwords_mismatch' });
  });
  it('resets with a token and matching passwords', () => {
    expect(errorKeys(resetPasswordSchema, { token: 't', password: 'newpass12', password_confirmation: 'newpass12' })).toEqual({});
    expect(errorKeys(resetPasswordSchema, { password: 'newpass12', password_confirmation: 'newpass12' })).toEqual({
      token: 'validator.error_null',
    });
  });
  it('asks for a valid e-mail to recover a password', () => {
    expect(errorKeys(forgotPasswordSchema, { email: 'ana@' })).toEqual({ email: 'validator.error_email' });
  });
});
