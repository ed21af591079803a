import * as v from 'valibot';
import { collectFieldErrors } from '../validation/field-errors';
import { createTokenRequestSchema, investmentListQuerySchema, myInvestmentsQuerySchema } from './investments.schemas';

describe('investment list queries', () => {
  it('default to every tab, page 1 of 20', () => {
    expect(v.parse(myInvestmentsQuerySchema, {})).toEqual({ tab: 'all', page: 1, per_page: 20 });
  });

  it('refuse an unknown tab, status or day with the invalid-field key', () => {
    const tab = v.safeParse(myInvestmentsQuerySchema, { tab: 'paid' });
    expect(collectFieldErrors(tab.issues ?? []).tab?.key).toBe('validator.form_field_invalid');
    const fields = collectFieldErrors(v.safeParse(investmentListQuerySchema, { status: 'PAID', from: '23/11/2026' }).issues ?? []);
    expect(fields.status?.key).toBe('validator.form_field_invalid');
    expect(fields.from?.key).toBe('validator.form_field_invalid');
  });
});

describe('a new token', () => {
  it('needs an issuance, a name, a symbol and an acronym; the contract may come later', () => {
    expect(v.parse(createTokenRequestSchema, { issuance_id: 'iss-1', name: 'Solar Park', symbol: 'SOLAR', acronym: 'SLR', contract_address: '' })).toEqual({
      issuance_id: 'iss-1',
      name: 'Solar Park',
      symbol: 'SOLAR',
      acronym: 'SLR',
      contract_address: undefined,
    });
    const fields = collectFieldErrors(v.safeParse(createTokenRequestSchema, { issuance_id: '', name: 'S', symbol: 'SOLAR', acronym: 'SLR', contract_address: '0x12' }).issues ?? []);
    expect(fields.issuance_id?.key).toBe('validator.error_null');
    expect(fields.name?.key).toBe('validator.error_string_min');
    expect(fields.contract_address?.key).toBe('validator.error_wallet_address');
  });
});
