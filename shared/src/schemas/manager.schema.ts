import { emailArray, form, freeText, optional, text } from '../validation/rules';

/** Adding investors to an issuance's whitelist by e-mail. */
export const whitelistSchema = form({ emails: emailArray() });

/** A notification a manager or issuer sends; investors read it. */
export const notificationSchema = form({
  title: freeText({ min: 3, max: 120 }),
  message: freeText({ min: 10, max: 5000 }),
  project_id: optional(text()),
});
