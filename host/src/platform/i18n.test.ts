import { createI18n, hostResources } from './i18n';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('host i18n', () => {
  it('has every host key in both English and Spanish', () => {
    for (const namespace of Object.keys(hostResources.en) as (keyof typeof hostResources.en)[]) {
      expect(keysOf(hostResources.es[namespace]).sort()).toEqual(keysOf(hostResources.en[namespace]).sort());
    }
  });

  it('types message keys from the English files, so an unknown key fails the typecheck', () => {
    const i18n = createI18n();
    // @ts-expect-error no message file defines this key
    expect(i18n.t('unknown.key')).toBe('unknown.key');
    // @ts-expect-error a remote's key needs its namespace
    expect(i18n.t('issuances.title')).toBe('issuances.title');
    expect(i18n.t('app.name', { lng: 'en' })).toBe('Tokenised Investment Dashboard');
  });

  it('starts in Spanish and falls back to Spanish', () => {
    localStorage.clear();
    const i18n = createI18n();
    expect(i18n.language).toBe('es');
    expect(i18n.options.fallbackLng).toEqual(['es']);
  });

  it('remembers the chosen language in local storage', async () => {
    const i18n = createI18n();
    await i18n.changeLanguage('en');
    expect(localStorage.getItem('lang')).toBe('en');
    expect(createI18n().language).toBe('en');
  });
});
