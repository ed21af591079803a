/**
 * Contract-checked accounts for tests and standalone mocks of any app: each is parsed with the
 * shared schema, so a fixture that drifts from the wire fails where it is built.
 */
import * as v from 'valibot';
import { accountSchema, type Account } from './account.schemas';

/** The demo password the mock API takes as the user's current one. */
export const ACCOUNT_PASSWORD = 'Demo1234!';

const personal = {
  name: 'Lucía',
  surname: 'García',
  email: 'investor@demo.test',
  phone: '+34600111222',
  secondary_phone: null,
  birthday: '1985-04-12',
  gender: 'female',
  occupation: 'employee',
  marital_status: 'single',
  spouse_name: null,
  spouse_surname: null,
  spouse_id_number: null,
  commercial_communications: false,
  saved_at: '2026-11-10T09:00:00.000Z',
};

const legal = {
  person_type: 'natural',
  first_name: 'Lucía',
  last_name: 'García',
  id_number: '12345678Z',
  id_expiry_date: '2030-01-31',
  birthday: '1985-04-12',
  nationality: 'Spanish',
  address: 'Calle Mayor 1',
  city: 'Madrid',
  postal_code: '28013',
  province: 'Madrid',
  country_of_residence: 'Spain',
};

/** A natural-person investor who went through the onboarding and invested once. */
export function investorAccount(overrides: Partial<Account> = {}): Account {
  return v.parse(accountSchema, {
    id: 'u-investor',
    area: 'investor',
    personal,
    legal,
    identification: {
      kyc_status: 'success',
      flags: [],
      message: null,
      provider: 'sandbox',
      provider_status: 'SUCCESS',
      submitted_at: '2026-11-10T09:30:00.000Z',
      decided_at: '2026-11-10T10:00:00.000Z',
      required_documents: ['IDENTITY_PROOF'],
      documents: [{ id: 'doc-kyc-1', type: 'IDENTITY_PROOF', name: 'dni.pdf', issued_on: null, download_url: '/users/me/account/documents/doc-kyc-1' }],
    },
    banking: { account_holder: 'Lucía García', iban: 'ES9121000418450200051332', bic: 'CAIXESBBXXX', bank: 'CaixaBank', account_type: 'checking' },
    public_name: null,
    profile_image_url: null,
    preferences: { language: 'en', commercial_communications: false },
    documents: [
      {
        id: 'doc-contract-1',
        kind: 'signed_contract',
        name: 'contract-solar-park.pdf',
        content_type: 'application/pdf',
        created_at: '2026-11-12T11:00:00.000Z',
        investment_id: '7d1e0000-0000-4000-8000-000000000001',
        project_title: 'Solar Park Almeria',
        download_url: '/users/me/account/documents/doc-contract-1',
      },
      {
        id: 'doc-kyc-1',
        kind: 'kyc',
        name: 'dni.pdf',
        content_type: 'application/pdf',
        created_at: '2026-11-10T09:30:00.000Z',
        investment_id: null,
        project_title: null,
        download_url: '/users/me/account/documents/doc-kyc-1',
      },
    ],
    suitability: {
      attempts: 1,
      result: 'pass',
      score: 6,
      pass_mark: 5,
      can_retry: false,
      declaration_available: false,
      declared_at: null,
      completed_at: '2026-11-10T10:30:00.000Z',
      done: true,
    },
    wallet: { wallet_address: null, verified_at: null },
    investor_profile: {
      sophisticated: false,
      declared_at: null,
      loss_bearing: {
        annual_income: '42000.00',
        liquid_assets: '30000.00',
        financial_commitments: '12000.00',
        net_worth: '60000.00',
        capacity: '6000.00',
        risk_warning_threshold: '1000.00',
        calculated_at: '2026-11-10T10:40:00.000Z',
      },
    },
    additional: { politically_exposed: false, source_of_funds: 'salary' },
    beneficiaries: [],
    user_type: { person_type: 'natural', sophisticated: false, legal_type_allowed: true },
    company: null,
    partners: null,
    ...overrides,
  });
}

/** A company that invests, with one partner above 25 %. */
export function legalPersonAccount(overrides: Partial<Account> = {}): Account {
  const partners = { has_significant_partners: true, partners: [{ name: 'Ana', surname: 'Ruiz', id_number: '87654321X', share: 40 }] };
  const base = investorAccount();
  return investorAccount({
    id: 'u-legal',
    personal: { ...base.personal, email: 'legal@demo.test' },
    legal: { ...base.legal, person_type: 'legal' },
    user_type: { person_type: 'legal', sophisticated: false, legal_type_allowed: true },
    company: {
      organization_name: 'Renovables del Sur SL',
      tax_id: 'B12345678',
      activity: 'Renewable energy',
      contact_email: 'admin@renovables.test',
      representative_name: 'Lucía',
      representative_surname: 'García',
      representative_id_number: '12345678Z',
      representation: 'sole_administrator',
      nationality: 'Spanish',
      birthplace_city: 'Madrid',
      birthplace_country: 'Spain',
      address: 'Calle Mayor 1',
      city: 'Madrid',
      postal_code: '28013',
      province: 'Madrid',
      country_of_residence: 'Spain',
      ...partners,
    },
    partners,
    ...overrides,
  });
}

/** A manager's or an entrepreneur's account: none of the investor's sections. */
export function issuerAccount(area: 'issuer' | 'manager' = 'manager', overrides: Partial<Account> = {}): Account {
  const base = investorAccount();
  return v.parse(accountSchema, {
    ...base,
    id: `u-${area}`,
    area,
    personal: { ...base.personal, name: 'Marta', surname: 'López', email: `${area === 'manager' ? 'manager' : 'entrepreneur'}@demo.test` },
    legal: { ...base.legal, first_name: 'Marta', last_name: 'López' },
    public_name: area === 'manager' ? 'Demo Platform' : 'Renovables del Sur',
    documents: [],
    suitability: null,
    wallet: null,
    investor_profile: null,
    additional: null,
    beneficiaries: null,
    user_type: null,
    company: null,
    partners: null,
    ...overrides,
  });
}
