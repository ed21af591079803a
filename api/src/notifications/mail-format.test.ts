import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Tenant } from '../tenants/tenant-directory.js';
import { inEachLanguage, mailFormat } from './mail-format.js';

const tenant = (customization: unknown, timeZone = 'Europe/Madrid'): Tenant => ({ id: 't', slug: 't', name: 'T', appUrl: 'https://t.example', customization, timeZone });
const euroAfter = tenant({});
const dollarBefore = tenant({ currency: { symbol: '$', symbol_position: 'before', code: 'USD', name: 'Dollar' } });
const spaces = (text: string) => text.replace(/[\u00A0\u202F]/g, ' ');

describe('what a notification or an e-mail says about money', () => {
  it("is the tenant's currency in the reader's number format, as the screens show it", () => {
    assert.equal(spaces(mailFormat(euroAfter, 'es').money('36.13')), '36,13 €');
    assert.equal(spaces(mailFormat(euroAfter, 'en').money('36.13')), '36.13 €');
    assert.equal(spaces(mailFormat(euroAfter, 'es').money('1234567.50')), '1.234.567,50 €');
    assert.equal(mailFormat(dollarBefore, 'en').money('1234.05'), '$1,234.05');
    assert.equal(mailFormat(dollarBefore, 'es').money('1234.05'), '$1.234,05');
  });

  it('keeps every cent of an amount past what a float holds exactly', () => {
    assert.equal(spaces(mailFormat(euroAfter, 'en').money('9007199254740993.99')), '9,007,199,254,740,993.99 €');
  });
});

describe('what a notification or an e-mail says about days', () => {
  it("names a calendar day in the reader's language", () => {
    assert.equal(mailFormat(euroAfter, 'es').day('2026-11-20'), '20 de noviembre de 2026');
    assert.equal(mailFormat(euroAfter, 'en').day('2026-11-20'), '20 November 2026');
  });

  it("names the day an instant falls on in the tenant's zone, not in UTC", () => {
    const halfPastMidnightInMadrid = new Date('2026-11-19T23:30:00Z');
    assert.equal(mailFormat(euroAfter, 'en').day(halfPastMidnightInMadrid), '20 November 2026');
    assert.equal(mailFormat(euroAfter, 'es').day(halfPastMidnightInMadrid), '20 de noviembre de 2026');
    assert.equal(mailFormat(tenant({}, 'UTC'), 'en').day(halfPastMidnightInMadrid), '19 November 2026');
    assert.equal(mailFormat(tenant({}, 'America/New_York'), 'en').day(new Date('2026-11-20T03:00:00Z')), '19 November 2026');
  });
});

describe('what a notification or an e-mail says about counts', () => {
  it('says one in the singular and two in the plural, in both languages', () => {
    const earnings = { one: 'earning', other: 'earnings' };
    assert.equal(mailFormat(euroAfter, 'en').count(1, earnings), '1 earning');
    assert.equal(mailFormat(euroAfter, 'en').count(2, earnings), '2 earnings');
    assert.equal(mailFormat(euroAfter, 'es').count(1, { one: 'beneficio', other: 'beneficios' }), '1 beneficio');
    assert.equal(mailFormat(euroAfter, 'es').count(2, { one: 'beneficio', other: 'beneficios' }), '2 beneficios');
  });

  it("words tokens with the project's symbol where each language puts it, grouping thousands", () => {
    assert.equal(mailFormat(euroAfter, 'en').tokens(1, 'VL'), '1 VL token');
    assert.equal(mailFormat(euroAfter, 'en').tokens(2, 'VL'), '2 VL tokens');
    assert.equal(mailFormat(euroAfter, 'es').tokens(1, 'VL'), '1 token VL');
    assert.equal(mailFormat(euroAfter, 'es').tokens(1250, 'VL'), '1.250 tokens VL');
    assert.equal(mailFormat(euroAfter, 'en').tokens(1), '1 token');
  });

  it('builds a text once per language, each in its own format', () => {
    assert.deepEqual(
      inEachLanguage(euroAfter, (format) => spaces(format.money('5.50'))),
      { es: '5,50 €', en: '5.50 €' },
    );
  });
});
