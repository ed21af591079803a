import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency } from 'host/platform';
import { formatDate, formatDateTime, formatMoney, localeOf, type Money } from 'shared';

/** Amounts in their own currency (a statement may be in another than the tenant's) and the bank's days, in the page's language. */
export function useStatementFormat() {
  const { i18n } = useTranslation();
  const { currency, format } = useCurrency();
  const locale = localeOf(i18n.language);
  return useMemo(
    () => ({
      money: (amount: Money, code: string = currency.code) =>
        code === currency.code ? format(amount) : formatMoney(amount, { symbol: code, symbol_position: 'after' }, locale),
      /** A bank's YYYY-MM-DD day: the day itself, no time zone involved. */
      day: (day: string) => formatDate(day, locale),
      instant: (instant: string) => formatDateTime(instant, locale),
    }),
    [currency, format, locale],
  );
}

export type StatementFormat = ReturnType<typeof useStatementFormat>;
