import * as v from 'valibot';
import { INVESTMENT_STATUSES } from '../domain/investment';
import { PAYMENT_METHODS, type PaymentMethod } from '../domain/payment';
import { moneySchema } from '../money';
import { bool, choice, form, optional } from '../validation/rules';
import { investmentAnswerSchema } from './invest.schemas';

/**
 * The wire of the payment step (issue 10): choosing the method (POST /investments/{id}/payment-method),
 * starting the payment (POST /investments/{id}/payments), the proof of a transfer
 * (POST /investments/{id}/proof-of-payment) and what the payment page shows
 * (GET /investments/{id}/payment). The provider's own pages and webhook are not the front's wire.
 */

/** Paid by a transfer the investor makes themselves: instructions, then a proof upload. */
export const BANK_PAYMENT_METHODS = ['bank_transfer', 'bank_wire'] as const satisfies readonly PaymentMethod[];
/** Paid on the provider's hosted page (the browser is redirected there and back). */
export const HOSTED_PAYMENT_METHODS = ['card_provider', 'card_terminal', 'bizum', 'crypto_wallet'] as const satisfies readonly PaymentMethod[];
/** What the investor picks; `balance` is what the API stores when the balance pays everything. */
export const PAYABLE_METHODS = [...BANK_PAYMENT_METHODS, ...HOSTED_PAYMENT_METHODS] as const;
export type PayableMethod = (typeof PAYABLE_METHODS)[number];

export function isPayableMethod(method: string | null): method is PayableMethod {
  return (PAYABLE_METHODS as readonly (string | null)[]).includes(method);
}
export function isBankPaymentMethod(method: string): method is (typeof BANK_PAYMENT_METHODS)[number] {
  return (BANK_PAYMENT_METHODS as readonly string[]).includes(method);
}
export function isHostedPaymentMethod(method: string): method is (typeof HOSTED_PAYMENT_METHODS)[number] {
  return (HOSTED_PAYMENT_METHODS as readonly string[]).includes(method);
}

/**
 * Error keys of a failed payment (spec section 8: "payment error", "error verifying payment",
 * "payment process failed, try again"), answered in `last_error` and in the redirect's `reason`.
 */
export const PAYMENT_ERROR_KEYS = ['payment_error', 'payment_verification_error', 'payment_failed'] as const;
export const paymentErrorKeySchema = v.picklist(PAYMENT_ERROR_KEYS);
export type PaymentErrorKey = v.InferOutput<typeof paymentErrorKeySchema>;

/** How a card payment uses the investor's saved card (see `startPaymentRequestSchema`). */
export const SAVED_CARD_USES = ['saved', 'register'] as const;
export type SavedCardUse = (typeof SAVED_CARD_USES)[number];

/** What an investor may see of their saved card: never its number, only the brand and its last four digits. */
export const savedCardSchema = v.object({
  brand: v.string(),
  last4: v.string(),
  exp_month: v.number(),
  exp_year: v.number(),
});
export type SavedCard = v.InferOutput<typeof savedCardSchema>;

/**
 * GET /payment-card (and DELETE, which forgets it): whether this tenant's card provider keeps
 * cards (`available`), and the investor's saved card if any.
 */
export const paymentCardSchema = v.object({ available: v.boolean(), card: v.nullable(savedCardSchema) });
export type PaymentCard = v.InferOutput<typeof paymentCardSchema>;
export const paymentCardResponseSchema = v.object({ data: paymentCardSchema });

/** The hosted page's languages (its `lang` parameter). */
export const PAYMENT_PAGE_LANGUAGES = ['en', 'es'] as const;

/**
 * POST /investments/{id}/payment-method: the method and whether the available balance pays
 * (tenant `extras.payWithBalance`). Stores the method, the fee and the balance used from the
 * breakdown and moves the order to METHOD_PAYMENT; a balance that covers everything moves it on to
 * CHARGED at once (then `method` is stored as `balance`).
 * Allowed from CREATED, ACCEPTED, METHOD_PAYMENT, PAYMENT_ERROR and IN_UPLOAD_PROOF_OF_PAYMENT
 * (changing a transfer before any proof); otherwise 409 investment_transition_not_allowed.
 */
