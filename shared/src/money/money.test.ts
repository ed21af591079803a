import { customizationDefaults } from '../schemas/customization.schema';
import * as v from 'valibot';
import {
  addMoney,
  compareMoney,
  feeOf,
  formatMoney,
  fromCents,
  isMultipleOfPrice,
  moneyRatio,
  moneySchema,
  multiplyMoney,
  percentageOf,
  splitProRata,
  subtractMoney,
  toCents,
  toMoney,
  withFee,
  withholding,
} from './index';

const euro = customizationDefaults.currency;
const dollar = { symbol: '$', symbol_position: 'before' as const };
const nbsp = (text: string) => text.replace(/[\u00A0\u202F]/g, ' ');

/** A seeded generator (mulberry32), so a failing input can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('the wire format', () => {
  it('accepts decimal strings with exactly two decimals and rejects numbers and other texts', () => {
    expect(v.is(moneySchema, '1500.00')).toBe(true);
    expect(v.is(moneySchema, '-0.10')).toBe(true);
    expect(v.is(moneySchema, '9999999999999999.99')).toBe(true);
    for (const wrong of [1500, '1500', '1500.5', '1,500.00', '01.00', '1e3', '10000000000000000.00']) {
      expect(v.is(moneySchema, wrong)).toBe(false);
    }
  });
});

describe('rounding to the cent, once, half away from zero', () => {
  it('rounds x.005 up and -x.005 down, where a float would not', () => {
    expect(toMoney('2.675')).toBe('2.68');
    expect(toMoney('1.005')).toBe('1.01');
    expect(toMoney('-1.005')).toBe('-1.01');
    expect(toMoney('0.004999')).toBe('0.00');
    expect(toMoney('-0.004')).toBe('0.00');
    expect(toMoney('12')).toBe('12.00');
    expect(toMoney('.5')).toBe('0.50');
  });

  it('stays exact beyond 2^53 cents', () => {
    const big = '90071992547409.93';
    expect(addMoney(big, '0.01')).toBe('90071992547409.94');
    expect(toCents('9999999999999999.99')).toBe(999999999999999999n);
    expect(multiplyMoney('9999999.99', 1_000_000_000)).toBe('9999999990000000.00');
    expect(subtractMoney('0.30', '0.10')).toBe('0.20');
    expect(addMoney('0.10', '0.20')).toBe('0.30');
  });

  it('turns cents back into a canonical amount', () => {
    expect(fromCents(5n)).toBe('0.05');
    expect(fromCents(-5n)).toBe('-0.05');
    expect(fromCents(123456n)).toBe('1234.56');
  });

  it('refuses texts that are not decimals', () => {
    expect(() => toMoney('abc')).toThrow(RangeError);
    expect(() => toMoney('')).toThrow(RangeError);
  });
});

describe('arithmetic', () => {
  it('multiplies a token price by a whole number of tokens exactly', () => {
    expect(multiplyMoney('0.10', 3)).toBe('0.30');
    expect(multiplyMoney('1.15', 100)).toBe('115.00');
    expect(() => multiplyMoney('1.00', 1.5)).toThrow(RangeError);
  });

  it('compares amounts and checks whole tokens', () => {
    expect(compareMoney('10.00', '9.99')).toBe(1);
    expect(compareMoney('-1.00', '0.00')).toBe(-1);
    expect(compareMoney('5.00', '5.00')).toBe(0);
    expect(isMultipleOfPrice('0.30', '0.10')).toBe(true);
    expect(isMultipleOfPrice('0.35', '0.10')).toBe(false);
    expect(moneyRatio('75000.00', '150000.00')).toBe(0.5);
    expect(moneyRatio('1.00', '0.00')).toBe(0);
  });
});

describe('fees and withholding', () => {
  it('takes a percentage fee rounded once, plus a fixed fee', () => {
    expect(percentageOf('1.00', '0.5')).toBe('0.01');
    expect(percentageOf('-1.00', '0.5')).toBe('-0.01');
    expect(feeOf('1000.00', { percent: '1.5' })).toBe('15.00');
    expect(feeOf('333.33', { percent: '1.5' })).toBe('5.00');
    expect(feeOf('1000.00', { fixed: '2.50' })).toBe('2.50');
    expect(withFee('100.00', { percent: '1.25', fixed: '0.30' })).toEqual({ fee: '1.55', total: '101.55' });
  });

  it('withholds 19 % of a gross earning so that withheld plus net is the gross', () => {
    expect(withholding('1234.57', '19')).toEqual({ withheld: '234.57', net: '1000.00' });
    expect(withholding('0.05', '19')).toEqual({ withheld: '0.01', net: '0.04' });
    expect(withholding('100.00', '0')).toEqual({ withheld: '0.00', net: '100.00' });
  });
});

describe('pro-rata split by the largest remainder', () => {
  it('gives the leftover cents to the largest remainders, ties to the earlier holder', () => {
    expect(splitProRata('100.00', [1, 1, 1])).toEqual(['33.34', '33.33', '33.33']);
    expect(splitProRata('0.05', [1, 1, 2])).toEqual(['0.01', '0.01', '0.03']);
    expect(splitProRata('10.00', [0, 3])).toEqual(['0.00', '10.00']);
    expect(splitProRata('-100.00', [1, 1, 1])).toEqual(['-33.34', '-33.33', '-33.33']);
  });

  it('refuses weights that cannot share anything', () => {
    expect(() => splitProRata('1.00', [0, 0])).toThrow(RangeError);
    expect(() => splitProRata('1.00', [-1, 2])).toThrow(RangeError);
  });

  it('always adds up to the whole, each part within a cent of its exact share', () => {
    const next = random(20260328);
    for (let run = 0; run < 500; run += 1) {
      const totalCents = BigInt(Math.floor(next() * 1e12)) * (next() < 0.1 ? -1n : 1n) * (next() < 0.1 ? 10_000_000n : 1n);
      const weights = Array.from({ length: 1 + Math.floor(next() * 40) }, () => Math.floor(next() * 1e6));
      weights[0] = (weights[0] ?? 0) + 1;
      const parts = splitProRata(fromCents(totalCents), weights);
      expect(parts.reduce((sum, part) => sum + toCents(part), 0n)).toBe(totalCents);
      const sumOfWeights = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
      parts.forEach((part, index) => {
        const exactTimesWeights = totalCents * BigInt(weights[index] ?? 0);
        const difference = toCents(part) * sumOfWeights - exactTimesWeights;
        expect(difference < 0n ? -difference : difference).toBeLessThan(sumOfWeights);
      });
    }
  });
});

describe('formatMoney', () => {
  it('puts the euro after the amount by default, in both locales', () => {
    expect(nbsp(formatMoney('1234.50', euro, 'es'))).toBe('1.234,50 €');
    expect(nbsp(formatMoney('1234.50', euro, 'en'))).toBe('1,234.50 €');
  });

  it('puts the symbol before when the tenant says so, the sign before the symbol', () => {
    expect(formatMoney('1234.50', dollar, 'en')).toBe('$1,234.50');
    expect(formatMoney('-5.00', dollar, 'en')).toBe('-$5.00');
    expect(nbsp(formatMoney('-5.00', euro, 'es'))).toBe('-5,00 €');
  });

  it('shows amounts beyond 2^53 cents digit for digit', () => {
    expect(nbsp(formatMoney('9999999999999999.99', euro, 'es'))).toBe('9.999.999.999.999.999,99 €');
  });

  it('rounds to whole units half away from zero when asked, without showing -0', () => {
    expect(nbsp(formatMoney('2.50', euro, 'es', { fractionDigits: 0 }))).toBe('3 €');
    expect(nbsp(formatMoney('150000.49', euro, 'en', { fractionDigits: 0 }))).toBe('150,000 €');
    expect(nbsp(formatMoney('-0.40', euro, 'en', { fractionDigits: 0 }))).toBe('0 €');
  });
});
