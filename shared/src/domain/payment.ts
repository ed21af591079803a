import * as v from 'valibot';

/**
 * Payment methods of spec section 3. `balance` pays from the available balance; any
 * remainder is paid with the method chosen alongside it.
 */
export const PAYMENT_METHODS = [
  'bank_transfer',
  'card_terminal',
  'bank_wire',
  'card_provider',
  'bizum',
  'crypto_wallet',
  'balance',
] as const;
export const paymentMethodSchema = v.picklist(PAYMENT_METHODS);
export type PaymentMethod = v.InferOutput<typeof paymentMethodSchema>;

/** The methods that need a proof of payment upload. */
export const PROOF_REQUIRED_METHODS: readonly PaymentMethod[] = ['bank_transfer'];

/** How the fee of each method is shown: a bank transfer's as money, a card's as a percentage. */
export const PAYMENT_FEE_KIND: { readonly [K in PaymentMethod]?: 'amount' | 'percentage' } = {
  bank_transfer: 'amount',
  bank_wire: 'amount',
  card_terminal: 'percentage',
  card_provider: 'percentage',
};
