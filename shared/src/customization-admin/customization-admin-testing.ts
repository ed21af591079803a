/**
 * Contract-checked samples of the manager's customization editor, for tests of any app: each
 * is parsed with the shared schemas, so a fixture that drifts from the HTTP contract fails
 * where it is built.
 */
import * as v from 'valibot';
import {
  customizationDraftSchema,
  customizationVersionSchema,
  type CustomizationDraft,
  type CustomizationDraftInput,
  type CustomizationVersion,
} from './customization-admin.schemas';

const MANAGER = { id: 'u-manager', email: 'manager@demo.test', name: 'Marta Manager' };

const baseDraft: CustomizationDraftInput = {
  theme: { colors: {}, font: 'inter', radius: 8 },
  css: '',
  urls: { home: '/login', legal: 'https://example.com/legal', privacy: 'https://example.com/privacy', contact: null, faq: null, whitepaper: null },
  currency: { symbol: '€', symbol_position: 'after', code: 'EUR', name: 'Euro' },
  flows: {
    onboarding: ['KYC', 'TYPE_OF_INVESTMENT', 'USER_ADDITIONAL_DATA', 'SUITABILITY_TEST', 'INVEST'],
    project_status: ['DRAFT', 'VALIDATING', 'PRE_CAMPAIGN', 'CAMPAIGN', 'CLOSED'],
  },
  hide: { progressBar: false, extraFields: false, description: false, signInvestment: false, legalTypeInvestor: false },
  fields: { register: ['name', 'surname'] },
  extras: { referral: true, payWithBalance: true, investmentFee: true, signInWithGoogle: false, mandatoryCommercialCommunications: false, openAllAccordions: false },
  texts: {
    declareInterestDescription: { es: 'Indícanos cuánto te gustaría invertir.', en: 'Tell us how much you would like to invest.' },
    investCustomDisclaimer: { es: null, en: null },
  },
  analytics: { googleTagManagerId: null, metaPixelId: null, microsoftClarityId: null, registerEventId: null },
  modules: { kyc: 'sandbox', payment: 'sandbox', signature: 'simple', payment_profit: null, erir: null, ledger: null },
  title: 'Demo Invest',
  image: { favicon: '/favicon.ico', logo: null },
};

/** The demo tenant's payload as the editor reads it. */
export function customizationDraftFixture(): CustomizationDraft {
  return v.parse(customizationDraftSchema, JSON.parse(JSON.stringify(baseDraft)) as unknown);
}

/** A saved version; `payload` defaults to the fixture's. */
export function customizationVersionFixture(overrides: Partial<CustomizationVersion> = {}): CustomizationVersion {
  return v.parse(customizationVersionSchema, {
    id: 'v-1',
    number: 1,
    actor: MANAGER,
    at: '2026-11-20T10:00:00.000Z',
    changed: [],
    restored_from: null,
    payload: customizationDraftFixture(),
    ...overrides,
  });
}
