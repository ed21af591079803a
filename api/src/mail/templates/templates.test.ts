import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locale } from 'shared';
import { managedInvestment } from 'shared/investments/admin-testing';
import { mailFormat, type MailFormat } from '../../notifications/mail-format.js';
import type { Tenant } from '../../tenants/tenant-directory.js';
import type { MailContent } from '../compose.js';
import { resetPasswordMail, verificationCodeMail } from './auth.js';
import { validationDecidedMail } from './authoring.js';
import { earningPaidMail, earningsClaimedMail } from './earnings.js';
import { orderPlacedMail, revokedMail } from './invest.js';
import { canceledByManagerMail, closedMail, disbursementReadyMail, mintedMail, paymentRejectedMail } from './investment-moves.js';
import { kycCompletedMail, kycDecidedMail } from './kyc.js';
import { noticeMail } from './notifications.js';
import { paymentFailedMail, paymentReceivedMail, signedMail } from './payments.js';

const tenant: Tenant = { id: 't', slug: 't', name: 'T', appUrl: 'https://front.example/', customization: {}, timeZone: 'Europe/Madrid' };
const link = 'https://front.example/page';
const investment = { ...managedInvestment(), reflection_period_ends_at: '2026-03-05T23:00:00.000Z' };
const outcome = { issuanceId: 'i1', title: 'Solar', message: 'Add the prospectus' };
const project = { id: 'i1', title: 'Solar', raised: '90.00', maxFundraising: '100.00' };

/** Every template of a family, with facts that reach each of its branches. */
const FAMILIES: Record<string, (format: MailFormat) => MailContent[]> = {
  auth: (format) => [verificationCodeMail({ code: '12345' }, format), resetPasswordMail({ link }, format)],
  authoring: (format) => [
    validationDecidedMail({ outcome: { ...outcome, decision: 'validated' }, link }, format),
    validationDecidedMail({ outcome: { ...outcome, decision: 'rejected', message: null }, link }, format),
  ],
  earnings: (format) => [
    earningPaidMail(tenant, { earningId: 'e1', projectTitle: 'Solar', type: 'interest', net: '36.13', profitDate: '2026-11-20' }).render(format),
    earningsClaimedMail(tenant, { count: 1, total: '36.13', projectTitle: 'Solar', earningIds: ['e1'] }).render(format),
    earningsClaimedMail(tenant, { count: 1, total: '36.13', earningIds: ['e1'] }).render(format),
    earningsClaimedMail(tenant, { count: 3, total: '99.00', earningIds: ['e1', 'e2', 'e3'] }).render(format),
  ],
  invest: (format) => [
    orderPlacedMail({ investment, link }, format),
    orderPlacedMail({ investment: { ...investment, reflection_period_ends_at: null }, link }, format),
    revokedMail({ investment, refund: { balance: '10.00', pending: '5.00' } }, format),
  ],
  'investment moves': (format) => [
    paymentRejectedMail({ investment, reason: 'no transfer', link }, format),
    canceledByManagerMail({ investment, reason: 'no transfer', refund: { balance: '10.00', pending: '5.00' } }, format),
    canceledByManagerMail({ investment, reason: 'no transfer', refund: { balance: '0.00', pending: null } }, format),
    closedMail({ investment, link }, format),
    mintedMail({ investment, transactionReference: '0xabc', link }, format),
    disbursementReadyMail(tenant, project, 'manager').render(format),
  ],
  kyc: (format) => [
    kycCompletedMail({ outcome: 'success', message: null, link }, format),
    kycCompletedMail({ outcome: 'error', message: 'blurry', link }, format),
    kycDecidedMail({ flags: [], message: null, link }, format),
    kycDecidedMail({ flags: ['KYC_NOT_APPROVED', 'USER_REJECTED', 'SUITABILITY_TEST_NOT_APPROVED', 'ADITIONAL_DATA_NOT_APPROVED'], message: 'Call us', link }, format),
  ],
  notifications: (format) => [noticeMail({ texts: { es: { title: 'Hola', body: 'Un aviso' }, en: { title: 'Hello', body: 'A notice' } }, link }, format)],
  payments: (format) => [
    paymentReceivedMail({ investment, paid: { amount: '500.00', balanceUsed: '100.00' }, signingNext: true, link }, format),
    paymentReceivedMail({ investment, paid: { amount: '500.00', balanceUsed: '0.00' }, signingNext: false, link }, format),
    paymentFailedMail({ investment, link }, format),
    signedMail({ investment, downloadUrl: 'https://api.example/contract.pdf' }, format),
  ],
};

const render = (family: string, locale: Locale) => FAMILIES[family]!(mailFormat(tenant, locale));

for (const family of Object.keys(FAMILIES)) {
  describe(`the ${family} e-mails`, () => {
    it('render in English and in Spanish, each its own words, with nothing left unfilled', () => {
      const [english, spanish] = [render(family, 'en'), render(family, 'es')];
      assert.equal(english.length, spanish.length);
      english.forEach((en, index) => {
        const es = spanish[index]!;
        assert.notEqual(en.subject, es.subject, `${family} #${index}: one subject in both languages`);
        assert.notEqual(en.text, es.text, `${family} #${index}: one text in both languages`);
        for (const mail of [en, es])
          for (const part of [mail.subject, mail.text, mail.html]) {
            assert.ok(part.trim() !== '', `${family} #${index}: an empty part`);
            assert.doesNotMatch(part, /undefined|null|NaN|\[object|\$\{|\{\{|\}\}/, `${family} #${index}: ${part}`);
          }
      });
    });
  });
}
