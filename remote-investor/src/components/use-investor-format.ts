import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency, useCustomization } from 'host/platform';
import { businessDay, formatDate, formatPercent, formatTokens, INTL_LOCALES, localeOf, type Money } from 'shared';

/**
 * How the investments and the portfolio show their figures: amounts in the tenant currency,
 * tokens with their symbol, days of the tenant's zone (a status reached at 00:30 in Madrid is
 * that Madrid day) and shares (0 to 1) as percentages, in the page's language.
 */
export function useInvestorFormat() {
  const { i18n } = useTranslation();
  const { format } = useCurrency();
  const { time_zone: timeZone } = useCustomization();
  const locale = localeOf(i18n.language);
  return useMemo(
    () => ({
      locale,
      timeZone,
      money: (amount: Money) => format(amount),
      /** Whole units, for a chart's axis. */
      moneyShort: (amount: Money) => format(amount, { fractionDigits: 0 }),
      tokens: (count: number, symbol?: string) => formatTokens(count, locale, symbol),
      /** The tenant's calendar day of an instant. */
      day: (instant: string) => formatDate(businessDay(new Date(instant), timeZone), locale),
      /** The last day before an instant that ends a period at midnight (a reflection period). */
      lastDayBefore: (instant: string) => formatDate(businessDay(new Date(Date.parse(instant) - 1), timeZone), locale, 'long'),
      share: (ratio: number) => formatPercent(ratio * 100, locale, { fractionDigits: 1 }),
      /** A month of the tenant's calendar, YYYY-MM, as "Nov 2026". */
      month: (month: string) =>
        new Intl.DateTimeFormat(INTL_LOCALES[locale], { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`)),
    }),
    [format, locale, timeZone],
  );
}

export type InvestorFormat = ReturnType<typeof useInvestorFormat>;
