import { entrepreneurPaths } from 'shared';
import type { Deps } from '../../app-env.js';
import type { Tenant } from '../../tenants/tenant-directory.js';
import { appLink } from '../app-link.js';
import { composeMail, type MailTemplate } from '../compose.js';
import type { MailRecipient } from '../mail-language.js';
import { sendMail } from '../send-mail.js';

interface ValidationOutcome {
  issuanceId: string;
  title: string;
  decision: 'validated' | 'rejected';
  message: string | null;
}

/**
 * The regulator's answer on an issuance, to its issuer: validated (the manager may now open its
 * pre-campaign), or rejected with the message (back in draft to fix).
 */
export const validationDecidedMail: MailTemplate<{ outcome: ValidationOutcome; link: string }> = ({ outcome: { title, decision, message }, link }, { locale }) => {
  if (locale === 'es') {
    const note = message ? [`Mensaje: ${message}`] : [];
    return decision === 'validated'
      ? composeMail(`Tu proyecto ${title} ha sido validado`, `Hemos validado tu proyecto ${title}.`, ...note, link)
      : composeMail(`Tu proyecto ${title} necesita cambios`, `No hemos podido validar tu proyecto ${title}; vuelve a estar en borrador.`, ...note, link);
  }
  const note = message ? [`Message: ${message}`] : [];
  return decision === 'validated'
    ? composeMail(`Your project ${title} has been validated`, `Your project ${title} has been validated.`, ...note, link)
    : composeMail(`Your project ${title} needs changes`, `We could not validate your project ${title}; it is back in draft.`, ...note, link);
};

/** Sent after the commit: a mail that fails is logged, the decision stays. */
export async function sendValidationDecided(deps: Deps, tenant: Tenant, to: MailRecipient, outcome: ValidationOutcome): Promise<void> {
  const link = appLink(tenant, entrepreneurPaths.issuance.href(outcome.issuanceId));
  await sendMail(deps, tenant, to, (format) => validationDecidedMail({ outcome, link }, format), { purpose: `issuance_${outcome.decision}`, issuance_id: outcome.issuanceId, link });
}
