import englishMessages from '../locales/en';
import spanishMessages from '../locales/es';
import type * as i18nModule from './i18n';
import { createI18n, messagesReady } from './i18n';

type I18nModule = typeof i18nModule;

/** The i18n module as a page loads it: every test file's setup holds English for the test
 * platforms, which this leaves out. */
async function pageI18n(): Promise<I18nModule> {
  let loaded: I18nModule | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('./i18n');
  });
  if (!loaded) throw new Error('./i18n did not load');
  return loaded;
}

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

const NAMESPACES = Object.keys(englishMessages) as (keyof typeof englishMessages)[];

beforeEach(() => localStorage.clear());

describe('host i18n', () => {
  it('has every host key in both English and Spanish', () => {
    expect(Object.keys(spanishMessages).sort()).toEqual([...NAMESPACES].sort());
    for (const namespace of NAMESPACES) {
      expect(keysOf(spanishMessages[namespace]).sort()).toEqual(keysOf(englishMessages[namespace]).sort());
    }
  });

  it('types message keys from the English files, so an unknown key fails the typecheck', async () => {
    const i18n = createI18n({ language: 'en' });
    await messagesReady(i18n);
    // @ts-expect-error no message file defines this key
    expect(i18n.t('unknown.key')).toBe('unknown.key');
    // @ts-expect-error a remote's key needs its namespace
    expect(i18n.t('issuances.title')).toBe('issuances.title');
    expect(i18n.t('app.name')).toBe('Tokenised Investment Dashboard');
  });

  it('starts in Spanish, with no fallback language to fetch as well (every language has every key)', () => {
    const i18n = createI18n();
    expect(i18n.language).toBe('es');
    expect(i18n.options.fallbackLng).toBe(false);
  });

  it('on a page, holds no messages until its language has arrived, and then only that language', async () => {
    const { createI18n: createPageI18n, messagesReady: pageMessagesReady } = await pageI18n();
    const i18n = createPageI18n();
    expect(i18n.isInitialized).toBeFalsy();
    expect(i18n.hasResourceBundle('es', 'common')).toBe(false);
    await pageMessagesReady(i18n);
    for (const namespace of NAMESPACES) {
      expect(i18n.hasResourceBundle('es', namespace)).toBe(true);
      expect(i18n.hasResourceBundle('en', namespace)).toBe(false);
    }
    expect(i18n.t('login.title')).toBe(spanishMessages.common.login.title);
  });

  it('fetches English when the person switches to it, and resolves the switch once it has arrived', async () => {
    const { createI18n: createPageI18n, messagesReady: pageMessagesReady } = await pageI18n();
    const i18n = createPageI18n();
    await pageMessagesReady(i18n);
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
    await i18n.changeLanguage('en');
    expect(i18n.language).toBe('en');
    expect(NAMESPACES.filter((namespace) => !i18n.hasResourceBundle('en', namespace))).toEqual([]);
    expect(i18n.t('login.title')).toBe('Sign in');
    expect(i18n.t('ui:pagination.next')).toBe(englishMessages.ui.pagination.next);
  });

  it('made for English, fetches English and nothing of Spanish', async () => {
    const { createI18n: createPageI18n, messagesReady: pageMessagesReady } = await pageI18n();
    const i18n = createPageI18n({ language: 'en' });
    const fetched: string[] = [];
    i18n.on('loaded', (loaded: Record<string, unknown>) => fetched.push(...Object.keys(loaded)));
    expect(i18n.hasResourceBundle('en', 'common')).toBe(false);
    await pageMessagesReady(i18n);
    expect([...new Set(fetched)]).toEqual(['en']);
    expect(i18n.t('login.title')).toBe('Sign in');
    await i18n.changeLanguage('es');
    expect(i18n.t('login.title')).toBe('Iniciar sesión');
  });

  it('starts a later instance at once, whatever namespace a remote gave an earlier one', () => {
    createI18n().addResourceBundle('es', 'area', { title: 'Área' });
    expect(createI18n().isInitialized).toBe(true);
  });

  it('remembers the chosen language in local storage, and the next page fetches it at once', async () => {
    const { createI18n: createPageI18n, messagesReady: pageMessagesReady } = await pageI18n();
    const i18n = createPageI18n();
    await pageMessagesReady(i18n);
    await i18n.changeLanguage('en');
    expect(localStorage.getItem('lang')).toBe('en');
    const { createI18n: createNextI18n, messagesReady: nextMessagesReady } = await pageI18n();
    const next = createNextI18n();
    expect(next.language).toBe('en');
    await nextMessagesReady(next);
    expect(next.t('login.title')).toBe('Sign in');
  });

  it('says an EXEU tenant’s status words, for messages held and fetched alike', async () => {
    const held = createI18n({ language: 'en', wording: 'exeu' });
    await messagesReady(held);
    expect(held.t('domain:token_card_status.financed')).toBe('Admitted to trading');
    expect(held.t('domain:project_phase.campaign')).toBe('Campaign');
    expect(createI18n({ language: 'en' }).t('domain:token_card_status.financed')).toBe('Financed');

    const { createI18n: createPageI18n, messagesReady: pageMessagesReady } = await pageI18n();
    const fetched = createPageI18n({ language: 'es', wording: 'exeu' });
    await pageMessagesReady(fetched);
    expect(fetched.t('domain:token_card_status.candidacy')).toBe(spanishMessages.domain.token_card_status.candidacy_exeu);
  });
});