export const paymentMethodRequestSchema = form({
  method: choice(PAYABLE_METHODS),
  use_balance: optional(bool()),
});
export type PaymentMethodRequest = v.InferInput<typeof paymentMethodRequestSchema>;

/**
 * POST /investments/{id}/payments: starts paying with the method chosen before (it must be the
 * same, else 409 payment_method_mismatch). A bank method answers the instructions (and the order
 * waits for the proof: IN_UPLOAD_PROOF_OF_PAYMENT); a hosted method answers the provider's page to
 * send the browser to (CREDIT_CARD, or IN_UPDATE_TPV for a card terminal). The provider sends the
 * browser back to `{return_origin}/invest/{slug}/payment-success` or
 * `…/payment-error?reason={PaymentErrorKey}`; `return_origin` must be one of the tenant's front
 * origins (default: the tenant's app URL), else 400.
 */
export const startPaymentRequestSchema = form({
  method: choice(PAYABLE_METHODS),
  /** The front's origin, e.g. `https://invest.example.com` (no path). */
  return_origin: optional(v.pipe(v.string(), v.maxLength(200, 'validator.error_url_max'))),
  /** The hosted page's language. */
  lang: optional(choice(PAYMENT_PAGE_LANGUAGES)),
  /**
   * A card through a provider that keeps cards (`GET /payment-card` says `available`): `saved`
   * charges the investor's saved card without a page (IN_UPDATE_CREDIT_CARD →
   * CARD_REGISTRATION_UPDATED, then CHARGED by the provider's notification); `register` saves the
   * card on the provider's page first (IN_UPDATE_CREDIT_CARD) and then charges it. Absent: a
   * one-off card payment.
   */
  card: optional(choice(SAVED_CARD_USES)),
});
export type StartPaymentRequest = v.InferInput<typeof startPaymentRequestSchema>;

/** What a bank transfer or wire needs: where to, how much and the reference to write on it. */
export const paymentInstructionsSchema = v.object({
  iban: v.string(),
  beneficiary: v.string(),
  /** Unique per investment; the manager matches the incoming transfer by it. */
  reference: v.string(),
  /** What to transfer: amount − balance used + fee. */
  amount: moneySchema,
  currency: v.string(),
});
export type PaymentInstructions = v.InferOutput<typeof paymentInstructionsSchema>;

const hexAddress = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/));

/**
 * What paying in a stablecoin from the investor's verified wallet needs (method `crypto_wallet`
 * through the `crypto` adapter): the coin (its contract, symbol and decimals), the exact amount in
 * its minor units (an integer, as a string: it may exceed a JS number), the same amount in whole
 * coins for people, the chain, where to and from which wallet. A transfer of another amount or
 * from another wallet is not matched to the order.
 */
export const cryptoInstructionsSchema = v.object({
  chain_id: v.number(),
  token_address: hexAddress,
  token_symbol: v.string(),
  token_decimals: v.number(),
  /** The amount in the coin's minor units (e.g. 6 decimals: "1000.50" is "1000500000"). */
  amount_units: v.pipe(v.string(), v.regex(/^\d+$/)),
  /** The same amount in whole coins ("1000.50"). */
  amount: v.string(),
  receiving_address: hexAddress,
  /** The investor's verified wallet the transfer must come from. */
  sender_address: hexAddress,
  /** Blocks after the transfer's own before the order counts as paid. */
  confirmations: v.number(),
});
export type CryptoInstructions = v.InferOutput<typeof cryptoInstructionsSchema>;

/** A crypto payment under way: its instructions and the matching transfer once the API saw it on chain. */
export const cryptoPaymentSchema = v.object({
  instructions: cryptoInstructionsSchema,
  /** The transfer matched to the order, waiting for its confirmations; null until one arrives. */
  transfer: v.nullable(v.object({ tx_hash: v.string(), confirmations: v.number() })),
});
export type CryptoPayment = v.InferOutput<typeof cryptoPaymentSchema>;

