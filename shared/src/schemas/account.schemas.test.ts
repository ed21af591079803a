import * as v from 'valibot';
import { errorKeys } from '../test/parse';
import { bankingDataSchema } from './banking-data.schema';
import { companyDataSchema } from './company-data.schema';
import { legalDataSchema } from './legal-data.schema';
import { personalDataSchema } from './personal-data.schema';
import { userRolesSchema } from './user-roles.schema';

const address = { address: 'Calle Mayor 1', city: 'Madrid', postal_code: '28001', province: 'Madrid', country_of_residence: 'España' };

describe('personalDataSchema', () => {
  const valid = { name: 'Ana', surname: 'Núñez', email: 'ana@example.com', phone: '+34600111222', birthday: '1990-05-17' };
  it('accepts the required personal data and leaves the rest optional', () => {
    expect(errorKeys(personalDataSchema, valid)).toEqual({});
  });
  it('checks the marital and employment values', () => {
    expect(errorKeys(personalDataSchema, { ...valid, marital_status: 'married_community_property', occupation: 'self_employed' })).toEqual({});
    expect(errorKeys(personalDataSchema, { ...valid, marital_status: 'engaged' })).toEqual({ marital_status: 'validator.form_field_invalid' });
  });
  it('rejects an impossible birthday with validator.error_date', () => {
    expect(errorKeys(personalDataSchema, { ...valid, birthday: '1990-02-30' })).toEqual({ birthday: 'validator.error_date' });
  });
});

describe('legalDataSchema', () => {
  const valid = { person_type: 'natural', first_name: 'Ana', last_name: 'Núñez', id_number: '12345678Z', birthday: '1990-05-17', nationality: 'España', ...address };
  it('accepts complete legal data', () => {
    expect(errorKeys(legalDataSchema, valid)).toEqual({});
  });
  it('reports the ID number and postal code with their keys', () => {
    expect(errorKeys(legalDataSchema, { ...valid, id_number: '1234', postal_code: '28' })).toEqual({
      id_number: 'validator.error_id_number',
      postal_code: 'validator.error_postal_code',
    });
  });
});

describe('bankingDataSchema', () => {
  it('accepts an IBAN with a valid checksum', () => {
    expect(v.parse(bankingDataSchema, { account_holder: 'Ana', iban: 'ES91 2100 0418 4502 0005 1332' })).toMatchObject({
      iban: 'ES9121000418450200051332',
    });
  });
  it('rejects an IBAN whose checksum fails with validator.error_iban', () => {
    expect(errorKeys(bankingDataSchema, { account_holder: 'Ana', iban: 'ES9121000418450200051333' })).toEqual({ iban: 'validator.error_iban' });
  });
});

describe('companyDataSchema', () => {
  const valid = {
    organization_name: 'Acme SL',
    tax_id: 'B12345678',
    activity: 'Energía',
    contact_email: 'info@acme.es',
    representative_name: 'Ana',
    representative_surname: 'Núñez',
    representative_id_number: '12345678Z',
    representation: 'sole_administrator',
    nationality: 'España',
    birthplace_city: 'Madrid',
    birthplace_country: 'España',
    ...address,
    has_significant_partners: false,
  };
  const partner = { name: 'Luis', surname: 'Gil', id_number: 'ABC123456', share: 30 };

  it('accepts a company without partners above 25%', () => {
    expect(errorKeys(companyDataSchema, valid)).toEqual({});
  });
  it('requires partners above 25% to be listed with validator.error_partners_required', () => {
    expect(errorKeys(companyDataSchema, { ...valid, has_significant_partners: true, partners: [] })).toEqual({
      partners: 'validator.error_partners_required',
    });
    expect(errorKeys(companyDataSchema, { ...valid, has_significant_partners: 'true', partners: [partner] })).toEqual({});
  });
  it('reports a listed partner at or below 25% on its own field path', () => {
    expect(errorKeys(companyDataSchema, { ...valid, has_significant_partners: true, partners: [partner, { ...partner, share: 25 }] })).toEqual({
      'partners.1.share': 'validator.error_partner_share',
    });
  });
  it('rejects an unknown representation with validator.form_field_invalid', () => {
    expect(errorKeys(companyDataSchema, { ...valid, representation: 'owner' })).toEqual({ representation: 'validator.form_field_invalid' });
  });
});

describe('userRolesSchema', () => {
  it('accepts one primary and a different secondary role', () => {
    expect(errorKeys(userRolesSchema, { primary_role: 'USER', secondary_role: 'ENTREPRENEUR' })).toEqual({});
    expect(errorKeys(userRolesSchema, { primary_role: 'USER', secondary_role: 'USER' })).toEqual({ secondary_role: 'validator.form_field_invalid' });
  });
});
