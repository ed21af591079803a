import { DEFAULT_LOCALE, type Locale } from 'shared';

/**
 * The language of a user's transactional e-mails: the one chosen on the account page, else the
 * tenant's default. Tenants do not configure a language yet, so their default is the product's
 * (spec section 9: es).
 */
export function mailLocaleOf(user: { language: Locale | null }): Locale {
  return user.language ?? DEFAULT_LOCALE;
}

/** Who a transactional e-mail goes to: the address and the language to write in. */
export interface MailRecipient {
  email: string;
  language: Locale | null;
}
