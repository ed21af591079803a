import * as v from 'valibot';
import {
  BANK_PAYMENT_METHODS,
  HOSTED_PAYMENT_METHODS,
  isDrawnSignature,
  PAYABLE_METHODS,
  paymentMethodRequestSchema,
  paymentStateSchema,
  signatureRequestSchema,
  startPaymentRequestSchema,
} from './index';
import { PAYMENT_FEE_KIND, PAYMENT_METHODS } from '../domain/payment';

const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAAAAAA6fptVAAAACklEQVR4nGNgAAAAAgABSK+kcQAAAABJRU5ErkJggg==';

describe('the payment wire', () => {
  it('offers every method but the balance, each either a transfer or a hosted page', () => {
    expect([...PAYABLE_METHODS].sort()).toEqual(PAYMENT_METHODS.filter((method) => method !== 'balance').sort());
    expect(BANK_PAYMENT_METHODS.filter((method) => (HOSTED_PAYMENT_METHODS as readonly string[]).includes(method))).toEqual([]);
  });

  it('charges the provider percentage on every hosted method, the fixed fee on transfers and nothing on the balance', () => {
    expect(HOSTED_PAYMENT_METHODS.map((method) => PAYMENT_FEE_KIND[method])).toEqual(HOSTED_PAYMENT_METHODS.map(() => 'percentage'));
    expect(BANK_PAYMENT_METHODS.map((method) => PAYMENT_FEE_KIND[method])).toEqual(BANK_PAYMENT_METHODS.map(() => 'amount'));
    expect(PAYMENT_FEE_KIND.balance).toBeNull();
  });

  it('takes a method and an optional balance flag, refusing the balance as a method of its own', () => {
    expect(v.parse(paymentMethodRequestSchema, { method: 'bizum', use_balance: 'true' })).toEqual({ method: 'bizum', use_balance: true });
    expect(v.safeParse(paymentMethodRequestSchema, { method: 'balance' }).success).toBe(false);
  });

  it('starts a payment with an optional return origin and page language', () => {
    expect(v.parse(startPaymentRequestSchema, { method: 'card_provider', lang: 'en' })).toEqual({ method: 'card_provider', lang: 'en', return_origin: undefined });
    expect(v.safeParse(startPaymentRequestSchema, { method: 'card_provider', lang: 'fr' }).success).toBe(false);
  });

  it('describes the payment state with exact amounts and a known error key', () => {
    const state = {
      investment_id: 'i',
      status: 'PAYMENT_ERROR',
      method: 'card_provider',
      amount: '60.00',
      balance_used: '0.00',
      fee: '0.90',
      total: '60.90',
      currency: 'EUR',
      instructions: null,
      proof_of_payment: null,
      last_error: 'payment_failed',
      redirect_url: null,
    };
    expect(v.safeParse(paymentStateSchema, state).success).toBe(true);
    expect(v.safeParse(paymentStateSchema, { ...state, total: '60.9' }).success).toBe(false);
    expect(v.safeParse(paymentStateSchema, { ...state, last_error: 'card_stolen' }).success).toBe(false);
  });
});

describe('the signature wire', () => {
  it('accepts a PNG data URL within the size limit only', () => {
    expect(isDrawnSignature(PNG)).toBe(true);
    expect(isDrawnSignature(PNG.replace('image/png', 'image/svg+xml'))).toBe(false);
    expect(isDrawnSignature('data:image/png;base64,<script>')).toBe(false);
    expect(isDrawnSignature(`data:image/png;base64,${'A'.repeat(300 * 1024)}`)).toBe(false);
  });

  it('needs the typed name, the drawing and the consent', () => {
    expect(v.safeParse(signatureRequestSchema, { typed_name: 'Nora Nueva', drawn_signature: PNG, consent: true }).success).toBe(true);
    const missing = v.safeParse(signatureRequestSchema, { typed_name: 'N', drawn_signature: PNG });
    expect(missing.success).toBe(false);
  });
});
