import { investPaths, type InvestmentAnswer, type InvestRouteSegment } from 'shared';
import type { Deps } from '../app-env.js';
import type { InvestmentRow } from '../investments/move-investment.js';
import { mailLocaleOf, type LocalizedMail, type MailRecipient } from '../mail/mail-language.js';
import { inEachLanguage } from '../notifications/mail-format.js';
import type { Tenant } from '../tenants/tenant-directory.js';
import { appLink } from '../mail/app-link.js';

/**
 * The payment and signature e-mails, in the investor's language like the other invest mails (the
 * tenant's default when never chosen). Sent after the commit: a mail that fails is logged and
 * never undoes the payment.
 */
async function sendMail(deps: Deps, tenant: Tenant, to: MailRecipient, mails: LocalizedMail, meta: Record<string, string>): Promise<void> {
  const locale = mailLocaleOf(to);
  try {
    await deps.mailer.send({ tenantId: tenant.id, to: to.email, ...mails[locale], meta: { ...meta, language: locale } });
  } catch (error) {
    deps.logger.error({ err: error, purpose: meta.purpose }, 'payment e-mail not sent');
  }
}

export function investPageUrl(tenant: Tenant, slug: string, page: InvestRouteSegment): string {
  return appLink(tenant, investPaths.step(slug, page));
}

interface Recipient extends MailRecipient {
  answer: InvestmentAnswer;
}

export async function sendPaymentReceived(deps: Deps, tenant: Tenant, row: InvestmentRow, { answer, ...to }: Recipient, signingNext: boolean): Promise<void> {
  const link = investPageUrl(tenant, answer.project_slug, signingNext ? 'sign' : 'congratulations');
  await sendMail(
    deps,
    tenant,
    to,
    inEachLanguage(tenant, (format) => {
      const tokens = format.tokens(answer.tokens, answer.token_symbol);
      const balance = (word: string) => (row.balanceUsed !== '0.00' ? ` (${word}: ${format.money(row.balanceUsed)})` : '');
      return format.locale === 'es'
        ? {
            subject: `Pago recibido: ${answer.project_title}`,
            text: [
              `Hemos recibido el pago de tu inversión de ${tokens}: ${format.money(row.amount)}${balance('saldo')}.`,
              signingNext ? `Último paso: firma el contrato en ${link}` : `Puedes ver tu inversión en ${link}`,
            ].join('\n'),
          }
        : {
            subject: `Payment received: ${answer.project_title}`,
            text: [
              `We have received the payment of your investment of ${tokens}: ${format.money(row.amount)}${balance('balance')}.`,
              signingNext ? `Last step: sign the contract at ${link}` : `You can see your investment at ${link}`,
            ].join('\n'),
          };
    }),
    { purpose: 'payment_received', investment_id: row.id, link },
  );
}

export async function sendPaymentFailed(deps: Deps, tenant: Tenant, row: InvestmentRow, { answer, ...to }: Recipient): Promise<void> {
  const link = investPageUrl(tenant, answer.project_slug, 'method-payment');
  await sendMail(
    deps,
    tenant,
    to,
    inEachLanguage(tenant, (format) => {
      const tokens = format.tokens(answer.tokens, answer.token_symbol);
      return format.locale === 'es'
        ? { subject: `Pago no completado: ${answer.project_title}`, text: `El pago de tu inversión de ${tokens} no se ha completado. Tu orden sigue reservada: vuelve a intentarlo en ${link}` }
        : { subject: `Payment failed: ${answer.project_title}`, text: `The payment of your investment of ${tokens} did not go through. Your order is still held: try again at ${link}` };
    }),
    { purpose: 'payment_failed', investment_id: row.id, link },
  );
}

export async function sendSigned(deps: Deps, tenant: Tenant, row: InvestmentRow, { answer, ...to }: Recipient, downloadUrl: string): Promise<void> {
  await sendMail(
    deps,
    tenant,
    to,
    inEachLanguage(tenant, (format) => {
      const tokens = format.tokens(answer.tokens, answer.token_symbol);
      return format.locale === 'es'
        ? { subject: `Contrato firmado: ${answer.project_title}`, text: `Has firmado el contrato de tu inversión de ${tokens}. Descárgalo (con tu sesión iniciada) en ${downloadUrl}` }
        : { subject: `Contract signed: ${answer.project_title}`, text: `You have signed the contract of your investment of ${tokens}. Download it (signed in) at ${downloadUrl}` };
    }),
    { purpose: 'investment_signed', investment_id: row.id, link: downloadUrl },
  );
}
