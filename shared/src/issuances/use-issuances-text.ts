import { useTranslation } from 'react-i18next';
import type { Locale } from '../messages';

/** The `issuances` namespace and the interface language as a formatting locale. */
export function useIssuancesText() {
  const { t, i18n } = useTranslation('issuances');
  const locale: Locale = i18n.language === 'en' ? 'en' : 'es';
  return { t, locale };
}
