import { investPaths, type InvestmentAnswer, type Money } from 'shared';
import type { Deps } from '../../app-env.js';
import type { MailFormat } from '../../notifications/mail-format.js';
import type { Tenant } from '../../tenants/tenant-directory.js';
import { appLink } from '../app-link.js';
import { composeMail, type MailTemplate } from '../compose.js';
import type { MailRecipient } from '../mail-language.js';
import { sendMail } from '../send-mail.js';

/** The invest flow's e-mails. Sent after the commit: a mail that fails is logged, never undoes the order. */

/**
 * The last day of the reflection period: it ends at the midnight after that day in the tenant's
 * zone, so the mail names the day and the zone as the congratulations page does.
 */
const lastDayBefore = (endsAt: string, format: MailFormat) => format.day(new Date(Date.parse(endsAt) - 1));

export const orderPlacedMail: MailTemplate<{ investment: InvestmentAnswer; link: string }> = ({ investment, link }, format) => {
  const order = `${format.tokens(investment.tokens, investment.token_symbol)} (${format.money(investment.amount)})`;
  const until = investment.reflection_period_ends_at;
  return format.locale === 'es'
    ? composeMail(
        `Orden recibida: ${investment.project_title}`,
        `Hemos recibido tu orden de ${order}. Continúa con el pago: ${link}`,
        ...(until ? [`Puedes revocarla sin indicar motivo hasta el final del ${lastDayBefore(until, format)} (hora de ${format.timeZone}).`] : []),
      )
    : composeMail(
        `Order received: ${investment.project_title}`,
        `We have received your order of ${order}. Continue with the payment: ${link}`,
        ...(until ? [`You may revoke it without giving a reason until the end of ${lastDayBefore(until, format)} (${format.timeZone} time).`] : []),
      );
};

export async function sendOrderPlaced(deps: Deps, tenant: Tenant, to: MailRecipient, investment: InvestmentAnswer): Promise<void> {
  const link = appLink(tenant, investPaths.step(investment.project_slug, 'method-payment'));
  await sendMail(deps, tenant, to, (format) => orderPlacedMail({ investment, link }, format), { purpose: 'investment_ordered', investment_id: investment.id, link });
}

export const revokedMail: MailTemplate<{ investment: InvestmentAnswer; refund: { balance: Money; pending: Money | null } }> = ({ investment, refund }, format) => {
  const tokens = format.tokens(investment.tokens, investment.token_symbol);
  return format.locale === 'es'
    ? composeMail(
        `Inversión revocada: ${investment.project_title}`,
        `Tu orden de ${tokens} ha sido revocada.`,
        `Devuelto a tu saldo: ${format.money(refund.balance)}.${refund.pending ? ` Te devolveremos ${format.money(refund.pending)} por el medio de pago usado.` : ''}`,
      )
    : composeMail(
        `Investment revoked: ${investment.project_title}`,
        `Your order of ${tokens} has been revoked.`,
        `Returned to your balance: ${format.money(refund.balance)}.${refund.pending ? ` We will refund ${format.money(refund.pending)} through the payment method used.` : ''}`,
      );
};

export async function sendRevoked(deps: Deps, tenant: Tenant, to: MailRecipient, investment: InvestmentAnswer, refund: { balance: Money; pending: Money | null }): Promise<void> {
  await sendMail(deps, tenant, to, (format) => revokedMail({ investment, refund }, format), { purpose: 'investment_revoked', investment_id: investment.id });
}
