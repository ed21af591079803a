import { INVESTMENT_STATUSES, RAISED_INVESTMENT_STATUSES, type InvestmentStatus } from '../domain/investment';

/**
 * The one table of investment status moves (spec section 4). The API's `moveInvestment` refuses
 * any move not listed here, so a status can only be reached along these arrows, whoever asks
 * (investor, manager, payment or signature provider, a job).
 *
 * Interest: RESERVED is a declared interest, not an order: it converts into an order (CREATED)
 * or is cancelled, irreversibly.
 * Order: CREATED -> METHOD_PAYMENT (a method chosen) and then one of the payment paths:
 * - bank transfer or wire: IN_UPLOAD_PROOF_OF_PAYMENT -> PROOF_OF_PAYMENT_UPLOADED -> CHARGED
 *   (the manager confirms the money arrived);
 * - card, Bizum or crypto on a provider's hosted page: CREDIT_CARD -> CHARGED | PAYMENT_ERROR;
 * - a registered card being updated: IN_UPDATE_CREDIT_CARD -> CARD_REGISTRATION_UPDATED -> CHARGED;
 * - a card terminal: IN_UPDATE_TPV -> CHARGED | PAYMENT_ERROR;
 * - paid in full from the available balance: METHOD_PAYMENT -> CHARGED.
 * PAYMENT_ERROR goes back to METHOD_PAYMENT to retry. CHARGED -> SIGNED_PENDING -> SIGNED, or
 * straight to SIGNED (or on to CLOSED) when the tenant hides signing. The manager later closes
 * the round (CLOSED) and mints the tokens (MINTED).
 * Revocation: within the reflection period an order is CANCELED from any status before CLOSED.
 */
export const INVESTMENT_TRANSITIONS = {
  RESERVED: ['CREATED', 'CANCELED'],
  CREATED: ['ACCEPTED', 'METHOD_PAYMENT', 'CANCELED'],
  // An order the issuer accepted before payment (co-investment rounds); it pays like CREATED.
  ACCEPTED: ['METHOD_PAYMENT', 'CANCELED'],
  METHOD_PAYMENT: ['IN_UPLOAD_PROOF_OF_PAYMENT', 'CREDIT_CARD', 'IN_UPDATE_CREDIT_CARD', 'IN_UPDATE_TPV', 'CHARGED', 'CANCELED'],
  // Back to METHOD_PAYMENT: the investor changes method before sending any proof.
  IN_UPLOAD_PROOF_OF_PAYMENT: ['PROOF_OF_PAYMENT_UPLOADED', 'METHOD_PAYMENT', 'CANCELED'],
  // Back to IN_UPLOAD_PROOF_OF_PAYMENT: the investor replaces the proof. PAYMENT_ERROR: the
  // manager rejects it (the money did not arrive, or the proof is wrong), saying why.
  PROOF_OF_PAYMENT_UPLOADED: ['CHARGED', 'IN_UPLOAD_PROOF_OF_PAYMENT', 'PAYMENT_ERROR', 'CANCELED'],
  IN_UPDATE_CREDIT_CARD: ['CARD_REGISTRATION_UPDATED', 'PAYMENT_ERROR', 'CANCELED'],
  CARD_REGISTRATION_UPDATED: ['CHARGED', 'PAYMENT_ERROR', 'CANCELED'],
  IN_UPDATE_TPV: ['CHARGED', 'PAYMENT_ERROR', 'CANCELED'],
  CREDIT_CARD: ['CHARGED', 'PAYMENT_ERROR', 'CANCELED'],
  PAYMENT_ERROR: ['METHOD_PAYMENT', 'CANCELED'],
  CHARGED: ['SIGNED_PENDING', 'SIGNED', 'CLOSED', 'CANCELED'],
  // Sent to the signature provider, not signed yet.
  SIGNED_PENDING: ['SIGNED', 'CANCELED'],
  SIGNED: ['CLOSED', 'CANCELED'],
  CLOSED: ['MINTED'],
  CANCELED: [],
  MINTED: [],
} as const satisfies { readonly [From in InvestmentStatus]: readonly InvestmentStatus[] };

export type InvestmentTransition = { readonly from: InvestmentStatus; readonly to: InvestmentStatus };

/** Every allowed move, one entry per arrow of the table. */
export const ALLOWED_INVESTMENT_TRANSITIONS: readonly InvestmentTransition[] = INVESTMENT_STATUSES.flatMap((from) =>
  INVESTMENT_TRANSITIONS[from].map((to: InvestmentStatus) => ({ from, to })),
);

export function nextInvestmentStatuses(from: InvestmentStatus): readonly InvestmentStatus[] {
  return INVESTMENT_TRANSITIONS[from];
}

export function canMove(from: InvestmentStatus, to: InvestmentStatus): boolean {
  return (INVESTMENT_TRANSITIONS[from] as readonly InvestmentStatus[]).includes(to);
}

/** Nothing moves out of these. */
export const FINAL_INVESTMENT_STATUSES: readonly InvestmentStatus[] = INVESTMENT_STATUSES.filter((status) => INVESTMENT_TRANSITIONS[status].length === 0);

/**
 * Orders that hold tokens of the issuance: everything but a mere interest and a cancelled one.
 * The sum of their tokens never exceeds the issuance's tokens for sale (checked under a lock).
 */
export const TOKEN_HOLDING_STATUSES: readonly InvestmentStatus[] = INVESTMENT_STATUSES.filter((status) => status !== 'RESERVED' && status !== 'CANCELED');

/** Orders an investor may revoke within the reflection period (an order, not yet closed). */
export const REVOCABLE_INVESTMENT_STATUSES: readonly InvestmentStatus[] = TOKEN_HOLDING_STATUSES.filter((status) => canMove(status, 'CANCELED'));

/** Paid statuses: a revocation refunds what the payment method charged. The money raised, by the same definition. */
export const PAID_INVESTMENT_STATUSES: readonly InvestmentStatus[] = RAISED_INVESTMENT_STATUSES;
