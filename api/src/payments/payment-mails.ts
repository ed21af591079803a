import type { InvestmentAnswer } from 'shared';
import type { Deps } from '../app-env.js';
import type { InvestmentRow } from '../investments/move-investment.js';
import type { Tenant } from '../tenants/tenant-directory.js';

/**
 * The payment and signature e-mails, in Spanish and English in one message like the other
 * invest mails (the investor's language is not stored server-side). Sent after the commit: a
 * mail that fails is logged and never undoes the payment.
 */
async function sendMail(deps: Deps, tenant: Tenant, to: string, mail: { subject: string; text: string; meta: Record<string, string> }): Promise<void> {
  try {
    await deps.mailer.send({ tenantId: tenant.id, to, ...mail });
  } catch (error) {
    deps.logger.error({ err: error, purpose: mail.meta.purpose }, 'payment e-mail not sent');
  }
}

export function investPageUrl(tenant: Tenant, slug: string, page: string): string {
  return `${tenant.appUrl.replace(/\/$/, '')}/invest/${encodeURIComponent(slug)}/${page}`;
}

interface Recipient {
  answer: InvestmentAnswer;
  email: string;
}

export async function sendPaymentReceived(deps: Deps, tenant: Tenant, row: InvestmentRow, { answer, email }: Recipient, signingNext: boolean): Promise<void> {
  const link = investPageUrl(tenant, answer.project_slug, signingNext ? 'sign' : 'congratulations');
  const charged = `${row.amount}${row.balanceUsed !== '0.00' ? ` (saldo / balance: ${row.balanceUsed})` : ''}`;
  await sendMail(deps, tenant, email, {
    subject: `Pago recibido: ${answer.project_title} / Payment received: ${answer.project_title}`,
    text: [
      `Hemos recibido el pago de tu inversión de ${answer.tokens} tokens ${answer.token_symbol}: ${charged}.`,
      signingNext ? `Último paso: firma el contrato en ${link}` : `Puedes ver tu inversión en ${link}`,
      '',
      `We have received the payment of your investment of ${answer.tokens} ${answer.token_symbol} tokens: ${charged}.`,
      signingNext ? `Last step: sign the contract at ${link}` : `You can see your investment at ${link}`,
    ].join('\n'),
    meta: { purpose: 'payment_received', investment_id: row.id, link },
  });
}

export async function sendPaymentFailed(deps: Deps, tenant: Tenant, row: InvestmentRow, { answer, email }: Recipient): Promise<void> {
  const link = investPageUrl(tenant, answer.project_slug, 'method-payment');
  await sendMail(deps, tenant, email, {
    subject: `Pago no completado: ${answer.project_title} / Payment failed: ${answer.project_title}`,
    text: [
      `El pago de tu inversión de ${answer.tokens} tokens ${answer.token_symbol} no se ha completado. Tu orden sigue reservada: vuelve a intentarlo en ${link}`,
      '',
      `The payment of your investment of ${answer.tokens} ${answer.token_symbol} tokens did not go through. Your order is still held: try again at ${link}`,
    ].join('\n'),
    meta: { purpose: 'payment_failed', investment_id: row.id, link },
  });
}

export async function sendSigned(deps: Deps, tenant: Tenant, row: InvestmentRow, { answer, email }: Recipient, downloadUrl: string): Promise<void> {
  await sendMail(deps, tenant, email, {
    subject: `Contrato firmado: ${answer.project_title} / Contract signed: ${answer.project_title}`,
    text: [
      `Has firmado el contrato de tu inversión de ${answer.tokens} tokens ${answer.token_symbol}. Descárgalo (con tu sesión iniciada) en ${downloadUrl}`,
      '',
      `You have signed the contract of your investment of ${answer.tokens} ${answer.token_symbol} tokens. Download it (signed in) at ${downloadUrl}`,
    ].join('\n'),
    meta: { purpose: 'investment_signed', investment_id: row.id, link: downloadUrl },
  });
}
