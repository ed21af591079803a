import enDomain from './en/domain.json';
import enIssuances from './en/issuances.json';
import enUi from './en/ui.json';
import enValidation from './en/validation.json';
import esDomain from './es/domain.json';
import esIssuances from './es/issuances.json';
import esUi from './es/ui.json';
import esValidation from './es/validation.json';
import { sharedMessagesEn } from './en';
import { sharedMessagesEs } from './es';

export { sharedMessagesEn, type SharedMessages } from './en';
export { sharedMessagesEs } from './es';

export const LOCALES = ['es', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
/** Spanish is the default and fallback language (spec section 9). */
export const DEFAULT_LOCALE: Locale = 'es';

/** The formatting locale of an i18next language (`en`, `en-GB`, `es`…); any other is Spanish. */
export function localeOf(language: string | undefined): Locale {
  return LOCALES.find((locale) => language === locale || language?.startsWith(`${locale}-`)) ?? DEFAULT_LOCALE;
}

export type ValidationMessages = typeof enValidation;
export type UiMessages = typeof enUi;
export type DomainMessages = typeof enDomain;
export type IssuancesMessages = typeof enIssuances;

/** `validation` namespace: the `validator.*` keys of forms and API errors. */
export const validationMessages: { readonly [K in Locale]: ValidationMessages } = { en: enValidation, es: esValidation };

/** `ui` namespace: the UI kit's own words (pagination, dialogs, upload, stepper). */
export const uiMessages: { readonly [K in Locale]: UiMessages } = { en: enUi, es: esUi };

/** `domain` namespace: display names of roles, statuses and every enum value. */
export const domainMessages: { readonly [K in Locale]: DomainMessages } = { en: enDomain, es: esDomain };

/** `issuances` namespace: the words of the shared issuance components (cards, filters, sheet). */
export const issuancesMessages: { readonly [K in Locale]: IssuancesMessages } = { en: enIssuances, es: esIssuances };

export const SHARED_NAMESPACES = ['validation', 'ui', 'domain', 'issuances'] as const;
export type SharedNamespace = (typeof SHARED_NAMESPACES)[number];

/**
 * Everything shared brings in both languages, shaped as i18next `resources`: for a test or a
 * remote's own setup, which either passes it to `init({ resources })` or calls
 * `addResourceBundle(locale, namespace, bundle)` for each entry.
 */
export const sharedResources = {
  en: sharedMessagesEn,
  es: sharedMessagesEs,
} as const satisfies { readonly [K in Locale]: { readonly [N in SharedNamespace]: object } };
