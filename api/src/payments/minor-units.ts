/**
 * How many decimals a currency's minor unit has (EUR 2, JPY 0, KWD 3), from the ISO 4217 data
 * Node carries. A provider that takes amounts in cents can take only the currencies of 2.
 */
export function minorUnitDigits(currency: string): number | undefined {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits;
  } catch {
    return undefined;
  }
}
