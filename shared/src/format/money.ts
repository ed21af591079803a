import type { Currency } from '../schemas/customization.schema';
import type { Locale } from '../messages';
import { formatNumber } from './number';

/** A no-break space keeps the symbol on the amount's line. */
const NBSP = '\u00A0';

/**
 * Money in the tenant currency. The symbol and its position come from the customization, not
 * from Intl, because a tenant may show "€" after the amount even in English.
 */
export function formatMoney(
  amount: number,
  currency: Pick<Currency, 'symbol' | 'symbol_position'>,
  locale: Locale,
  options: { fractionDigits?: number } = {},
): string {
  const digits = options.fractionDigits ?? 2;
  const number = formatNumber(Math.abs(amount), locale, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const sign = amount < 0 ? '-' : '';
  return currency.symbol_position === 'before'
    ? `${sign}${currency.symbol}${number}`
    : `${sign}${number}${NBSP}${currency.symbol}`;
}

/** Token counts with the token's symbol; fractions only when the amount has them. */
export function formatTokens(amount: number, locale: Locale, symbol?: string): string {
  const number = formatNumber(amount, locale, { maximumFractionDigits: 4 });
  return symbol ? `${number}${NBSP}${symbol}` : number;
}

/** A percentage given in percent units (19 for 19%), as the API sends withholdings and fees. */
export function formatPercent(value: number, locale: Locale, options: { fractionDigits?: number } = {}): string {
  const digits = options.fractionDigits ?? 2;
  return formatNumber(value / 100, locale, { style: 'percent', minimumFractionDigits: 0, maximumFractionDigits: digits });
}
