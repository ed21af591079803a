import * as v from 'valibot';
import { MONEY_PRECISION, MONEY_SCALE } from '../validation/column-ranges';

/**
 * Money is exact decimals end to end, one representation per layer:
 * - on the wire and in every type, a decimal string with exactly two fraction digits
 *   ("1500.00", "-3.10"), validated by `moneySchema`;
 * - in PostgreSQL and PGlite, `numeric(18, 2)` (16 integer digits), which drizzle reads as the
 *   same string;
 * - in computations, a bigint of cents: exact at any size (far beyond 2^53), native in Node and
 *   every browser we support, and no third-party rounding mode to learn.
 * A JavaScript number never holds an amount: 0.1 + 0.2 is not 0.3 in binary floating point.
 * Where a result has more than two decimals (a percentage, a share), it is rounded once, at the
 * end, half away from zero ("commercial rounding": 0.005 becomes 0.01 and -0.005 becomes -0.01).
 */
export type Money = string;

const INTEGER_DIGITS = MONEY_PRECISION - MONEY_SCALE;

/** `numeric(18, 2)`: at most 16 digits before the point, exactly 2 after. */
export const MONEY_PATTERN = new RegExp(`^-?(?:0|[1-9]\\d{0,${INTEGER_DIGITS - 1}})\\.\\d{${MONEY_SCALE}}$`);

/** A decimal amount as the API sends it; the type stays a string, never a float. */
export const moneySchema = v.pipe(v.string(), v.regex(MONEY_PATTERN, 'validator.error_number'));

export const ZERO_MONEY: Money = '0.00';

const DECIMAL = /^([+-])?(\d*)(?:\.(\d*))?$/;

/** A decimal text as an integer scaled by 10^scale, rounded once half away from zero. */
export function toScaled(decimal: string, scale: number): bigint {
  const match = DECIMAL.exec(decimal.trim());
  const integer = match?.[2] ?? '';
  const fraction = match?.[3] ?? '';
  if (!match || (integer === '' && fraction === '')) throw new RangeError(`Not a decimal: ${decimal}`);
  const kept = BigInt((integer || '0') + fraction.slice(0, scale).padEnd(scale, '0'));
  const roundsUp = (fraction[scale] ?? '0') >= '5';
  const magnitude = roundsUp ? kept + 1n : kept;
  return match[1] === '-' ? -magnitude : magnitude;
}

/** Cents of an amount; any decimal text is accepted and rounded once to the cent. */
export function toCents(amount: Money): bigint {
  return toScaled(amount, 2);
}

export function fromCents(cents: bigint): Money {
  const magnitude = cents < 0n ? -cents : cents;
  const digits = magnitude.toString().padStart(3, '0');
  return `${cents < 0n ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Any decimal text ("12", "12.5", "2.675", "-0.005") as a canonical amount, rounded once to the cent. */
export function toMoney(decimal: string): Money {
  return fromCents(toCents(decimal));
}

export function isMoney(value: unknown): value is Money {
  return typeof value === 'string' && MONEY_PATTERN.test(value);
}

/**
 * `a / b` for b > 0, rounded half away from zero: the single rounding step of every helper.
 */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('The denominator must be positive');
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  if (twice < denominator) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}
