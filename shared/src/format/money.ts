import type { Locale } from '../messages';
import { formatNumber } from './number';

const NBSP = '\u00A0';

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
