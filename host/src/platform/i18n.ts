import i18next, { type BackendModule, type i18n as I18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { domainMessagesFor, type Wording } from 'shared';
import { isLanguage, keepLanguage, loadMessages, storedLanguage, SUPPORTED_LANGUAGES, type HostMessages, type Language } from './language';

export { isLanguage, SUPPORTED_LANGUAGES, type HostMessages, type Language } from './language';

/** The host's namespaces, by name: `satisfies` fails the typecheck when the messages gain or lose one. */
const HOST_NAMESPACES = Object.keys({ common: true, errors: true, validation: true, ui: true, domain: true, issuances: true } satisfies Record<keyof HostMessages, true>);

/** The messages a new i18n instance starts with, by language: none on the page, whose instance
 * reads its language's chunk (asked for by the entry as it starts). */
const held: { [L in Language]?: HostMessages } = {};

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
function fetchedMessages(wording: Wording): BackendModule {
  return {
    type: 'backend',
    callbackApi: true,
    init: () => undefined,
    read(language, namespace, callback) {
      if (!isLanguage(language)) return callback(null, undefined);
      loadMessages[language]().then(
        (messages) => callback(null, inWording(messages, wording)[namespace as keyof HostMessages]),
        // `true`: worth another try (a chunk that failed to download); i18next waits longer each time.
        (error: unknown) => callback(error instanceof Error ? error : String(error), true),
      );
    },
  };
}

/** A language's messages as the tenant words them: its status words (`domain`) with the EXEU
 * variants in place, so every screen says them without each call passing a context. */
function inWording(messages: HostMessages, wording: Wording): HostMessages {
  return { ...messages, domain: domainMessagesFor(messages.domain, wording) };
}

/** Resolves once the instance has the messages of its language: at once for a language held
 * from the start, after its chunk for another (and also when that chunk failed to load). */
export function messagesReady(instance: I18n): Promise<void> {
  return instance.isInitialized ? Promise.resolve() : new Promise((resolve) => instance.on('initialized', () => resolve()));
}

/** One i18next instance for the page; each remote adds its own namespace to it. The language
 * chosen is kept in `storage`; `language` overrides the one kept there; `wording` is the tenant's. */
export function createI18n({ storage = globalThis.localStorage, language, wording = 'default' }: { storage?: Storage; language?: Language; wording?: Wording } = {}): I18n {
  const instance = i18next.createInstance();
  // Each language held so far, in a store of the instance's own: a remote's namespace added to one
  // instance must not reach the catalogue that every instance starts from.
  const resources: Resource = Object.fromEntries(Object.entries(held).map(([lng, messages]) => [lng, inWording(messages, wording)]));
  void instance
    .use(initReactI18next)
    .use(fetchedMessages(wording))
    .init({
      resources,
      partialBundledLanguages: true,
      lng: language ?? storedLanguage(storage),
      // No fallback language: i18next would fetch its messages too, and the typecheck already
      // holds every language of the host and shared namespaces to the English keys.
      fallbackLng: false,
      supportedLngs: [...SUPPORTED_LANGUAGES],
      defaultNS: 'common',
      // A copy: i18next adds each namespace registered later (a remote's) to this list.
      ns: [...HOST_NAMESPACES],
      interpolation: { escapeValue: false },
      // Synchronous for a language held from the start, so the first screen renders at once.
      initAsync: false,
    });
  instance.on('languageChanged', (lng) => {
    if (isLanguage(lng)) keepLanguage(storage, lng);
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  });
  return instance;
}
