import type { Deps } from '../app-env.js';
import { mailFormat, type MailFormat } from '../notifications/mail-format.js';
import type { Tenant } from '../tenants/tenant-directory.js';
import type { MailContent } from './compose.js';
import { mailLocaleOf, type MailRecipient } from './mail-language.js';

/**
 * Sends a mail after the commit, written in the recipient's stored language (the tenant's default
 * when never chosen) with the formats of that language. A mail that fails is logged and never
 * undoes what it tells; a mail the person is waiting for on screen (`awaited`: the sign-up code
 * to type) also fails the request, so the screen says it was not sent instead of a silent wait.
 */
export async function sendMail(
  deps: Deps,
  tenant: Tenant,
  to: MailRecipient,
  render: (format: MailFormat) => MailContent,
  meta: Record<string, string>,
  { awaited = false }: { awaited?: boolean } = {},
): Promise<void> {
  const locale = mailLocaleOf(to);
  try {
    await deps.mailer.send({ tenantId: tenant.id, to: to.email, ...render(mailFormat(tenant, locale)), meta: { ...meta, language: locale } });
  } catch (error) {
    deps.logger.error({ err: error, purpose: meta.purpose }, 'e-mail not sent');
    if (awaited) throw error;
  }
}
