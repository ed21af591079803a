import { form, freeText, optional, text } from '../validation/rules';

/** A notification a manager or issuer sends; investors read it. */
export const notificationSchema = form({
  title: freeText({ min: 3, max: 120 }),
  message: freeText({ min: 10, max: 5000 }),
  project_id: optional(text()),
});
