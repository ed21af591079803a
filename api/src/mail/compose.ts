import type { MailFormat } from '../notifications/mail-format.js';

/** What every e-mail template returns: the subject, the plain text, and the same text as HTML. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

/** A template: the mail's facts and the reader's formats in, its content out, in the reader's language. */
export type MailTemplate<Data, Format = MailFormat> = (data: Data, format: Format) => MailContent;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The text's links as anchors, its lines as paragraphs (a blank line ends nothing but itself). */
function htmlOf(text: string): string {
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => `<p>${escapeHtml(line).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)}</p>`)
    .join('\n');
}

/** A mail from its subject and lines of text; the HTML says the same. */
export function composeMail(subject: string, ...lines: readonly string[]): MailContent {
  const text = lines.join('\n');
  return { subject, text, html: htmlOf(text) };
}