export const startPaymentSchema = v.variant('kind', [
  v.object({ kind: v.literal('instructions'), instructions: paymentInstructionsSchema, investment: investmentAnswerSchema }),
  /** Send the browser to `redirect_url` (the provider's hosted page). */
  v.object({ kind: v.literal('redirect'), redirect_url: v.string(), session_id: v.string(), investment: investmentAnswerSchema }),
  /** Pay a stablecoin from the investor's verified wallet: the API watches the chain and charges the order (poll the payment). */
  v.object({ kind: v.literal('crypto'), crypto: cryptoInstructionsSchema, investment: investmentAnswerSchema }),
  /** Nothing left to pay (the balance covered it): the order is CHARGED. */
  v.object({ kind: v.literal('paid'), investment: investmentAnswerSchema }),
  /** A saved card is being charged without a page: the provider's notification says how it went (poll the payment). */
  v.object({ kind: v.literal('charging'), investment: investmentAnswerSchema }),
]);
export type StartPayment = v.InferOutput<typeof startPaymentSchema>;
export const startPaymentResponseSchema = v.object({ data: startPaymentSchema });
export type StartPaymentResponse = v.InferOutput<typeof startPaymentResponseSchema>;

/**
 * GET /investments/{id}/payment (also the answer of POST …/payment-method and …/proof-of-payment):
 * where the payment stands, for the method-payment, payment-bankwire, payment-creditcard,
 * payment-success and payment-error pages.
 */
export const paymentStateSchema = v.object({
  investment_id: v.string(),
  status: v.picklist(INVESTMENT_STATUSES),
  /** null until a method is chosen; `balance` when the balance paid everything. */
  method: v.nullable(v.picklist(PAYMENT_METHODS)),
  amount: moneySchema,
  balance_used: moneySchema,
  fee: moneySchema,
  /** What the method charges (amount − balance used + fee). */
  total: moneySchema,
  currency: v.string(),
  /** A bank method's instructions once chosen; null otherwise. */
  instructions: v.nullable(paymentInstructionsSchema),
  /** The proof sent for a transfer (its file name), null before. */
  proof_of_payment: v.nullable(v.object({ name: v.string(), uploaded_at: v.string() })),
  /** Why the last attempt failed (PAYMENT_ERROR); null otherwise. */
  last_error: v.nullable(paymentErrorKeySchema),
  /** A hosted payment still open: where to send the browser back to. */
  redirect_url: v.nullable(v.string()),
  /** A crypto payment still open (method `crypto_wallet` through the `crypto` adapter); null otherwise. */
  crypto: v.optional(v.nullable(cryptoPaymentSchema), null),
});
export type PaymentState = v.InferOutput<typeof paymentStateSchema>;
export const paymentStateResponseSchema = v.object({ data: paymentStateSchema });
export type PaymentStateResponse = v.InferOutput<typeof paymentStateResponseSchema>;

/**
 * POST /investments/{id}/proof-of-payment is multipart with one file in this field: PDF, PNG or
 * JPEG (by its content, not its name) up to PROOF_OF_PAYMENT_MAX_MB; another type or size answers
 * 400 with a field error on `file` (validator.form_field_invalid / error_file_size). Moves IN_UPLOAD_PROOF_OF_PAYMENT → PROOF_OF_PAYMENT_UPLOADED and answers
 * the payment state.
 */
export const PROOF_OF_PAYMENT_FIELD = 'file';
export { PROOF_OF_PAYMENT_MAX_MB } from '../schemas/payment.schema';
export const PROOF_OF_PAYMENT_TYPES = ['application/pdf', 'image/png', 'image/jpeg'] as const;

/** The answer to a provider's notification (POST /payments/webhooks/{provider}); a repeated one answers processed false. */
export const paymentWebhookResponseSchema = v.object({ data: v.object({ processed: v.boolean(), status: v.nullable(v.picklist(INVESTMENT_STATUSES)) }) });
export type PaymentWebhookResponse = v.InferOutput<typeof paymentWebhookResponseSchema>;
