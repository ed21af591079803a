import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrency, useCustomization, useSession } from 'host/platform';
import { businessDay, formatDate, formatTokens, localeOf, type Money } from 'shared';

/** The board's figures: amounts in the tenant currency, tokens with their symbol, the tenant's calendar day of an instant. */
export function useBoardFormat() {
  const language = useTranslation().i18n.language;
  const money = useCurrency().format;
  const zone = useCustomization().time_zone;
  return useMemo(() => {
    const locale = localeOf(language);
    return {
      money: (amount: Money) => money(amount),
      tokens: (count: number, symbol?: string) => formatTokens(count, locale, symbol),
      day: (instant: string) => formatDate(businessDay(new Date(instant), zone), locale),
    };
  }, [language, money, zone]);
}

/**
 * Whether the investor acts themself, not a manager simulating them: posting, changing or
 * withdrawing ads and moving tokens are theirs alone (the API refuses them under a simulation),
 * so the board offers them disabled, with why.
 */
export function useActingInPerson(): boolean {
  return !useSession().simulating;
}
