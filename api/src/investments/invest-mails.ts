import { investPaths, type InvestmentAnswer } from 'shared';
import type { Deps } from '../app-env.js';
import { mailLocaleOf, type LocalizedMail, type MailRecipient } from '../mail/mail-language.js';
import { inEachLanguage, type MailFormat } from '../notifications/mail-format.js';
import type { Tenant } from '../tenants/tenant-directory.js';
import { appLink } from '../mail/app-link.js';

/**
 * The invest flow's e-mails, in the investor's language (`PATCH /users/me/account/preferences`;
 * the tenant's default when never chosen). Sent after the commit: a mail that fails is logged,
 * never undoes the order.
 */
async function send(deps: Deps, tenant: Tenant, to: MailRecipient, mails: LocalizedMail, meta: Record<string, string>) {
  const locale = mailLocaleOf(to);
  try {
    await deps.mailer.send({ tenantId: tenant.id, to: to.email, ...mails[locale], meta: { ...meta, language: locale } });
  } catch (error) {
    deps.logger.error({ err: error, purpose: meta.purpose }, 'invest e-mail not sent');
  }
}

function linkTo(tenant: Tenant, investment: InvestmentAnswer): string {
  return appLink(tenant, investPaths.step(investment.project_slug, 'method-payment'));
}

const lines = (...texts: string[]) => texts.filter((line) => line !== '').join('\n');

/**
 * The last day of the reflection period: it ends at the midnight after that day in the tenant's
 * zone, so the mail names the day and the zone as the congratulations page does.
 */
const lastDayBefore = (endsAt: string, format: MailFormat) => format.day(new Date(Date.parse(endsAt) - 1));

export async function sendOrderPlaced(deps: Deps, tenant: Tenant, to: MailRecipient, investment: InvestmentAnswer): Promise<void> {
  const link = linkTo(tenant, investment);
  const until = investment.reflection_period_ends_at;
  await send(
    deps,
    tenant,
    to,
    inEachLanguage(tenant, (format) => {
      const order = `${format.tokens(investment.tokens, investment.token_symbol)} (${format.money(investment.amount)})`;
      return format.locale === 'es'
        ? {
            subject: `Orden recibida: ${investment.project_title}`,
            text: lines(
              `Hemos recibido tu orden de ${order}. Continúa con el pago: ${link}`,
              until ? `Puedes revocarla sin indicar motivo hasta el final del ${lastDayBefore(until, format)} (hora de ${format.timeZone}).` : '',
            ),
          }
        : {
            subject: `Order received: ${investment.project_title}`,
            text: lines(
              `We have received your order of ${order}. Continue with the payment: ${link}`,
              until ? `You may revoke it without giving a reason until the end of ${lastDayBefore(until, format)} (${format.timeZone} time).` : '',
            ),
          };
    }),
    { purpose: 'investment_ordered', investment_id: investment.id, link },
  );
}

export async function sendRevoked(deps: Deps, tenant: Tenant, to: MailRecipient, investment: InvestmentAnswer, refund: { balance: string; pending: string | null }): Promise<void> {
  await send(
    deps,
    tenant,
    to,
    inEachLanguage(tenant, (format) => {
      const tokens = format.tokens(investment.tokens, investment.token_symbol);
      return format.locale === 'es'
        ? {
            subject: `Inversión revocada: ${investment.project_title}`,
            text: lines(
              `Tu orden de ${tokens} ha sido revocada.`,
              `Devuelto a tu saldo: ${format.money(refund.balance)}.${refund.pending ? ` Te devolveremos ${format.money(refund.pending)} por el medio de pago usado.` : ''}`,
            ),
          }
        : {
            subject: `Investment revoked: ${investment.project_title}`,
            text: lines(
              `Your order of ${tokens} has been revoked.`,
              `Returned to your balance: ${format.money(refund.balance)}.${refund.pending ? ` We will refund ${format.money(refund.pending)} through the payment method used.` : ''}`,
            ),
          };
    }),
    { purpose: 'investment_revoked', investment_id: investment.id },
  );
}
