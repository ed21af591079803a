import { investorPaths, type EarningType, type Locale, type Money } from 'shared';
import type { NotificationTexts } from '../../db/schema.js';
import { inEachLanguage, type MailFormat } from '../../notifications/mail-format.js';
import type { NotificationMail } from '../../notifications/notify.js';
import type { Tenant } from '../../tenants/tenant-directory.js';
import { appLink } from '../app-link.js';
import { composeMail, type MailTemplate } from '../compose.js';

/**
 * The notices and e-mails of earnings (spec section 8: an earning paid, an earning claimed). The
 * e-mail says what the in-app notice says, with a link; the notifications service sends it after
 * the commit to each investor whose preference is on: a mail that fails is logged and never
 * undoes the payment or the claim.
 */

export const EARNING_PAID_KIND = 'earning_paid';
export const EARNING_CLAIMED_KIND = 'earning_claimed';

const TYPE_NAMES: { readonly [L in Locale]: { readonly [T in EarningType]: string } } = {
  es: { dividend: 'dividendo', interest: 'interés', repayment: 'amortización' },
  en: { dividend: 'dividend', interest: 'interest', repayment: 'repayment' },
};

const earningsLink = (tenant: Tenant) => appLink(tenant, investorPaths.earnings.href());

interface PaidEarningFacts {
  earningId: string;
  projectTitle: string;
  type: EarningType;
  net: Money;
  profitDate: string;
}

/** The in-app notice of a paid earning, in the investor's language. */
function paidNotice(facts: PaidEarningFacts, format: MailFormat): { title: string; body: string } {
  const type = TYPE_NAMES[format.locale][facts.type];
  const net = format.money(facts.net);
  const day = format.day(facts.profitDate);
  return format.locale === 'es'
    ? { title: `${facts.projectTitle}: ${type} pagado`, body: `Tu ${type} de ${facts.projectTitle} (${day}) está pagado: ${net} netos que ya puedes reclamar.` }
    : { title: `${facts.projectTitle}: ${type} paid`, body: `Your ${type} of ${facts.projectTitle} (${day}) is paid: ${net} net, ready to claim.` };
}

/** The notification of a paid earning, in each language. */
export function paidNotices(tenant: Tenant, facts: PaidEarningFacts): NotificationTexts {
  return inEachLanguage(tenant, (format) => paidNotice(facts, format));
}

/** The e-mail of a paid earning: the notice, and the link to claim it. */
const earningPaidTemplate: MailTemplate<{ facts: PaidEarningFacts; link: string }> = ({ facts, link }, format) => {
  const notice = paidNotice(facts, format);
  return composeMail(notice.title, notice.body, format.locale === 'es' ? `Reclámalo en ${link}` : `Claim it at ${link}`);
};

export function earningPaidMail(tenant: Tenant, facts: PaidEarningFacts): NotificationMail {
  const link = earningsLink(tenant);
  return { render: (format) => earningPaidTemplate({ facts, link }, format), meta: { purpose: EARNING_PAID_KIND, earning_id: facts.earningId, link } };
}

interface ClaimedEarnings {
  count: number;
  total: Money;
  projectTitle?: string;
}

/** The in-app notice of a claim: one earning, or the summary of a claim of all. */
function claimedNotice(claimed: ClaimedEarnings, format: MailFormat): { title: string; body: string } {
  const total = format.money(claimed.total);
  const single = claimed.count === 1;
  if (format.locale === 'es') {
    if (single && claimed.projectTitle) return { title: `Beneficio reclamado: ${claimed.projectTitle}`, body: `Has reclamado ${total} de ${claimed.projectTitle}: lo transferiremos a tu cuenta bancaria.` };
    const earnings = format.count(claimed.count, { one: 'beneficio', other: 'beneficios' });
    return single
      ? { title: `${earnings} reclamado`, body: `Has reclamado ${earnings} por ${total}: lo transferiremos a tu cuenta bancaria.` }
      : { title: `${earnings} reclamados`, body: `Has reclamado ${earnings} por ${total} en total: los transferiremos a tu cuenta bancaria.` };
  }
  if (single && claimed.projectTitle) return { title: `Earning claimed: ${claimed.projectTitle}`, body: `You claimed ${total} of ${claimed.projectTitle}: we will transfer it to your bank account.` };
  const earnings = format.count(claimed.count, { one: 'earning', other: 'earnings' });
  return single
    ? { title: `${earnings} claimed`, body: `You claimed ${earnings} of ${total}: we will transfer it to your bank account.` }
    : { title: `${earnings} claimed`, body: `You claimed ${earnings}, ${total} in all: we will transfer them to your bank account.` };
}

/** The notification of a claim, in each language. */
export function claimedNotices(tenant: Tenant, claimed: ClaimedEarnings): NotificationTexts {
  return inEachLanguage(tenant, (format) => claimedNotice(claimed, format));
}

/** The e-mail of a claim (one earning, or the summary of a claim of all): the notice and the link. */
const earningsClaimedTemplate: MailTemplate<{ claimed: ClaimedEarnings; link: string }> = ({ claimed, link }, format) => {
  const notice = claimedNotice(claimed, format);
  return composeMail(notice.title, notice.body, link);
};

export function earningsClaimedMail(tenant: Tenant, claimed: ClaimedEarnings & { earningIds: string[] }): NotificationMail {
  const link = earningsLink(tenant);
  return { render: (format) => earningsClaimedTemplate({ claimed, link }, format), meta: { purpose: EARNING_CLAIMED_KIND, earning_ids: claimed.earningIds.join(','), link } };
}
