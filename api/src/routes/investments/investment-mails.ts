import { entrepreneurPaths, investorPaths, investPaths, managerPaths, type ManagedInvestment, type Money } from 'shared';
import type { Deps } from '../../app-env.js';
import { appLink } from '../../mail/app-link.js';
import { recipientOf } from '../../mail/recipient.js';
import { sendMail } from '../../mail/send-mail.js';
import { canceledByManagerMail, closedMail, disbursementReadyTemplate, mintedMail, paymentRejectedMail } from '../../mail/templates/investment-moves.js';
import { inEachLanguage } from '../../notifications/mail-format.js';
import type { NotificationMail } from '../../notifications/notify.js';
import type { Tenant } from '../../tenants/tenant-directory.js';

/**
 * The e-mails of a manager's moves, to the investor in their stored language (the account
 * page's choice; the tenant's default when never chosen). Sent after the commit: a mail that
 * fails is logged and never undoes the move.
 */
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

/** The 90 % e-mail, linking to the project in the reader's area, in the reader's language. */
export function disbursementReadyMail(
  tenant: Tenant,
  project: { id: string; title: string; raised: Money; maxFundraising: Money },
  area: 'manager' | 'entrepreneur',
): NotificationMail {
  const link = appLink(tenant, (area === 'manager' ? managerPaths : entrepreneurPaths).issuance.href(project.id));
  const content = inEachLanguage(tenant, (format) => disbursementReadyTemplate({ project, link }, format));
  return { content, meta: { purpose: 'disbursement_ready', issuance_id: project.id, link } };
}
