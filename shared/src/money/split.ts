import { fromCents, toCents, type Money } from './amount';

/**
 * Splits `total` over `weights` (token holdings) in proportion, to the cent, by the largest
 * remainder rule: every part first gets its exact share rounded towards zero, then the cents
 * still missing go one each to the parts with the largest discarded remainders, ties to the
 * earlier part. The parts always add up to the total exactly, and no part is off its exact
 * share by a cent or more. A negative total is split as its magnitude, then negated.
 * Zero weights get zero; weights must be whole, non-negative and not all zero.
 */
export function splitProRata(total: Money, weights: readonly (number | bigint)[]): Money[] {
  const units = weights.map((weight) => {
    if (typeof weight === 'number' && !Number.isSafeInteger(weight)) throw new RangeError(`Not a whole weight: ${weight}`);
    const unit = BigInt(weight);
    if (unit < 0n) throw new RangeError('Weights cannot be negative');
    return unit;
  });
  const sumOfWeights = units.reduce((sum, unit) => sum + unit, 0n);
  if (sumOfWeights === 0n) throw new RangeError('At least one weight must be positive');

  const cents = toCents(total);
  const magnitude = cents < 0n ? -cents : cents;
  const shares = units.map((unit, index) => ({ index, floor: (magnitude * unit) / sumOfWeights, remainder: (magnitude * unit) % sumOfWeights }));
  let missing = magnitude - shares.reduce((sum, share) => sum + share.floor, 0n);
  const byRemainder = [...shares].sort((a, b) => (a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1));
  for (const share of byRemainder) {
    if (missing === 0n) break;
    share.floor += 1n;
    missing -= 1n;
  }
  return shares.map((share) => fromCents(cents < 0n ? -share.floor : share.floor));
}
