import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { APP_ROUTES, hostPaths, NOTIFICATIONS_PATHS, type Locale } from 'shared';
import { managedInvestment } from 'shared/investments/admin-testing';
import type { Deps } from '../app-env.js';
import type { InvestmentRow } from '../investments/move-investment.js';
import { sendOrderPlaced } from '../investments/invest-mails.js';
import { sendValidationDecided } from '../issuances/authoring-mails.js';
import { sendKycCompleted, sendKycDecided } from '../kyc/kyc-mails.js';
import { investPageUrl, sendPaymentFailed, sendPaymentReceived } from '../payments/payment-mails.js';
import { earningPaidMail, earningsClaimedMail } from '../routes/earnings/earnings-mails.js';
import { disbursementReadyMail, sendClosed, sendMinted, sendPaymentRejected } from '../routes/investments/investment-mails.js';
import type { Tenant } from '../tenants/tenant-directory.js';
import { appLink } from './app-link.js';

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
  await sendKycCompleted(deps, tenant, to, 'success', null);
  await sendKycCompleted(deps, tenant, to, 'error', 'blurry');
  await sendKycDecided(deps, tenant, to, { flags: [], message: null });
  await sendOrderPlaced(deps, tenant, to, investment);
  await sendPaymentReceived(deps, tenant, row, { ...to, answer: investment }, true);
  await sendPaymentReceived(deps, tenant, row, { ...to, answer: investment }, false);
  await sendPaymentFailed(deps, tenant, row, { ...to, answer: investment });
  await sendPaymentRejected(deps, tenant, investment, 'no transfer');
  await sendClosed(deps, tenant, investment);
  await sendMinted(deps, tenant, investment, '0xabc');
  const locale = language ?? 'es';
  const notices = [
    earningPaidMail(tenant, { earningId: 'e1', projectTitle: 'Solar', type: 'dividend', net: '1.00', profitDate: '2026-01-01' }),
    earningsClaimedMail(tenant, { count: 1, total: '1.00', earningIds: ['e1'] }),
    disbursementReadyMail(tenant, { id: 'i1', title: 'Solar', raised: '90.00', maxFundraising: '100.00' }, 'manager'),
    disbursementReadyMail(tenant, { id: 'i1', title: 'Solar', raised: '90.00', maxFundraising: '100.00' }, 'entrepreneur'),
  ].map((mail) => ({ ...mail.content[locale], meta: mail.meta }));
  return [...sent, ...notices];
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
      ...Object.values(NOTIFICATIONS_PATHS),
      hostPaths.rememberPassword.href('token'),
      investPageUrl(tenant, 'solar', 'congratulations').slice('https://front.example'.length),
    ];
    assert.ok(links.length >= 20, `only ${links.length} links`);
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
