import { join } from 'node:path';
import { ROLES } from '../domain/role';
import { INVESTMENT_STATUSES, INVESTMENT_TABS } from '../domain/investment';
import { EARNING_STATUSES, EARNING_TYPES } from '../domain/earning';
import { KYC_DOCUMENT_TYPES, KYC_STATUSES, USER_FLAGS } from '../domain/kyc';
import { PRODUCT_TYPES, PROJECT_MODALITIES, PROJECT_PHASES, TOKEN_CARD_STATUSES } from '../domain/project';
import { EMPLOYMENT_STATUSES, GENDERS, INVESTOR_TYPES, MARITAL_STATUSES, PERSON_TYPES, USER_STATUSES } from '../domain/user';
import { REPRESENTATION_TYPES } from '../domain/company';
import { PAYMENT_METHODS } from '../domain/payment';
import { ONBOARDING_STEPS } from '../domain/onboarding';
import { AD_STATUSES, AD_TYPES, FOLLOW_UP_TYPES } from '../domain/bulletin-board';
import { blankMessages, expectSameMessageKeys, flattenMessages, placeholderMismatches, undefinedMessageKeys } from '../test/messages';
import { LOCALES, localeOf, SHARED_NAMESPACES, sharedResources } from './index';

describe.each(SHARED_NAMESPACES)('the %s messages', (namespace) => {
  const en = sharedResources.en[namespace];
  const es = sharedResources.es[namespace];

  it('have the same keys in English and Spanish', () => {
    expectSameMessageKeys(en, es);
  });

  it.each(LOCALES)('are never blank in %s', (locale) => {
    expect(blankMessages(sharedResources[locale][namespace])).toEqual([]);
  });

  it('interpolate the same parameters in both languages', () => {
    expect(placeholderMismatches(en, es)).toEqual([]);
  });
});

describe('the domain messages', () => {
  const lists: Record<string, readonly string[]> = {
    role: ROLES,
    investment_status: INVESTMENT_STATUSES,
    investment_tab: INVESTMENT_TABS,
    earning_status: EARNING_STATUSES,
    earning_type: EARNING_TYPES,
    kyc_status: KYC_STATUSES,
    kyc_document: KYC_DOCUMENT_TYPES,
    user_flag: USER_FLAGS,
    project_phase: PROJECT_PHASES,
    token_card_status: TOKEN_CARD_STATUSES,
    product_type: PRODUCT_TYPES,
    modality: PROJECT_MODALITIES,
    marital_status: MARITAL_STATUSES,
    employment: EMPLOYMENT_STATUSES,
    gender: GENDERS,
    person_type: PERSON_TYPES,
    investor_type: INVESTOR_TYPES,
    user_status: USER_STATUSES,
    representation: REPRESENTATION_TYPES,
    payment_method: PAYMENT_METHODS,
    onboarding_step: ONBOARDING_STEPS,
    ad_type: AD_TYPES,
    ad_status: AD_STATUSES,
    follow_up_type: FOLLOW_UP_TYPES,
  };

  it.each(LOCALES)('name every enum value in %s', (locale) => {
    const messages = flattenMessages(sharedResources[locale].domain);
    const missing = Object.entries(lists).flatMap(([group, values]) =>
      values.map((value) => `${group}.${value}`).filter((key) => !(key in messages)),
    );
    expect(missing).toEqual([]);
  });

  it('show the EXEU wording and the manager name of section 3', () => {
    expect(sharedResources.en.domain.role.ADMIN).toBe('Manager');
    expect(sharedResources.en.domain.role.USER).toBe('Investor');
    expect(sharedResources.en.domain.role.exeu.USER).toBe('Member');
  });
});

describe('the shared code', () => {
  it('defines every message it asks for by name', () => {
    expect(undefinedMessageKeys(sharedResources.en, join(__dirname, '..'))).toEqual([]);
  });
});

describe('localeOf', () => {
  it.each([
    ['en', 'en'],
    ['en-GB', 'en'],
    ['es', 'es'],
    ['es-ES', 'es'],
    ['fr', 'es'],
    [undefined, 'es'],
  ] as const)('formats the language %s as %s (Spanish by default)', (language, locale) => {
    expect(localeOf(language)).toBe(locale);
  });
});
