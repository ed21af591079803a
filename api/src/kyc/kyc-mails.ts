import type { Deps } from '../app-env.js';
import { mailLocaleOf, type LocalizedMail, type MailRecipient } from '../mail/mail-language.js';
import type { Tenant } from '../tenants/tenant-directory.js';

/**
 * The e-mail that tells a user their identity validation is complete, either way, in their
 * language. Sent after the commit: a mail that fails is logged, the decision stays.
 */
export async function sendKycCompleted(deps: Deps, tenant: Tenant, to: MailRecipient, outcome: 'success' | 'error', message: string | null): Promise<void> {
  const link = `${tenant.appUrl.replace(/\/$/, '')}/user/account`;
  const reason = { es: message ? `\nMotivo: ${message}` : '', en: message ? `\nReason: ${message}` : '' };
  const mails: LocalizedMail =
    outcome === 'success'
      ? {
          es: { subject: 'Tu identidad ha sido validada', text: `Hemos validado tu identidad: ya puedes invertir.\n${link}` },
          en: { subject: 'Your identity has been validated', text: `We have validated your identity: you can invest now.\n${link}` },
        }
      : {
          es: { subject: 'No hemos podido validar tu identidad', text: `No hemos podido validar tu identidad.${reason.es}\nRevisa tus documentos en ${link}` },
          en: { subject: 'We could not validate your identity', text: `We could not validate your identity.${reason.en}\nReview your documents at ${link}` },
        };
  const locale = mailLocaleOf(to);
  try {
    await deps.mailer.send({ tenantId: tenant.id, to: to.email, ...mails[locale], meta: { purpose: `kyc_${outcome}`, language: locale, link } });
  } catch (error) {
    deps.logger.error({ err: error, purpose: `kyc_${outcome}` }, 'KYC e-mail not sent');
  }
}
