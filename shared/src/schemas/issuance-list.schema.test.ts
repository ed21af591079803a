import * as v from 'valibot';
import { collectFieldErrors } from '../validation/field-errors';
import { issuanceDetail } from '../issuances/testing';
import { issuanceDetailSchema, issuanceListQuerySchema } from './issuance-list.schema';

describe('issuance list query', () => {
  it('defaults to the newest first, page 1 of 12', () => {
    expect(v.parse(issuanceListQuerySchema, {})).toEqual({ sort: 'newest', page: 1, per_page: 12 });
  });

  it('reads numbers and flags from query strings', () => {
    expect(v.parse(issuanceListQuerySchema, { page: '3', per_page: '24', followed: 'true', q: '  solar ' })).toEqual({
      sort: 'newest',
      page: 3,
      per_page: 24,
      followed: true,
      q: 'solar',
    });
  });

  it('rejects a page below 1, a page size above 100 and an unknown status with their keys', () => {
    const result = v.safeParse(issuanceListQuerySchema, { page: '0', per_page: '500', status: 'OPEN' });
    expect(result.success).toBe(false);
    const fields = collectFieldErrors(result.issues ?? []);
    expect(fields.page?.key).toBe('validator.error_number_min');
    expect(fields.per_page?.key).toBe('validator.error_number_max');
    expect(fields.status?.key).toBe('validator.form_field_invalid');
  });

  it('rejects a page that is not a whole number', () => {
    const result = v.safeParse(issuanceListQuerySchema, { page: '1.5' });
    expect(collectFieldErrors(result.issues ?? []).page?.key).toBe('validator.error_number_integer');
  });
});

describe('issuance read back', () => {
  it('reads a stored project whose texts break the form rules, so one project never breaks a list', () => {
    const stored = {
      ...issuanceDetail(),
      title: `Solar <img src=x onerror="alert(1)"> ${'x'.repeat(200)}`,
      subtitle: '<script>alert(1)</script>',
      market: '<a href="javascript:alert(1)">market</a>',
      video_url: 'javascript:alert(1)',
    };
    expect(v.parse(issuanceDetailSchema, stored)).toMatchObject({ title: stored.title, subtitle: stored.subtitle, market: stored.market, video_url: stored.video_url });
  });
});
