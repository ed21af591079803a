import i18next, { type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import commonEn from '../locales/en/common.json';
import commonEs from '../locales/es/common.json';
import errorsEn from '../locales/en/errors.json';
import errorsEs from '../locales/es/errors.json';
import { sharedResources } from 'shared';

export const SUPPORTED_LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
const DEFAULT_LANGUAGE: Language = 'es';
const LANGUAGE_STORAGE_KEY = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** The host's namespaces (`common`, `errors`) and the shared ones it registers for everyone
 * (`validation` for forms, `ui` for the kit, `domain` for enum names). Remotes add their own. */
export const hostResources = {
  en: { common: commonEn, errors: errorsEn, ...sharedResources.en },
  es: { common: commonEs, errors: errorsEs, ...sharedResources.es },
} satisfies Resource;

/** The namespaces every app of the page can read, as typed by the English files; each app's
 * `i18next.d.ts` adds its own namespace to them, so an unknown key fails the typecheck. */
export type HostMessages = (typeof hostResources)['en'];

function storedLanguage(storage: Storage | undefined): Language {
  try {
    const saved = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** One i18next instance for the page; each remote adds its own namespace to it. The language
 * chosen is kept in `storage`; `language` overrides the one kept there. */
export function createI18n({ storage = globalThis.localStorage, language }: { storage?: Storage; language?: Language } = {}): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: hostResources,
    lng: language ?? storedLanguage(storage),
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...SUPPORTED_LANGUAGES],
    defaultNS: 'common',
    ns: Object.keys(hostResources.en),
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  instance.on('languageChanged', (lng) => {
    try {
      if (isLanguage(lng)) storage?.setItem(LANGUAGE_STORAGE_KEY, lng);
    } catch {
      // Storage may be unavailable (private mode); the choice then lasts for the page only.
    }
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  });
  return instance;
}
