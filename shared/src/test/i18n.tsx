import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { type Locale, SHARED_NAMESPACES, sharedResources } from '../messages';

/** An i18n instance set up as the host sets it up: the shared namespaces, Spanish fallback. */
function createTestI18n(locale: Locale = 'en'): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'es',
    ns: [...SHARED_NAMESPACES],
    defaultNS: 'ui',
    resources: sharedResources,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export function renderWithI18n(ui: ReactElement, locale: Locale = 'en') {
  const i18n = createTestI18n(locale);
  return render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);
}
