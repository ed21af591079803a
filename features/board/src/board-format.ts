import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency, useCustomization, useSession } from 'host/platform';
import { businessDay, formatDate, formatTokens, localeOf, type Money } from 'shared';

/** The board's figures: amounts in the tenant currency, tokens with their symbol, the tenant's calendar day of an instant. */
export function useBoardFormat() {
  const { i18n } = useTranslation();
  const { format } = useCurrency();
  const { time_zone: timeZone } = useCustomization();
  const locale = localeOf(i18n.language);
  return useMemo(
    () => ({
      locale,
      money: (amount: Money) => format(amount),
      tokens: (count: number, symbol?: string) => formatTokens(count, locale, symbol),
      day: (instant: string) => formatDate(businessDay(new Date(instant), timeZone), locale),
    }),
    [format, locale, timeZone],
  );
}

/**
 * Whether the investor acts themself, not a manager simulating them: posting, changing or
 * withdrawing ads and moving tokens are theirs alone (the API refuses them under a simulation),
 * so the board offers them disabled, with why.
 */
export function useActingInPerson(): boolean {
  return !useSession().simulating;
}
