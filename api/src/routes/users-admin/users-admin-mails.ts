import { type UserFlag } from 'shared';
import type { Deps } from '../../app-env.js';
import type { Tenant } from '../../tenants/tenant-directory.js';

/**
 * The review's e-mails, in Spanish and English in one message (the user's language is not stored
 * server-side). Sent after the commit: a mail that fails is logged, never undoes the decision.
 */
async function send(deps: Deps, tenant: Tenant, to: string, mail: { subject: string; text: string; meta: Record<string, string> }) {
  try {
    await deps.mailer.send({ tenantId: tenant.id, to, ...mail });
  } catch (error) {
    deps.logger.error({ err: error, purpose: mail.meta.purpose }, 'review e-mail not sent');
  }
}

const FLAG_TEXTS: { readonly [F in UserFlag]: { es: string; en: string } } = {
  KYC_NOT_APPROVED: { es: 'Documentación de identidad no aprobada', en: 'Identity documents not approved' },
  USER_REJECTED: { es: 'Usuario rechazado', en: 'User rejected' },
  SUITABILITY_TEST_NOT_APPROVED: { es: 'Test de idoneidad no aprobado', en: 'Suitability test not approved' },
  ADITIONAL_DATA_NOT_APPROVED: { es: 'Datos adicionales no aprobados', en: 'Additional data not approved' },
};

const home = (tenant: Tenant) => `${tenant.appUrl.replace(/\/$/, '')}/user/issuances`;

export async function sendValidated(deps: Deps, tenant: Tenant, to: string): Promise<void> {
  const link = home(tenant);
  await send(deps, tenant, to, {
    subject: 'Tu cuenta ha sido validada / Your account has been validated',
    text: [`Hemos validado tu identidad: ya puedes invertir. ${link}`, '', `We have validated your identity: you can invest now. ${link}`].join('\n'),
    meta: { purpose: 'user_validated', link },
  });
}

export async function sendDenegated(deps: Deps, tenant: Tenant, to: string, flags: readonly UserFlag[], message: string): Promise<void> {
  const link = home(tenant);
  await send(deps, tenant, to, {
    subject: 'Revisión de tu cuenta / Your account review',
    text: [
      'No hemos podido aprobar tu cuenta:',
      ...flags.map((flag) => `- ${FLAG_TEXTS[flag].es}`),
      message,
      link,
      '',
      'We could not approve your account:',
      ...flags.map((flag) => `- ${FLAG_TEXTS[flag].en}`),
      message,
      link,
    ].join('\n'),
    meta: { purpose: 'user_denegated', flags: flags.join(','), link },
  });
}
