import type { NotificationTexts } from '../../db/schema.js';
import { composeMail, type MailTemplate } from '../compose.js';

/** A notification without an e-mail of its own: its title and body, and a link to the reader's notifications page. */
export const noticeMail: MailTemplate<{ texts: NotificationTexts; link: string }> = ({ texts, link }, { locale }) =>
  composeMail(texts[locale].title, texts[locale].body, locale === 'es' ? `Míralo en ${link}` : `See it at ${link}`);
