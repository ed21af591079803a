import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { mailFormat } from '../../notifications/mail-format.js';
import type { Tenant } from '../../tenants/tenant-directory.js';
import { claimedNotices, earningPaidMail, earningsClaimedMail, paidNotices } from './earnings.js';

const tenant: Tenant = { id: 't', slug: 't', name: 'T', appUrl: 'https://t.example/', customization: {}, timeZone: 'Europe/Madrid' };
const dollars: Tenant = { ...tenant, customization: { currency: { symbol: '$', symbol_position: 'before' } } };
const spaces = (text: string) => text.replace(/[\u00A0\u202F]/g, ' ');
const paid = { earningId: 'e1', projectTitle: 'Valencia Living', type: 'dividend' as const, net: '36.13', profitDate: '2026-11-20' };

describe('the notice and e-mail of a paid earning', () => {
  it("say the net in the tenant's currency and the profit day in the reader's words", () => {
    const texts = paidNotices(tenant, paid);
    assert.equal(spaces(texts.es.body), 'Tu dividendo de Valencia Living (20 de noviembre de 2026) está pagado: 36,13 € netos que ya puedes reclamar.');
    assert.equal(spaces(texts.en.body), 'Your dividend of Valencia Living (20 November 2026) is paid: 36.13 € net, ready to claim.');
    assert.match(paidNotices(dollars, paid).en.body, /is paid: \$36\.13 net/);
    const mail = earningPaidMail(tenant, paid);
    assert.equal(mail.render(mailFormat(tenant, 'en')).text, `${texts.en.body}\nClaim it at https://t.example/user/earnings`);
  });
});

describe('the notice and e-mail of a claim', () => {
  it('name the project of a single claim', () => {
    const texts = claimedNotices(tenant, { count: 1, total: '36.13', projectTitle: 'Valencia Living' });
    assert.equal(texts.en.title, 'Earning claimed: Valencia Living');
    assert.equal(spaces(texts.es.body), 'Has reclamado 36,13 € de Valencia Living: lo transferiremos a tu cuenta bancaria.');
  });

  it('count one earning in the singular and two in the plural when claiming all', () => {
    const one = claimedNotices(tenant, { count: 1, total: '36.13' });
    assert.equal(one.en.title, '1 earning claimed');
    assert.equal(spaces(one.en.body), 'You claimed 1 earning of 36.13 €: we will transfer it to your bank account.');
    assert.equal(one.es.title, '1 beneficio reclamado');
    assert.equal(spaces(one.es.body), 'Has reclamado 1 beneficio por 36,13 €: lo transferiremos a tu cuenta bancaria.');
    const two = claimedNotices(tenant, { count: 2, total: '1234.50' });
    assert.equal(two.en.title, '2 earnings claimed');
    assert.equal(spaces(two.en.body), 'You claimed 2 earnings, 1,234.50 € in all: we will transfer them to your bank account.');
    assert.equal(two.es.title, '2 beneficios reclamados');
    assert.equal(spaces(two.es.body), 'Has reclamado 2 beneficios por 1.234,50 € en total: los transferiremos a tu cuenta bancaria.');
    assert.equal(earningsClaimedMail(tenant, { count: 2, total: '1234.50', earningIds: ['a', 'b'] }).render(mailFormat(tenant, 'es')).subject, '2 beneficios reclamados');
  });
});
