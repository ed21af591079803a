import { investPaths, type InvestmentAnswer, type InvestRouteSegment, type Money } from 'shared';
import type { Deps } from '../../app-env.js';
import type { InvestmentRow } from '../../investments/move-investment.js';
import type { Tenant } from '../../tenants/tenant-directory.js';
import { appLink } from '../app-link.js';
import { composeMail, type MailTemplate } from '../compose.js';
import type { MailRecipient } from '../mail-language.js';
import { sendMail } from '../send-mail.js';

/** The payment and signature e-mails. Sent after the commit: a mail that fails is logged and never undoes the payment. */

export function investPageUrl(tenant: Tenant, slug: string, page: InvestRouteSegment): string {
  return appLink(tenant, investPaths.step(slug, page));
}

interface Recipient extends MailRecipient {
  answer: InvestmentAnswer;
}

/** What was paid: the amount, and the part the balance covered when it did. */
interface Paid {
  amount: Money;
  balanceUsed: Money;
}

export const paymentReceivedMail: MailTemplate<{ investment: InvestmentAnswer; paid: Paid; signingNext: boolean; link: string }> = ({ investment, paid, signingNext, link }, format) => {
  const tokens = format.tokens(investment.tokens, investment.token_symbol);
  const balance = (word: string) => (paid.balanceUsed !== '0.00' ? ` (${word}: ${format.money(paid.balanceUsed)})` : '');
  return format.locale === 'es'
    ? composeMail(
        `Pago recibido: ${investment.project_title}`,
        `Hemos recibido el pago de tu inversión de ${tokens}: ${format.money(paid.amount)}${balance('saldo')}.`,
        signingNext ? `Último paso: firma el contrato en ${link}` : `Puedes ver tu inversión en ${link}`,
      )
    : composeMail(
        `Payment received: ${investment.project_title}`,
        `We have received the payment of your investment of ${tokens}: ${format.money(paid.amount)}${balance('balance')}.`,
        signingNext ? `Last step: sign the contract at ${link}` : `You can see your investment at ${link}`,
      );
};

export async function sendPaymentReceived(deps: Deps, tenant: Tenant, row: InvestmentRow, { answer, ...to }: Recipient, signingNext: boolean): Promise<void> {
  const link = investPageUrl(tenant, answer.project_slug, signingNext ? 'sign' : 'congratulations');
  await sendMail(deps, tenant, to, (format) => paymentReceivedMail({ investment: answer, paid: row, signingNext, link }, format), { purpose: 'payment_received', investment_id: row.id, link });
}

export const paymentFailedMail: MailTemplate<{ investment: InvestmentAnswer; link: string }> = ({ investment, link }, format) => {
  const tokens = format.tokens(investment.tokens, investment.token_symbol);
  return format.locale === 'es'
    ? composeMail(`Pago no completado: ${investment.project_title}`, `El pago de tu inversión de ${tokens} no se ha completado. Tu orden sigue reservada: vuelve a intentarlo en ${link}`)
    : composeMail(`Payment failed: ${investment.project_title}`, `The payment of your investment of ${tokens} did not go through. Your order is still held: try again at ${link}`);
};

export async function sendPaymentFailed(deps: Deps, tenant: Tenant, row: InvestmentRow, { answer, ...to }: Recipient): Promise<void> {
  const link = investPageUrl(tenant, answer.project_slug, 'method-payment');
  await sendMail(deps, tenant, to, (format) => paymentFailedMail({ investment: answer, link }, format), { purpose: 'payment_failed', investment_id: row.id, link });
}

export const signedMail: MailTemplate<{ investment: InvestmentAnswer; downloadUrl: string }> = ({ investment, downloadUrl }, format) => {
  const tokens = format.tokens(investment.tokens, investment.token_symbol);
  return format.locale === 'es'
    ? composeMail(`Contrato firmado: ${investment.project_title}`, `Has firmado el contrato de tu inversión de ${tokens}. Descárgalo (con tu sesión iniciada) en ${downloadUrl}`)
    : composeMail(`Contract signed: ${investment.project_title}`, `You have signed the contract of your investment of ${tokens}. Download it (signed in) at ${downloadUrl}`);
};

export async function sendSigned(deps: Deps, tenant: Tenant, row: InvestmentRow, { answer, ...to }: Recipient, downloadUrl: string): Promise<void> {
  await sendMail(deps, tenant, to, (format) => signedMail({ investment: answer, downloadUrl }, format), { purpose: 'investment_signed', investment_id: row.id, link: downloadUrl });
}
