import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { APP_ROUTES, hostPaths, NOTIFICATIONS_PATHS, type Locale } from 'shared';
import { managedInvestment } from 'shared/investments/admin-testing';
import type { Deps } from '../app-env.js';
import type { InvestmentRow } from '../investments/move-investment.js';
import { mailFormat } from '../notifications/mail-format.js';
import type { Tenant } from '../tenants/tenant-directory.js';
import { appLink } from './app-link.js';
import { resetPasswordMail } from './templates/auth.js';
import { sendValidationDecided } from './templates/authoring.js';
import { earningPaidMail, earningsClaimedMail } from './templates/earnings.js';
import { sendOrderPlaced, sendRevoked } from './templates/invest.js';
import { disbursementReadyMail, sendCanceledByManager, sendClosed, sendMinted, sendPaymentRejected } from './templates/investment-moves.js';
import { sendKycCompleted, sendKycDecided } from './templates/kyc.js';
import { noticeMail } from './templates/notifications.js';
import { investPageUrl, sendPaymentFailed, sendPaymentReceived, sendSigned } from './templates/payments.js';

const tenant: Tenant = { id: 't', slug: 't', name: 'T', appUrl: 'https://front.example/', customization: {}, timeZone: 'Europe/Madrid' };
const investment = managedInvestment();
const row = { id: investment.id, amount: investment.amount, balanceUsed: '0.00' } as InvestmentRow;

/** Deps that keep what is sent; the one query a mail makes (the reader's stored language) answers `language`. */
function recording(language: Locale | null) {
  const sent: { to: string; subject: string; text: string; html?: string; meta?: Record<string, string> }[] = [];
  const rows = [{ email: investment.investor.email, language }];
  const db = { select: () => ({ from: () => ({ where: () => ({ limit: async () => rows }) }) }) };
  const deps = { mailer: { kind: 'outbox', send: async (mail: (typeof sent)[number]) => void sent.push(mail) }, logger: { error: () => undefined }, db } as unknown as Deps;
  return { deps, sent };
}

/** Every mail the API sends with a link to the web app, rendered as its reader gets it. */
async function everyMail(language: Locale | null) {
  const { deps, sent } = recording(language);
  const to = { email: 'reader@example.com', language };
  await sendValidationDecided(deps, tenant, to, { issuanceId: 'i1', title: 'Solar', decision: 'validated', message: null });
  await sendValidationDecided(deps, tenant, to, { issuanceId: 'i1', title: 'Solar', decision: 'rejected', message: 'fix it' });
  await sendKycCompleted(deps, tenant, to, 'success', null);
  await sendKycCompleted(deps, tenant, to, 'error', 'blurry');
  await sendKycDecided(deps, tenant, to, { flags: [], message: null });
  await sendKycDecided(deps, tenant, to, { flags: ['KYC_NOT_APPROVED'], message: 'blurry' });
  await sendOrderPlaced(deps, tenant, to, investment);
  await sendRevoked(deps, tenant, to, investment, { balance: investment.amount, pending: null });
  await sendPaymentReceived(deps, tenant, row, { ...to, answer: investment }, true);
  await sendPaymentReceived(deps, tenant, row, { ...to, answer: investment }, false);
  await sendPaymentFailed(deps, tenant, row, { ...to, answer: investment });
  await sendSigned(deps, tenant, row, { ...to, answer: investment }, 'https://api.example/contract.pdf');
  await sendPaymentRejected(deps, tenant, investment, 'no transfer');
  await sendCanceledByManager(deps, tenant, investment, 'no transfer', { balance: investment.amount, pending: null });
  await sendClosed(deps, tenant, investment);
  await sendMinted(deps, tenant, investment, '0xabc');
  const format = mailFormat(tenant, language ?? 'es');
  const notices = [
    earningPaidMail(tenant, { earningId: 'e1', projectTitle: 'Solar', type: 'dividend', net: '1.00', profitDate: '2026-01-01' }),
    earningsClaimedMail(tenant, { count: 1, total: '1.00', earningIds: ['e1'] }),
    disbursementReadyMail(tenant, { id: 'i1', title: 'Solar', raised: '90.00', maxFundraising: '100.00' }, 'manager'),
    disbursementReadyMail(tenant, { id: 'i1', title: 'Solar', raised: '90.00', maxFundraising: '100.00' }, 'entrepreneur'),
  ].map((mail) => ({ ...mail.render(format), meta: mail.meta }));
  const texts = { es: { title: 't', body: 'b' }, en: { title: 't', body: 'b' } };
  const account = [
    resetPasswordMail({ link: appLink(tenant, hostPaths.rememberPassword.href('token')) }, format),
    ...Object.values(NOTIFICATIONS_PATHS).map((path) => noticeMail({ texts, link: appLink(tenant, path) }, format)),
  ];
  return [...sent, ...notices, ...account];
}

