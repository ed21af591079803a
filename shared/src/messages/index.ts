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
