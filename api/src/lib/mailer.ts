import nodemailer from 'nodemailer';
import type { Db } from '../db/client.js';
import { mailOutbox } from '../db/schema.js';
import type { Logger } from './logger.js';

interface Mail {
  tenantId: string;
  to: string;
  subject: string;
  text: string;
  /** The same text as HTML, for mail clients that show it; the development mailbox keeps the text. */
  html?: string;
  /** Structured content (code, link) kept beside the text for the development mailbox. */
  meta?: Record<string, string>;
}

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(mail: Mail): Promise<void>;
}

/** Without SMTP_URL, mail lands in a table that /dev/mailbox shows: nothing leaves the machine. */
export function outboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    async send(mail) {
      await db.insert(mailOutbox).values({ tenantId: mail.tenantId, to: mail.to, subject: mail.subject, text: mail.text, meta: mail.meta ?? {} });
    },
  };
}

export function smtpMailer(smtpUrl: string, from: string, logger: Logger): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(mail) {
      const info = await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text, ...(mail.html ? { html: mail.html } : {}) });
      logger.info({ messageId: info.messageId, subject: mail.subject }, 'mail sent');
    },
  };
}
