import { entrepreneurPaths, investorPaths, investPaths, managerPaths, type InvestmentAnswer, type ManagedInvestment, type Money } from 'shared';
import type { Deps } from '../../app-env.js';
import type { MailFormat } from '../../notifications/mail-format.js';
import type { NotificationMail } from '../../notifications/notify.js';
import type { Tenant } from '../../tenants/tenant-directory.js';
import { appLink } from '../app-link.js';
import { composeMail, type MailTemplate } from '../compose.js';
import { recipientOf } from '../recipient.js';
import { sendMail } from '../send-mail.js';

/**
 * The e-mails of a manager's moves on an investment, to the investor in their stored language.
 * Sent after the commit: a mail that fails is logged and never undoes the move.
 */

/** The order as the mail words it: "5 tokens VL (500,00 €)" / "5 VL tokens (500.00 €)". */
function orderWords(investment: InvestmentAnswer, format: MailFormat, withAmount: boolean): string {
  const tokens = format.tokens(investment.tokens, investment.token_symbol);
  return withAmount ? `${tokens} (${format.money(investment.amount)})` : tokens;
}

export const paymentRejectedMail: MailTemplate<{ investment: InvestmentAnswer; reason: string; link: string }> = ({ investment, reason, link }, format) =>
  format.locale === 'es'
    ? composeMail(
        `Pago no confirmado: ${investment.project_title}`,
        `No hemos podido confirmar el pago de tu orden de ${orderWords(investment, format, true)}.`,
        `Motivo: ${reason}`,
        `Tu orden sigue reservada: puedes volver a pagar en ${link}`,
      )
    : composeMail(
        `Payment not confirmed: ${investment.project_title}`,
        `We could not confirm the payment of your order of ${orderWords(investment, format, true)}.`,
        `Reason: ${reason}`,
        `Your order is still held: you can pay again at ${link}`,
      );

export const canceledByManagerMail: MailTemplate<{ investment: InvestmentAnswer; reason: string; refund: { balance: Money; pending: Money | null } }> = (
  { investment, reason, refund },
  format,
) => {
  const returned = refund.balance !== '0.00';
  const order = orderWords(investment, format, true);
  const lines =
    format.locale === 'es'
      ? [
          `Tu inversión de ${order} ha sido cancelada.`,
          `Motivo: ${reason}`,
          returned ? `Devuelto a tu saldo: ${format.money(refund.balance)}.` : '',
          refund.pending ? `Te devolveremos ${format.money(refund.pending)} por el medio de pago usado.` : '',
        ]
      : [
          `Your investment of ${order} has been cancelled.`,
          `Reason: ${reason}`,
          returned ? `Returned to your balance: ${format.money(refund.balance)}.` : '',
          refund.pending ? `We will refund ${format.money(refund.pending)} through the payment method used.` : '',
        ];
  const subject = format.locale === 'es' ? `Inversión cancelada: ${investment.project_title}` : `Investment cancelled: ${investment.project_title}`;
  return composeMail(subject, ...lines.filter((line) => line !== ''));
};

export const closedMail: MailTemplate<{ investment: InvestmentAnswer; link: string }> = ({ investment, link }, format) =>
  format.locale === 'es'
    ? composeMail(`Inversión cerrada: ${investment.project_title}`, `Tu inversión de ${orderWords(investment, format, false)} está cerrada: tus tokens se emitirán a continuación. ${link}`)
    : composeMail(`Investment closed: ${investment.project_title}`, `Your investment of ${orderWords(investment, format, false)} is closed: your tokens will be minted next. ${link}`);

export const mintedMail: MailTemplate<{ investment: InvestmentAnswer; transactionReference: string; link: string }> = ({ investment, transactionReference, link }, format) =>
  format.locale === 'es'
    ? composeMail(
        `Tokens emitidos: ${investment.project_title}`,
        `Hemos emitido ${orderWords(investment, format, false)} a tu nombre (transacción ${transactionReference}). Están en tu cartera: ${link}`,
      )
    : composeMail(
        `Tokens minted: ${investment.project_title}`,
        `We have minted ${orderWords(investment, format, false)} for you (transaction ${transactionReference}). See them in your portfolio: ${link}`,
      );

const disbursementReadyTemplate: MailTemplate<{ project: { title: string; raised: Money; maxFundraising: Money }; link: string }> = ({ project, link }, format) =>
  format.locale === 'es'
    ? composeMail(
        `${project.title}: 90 % del objetivo alcanzado`,
        `La campaña de ${project.title} ha recaudado ${format.money(project.raised)} de un máximo de ${format.money(project.maxFundraising)}: es momento de preparar el desembolso. ${link}`,
      )
    : composeMail(
        `${project.title}: 90% of the target reached`,
        `The ${project.title} campaign has raised ${format.money(project.raised)} of a maximum of ${format.money(project.maxFundraising)}: time to prepare the disbursement. ${link}`,
      );

async function sendToInvestor(deps: Deps, tenant: Tenant, investment: ManagedInvestment, render: Parameters<typeof sendMail>[3], meta: Record<string, string>): Promise<void> {
  await sendMail(deps, tenant, await recipientOf(deps.db, tenant.id, investment.investor.id), render, { investment_id: investment.id, ...meta });
}

export async function sendPaymentRejected(deps: Deps, tenant: Tenant, investment: ManagedInvestment, reason: string): Promise<void> {
  const link = appLink(tenant, investPaths.step(investment.project_slug, 'method-payment'));
  await sendToInvestor(deps, tenant, investment, (format) => paymentRejectedMail({ investment, reason, link }, format), { purpose: 'payment_rejected', link });
}

export async function sendCanceledByManager(deps: Deps, tenant: Tenant, investment: ManagedInvestment, reason: string, refund: { balance: Money; pending: Money | null }): Promise<void> {
  await sendToInvestor(deps, tenant, investment, (format) => canceledByManagerMail({ investment, reason, refund }, format), { purpose: 'investment_canceled' });
}

export async function sendClosed(deps: Deps, tenant: Tenant, investment: ManagedInvestment): Promise<void> {
  const link = appLink(tenant, investorPaths.investments.href());
  await sendToInvestor(deps, tenant, investment, (format) => closedMail({ investment, link }, format), { purpose: 'investment_closed', link });
}

export async function sendMinted(deps: Deps, tenant: Tenant, investment: ManagedInvestment, transactionReference: string): Promise<void> {
  const link = appLink(tenant, investorPaths.portfolio.href());
  await sendToInvestor(deps, tenant, investment, (format) => mintedMail({ investment, transactionReference, link }, format), { purpose: 'investment_minted', link });
}

/** The 90 % e-mail, linking to the project in the reader's area, rendered in each reader's language at delivery. */
export function disbursementReadyMail(
  tenant: Tenant,
  project: { id: string; title: string; raised: Money; maxFundraising: Money },
  area: 'manager' | 'entrepreneur',
): NotificationMail {
  const link = appLink(tenant, (area === 'manager' ? managerPaths : entrepreneurPaths).issuance.href(project.id));
  return { render: (format) => disbursementReadyTemplate({ project, link }, format), meta: { purpose: 'disbursement_ready', issuance_id: project.id, link } };
}