/** The front-end links a text holds and its meta names. */
function linksOf(mail: { text: string; meta?: Record<string, string> }): string[] {
  const origin = tenant.appUrl.replace(/\/$/, '');
  const found = [...mail.text.matchAll(/https?:\/\/[^\s<]+/g)].map((match) => match[0]);
  return [...found, ...(mail.meta?.link ? [mail.meta.link] : [])].filter((link) => link.startsWith(origin)).map((link) => link.slice(origin.length));
}

/** Whether a path (query and anchor aside) is one a route pattern of the web app serves. */
const served = (path: string) => {
  const bare = path.replace(/[?#].*$/, '');
  return APP_ROUTES.some((route) => new RegExp(`^${route.replace(/:[^/]+/g, '[^/]+')}$`).test(bare));
};

describe("the e-mails' links to the web app", () => {
  it('each open a page some area (or the host) declares', async () => {
    const mails = await everyMail(null);
    const links = [
      ...mails.flatMap(linksOf),
      investPageUrl(tenant, 'solar', 'congratulations').slice('https://front.example'.length),
    ];
    assert.ok(links.length >= 30, `only ${links.length} links`);
    assert.deepEqual(links.filter((link) => !served(link)), []);
    // The check itself tells a page the app serves from one it answers with its 404 page.
    assert.equal(served('/notifications'), false);
    assert.equal(served('/user/notifications'), true);
  });

  it('are joined in one place: no module builds an address of the web app by hand', () => {
    const files = (readdirSync(join(import.meta.dirname, '..'), { recursive: true }) as string[]).filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'));
    const byHand = files.filter((file) => file !== join('mail', 'app-link.ts') && readFileSync(join(import.meta.dirname, '..', file), 'utf8').includes('appUrl.replace'));
    assert.deepEqual(byHand, []);
    assert.equal(appLink(tenant, '/user/earnings'), 'https://front.example/user/earnings');
  });
});

describe("the e-mails' language", () => {
  it("is the reader's stored one, the tenant's default (Spanish) when never chosen, never both", async () => {
    for (const [language, word, other] of [
      ['en', /\b(your|we|the)\b/i, /\b(tu|hemos|tus)\b/i],
      [null, /\b(tu|hemos|tus)\b/i, /\b(your|we)\b/i],
    ] as const) {
      const { deps, sent } = recording(language);
      await sendPaymentRejected(deps, tenant, investment, 'x');
      await sendClosed(deps, tenant, investment);
      await sendMinted(deps, tenant, investment, '0xabc');
      assert.equal(sent.length, 3);
      for (const mail of sent) {
        assert.equal(mail.meta?.language, language ?? 'es');
        assert.match(mail.text, word);
        assert.doesNotMatch(mail.text, other);
        assert.doesNotMatch(mail.subject, / \/ /);
        assert.match(mail.html ?? '', /<a href="https:\/\/front\.example\//);
      }
    }
  });
});
