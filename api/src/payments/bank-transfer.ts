import { randomBytes } from 'node:crypto';
import { BANK_PAYMENT_METHODS, type InvestmentStatus, type PayableMethod } from 'shared';
import type { Db } from '../db/client.js';
import { paymentAttempts } from '../db/schema.js';
import { ApiError } from '../lib/errors.js';
import { attemptRow, type PaymentProvider, type PaymentStart, type PaymentStartInput } from './payment-provider.js';

export const BANK_PROVIDER = 'bank';

/**
 * Manual bank transfer and bank wire: the investor transfers to the tenant's account with the
 * order's reference and uploads the proof; a manager confirms the money arrived (another use
 * case). Nothing to verify asynchronously, so no webhook.
 */
export class BankTransferProvider implements PaymentProvider {
  readonly name = BANK_PROVIDER;
  readonly methods: readonly PayableMethod[] = BANK_PAYMENT_METHODS;

  pendingStatus(): InvestmentStatus {
    return 'IN_UPLOAD_PROOF_OF_PAYMENT';
  }

  redirectUrlOf(): null {
    return null;
  }

  async start(tx: Db, input: PaymentStartInput): Promise<PaymentStart> {
    const { iban, beneficiary } = input.settings;
    // A tenant without an account cannot take transfers: a configuration problem, said plainly.
    if (!iban || !beneficiary) throw new ApiError(409, 'bank_transfer_not_configured');
    const attemptId = `bank_${randomBytes(12).toString('hex')}`;
    await tx.insert(paymentAttempts).values({
      ...attemptRow(input, this.name, attemptId),
    });
    return { kind: 'instructions', attemptId, instructions: { iban, beneficiary, reference: input.reference, amount: input.amount, currency: input.currency } };
  }
}
