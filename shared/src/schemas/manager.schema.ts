import type * as v from 'valibot';
import { emailArray, form, freeText, number, optional, text } from '../validation/rules';

/** Adding investors to an issuance's whitelist by e-mail. */
export const whitelistSchema = form({ emails: emailArray() });
export type WhitelistValues = v.InferOutput<typeof whitelistSchema>;

/** A notification a manager or issuer sends; investors read it. */
export const notificationSchema = form({
  title: freeText({ min: 3, max: 120 }),
  message: freeText({ min: 10, max: 5000 }),
  project_id: optional(text()),
});
export type NotificationValues = v.InferOutput<typeof notificationSchema>;

/** A new token from the manager's token list. */
export const tokenSchema = form({
  name: freeText({ max: 50 }),
  symbol: text({ min: 2, max: 10, noSpecialChars: true }),
  price: number({ min: 0.01 }),
  total_supply: number({ min: 1, integer: true }),
});
export type TokenValues = v.InferOutput<typeof tokenSchema>;
