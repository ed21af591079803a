import type { InvestmentAnswer, Money } from 'shared';
import type { MailFormat } from '../../notifications/mail-format.js';
import { composeMail, type MailTemplate } from '../compose.js';

/** The e-mails of a manager's moves on an investment, each in its reader's language. */

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

export const disbursementReadyTemplate: MailTemplate<{ project: { title: string; raised: Money; maxFundraising: Money }; link: string }> = ({ project, link }, format) =>
  format.locale === 'es'
    ? composeMail(
        `${project.title}: 90 % del objetivo alcanzado`,
        `La campaña de ${project.title} ha recaudado ${format.money(project.raised)} de un máximo de ${format.money(project.maxFundraising)}: es momento de preparar el desembolso. ${link}`,
      )
    : composeMail(
        `${project.title}: 90% of the target reached`,
        `The ${project.title} campaign has raised ${format.money(project.raised)} of a maximum of ${format.money(project.maxFundraising)}: time to prepare the disbursement. ${link}`,
      );
