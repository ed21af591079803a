import { errorKeys } from '../test/parse';
import { accountBeneficiariesRequestSchema, accountDeleteRequestSchema, accountPartnersRequestSchema, accountPreferencesRequestSchema } from './account.schemas';

const beneficiary = { name: 'Luis', surname: 'Núñez', id_number: '12345678Z', relationship: 'son', share: 60 };

describe('account section requests', () => {
  it('accepts beneficiaries whose shares add up to 100 % at most', () => {
    expect(errorKeys(accountBeneficiariesRequestSchema, { beneficiaries: [beneficiary, { ...beneficiary, share: 40 }] })).toEqual({});
  });
  it('refuses beneficiaries whose shares pass 100 % on the list', () => {
    expect(errorKeys(accountBeneficiariesRequestSchema, { beneficiaries: [beneficiary, { ...beneficiary, share: 41 }] })).toEqual({ beneficiaries: 'validator.error_number_max' });
  });
  it('asks for the partners above 25 % when the company says it has some, with the company data rule', () => {
    expect(errorKeys(accountPartnersRequestSchema, { has_significant_partners: true, partners: [] })).toEqual({ partners: 'validator.error_partners_required' });
    expect(errorKeys(accountPartnersRequestSchema, { has_significant_partners: true, partners: [{ name: 'Ana', surname: 'Gil', id_number: '12345678Z', share: 25 }] })).toEqual({
      'partners.0.share': 'validator.error_partner_share',
    });
  });
  it('takes a language, a consent or both, but not nothing', () => {
    expect(errorKeys(accountPreferencesRequestSchema, { language: 'en' })).toEqual({});
    expect(errorKeys(accountPreferencesRequestSchema, { language: 'fr' })).toEqual({ language: 'validator.form_field_invalid' });
    expect(errorKeys(accountPreferencesRequestSchema, {})).toEqual({ language: 'validator.error_null' });
  });
  it('needs the password to delete the account', () => {
    expect(errorKeys(accountDeleteRequestSchema, { password: '' })).toEqual({ password: 'validator.error_null' });
  });
});
