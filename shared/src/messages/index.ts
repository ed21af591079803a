import enValidation from './en/validation.json';
import esValidation from './es/validation.json';

export const LOCALES = ['es', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
/** Spanish is the default and fallback language (spec section 9). */
export const DEFAULT_LOCALE: Locale = 'es';

export type ValidationMessages = typeof enValidation;

/**
 * Resources of the `validation` namespace: register them with
 * `i18n.addResourceBundle(locale, 'validation', validationMessages[locale])`.
 */
export const validationMessages: { readonly [K in Locale]: ValidationMessages } = {
  en: enValidation,
  es: esValidation,
};
