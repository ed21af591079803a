import type { EarningType, Locale, Money } from 'shared';
import type { NotificationMail } from '../../notifications/notify.js';
import type { Tenant } from '../../tenants/tenant-directory.js';

/**
 * The e-mails and notification texts of earnings (spec section 8: an earning paid, an earning
 * claimed), in each investor's stored language (the tenant's default when never chosen), sent by
 * the notifications service after the commit: a mail that fails is logged and never undoes the
 * payment or the claim.
 */

export const EARNING_PAID_KIND = 'earning_paid';
export const EARNING_CLAIMED_KIND = 'earning_claimed';

const TYPE_NAMES: { readonly [L in Locale]: { readonly [T in EarningType]: string } } = {
  es: { dividend: 'dividendo', interest: 'interés', repayment: 'amortización' },
  en: { dividend: 'dividend', interest: 'interest', repayment: 'repayment' },
};

const earningsLink = (tenant: Tenant) => `${tenant.appUrl.replace(/\/$/, '')}/user/earnings`;

export interface PaidEarningFacts {
  earningId: string;
  projectTitle: string;
  type: EarningType;
  net: Money;
  profitDate: string;
}

/** The in-app notice of a paid earning, in the investor's language. */
export function paidNotice(facts: PaidEarningFacts, locale: Locale): { title: string; body: string } {
  const type = TYPE_NAMES[locale][facts.type];
  return locale === 'es'
    ? { title: `${facts.projectTitle}: ${type} pagado`, body: `Tu ${type} de ${facts.projectTitle} (${facts.profitDate}) está pagado: ${facts.net} netos que ya puedes reclamar.` }
    : { title: `${facts.projectTitle}: ${type} paid`, body: `Your ${type} of ${facts.projectTitle} (${facts.profitDate}) is paid: ${facts.net} net, ready to claim.` };
}

/** The e-mail of a paid earning, with the link to claim it. */
export function earningPaidMail(tenant: Tenant, facts: PaidEarningFacts): NotificationMail {
  const link = earningsLink(tenant);
  const notice = (locale: Locale) => paidNotice(facts, locale);
  return {
    content: {
      es: { subject: notice('es').title, text: `${notice('es').body}\nReclámalo en ${link}` },
      en: { subject: notice('en').title, text: `${notice('en').body}\nClaim it at ${link}` },
    },
    meta: { purpose: EARNING_PAID_KIND, earning_id: facts.earningId, link },
  };
}

/** The in-app notice of a claim: one earning, or the summary of a claim of all. */
export function claimedNotice(claimed: { count: number; total: Money; projectTitle?: string }, locale: Locale): { title: string; body: string } {
  if (locale === 'es') {
    return claimed.count === 1 && claimed.projectTitle
      ? { title: `Beneficio reclamado: ${claimed.projectTitle}`, body: `Has reclamado ${claimed.total} de ${claimed.projectTitle}: lo transferiremos a tu cuenta bancaria.` }
      : { title: `${claimed.count} beneficios reclamados`, body: `Has reclamado ${claimed.count} beneficios por ${claimed.total} en total: los transferiremos a tu cuenta bancaria.` };
  }
  return claimed.count === 1 && claimed.projectTitle
    ? { title: `Earning claimed: ${claimed.projectTitle}`, body: `You claimed ${claimed.total} of ${claimed.projectTitle}: we will transfer it to your bank account.` }
    : { title: `${claimed.count} earnings claimed`, body: `You claimed ${claimed.count} earnings, ${claimed.total} in all: we will transfer them to your bank account.` };
}

/** The e-mail of a claim (one earning, or the summary of a claim of all). */
export function earningsClaimedMail(tenant: Tenant, claimed: { count: number; total: Money; projectTitle?: string; earningIds: string[] }): NotificationMail {
  const link = earningsLink(tenant);
  return {
    content: {
      es: { subject: claimedNotice(claimed, 'es').title, text: `${claimedNotice(claimed, 'es').body}\n${link}` },
      en: { subject: claimedNotice(claimed, 'en').title, text: `${claimedNotice(claimed, 'en').body}\n${link}` },
    },
    meta: { purpose: EARNING_CLAIMED_KIND, earning_ids: claimed.earningIds.join(','), link },
  };
}
