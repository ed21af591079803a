import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { changesOf } from './impersonated-writes.js';

describe('what an audited write says was sent', () => {
  it('lists each field with its value, nested ones by their path', () => {
    assert.deepEqual(changesOf({ method: 'bank_transfer', use_balance: false, legal: { first_name: 'Ana', birthday: '1990-01-01' }, tags: ['a', 'b'], empty: [] }), [
      'method: bank_transfer',
      'use_balance: false',
      'legal.first_name: Ana',
      'legal.birthday: 1990-01-01',
      'tags[0]: a',
      'tags[1]: b',
      'empty: []',
    ]);
  });

  it('never writes a password, a code, a token or a card security code', () => {
    assert.deepEqual(
      changesOf({ password: 'Secret123!', current_password: 'Old123!', password_confirmation: 'Secret123!', code: '12345', access_token: 'abc', cvc: '123', postal_code: '28001', tokens: 3 }),
      [
        'password: [redacted]',
        'current_password: [redacted]',
        'password_confirmation: [redacted]',
        'code: [redacted]',
        'access_token: [redacted]',
        'cvc: [redacted]',
        'postal_code: 28001',
        'tokens: 3',
      ],
    );
  });

  it('masks IBANs, card and identity numbers to their last four characters', () => {
    assert.deepEqual(changesOf({ banking: { iban: 'ES91 2100 0418 4502 0005 1332' }, card_number: '4242424242424242', partners: [{ id_number: '12345678Z' }] }), [
      'banking.iban: ••••1332',
      'card_number: ••••4242',
      'partners[0].id_number: ••••678Z',
    ]);
  });

  it('names files by their name, and a file sent as a data URL by its type and size', () => {
    const file = new File([new Uint8Array([1, 2, 3])], 'receipt.pdf', { type: 'application/pdf' });
    const drawn = `data:image/png;base64,${'A'.repeat(1000)}`;
    assert.deepEqual(changesOf({ file, drawn_signature: drawn }), ['file: receipt.pdf', `drawn_signature: data:image/png;base64 (${drawn.length} characters)`]);
  });

  it('cuts long values and long lists, and says nothing of an empty body', () => {
    const [line] = changesOf({ description: 'x'.repeat(500) });
    assert.equal(line, `description: ${'x'.repeat(200)}…`);
    const many = changesOf({ emails: Array.from({ length: 150 }, (_, index) => `user${index}@example.test`) });
    assert.equal(many.length, 101);
    assert.equal(many.at(-1), '… 50 more');
    assert.deepEqual(changesOf(undefined), []);
    assert.deepEqual(changesOf({}), []);
  });
});
