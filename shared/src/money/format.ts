import type { Currency } from '../schemas/customization.schema';
import type { Locale } from '../messages';
import { INTL_LOCALES } from '../format/number';
import { divideRounded, toCents, type Money } from './amount';

/** A no-break space keeps the symbol on the amount's line. */
const NBSP = '\u00A0';

function decimalSeparator(locale: Locale): string {
  return new Intl.NumberFormat(INTL_LOCALES[locale]).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

/**
 * The digits of an amount with the locale's grouping and decimal mark. The whole part is given
 * to Intl as a bigint and the cents are appended as text, so no amount passes through a float,
 * whatever its size. Spanish leaves four-digit numbers ungrouped by default ("1234"), which makes
 * columns of amounts hard to compare; money always groups thousands.
 */
function digitsOf(cents: bigint, locale: Locale, fractionDigits: 0 | 2): string {
  const grouped = (whole: bigint) => new Intl.NumberFormat(INTL_LOCALES[locale], { useGrouping: 'always' }).format(whole);
  if (fractionDigits === 0) return grouped(divideRounded(cents, 100n));
  return `${grouped(cents / 100n)}${decimalSeparator(locale)}${(cents % 100n).toString().padStart(2, '0')}`;
}

export type MoneyFormatOptions = {
  /** 0 for lists and cards (rounded half away from zero to whole units); 2 by default. */
  fractionDigits?: 0 | 2;
};

/**
 * Money in the tenant currency. The symbol and its position come from the customization, not
 * from Intl, because a tenant may show "€" after the amount even in English (spec: euro, symbol
 * €, after the amount, code EUR by default).
 */
export function formatMoney(
  amount: Money,
  currency: Pick<Currency, 'symbol' | 'symbol_position'>,
  locale: Locale,
  options: MoneyFormatOptions = {},
): string {
  const cents = toCents(amount);
  const magnitude = cents < 0n ? -cents : cents;
  const digits = digitsOf(magnitude, locale, options.fractionDigits ?? 2);
  const sign = cents < 0n && digits.replace(/\D/g, '').replace(/0/g, '') !== '' ? '-' : '';
  return currency.symbol_position === 'before'
    ? `${sign}${currency.symbol}${digits}`
    : `${sign}${digits}${NBSP}${currency.symbol}`;
}
