import type englishMessages from '../locales/en';

/** The languages of the page and which one a first visit reads it in (spec section 9). Apart
 * from i18next, so the entry script can ask for the messages before the app's code has arrived. */
export const SUPPORTED_LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
const DEFAULT_LANGUAGE: Language = 'es';
const LANGUAGE_STORAGE_KEY = 'lang';

/** The namespaces every app of the page can read, as typed by the English files: the host's
 * (`common`, `errors`) and the shared ones it registers for everyone (`validation` for forms, `ui`
 * for the kit, `domain` for enum names). Each app's `i18next.d.ts` adds its own namespace to
 * them, so an unknown key fails the typecheck. Remotes register their namespaces themselves. */
export type HostMessages = typeof englishMessages;

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** The language kept from an earlier visit, else the default one. */
export function storedLanguage(storage: Storage | undefined): Language {
  try {
    const saved = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

export function keepLanguage(storage: Storage | undefined, language: Language): void {
  try {
    storage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for the page only.
  }
}

/** Each language's messages (the host's namespaces and the shared ones) are a chunk of their own,
 * so a page carries the words of its language only. A chunk is fetched once, whoever asks. */
export const loadMessages: { readonly [L in Language]: () => Promise<HostMessages> } = {
  es: () => import(/* webpackChunkName: "messages-es" */ '../locales/es').then((module) => module.default),
  en: () => import(/* webpackChunkName: "messages-en" */ '../locales/en').then((module) => module.default),
};
