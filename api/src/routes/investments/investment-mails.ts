import type { InvestmentAnswer, Money } from 'shared';
import type { Deps } from '../../app-env.js';
import type { Tenant } from '../../tenants/tenant-directory.js';
import type { NotificationMail } from '../../notifications/notify.js';

/**
 * The e-mails of a manager's moves and of the disbursement notice, Spanish and English in one
 * message like the other invest mails (a user's language is not stored server-side). Sent after
 * the commit: a mail that fails is logged and never undoes the move.
 */
async function send(deps: Deps, tenant: Tenant, to: string, mail: { subject: string; text: string; meta: Record<string, string> }): Promise<void> {
  try {
    await deps.mailer.send({ tenantId: tenant.id, to, ...mail });
  } catch (error) {
    deps.logger.error({ err: error, purpose: mail.meta.purpose }, 'investment e-mail not sent');
  }
}

const appLink = (tenant: Tenant, path: string) => `${tenant.appUrl.replace(/\/$/, '')}${path}`;
const investmentsLink = (tenant: Tenant) => appLink(tenant, '/user/investments');

export async function sendPaymentRejected(deps: Deps, tenant: Tenant, to: string, investment: InvestmentAnswer, reason: string): Promise<void> {
  const link = appLink(tenant, `/invest/${encodeURIComponent(investment.project_slug)}/method-payment`);
  await send(deps, tenant, to, {
    subject: `Pago no confirmado: ${investment.project_title} / Payment not confirmed: ${investment.project_title}`,
    text: [
      `No hemos podido confirmar el pago de tu orden de ${investment.tokens} tokens ${investment.token_symbol} (${investment.amount}).`,
      `Motivo: ${reason}`,
      `Tu orden sigue reservada: puedes volver a pagar en ${link}`,
      '',
      `We could not confirm the payment of your order of ${investment.tokens} ${investment.token_symbol} tokens (${investment.amount}).`,
      `Reason: ${reason}`,
      `Your order is still held: you can pay again at ${link}`,
    ].join('\n'),
    meta: { purpose: 'payment_rejected', investment_id: investment.id, link },
  });
}

export async function sendCanceledByManager(
  deps: Deps,
  tenant: Tenant,
  to: string,
  investment: InvestmentAnswer,
  reason: string,
  refund: { balance: Money; pending: Money | null },
): Promise<void> {
  const returned = refund.balance !== '0.00';
  await send(deps, tenant, to, {
    subject: `Inversión cancelada: ${investment.project_title} / Investment cancelled: ${investment.project_title}`,
    text: [
      `Tu inversión de ${investment.tokens} tokens ${investment.token_symbol} (${investment.amount}) ha sido cancelada.`,
      `Motivo: ${reason}`,
      returned ? `Devuelto a tu saldo: ${refund.balance}.` : '',
      refund.pending ? `Te devolveremos ${refund.pending} por el medio de pago usado.` : '',
      '',
      `Your investment of ${investment.tokens} ${investment.token_symbol} tokens (${investment.amount}) has been cancelled.`,
      `Reason: ${reason}`,
      returned ? `Returned to your balance: ${refund.balance}.` : '',
      refund.pending ? `We will refund ${refund.pending} through the payment method used.` : '',
    ]
      .filter((line, index, lines) => line !== '' || (index > 0 && lines[index - 1] !== ''))
      .join('\n'),
    meta: { purpose: 'investment_canceled', investment_id: investment.id },
  });
}

export async function sendClosed(deps: Deps, tenant: Tenant, to: string, investment: InvestmentAnswer): Promise<void> {
  const link = investmentsLink(tenant);
  await send(deps, tenant, to, {
    subject: `Inversión cerrada: ${investment.project_title} / Investment closed: ${investment.project_title}`,
    text: [
      `Tu inversión de ${investment.tokens} tokens ${investment.token_symbol} está cerrada: tus tokens se emitirán a continuación. ${link}`,
      '',
      `Your investment of ${investment.tokens} ${investment.token_symbol} tokens is closed: your tokens will be minted next. ${link}`,
    ].join('\n'),
    meta: { purpose: 'investment_closed', investment_id: investment.id, link },
  });
}

export async function sendMinted(deps: Deps, tenant: Tenant, to: string, investment: InvestmentAnswer, transactionReference: string): Promise<void> {
  const link = appLink(tenant, '/user/portfolio');
  await send(deps, tenant, to, {
    subject: `Tokens emitidos: ${investment.project_title} / Tokens minted: ${investment.project_title}`,
    text: [
      `Hemos emitido tus ${investment.tokens} tokens ${investment.token_symbol} (transacción ${transactionReference}). Puedes verlos en tu cartera: ${link}`,
      '',
      `Your ${investment.tokens} ${investment.token_symbol} tokens have been minted (transaction ${transactionReference}). See them in your portfolio: ${link}`,
    ].join('\n'),
    meta: { purpose: 'investment_minted', investment_id: investment.id, link },
  });
}

/** The 90 % e-mail, linking to the project in the reader's area. */
export function disbursementReadyMail(
  tenant: Tenant,
  project: { id: string; title: string; raised: Money; maxFundraising: Money },
  area: 'manager' | 'entrepreneur',
): NotificationMail {
  const link = appLink(tenant, `/${area}/issuances/${project.id}`);
  const mail = {
    subject: `${project.title}: 90 % del objetivo alcanzado / 90 % of the target reached`,
    text: [
      `La campaña de ${project.title} ha recaudado ${project.raised} de un máximo de ${project.maxFundraising}: es momento de preparar el desembolso. ${link}`,
      '',
      `The ${project.title} campaign has raised ${project.raised} of a maximum of ${project.maxFundraising}: time to prepare the disbursement. ${link}`,
    ].join('\n'),
  };
  return { content: { es: mail, en: mail }, meta: { purpose: 'disbursement_ready', issuance_id: project.id, link } };
}
