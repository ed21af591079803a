import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { redsysOutcome } from './redsys-responses.js';

describe("Redsys's Ds_Response as the product's payment outcome", () => {
  it('0000 to 0099 is a payment made, however Redsys writes the code', () => {
    for (const code of ['0000', '0', '0001', '0099', '99']) assert.deepEqual(redsysOutcome(code), { outcome: 'succeeded' }, code);
  });

  it('maps each refusal to the reason the investor reads', () => {
    const table: [string, string, string][] = [
      ['0101', 'expired card', 'payment_error'],
      ['0116', 'insufficient funds', 'payment_error'],
      ['0129', 'wrong security code', 'payment_error'],
      ['0180', 'card outside the service', 'payment_error'],
      ['0190', 'refused without a reason', 'payment_error'],
      ['0184', "cardholder's authentication failed", 'payment_verification_error'],
      ['0195', 'strong authentication required', 'payment_verification_error'],
      ['9915', 'cancelled by the user', 'payment_failed'],
      ['0909', 'system error', 'payment_failed'],
      ['0913', 'repeated order number', 'payment_failed'],
      ['0100', 'the first code past the authorised ones', 'payment_error'],
      ['7777', 'a code Redsys may add later', 'payment_error'],
    ];
    for (const [code, meaning, key] of table) assert.deepEqual(redsysOutcome(code), { outcome: 'failed', errorKey: key }, `${code} (${meaning})`);
  });
});
