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

/**
 * The fee of each method (spec section 9), while the tenant's `extras.investmentFee` is on: the
 * methods paid on a provider's hosted page (card provider, card terminal, Bizum, crypto wallet)
 * carry the tenant's provider percentage (`card_fee_percent`), as the provider charges the tenant
 * per payment; the transfers the investor makes themselves a fixed amount (`bank_transfer_fee`);
 * the available balance none.
 */
export const PAYMENT_FEE_KIND: { readonly [K in PaymentMethod]: 'amount' | 'percentage' | null } = {
  bank_transfer: 'amount',
  bank_wire: 'amount',
  card_terminal: 'percentage',
  card_provider: 'percentage',
  bizum: 'percentage',
  crypto_wallet: 'percentage',
  balance: null,
};
