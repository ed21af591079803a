import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { coinsOf, coinUnitsOf } from './coin-units.js';

describe('an order amount in a stablecoin’s minor units', () => {
  it('converts exactly, whatever the size', () => {
    assert.equal(coinUnitsOf('1000.50', 6), 1_000_500_000n);
    assert.equal(coinUnitsOf('0.01', 6), 10_000n);
    assert.equal(coinUnitsOf('12.00', 0), 12n);
    assert.equal(coinUnitsOf('9999999999999999.99', 18), 9_999_999_999_999_999_990_000_000_000_000_000n);
  });

  it('refuses an amount the coin cannot carry exactly, or not an amount', () => {
    assert.equal(coinUnitsOf('12.50', 0), undefined);
    assert.equal(coinUnitsOf('0.05', 1), undefined);
    assert.equal(coinUnitsOf('-1.00', 6), undefined);
    assert.equal(coinUnitsOf('1e3', 6), undefined);
  });

  it('writes minor units back in whole coins', () => {
    assert.equal(coinsOf(1_000_500_000n, 6), '1000.50');
    assert.equal(coinsOf(1n, 6), '0.000001');
    assert.equal(coinsOf(12n, 0), '12.00');
  });
});
