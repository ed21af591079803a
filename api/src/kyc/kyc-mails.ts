import { investorPaths, type UserFlag } from 'shared';
import type { Deps } from '../app-env.js';
import { mailLocaleOf, type LocalizedMail, type MailRecipient } from '../mail/mail-language.js';
import type { Tenant } from '../tenants/tenant-directory.js';
import { appLink } from '../mail/app-link.js';

/**
 * The e-mail that tells a user their identity validation is complete, either way, in their
 * language. Sent after the commit: a mail that fails is logged, the decision stays.
 */
export async function sendKycCompleted(deps: Deps, tenant: Tenant, to: MailRecipient, outcome: 'success' | 'error', message: string | null): Promise<void> {
  const link = appLink(tenant, investorPaths.account.href());
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

const FLAG_TEXTS: { readonly [F in UserFlag]: LocalizedText } = {
  KYC_NOT_APPROVED: { es: 'Documentación de identidad no aprobada', en: 'Identity documents not approved' },
  USER_REJECTED: { es: 'Usuario rechazado', en: 'User rejected' },
  SUITABILITY_TEST_NOT_APPROVED: { es: 'Test de idoneidad no aprobado', en: 'Suitability test not approved' },
  ADITIONAL_DATA_NOT_APPROVED: { es: 'Datos adicionales no aprobados', en: 'Additional data not approved' },
};

type LocalizedText = { readonly [K in keyof LocalizedMail]: string };

/**
 * A manager's decision on a user, in the user's language: validated (they may invest), or
 * denegated with the flags and the manager's message. Sent after the commit: a mail that fails is
 * logged, the decision stays.
 */
export async function sendKycDecided(deps: Deps, tenant: Tenant, to: MailRecipient, decision: { flags: readonly UserFlag[]; message: string | null }): Promise<void> {
  const link = appLink(tenant, investorPaths.issuances.href());
  const locale = mailLocaleOf(to);
  const validated = decision.flags.length === 0;
  const mails: LocalizedMail = validated
    ? {
        es: { subject: 'Tu cuenta ha sido validada', text: `Hemos validado tu identidad: ya puedes invertir.\n${link}` },
        en: { subject: 'Your account has been validated', text: `We have validated your identity: you can invest now.\n${link}` },
      }
    : {
        es: { subject: 'Revisión de tu cuenta', text: ['No hemos podido aprobar tu cuenta:', ...decision.flags.map((flag) => `- ${FLAG_TEXTS[flag].es}`), decision.message ?? '', link].join('\n') },
        en: { subject: 'Your account review', text: ['We could not approve your account:', ...decision.flags.map((flag) => `- ${FLAG_TEXTS[flag].en}`), decision.message ?? '', link].join('\n') },
      };
  const purpose = validated ? 'user_validated' : 'user_denegated';
  try {
    await deps.mailer.send({ tenantId: tenant.id, to: to.email, ...mails[locale], meta: { purpose, language: locale, flags: decision.flags.join(','), link } });
  } catch (error) {
    deps.logger.error({ err: error, purpose }, 'KYC decision e-mail not sent');
  }
}
