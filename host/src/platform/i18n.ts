import i18next, { type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type englishMessages from '../locales/en';
import spanishMessages from '../locales/es';

export const SUPPORTED_LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
const DEFAULT_LANGUAGE: Language = 'es';
const LANGUAGE_STORAGE_KEY = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** The namespaces every app of the page can read, as typed by the English files: the host's
 * (`common`, `errors`) and the shared ones it registers for everyone (`validation` for forms, `ui`
 * for the kit, `domain` for enum names). Each app's `i18next.d.ts` adds its own namespace to
 * them, so an unknown key fails the typecheck. Remotes register their namespaces themselves. */
export type HostMessages = typeof englishMessages;

const HOST_NAMESPACES = Object.keys(spanishMessages);

/** Where each language's messages come from. Spanish, the default language (the one a first
 * visit reads /login in), is bundled with the first screen; English is a chunk of its own,
 * fetched the first time an i18n instance needs it, so the first screen carries one language. */
const MESSAGES: { readonly [L in Language]: () => Promise<HostMessages> } = {
  es: () => Promise.resolve(spanishMessages),
  en: () => import(/* webpackChunkName: "messages-en" */ '../locales/en').then((module) => module.default),
};

/** The messages a new i18n instance starts with, by language. */
const held: { [L in Language]?: HostMessages } = { es: spanishMessages };

/** Gives every i18n instance made from now on a language's messages from the start, as if it had
 * been fetched: for tests, which render in either language at once. */
export function holdMessages(language: Language, messages: HostMessages): void {
  held[language] = messages;
}

/**
 * Reads a language that is not in the store yet, for i18next (`partialBundledLanguages`): a
 * `changeLanguage` to it resolves once its messages have arrived. A namespace the host does not
 * have (a remote's, which registers its own) is left empty.
 */
const fetchedMessages: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, namespace, callback) {
    if (!isLanguage(language)) return callback(null, undefined);
    MESSAGES[language]().then(
      (messages) => callback(null, messages[namespace as keyof HostMessages]),
      // `true`: worth another try (a chunk that failed to download); i18next waits longer each time.
      (error: unknown) => callback(error instanceof Error ? error : String(error), true),
    );
  },
};

function storedLanguage(storage: Storage | undefined): Language {
  try {
    const saved = storage?.getItem(LANGUAGE_STORAGE_KEY);
    return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
  } catch {
    return DEFAULT_LANGUAGE;
  }
}

/** Resolves once the instance has the messages of its language: at once for a language held
 * from the start, after its chunk for another (and also when that chunk failed to load). */
export function messagesReady(instance: I18n): Promise<void> {
  return instance.isInitialized ? Promise.resolve() : new Promise((resolve) => instance.on('initialized', () => resolve()));
}

/** One i18next instance for the page; each remote adds its own namespace to it. The language
 * chosen is kept in `storage`; `language` overrides the one kept there. */
export function createI18n({ storage = globalThis.localStorage, language }: { storage?: Storage; language?: Language } = {}): I18n {
  const instance = i18next.createInstance();
  // Each language held so far, in a store of the instance's own: a remote's namespace added to one
  // instance must not reach the catalogue that every instance starts from.
  const resources: Resource = Object.fromEntries(Object.entries(held).map(([lng, messages]) => [lng, { ...messages }]));
  void instance
    .use(initReactI18next)
    .use(fetchedMessages)
    .init({
      resources,
      partialBundledLanguages: true,
      lng: language ?? storedLanguage(storage),
      // Spanish is held from the start, so falling back to it never fetches anything: a page in
      // English still loads one chunk of messages, its own.
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      defaultNS: 'common',
      // A copy: i18next adds each namespace registered later (a remote's) to this list.
      ns: [...HOST_NAMESPACES],
      interpolation: { escapeValue: false },
      // Synchronous for a language held from the start, so the first screen renders at once.
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
