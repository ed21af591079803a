import type { InvestmentAnswer, Money } from 'shared';
import type { Deps } from '../../app-env.js';
import type { Tenant } from '../../tenants/tenant-directory.js';
import { inEachLanguage, mailFormat } from '../../notifications/mail-format.js';
import type { NotificationMail } from '../../notifications/notify.js';

/**
 * The e-mails of a manager's moves, Spanish and English in one message (the callers hand over
 * the investor's address alone), each half in its language's formats; the disbursement notice,
 * in its reader's language. Sent after the commit: a mail that fails is logged and never undoes
 * the move.
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

/** The order as each half of a mail words it: "5 tokens VL (500,00 €)" / "5 VL tokens (500.00 €)". */
function orderWords(tenant: Tenant, investment: InvestmentAnswer, withAmount: boolean) {
  return inEachLanguage(tenant, (format) => {
    const tokens = format.tokens(investment.tokens, investment.token_symbol);
    return withAmount ? `${tokens} (${format.money(investment.amount)})` : tokens;
  });
}

export async function sendPaymentRejected(deps: Deps, tenant: Tenant, to: string, investment: InvestmentAnswer, reason: string): Promise<void> {
  const link = appLink(tenant, `/invest/${encodeURIComponent(investment.project_slug)}/method-payment`);
  const order = orderWords(tenant, investment, true);
  await send(deps, tenant, to, {
    subject: `Pago no confirmado: ${investment.project_title} / Payment not confirmed: ${investment.project_title}`,
    text: [
      `No hemos podido confirmar el pago de tu orden de ${order.es}.`,
      `Motivo: ${reason}`,
      `Tu orden sigue reservada: puedes volver a pagar en ${link}`,
      '',
      `We could not confirm the payment of your order of ${order.en}.`,
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
  const order = orderWords(tenant, investment, true);
  const [es, en] = [mailFormat(tenant, 'es'), mailFormat(tenant, 'en')];
  await send(deps, tenant, to, {
    subject: `Inversión cancelada: ${investment.project_title} / Investment cancelled: ${investment.project_title}`,
    text: [
      `Tu inversión de ${order.es} ha sido cancelada.`,
      `Motivo: ${reason}`,
      returned ? `Devuelto a tu saldo: ${es.money(refund.balance)}.` : '',
      refund.pending ? `Te devolveremos ${es.money(refund.pending)} por el medio de pago usado.` : '',
      '',
      `Your investment of ${order.en} has been cancelled.`,
      `Reason: ${reason}`,
      returned ? `Returned to your balance: ${en.money(refund.balance)}.` : '',
      refund.pending ? `We will refund ${en.money(refund.pending)} through the payment method used.` : '',
    ]
      .filter((line, index, lines) => line !== '' || (index > 0 && lines[index - 1] !== ''))
      .join('\n'),
    meta: { purpose: 'investment_canceled', investment_id: investment.id },
  });
}

export async function sendClosed(deps: Deps, tenant: Tenant, to: string, investment: InvestmentAnswer): Promise<void> {
  const link = investmentsLink(tenant);
  const order = orderWords(tenant, investment, false);
  await send(deps, tenant, to, {
    subject: `Inversión cerrada: ${investment.project_title} / Investment closed: ${investment.project_title}`,
    text: [
      `Tu inversión de ${order.es} está cerrada: tus tokens se emitirán a continuación. ${link}`,
      '',
      `Your investment of ${order.en} is closed: your tokens will be minted next. ${link}`,
    ].join('\n'),
    meta: { purpose: 'investment_closed', investment_id: investment.id, link },
  });
}

export async function sendMinted(deps: Deps, tenant: Tenant, to: string, investment: InvestmentAnswer, transactionReference: string): Promise<void> {
  const link = appLink(tenant, '/user/portfolio');
  const order = orderWords(tenant, investment, false);
  await send(deps, tenant, to, {
    subject: `Tokens emitidos: ${investment.project_title} / Tokens minted: ${investment.project_title}`,
    text: [
      `Hemos emitido ${order.es} a tu nombre (transacción ${transactionReference}). Están en tu cartera: ${link}`,
      '',
      `We have minted ${order.en} for you (transaction ${transactionReference}). See them in your portfolio: ${link}`,
    ].join('\n'),
    meta: { purpose: 'investment_minted', investment_id: investment.id, link },
  });
}

/** The 90 % e-mail, linking to the project in the reader's area, in the reader's language. */
export function disbursementReadyMail(
  tenant: Tenant,
  project: { id: string; title: string; raised: Money; maxFundraising: Money },
  area: 'manager' | 'entrepreneur',
): NotificationMail {
  const link = appLink(tenant, `/${area}/issuances/${project.id}`);
  const content = inEachLanguage(tenant, (format) =>
    format.locale === 'es'
      ? {
          subject: `${project.title}: 90 % del objetivo alcanzado`,
          text: `La campaña de ${project.title} ha recaudado ${format.money(project.raised)} de un máximo de ${format.money(project.maxFundraising)}: es momento de preparar el desembolso. ${link}`,
        }
      : {
          subject: `${project.title}: 90% of the target reached`,
          text: `The ${project.title} campaign has raised ${format.money(project.raised)} of a maximum of ${format.money(project.maxFundraising)}: time to prepare the disbursement. ${link}`,
        },
  );
  return { content, meta: { purpose: 'disbursement_ready', issuance_id: project.id, link } };
}
