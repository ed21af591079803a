import { businessDay, formatDate, formatMoney, formatTokens, INTL_LOCALES, type CalendarDay, type Currency, type Locale, type Money } from 'shared';
import { customizationOf } from '../routes/customization/customization.handlers.js';
import type { Tenant } from '../tenants/tenant-directory.js';

/** A word in its singular and plural form, chosen by the language's plural rules. */
interface PluralForms {
  one: string;
  other: string;
}

/**
 * What a notification or an e-mail says about amounts, tokens and days, worded as the screens word
 * them for the same reader: money in the tenant's currency and the reader's number format (the
 * screens' `formatMoney`, exact decimals), days in the tenant's zone and the reader's language.
 * A text is stored or sent once, so it is formatted for one language, never for the browser.
 */
export interface MailFormat {
  locale: Locale;
  money(amount: Money): string;
  /** "1 token VL" / "1 VL token", "2 tokens VL" / "2 VL tokens"; the symbol is optional. */
  tokens(count: number, symbol?: string): string;
  /** A count with its word: "1 earning", "2 earnings". */
  count(count: number, forms: PluralForms): string;
  /** A calendar day ("2026-11-20") or the day an instant falls on in the tenant's zone: "20 November 2026". */
  day(value: CalendarDay | Date): string;
  /** The tenant's zone, for texts that name a deadline's hour ("until the end of …, Europe/Madrid time"). */
  timeZone: string;
}

const TOKEN_WORDS: { readonly [L in Locale]: PluralForms } = {
  es: { one: 'token', other: 'tokens' },
  en: { one: 'token', other: 'tokens' },
};

/** The counting half of a format, which needs the language alone (a text written where the tenant is not at hand). */
export function countFormat(locale: Locale): Pick<MailFormat, 'locale' | 'tokens' | 'count'> {
  const plurals = new Intl.PluralRules(INTL_LOCALES[locale]);
  const word = (count: number, forms: PluralForms) => forms[plurals.select(count) === 'one' ? 'one' : 'other'];
  return {
    locale,
    tokens: (count, symbol) => {
      const tokens = word(count, TOKEN_WORDS[locale]);
      const number = formatTokens(count, locale);
      if (!symbol) return `${number} ${tokens}`;
      return locale === 'es' ? `${number} ${tokens} ${symbol}` : `${number} ${symbol} ${tokens}`;
    },
    count: (count, forms) => `${formatTokens(count, locale)} ${word(count, forms)}`,
  };
}

export function mailFormat(tenant: Tenant, locale: Locale): MailFormat {
  const currency: Currency = customizationOf(tenant).currency;
  return {
    ...countFormat(locale),
    timeZone: tenant.timeZone,
    money: (amount) => formatMoney(amount, currency, locale),
    day: (value) => formatDate(value instanceof Date ? businessDay(value, tenant.timeZone) : value, locale, 'long'),
  };
}

/** The same text built once per language, each with its own formatting: a notification's `texts`, a mail's `content`. */
export function inEachLanguage<T>(tenant: Tenant, build: (format: MailFormat) => T): { readonly [L in Locale]: T } {
  return { es: build(mailFormat(tenant, 'es')), en: build(mailFormat(tenant, 'en')) };
}
