import { investorPaths, type Locale, type UserFlag } from 'shared';
import type { Deps } from '../../app-env.js';
import type { Tenant } from '../../tenants/tenant-directory.js';
import { appLink } from '../app-link.js';
import { composeMail, type MailTemplate } from '../compose.js';
import type { MailRecipient } from '../mail-language.js';
import { sendMail } from '../send-mail.js';

/**
 * The identity e-mails: the provider's answer on a user's documents, a manager's decision on the
 * user. Sent after the commit: a mail that fails is logged, the decision stays.
 */

export const kycCompletedMail: MailTemplate<{ outcome: 'success' | 'error'; message: string | null; link: string }> = ({ outcome, message, link }, { locale }) => {
  if (outcome === 'success')
    return locale === 'es'
      ? composeMail('Tu identidad ha sido validada', 'Hemos validado tu identidad: ya puedes invertir.', link)
      : composeMail('Your identity has been validated', 'We have validated your identity: you can invest now.', link);
  return locale === 'es'
    ? composeMail('No hemos podido validar tu identidad', 'No hemos podido validar tu identidad.', ...(message ? [`Motivo: ${message}`] : []), `Revisa tus documentos en ${link}`)
    : composeMail('We could not validate your identity', 'We could not validate your identity.', ...(message ? [`Reason: ${message}`] : []), `Review your documents at ${link}`);
};

export async function sendKycCompleted(deps: Deps, tenant: Tenant, to: MailRecipient, outcome: 'success' | 'error', message: string | null): Promise<void> {
  const link = appLink(tenant, investorPaths.account.href());
  await sendMail(deps, tenant, to, (format) => kycCompletedMail({ outcome, message, link }, format), { purpose: `kyc_${outcome}`, link });
}

const FLAG_TEXTS: { readonly [F in UserFlag]: { readonly [L in Locale]: string } } = {
  KYC_NOT_APPROVED: { es: 'Documentación de identidad no aprobada', en: 'Identity documents not approved' },
  USER_REJECTED: { es: 'Usuario rechazado', en: 'User rejected' },
  SUITABILITY_TEST_NOT_APPROVED: { es: 'Test de idoneidad no aprobado', en: 'Suitability test not approved' },
  ADITIONAL_DATA_NOT_APPROVED: { es: 'Datos adicionales no aprobados', en: 'Additional data not approved' },
};

/** Validated (they may invest), or denegated with the flags and the manager's message. */
export const kycDecidedMail: MailTemplate<{ flags: readonly UserFlag[]; message: string | null; link: string }> = ({ flags, message, link }, { locale }) => {
  if (flags.length === 0)
    return locale === 'es'
      ? composeMail('Tu cuenta ha sido validada', 'Hemos validado tu identidad: ya puedes invertir.', link)
      : composeMail('Your account has been validated', 'We have validated your identity: you can invest now.', link);
  const listed = flags.map((flag) => `- ${FLAG_TEXTS[flag][locale]}`);
  return locale === 'es'
    ? composeMail('Revisión de tu cuenta', 'No hemos podido aprobar tu cuenta:', ...listed, message ?? '', link)
    : composeMail('Your account review', 'We could not approve your account:', ...listed, message ?? '', link);
};

export async function sendKycDecided(deps: Deps, tenant: Tenant, to: MailRecipient, decision: { flags: readonly UserFlag[]; message: string | null }): Promise<void> {
  const link = appLink(tenant, investorPaths.issuances.href());
  const purpose = decision.flags.length === 0 ? 'user_validated' : 'user_denegated';
  await sendMail(deps, tenant, to, (format) => kycDecidedMail({ ...decision, link }, format), { purpose, flags: decision.flags.join(','), link });
}
