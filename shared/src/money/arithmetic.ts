import { fromCents, toCents, type Money } from './amount';

export function addMoney(...amounts: Money[]): Money {
  return fromCents(amounts.reduce((total, amount) => total + toCents(amount), 0n));
}

export function subtractMoney(from: Money, amount: Money): Money {
  return fromCents(toCents(from) - toCents(amount));
}

/** Price × quantity (a token price times a whole number of tokens): exact, nothing to round. */
export function multiplyMoney(price: Money, quantity: number | bigint): Money {
  if (typeof quantity === 'number' && !Number.isSafeInteger(quantity)) throw new RangeError(`Not a whole quantity: ${quantity}`);
  return fromCents(toCents(price) * BigInt(quantity));
}

/** -1, 0 or 1, for sorting and for limits (`compareMoney(a, b) <= 0` is "a is at most b"). */
export function compareMoney(a: Money, b: Money): -1 | 0 | 1 {
  const difference = toCents(a) - toCents(b);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

export function isZeroMoney(amount: Money): boolean {
  return toCents(amount) === 0n;
}

export function isNegativeMoney(amount: Money): boolean {
  return toCents(amount) < 0n;
}

export function minMoney(a: Money, b: Money): Money {
  return compareMoney(a, b) <= 0 ? a : b;
}

export function maxMoney(a: Money, b: Money): Money {
  return compareMoney(a, b) >= 0 ? a : b;
}

/** Whether `amount` buys a whole number of items at `price` (an interest declaration in whole tokens). */
export function isMultipleOfPrice(amount: Money, price: Money): boolean {
  const priceCents = toCents(price);
  return priceCents > 0n && toCents(amount) % priceCents === 0n;
}

/**
 * `part / whole` as a plain number for a progress bar or a percentage label: a ratio to show,
 * never an amount to pay. 0 when the whole is not positive.
 */
export function moneyRatio(part: Money, whole: Money): number {
  const wholeCents = toCents(whole);
  if (wholeCents <= 0n) return 0;
  // Scaled to 1/10000 in bigint first, so huge amounts keep their exact ratio before the float.
  return Number((toCents(part) * 10_000n) / wholeCents) / 10_000;
}
