import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { minorUnitDigits } from './minor-units.js';

describe('the minor unit of a currency', () => {
  it('is the cent for the euro and the dollar, none for the yen, a thousandth for the Kuwaiti dinar', () => {
    assert.deepEqual(['EUR', 'USD', 'JPY', 'KWD'].map(minorUnitDigits), [2, 2, 0, 3]);
  });

  it('is unknown for a code that is no currency', () => {
    assert.equal(minorUnitDigits('E U'), undefined);
  });
});
