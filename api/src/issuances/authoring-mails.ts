import type { Deps } from '../app-env.js';
import { mailLocaleOf, type LocalizedMail, type MailRecipient } from '../mail/mail-language.js';
import type { Tenant } from '../tenants/tenant-directory.js';
import { entrepreneurPaths } from 'shared';
import { appLink } from '../mail/app-link.js';

export interface ValidationOutcome {
  issuanceId: string;
  title: string;
  decision: 'validated' | 'rejected';
  message: string | null;
}

/**
 * Tells the issuer the regulator's answer on their issuance, in their language: validated (the
 * manager may now open its pre-campaign), or rejected with the message (back in draft to fix).
 * Sent after the commit: a mail that fails is logged, the decision stays.
 */
export async function sendValidationDecided(deps: Deps, tenant: Tenant, to: MailRecipient, outcome: ValidationOutcome): Promise<void> {
  const link = appLink(tenant, entrepreneurPaths.issuance.href(outcome.issuanceId));
  const note = { es: outcome.message ? `\nMensaje: ${outcome.message}` : '', en: outcome.message ? `\nMessage: ${outcome.message}` : '' };
  const mails: LocalizedMail =
    outcome.decision === 'validated'
      ? {
          es: { subject: `Tu proyecto ${outcome.title} ha sido validado`, text: `Hemos validado tu proyecto ${outcome.title}.${note.es}\n${link}` },
          en: { subject: `Your project ${outcome.title} has been validated`, text: `Your project ${outcome.title} has been validated.${note.en}\n${link}` },
        }
      : {
          es: { subject: `Tu proyecto ${outcome.title} necesita cambios`, text: `No hemos podido validar tu proyecto ${outcome.title}; vuelve a estar en borrador.${note.es}\n${link}` },
          en: { subject: `Your project ${outcome.title} needs changes`, text: `We could not validate your project ${outcome.title}; it is back in draft.${note.en}\n${link}` },
        };
  const locale = mailLocaleOf(to);
  const purpose = `issuance_${outcome.decision}`;
  try {
    await deps.mailer.send({ tenantId: tenant.id, to: to.email, ...mails[locale], meta: { purpose, language: locale, issuance_id: outcome.issuanceId, link } });
  } catch (error) {
    deps.logger.error({ err: error, purpose }, 'issuance validation e-mail not sent');
  }
}
