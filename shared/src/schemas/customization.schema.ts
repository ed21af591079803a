import * as v from 'valibot';
import { ONBOARDING_STEPS, type OnboardingStep } from '../domain/onboarding';
import { PROJECT_STATUSES, type ProjectStatus } from '../domain/project';
import { DEFAULT_TIME_ZONE, timeZoneSchema } from '../time/time-zone';

/**
 * The tenant customization payload (spec section 3). Every part has a default, so a tenant
 * that configures nothing still gets a working dashboard, and a partial payload is completed
 * rather than rejected.
 */

const nullableString = v.optional(v.nullable(v.string()), null);

/** Booleans arrive as true/false or 1/0 depending on the tenant's back office. */
const flag = v.optional(
  v.pipe(
    v.union([v.boolean(), v.number(), v.string(), v.null()]),
    v.transform((value) => value === true || value === 1 || value === '1' || value === 'true'),
  ),
  false,
);

/** Keeps the known values of a tenant order; an order that names none falls back to the default. */
function orderOf<const TValues extends readonly string[]>(values: TValues) {
  return v.optional(
    v.pipe(
      v.nullable(v.array(v.string())),
      v.transform((list): TValues[number][] => {
        const known = (list ?? []).filter((item): item is TValues[number] => values.includes(item));
        return known.length > 0 ? known : [...values];
      }),
    ),
    null,
  );
}

const localizedTextSchema = v.object({
  es: v.optional(v.nullable(v.string()), null),
  en: v.optional(v.nullable(v.string()), null),
});
export type LocalizedText = v.InferOutput<typeof localizedTextSchema>;

export const CURRENCY_SYMBOL_POSITIONS = ['before', 'after'] as const;
export type CurrencySymbolPosition = (typeof CURRENCY_SYMBOL_POSITIONS)[number];

export const currencySchema = v.object({
  symbol: v.optional(v.string(), '€'),
  symbol_position: v.optional(v.picklist(CURRENCY_SYMBOL_POSITIONS), 'after'),
  code: v.optional(v.string(), 'EUR'),
  name: v.optional(v.string(), 'Euro'),
});
export type Currency = v.InferOutput<typeof currencySchema>;

/** The payment, identity and signature providers a tenant plugs in; null means off. */
export const CUSTOMIZATION_MODULES = ['kyc', 'payment', 'signature', 'payment_profit', 'erir', 'ledger'] as const;

export const customizationSchema = v.object({
  css: nullableString,
  urls: v.optional(
    v.object({
      home: v.optional(v.string(), '/login'),
      legal: nullableString,
      privacy: nullableString,
      contact: nullableString,
      faq: nullableString,
      whitepaper: nullableString,
    }),
    {},
  ),
  currency: v.optional(currencySchema, {}),
  /** The tenant's zone, where its business days (campaign days, expiry, claims) start at midnight. */
  time_zone: v.optional(timeZoneSchema, DEFAULT_TIME_ZONE),
  flows: v.optional(
    v.object({
      onboarding: orderOf(ONBOARDING_STEPS),
      project_status: orderOf(PROJECT_STATUSES),
    }),
    {},
  ),
  hide: v.optional(
    v.object({
      progressBar: flag,
      extraFields: flag,
      description: flag,
      signInvestment: flag,
      legalTypeInvestor: flag,
    }),
    {},
  ),
  fields: v.optional(v.object({ register: v.optional(v.array(v.string()), []) }), {}),
  extras: v.optional(
    v.object({
      referral: flag,
      payWithBalance: flag,
      investmentFee: flag,
      signInWithGoogle: flag,
      mandatoryCommercialCommunications: flag,
      openAllAccordions: flag,
    }),
    {},
  ),
  texts: v.optional(
    v.object({
      declareInterestDescription: v.optional(v.nullable(localizedTextSchema), null),
      investCustomDisclaimer: v.optional(v.nullable(v.union([v.string(), localizedTextSchema])), null),
    }),
    {},
  ),
  analytics: v.optional(
    v.object({
      googleTagManagerId: nullableString,
      metaPixelId: nullableString,
      microsoftClarityId: nullableString,
      registerEventId: nullableString,
    }),
    {},
  ),
  modules: v.optional(
    v.object({
      kyc: nullableString,
      payment: nullableString,
      signature: nullableString,
      payment_profit: nullableString,
      erir: nullableString,
      /** Where the tenant's tokens live (issue 37): the built-in database ledger, or `evm` on the chain its deployment names. */
      ledger: v.optional(nullableString, null),
    }),
    {},
  ),
  title: nullableString,
  image: v.optional(
    v.object({
      favicon: v.optional(v.string(), '/favicon.ico'),
      /** The tenant's logo for the login and the sidebar; null shows the tenant's title. */
      logo: v.optional(v.nullable(v.string()), null),
    }),
    {},
  ),
});

export type CustomizationInput = v.InferInput<typeof customizationSchema>;
export type Customization = v.InferOutput<typeof customizationSchema>;

/** The customization of a tenant that configures nothing. */
export const customizationDefaults: Customization = v.parse(customizationSchema, {});

/** Cached for 5 minutes (spec section 9). */
export const CUSTOMIZATION_CACHE_MS = 5 * 60 * 1000;

export function onboardingOrder(customization: Customization): readonly OnboardingStep[] {
  return customization.flows.onboarding;
}

export function projectStatusOrder(customization: Customization): readonly ProjectStatus[] {
  return customization.flows.project_status;
}
