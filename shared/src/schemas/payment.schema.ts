import * as v from 'valibot';
import { PAYMENT_METHODS, PROOF_REQUIRED_METHODS } from '../domain/payment';
import { fieldRule } from '../validation/rule';
import { choice, file, form, optional, text } from '../validation/rules';

/** Upload limit for a proof of payment, in MB. */
export const PROOF_OF_PAYMENT_MAX_MB = 10;

/** The payment-method step; a bank transfer needs its proof of payment. */
export const paymentSchema = v.pipe(
  form({
    payment_method: choice(PAYMENT_METHODS),
    payment_reference: optional(text({ max: 100 })),
    proof_of_payment: optional(file(PROOF_OF_PAYMENT_MAX_MB)),
  }),
  fieldRule(
    'proof_of_payment',
    ['payment_method', 'proof_of_payment'],
    (input) => !PROOF_REQUIRED_METHODS.includes(input.payment_method) || input.proof_of_payment !== undefined,
    'validator.error_proof_required',
  ),
);
