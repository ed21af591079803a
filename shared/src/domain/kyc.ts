import * as v from 'valibot';
import type { StatusTone } from './investment';

export const KYC_STATUSES = ['created', 'pending', 'success', 'error', 'manual_error'] as const;
export const kycStatusSchema = v.picklist(KYC_STATUSES);
export type KycStatus = v.InferOutput<typeof kycStatusSchema>;

export const KYC_STATUS_TONES: { readonly [K in KycStatus]: StatusTone } = {
  created: 'neutral',
  pending: 'warning',
  success: 'success',
  error: 'danger',
  manual_error: 'danger',
};

/** The identity provider's own values, as it reports them. */
export const KYC_PROVIDER_STATUSES = ['SUCCESS', 'ERROR', 'VERIFICATION_ERROR', 'PENDING', 'RUNNING', 'MANUAL_REVIEW'] as const;
export const kycProviderStatusSchema = v.picklist(KYC_PROVIDER_STATUSES);
export type KycProviderStatus = v.InferOutput<typeof kycProviderStatusSchema>;

export const KYC_DOCUMENT_TYPES = [
  'IDENTITY_PROOF',
  'REGISTRATION_PROOF',
  'ARTICLES_OF_ASSOCIATION',
  'SHAREHOLDER_DECLARATION',
] as const;
export const kycDocumentTypeSchema = v.picklist(KYC_DOCUMENT_TYPES);
export type KycDocumentType = v.InferOutput<typeof kycDocumentTypeSchema>;

/** A natural person uploads only the identity proof; a company uploads all four. */
export const KYC_DOCUMENTS_BY_PERSON: { readonly natural: readonly KycDocumentType[]; readonly legal: readonly KycDocumentType[] } = {
  natural: ['IDENTITY_PROOF'],
  legal: KYC_DOCUMENT_TYPES,
};

/** Company documents must have been issued within the last three months. */
export const COMPANY_DOCUMENT_MAX_AGE_MONTHS = 3;

/** Hours the validation may take, as the spec's texts announce. */
export const KYC_VALIDATION_HOURS = 24;

/** Flags a manager's review may set on a user. */
export const USER_FLAGS = ['KYC_NOT_APPROVED', 'USER_REJECTED', 'SUITABILITY_TEST_NOT_APPROVED', 'ADITIONAL_DATA_NOT_APPROVED'] as const;
export type UserFlag = (typeof USER_FLAGS)[number];
