import type { InvestmentAnswer } from 'shared';
import type { Deps } from '../app-env.js';
import type { Tenant } from '../tenants/tenant-directory.js';

/**
 * The invest flow's e-mails, in Spanish and English in one message (the tenant's default locale
 * is Spanish and the investor's choice is not stored server-side). Sent after the commit: a mail
 * that fails is logged, never undoes the order.
 */
async function send(deps: Deps, tenant: Tenant, to: string, mail: { subject: string; text: string; meta: Record<string, string> }) {
  try {
    await deps.mailer.send({ tenantId: tenant.id, to, ...mail });
  } catch (error) {
    deps.logger.error({ err: error, purpose: mail.meta.purpose }, 'invest e-mail not sent');
  }
}

function linkTo(tenant: Tenant, investment: InvestmentAnswer): string {
  return `${tenant.appUrl.replace(/\/$/, '')}/invest/${encodeURIComponent(investment.project_slug)}/method-payment`;
}

export async function sendOrderPlaced(deps: Deps, tenant: Tenant, to: string, investment: InvestmentAnswer): Promise<void> {
  const link = linkTo(tenant, investment);
  const until = investment.reflection_period_ends_at;
  await send(deps, tenant, to, {
    subject: `Orden recibida: ${investment.project_title} / Order received: ${investment.project_title}`,
    text: [
      `Hemos recibido tu orden de ${investment.tokens} tokens ${investment.token_symbol} (${investment.amount}). Continúa con el pago: ${link}`,
      until ? `Puedes revocarla sin indicar motivo hasta ${until}.` : '',
      '',
      `We have received your order of ${investment.tokens} ${investment.token_symbol} tokens (${investment.amount}). Continue with the payment: ${link}`,
      until ? `You may revoke it without giving a reason until ${until}.` : '',
    ]
      .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
      .join('\n'),
    meta: { purpose: 'investment_ordered', investment_id: investment.id, link },
  });
}

export async function sendRevoked(deps: Deps, tenant: Tenant, to: string, investment: InvestmentAnswer, refund: { balance: string; pending: string | null }): Promise<void> {
  await send(deps, tenant, to, {
    subject: `Inversión revocada: ${investment.project_title} / Investment revoked: ${investment.project_title}`,
    text: [
      `Tu orden de ${investment.tokens} tokens ${investment.token_symbol} ha sido revocada.`,
      `Devuelto a tu saldo: ${refund.balance}.${refund.pending ? ` Te devolveremos ${refund.pending} por el medio de pago usado.` : ''}`,
      '',
      `Your order of ${investment.tokens} ${investment.token_symbol} tokens has been revoked.`,
      `Returned to your balance: ${refund.balance}.${refund.pending ? ` We will refund ${refund.pending} through the payment method used.` : ''}`,
    ].join('\n'),
    meta: { purpose: 'investment_revoked', investment_id: investment.id },
  });
}
