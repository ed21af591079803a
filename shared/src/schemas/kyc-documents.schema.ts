import * as v from 'valibot';
import { KYC_DOCUMENTS_BY_PERSON, type KycDocumentType } from '../domain/kyc';
import type { PersonType } from '../domain/user';
import { file } from '../validation/rules';

/** Upload limit for each KYC document, in MB. */
export const KYC_DOCUMENT_MAX_MB = 10;

/**
 * One file for each document the person type requires: a natural person the identity proof,
 * a company the four documents.
 */
export function createKycDocumentsSchema(personType: PersonType) {
  const entries = Object.fromEntries(
    KYC_DOCUMENTS_BY_PERSON[personType].map((type) => [type, file(KYC_DOCUMENT_MAX_MB)]),
  ) as Record<KycDocumentType, ReturnType<typeof file>>;
  return v.object(entries, 'validator.error_document_required');
}
export type KycDocumentsValues = v.InferOutput<ReturnType<typeof createKycDocumentsSchema>>;
