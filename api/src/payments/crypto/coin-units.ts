/**
 * An order's decimal amount in a coin's minor units, exactly: "1000.50" with 6 decimals is
 * 1000500000n. Undefined when it does not convert exactly (more decimals than the coin has, a
 * negative or malformed amount): an approximation would charge the investor another sum.
 */
export function coinUnitsOf(amount: string, decimals: number): bigint | undefined {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount);
  if (!match || !Number.isInteger(decimals) || decimals < 0) return undefined;
  const [, whole = '', fraction = ''] = match;
  const significant = fraction.replace(/0+$/, '');
  if (significant.length > decimals) return undefined;
  return BigInt(whole + significant.padEnd(decimals, '0'));
}

/** A coin amount in minor units written in whole coins, with at least two decimals for people ("1000.50", "0.000001"). */
export function coinsOf(units: bigint, decimals: number): string {
  const digits = units.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${whole}.${fraction.padEnd(2, '0')}`;
}
