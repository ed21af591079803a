import { randomUUID } from 'node:crypto';
import { errors } from '../lib/errors.js';
import type { KycNotification, KycProvider } from './kyc-provider.js';

export const MANUAL_KYC = 'manual';

/**
 * Manual review: the documents are stored and wait, pending, with the provider value
 * MANUAL_REVIEW, until a manager validates or denegates the user (`decideKyc`). Nobody outside
 * sends notifications, so its webhook does not exist.
 */
export class ManualKycProvider implements KycProvider {
  readonly name = MANUAL_KYC;

  submit(): Promise<{ reference: string; status: 'MANUAL_REVIEW' }> {
    return Promise.resolve({ reference: `manual_${randomUUID()}`, status: 'MANUAL_REVIEW' });
  }

  verifyNotification(): KycNotification {
    throw errors.notFound('kyc_provider_not_found');
  }
}
