import * as v from 'valibot';
import { customizationDefaults, customizationSchema } from './customization.schema';
import { loginResponseSchema } from './login-response.schema';

describe('customizationSchema', () => {
  it('defaults to euro after the amount, the spec orders and every module off', () => {
    expect(customizationDefaults.currency).toEqual({ symbol: '€', symbol_position: 'after', code: 'EUR', name: 'Euro' });
    expect(customizationDefaults.flows.onboarding).toEqual(['KYC', 'TYPE_OF_INVESTMENT', 'USER_ADDITIONAL_DATA', 'SUITABILITY_TEST', 'INVEST']);
    expect(customizationDefaults.flows.project_status).toEqual(['DRAFT', 'VALIDATING', 'PRE_CAMPAIGN', 'CAMPAIGN', 'CLOSED']);
    expect(Object.values(customizationDefaults.modules)).toEqual([null, null, null, null, null, null]);
    expect(customizationDefaults.urls.home).toBe('/login');
    expect(customizationDefaults.image.favicon).toBe('/favicon.ico');
  });
  it('completes a partial payload and keeps what the tenant set', () => {
    const parsed = v.parse(customizationSchema, {
      currency: { symbol: '$', symbol_position: 'before', code: 'USD' },
      flows: { onboarding: ['SUITABILITY_TEST', 'KYC', 'UNKNOWN'] },
      extras: { mandatoryCommercialCommunications: 1 },
      fields: { register: ['name'] },
    });
    expect(parsed.currency).toEqual({ symbol: '$', symbol_position: 'before', code: 'USD', name: 'Euro' });
    expect(parsed.flows.onboarding).toEqual(['SUITABILITY_TEST', 'KYC']);
    expect(parsed.flows.project_status).toEqual(customizationDefaults.flows.project_status);
    expect(parsed.extras.mandatoryCommercialCommunications).toBe(true);
    expect(parsed.fields.register).toEqual(['name']);
  });
});

describe('loginResponseSchema', () => {
  it('reads the login answer of spec section 7', () => {
    const answer = {
      data: {
        id: 1,
        username: 'ana',
        email: 'ana@example.com',
        roles: ['USER'],
        profile_image: null,
        legal_information: { first_name: 'Ana', last_name: 'Núñez' },
        wallets: [],
        kyc_status: 'success',
        email_verification: '2026-01-01',
        accessToken: 'token',
      },
      role: 'USER',
      secret: null,
      referral_code: 'ABC',
    };
    expect(v.parse(loginResponseSchema, answer)).toEqual(answer);
  });
});
