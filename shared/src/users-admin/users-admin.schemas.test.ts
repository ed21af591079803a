import * as v from 'valibot';
import { nextStepSchema } from '../invest/invest-steps';
import { collectFieldErrors } from '../validation/field-errors';
import { denegateUserRequestSchema, updateUserRolesRequestSchema, userExportQuerySchema, userListQuerySchema } from './users-admin.schemas';

describe("the manager's users list", () => {
  it('defaults to page 1 of 20 and reads the filters from the query string', () => {
    expect(v.parse(userListQuerySchema, {})).toEqual({ page: 1, per_page: 20 });
    expect(v.parse(userListQuerySchema, { role: 'USER', kyc_status: 'pending', flag: 'none', registered_from: '2026-01-01', page: '2' })).toEqual({
      role: 'USER',
      kyc_status: 'pending',
      flag: 'none',
      registered_from: '2026-01-01',
      page: 2,
      per_page: 20,
    });
  });

  it('refuses an unknown role, flag or day with the invalid-field key', () => {
    const fields = collectFieldErrors(v.safeParse(userListQuerySchema, { role: 'ROOT', flag: 'BANNED', registered_to: '23/11/2026' }).issues ?? []);
    expect(fields.role?.key).toBe('validator.form_field_invalid');
    expect(fields.flag?.key).toBe('validator.form_field_invalid');
    expect(fields.registered_to?.key).toBe('validator.form_field_invalid');
  });

  it('exports only as CSV or XLSX, and the format is required', () => {
    expect(collectFieldErrors(v.safeParse(userExportQuerySchema, {}).issues ?? []).format?.key).toBe('validator.error_null');
    expect(collectFieldErrors(v.safeParse(userExportQuerySchema, { format: 'pdf' }).issues ?? []).format?.key).toBe('validator.form_field_invalid');
  });
});

describe('denegating a user', () => {
  it('needs at least one flag and a message to the user', () => {
    const fields = collectFieldErrors(v.safeParse(denegateUserRequestSchema, { flags: [], message: '' }).issues ?? []);
    expect(fields.flags?.key).toBe('validator.error_null');
    expect(fields.message?.key).toBe('validator.error_null');
    expect(v.parse(denegateUserRequestSchema, { flags: ['KYC_NOT_APPROVED'], message: ' Your ID is expired ' })).toEqual({ flags: ['KYC_NOT_APPROVED'], message: 'Your ID is expired' });
  });

  it('refuses a flag outside the spec list', () => {
    expect(v.safeParse(denegateUserRequestSchema, { flags: ['BANNED'], message: 'no' }).success).toBe(false);
  });
});

describe("a user's roles", () => {
  it('take one primary and an optional, different secondary', () => {
    expect(v.parse(updateUserRolesRequestSchema, { primary_role: 'USER', secondary_role: '' })).toEqual({ primary_role: 'USER', secondary_role: undefined });
    expect(v.safeParse(updateUserRolesRequestSchema, { primary_role: 'USER', secondary_role: 'USER' }).success).toBe(false);
  });
});

describe('what a denegated investor is shown', () => {
  it("carries the manager's message beside the flags, and still reads a refusal without one", () => {
    const blocked = { kind: 'blocked', blocked: { reason: 'rejected', flags: ['KYC_NOT_APPROVED'], message: 'Your ID has expired' } };
    expect(v.parse(nextStepSchema, blocked)).toEqual(blocked);
    expect(v.is(nextStepSchema, { kind: 'blocked', blocked: { reason: 'rejected', flags: ['USER_REJECTED'] } })).toBe(true);
  });
});
