import type { Locale } from '../messages';

/** Locale tags with the region, so grouping and decimal marks match each market. */
export const INTL_LOCALES: { readonly [K in Locale]: string } = { es: 'es-ES', en: 'en-GB' };

/**
 * Spanish leaves four-digit numbers ungrouped by default ("1234"), which makes columns of
 * amounts hard to compare; money always groups thousands.
 */
export function formatNumber(value: number, locale: Locale, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale], { useGrouping: 'always', ...options }).format(value);
}
