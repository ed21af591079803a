import type { PaymentErrorKey } from 'shared';

/**
 * What a `Ds_Response` means for the order. 0000–0099 is an authorised payment; every other code
 * is a refusal, told to the investor as one of the product's reasons: the bank refused the card
 * (`payment_error`), the cardholder's authentication failed (`payment_verification_error`), or
 * the payment did not finish, cancelled or cut short by a system (`payment_failed`).
 */
export type RedsysOutcome = { outcome: 'succeeded' } | { outcome: 'failed'; errorKey: PaymentErrorKey };

/** The codes that are not a plain refusal of the card; any code not listed is one. */
const NOT_A_REFUSAL: Readonly<Record<string, PaymentErrorKey>> = {
  // The cardholder's authentication (3-D Secure) failed or was required and not done.
  '0184': 'payment_verification_error',
  '0195': 'payment_verification_error',
  '9104': 'payment_verification_error',
  // The investor cancelled on Redsys's page.
  '9915': 'payment_failed',
  // The issuer or Redsys could not complete the operation: nothing was refused, it did not happen.
  '0904': 'payment_failed',
  '0909': 'payment_failed',
  '0912': 'payment_failed',
  '0913': 'payment_failed',
  '0944': 'payment_failed',
  '9912': 'payment_failed',
  '9997': 'payment_failed',
  '9998': 'payment_failed',
  '9999': 'payment_failed',
};

export function redsysOutcome(dsResponse: string): RedsysOutcome {
  const code = dsResponse.trim().padStart(4, '0');
  if (/^00\d\d$/.test(code)) return { outcome: 'succeeded' };
  return { outcome: 'failed', errorKey: NOT_A_REFUSAL[code] ?? 'payment_error' };
}
