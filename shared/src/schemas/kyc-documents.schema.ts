import * as v from 'valibot';
import { KYC_DOCUMENTS_BY_PERSON, type KycDocumentType } from '../domain/kyc';
import type { PersonType } from '../domain/user';
import { file } from '../validation/rules';

/** Upload limit for each KYC document, in MB. */
export const KYC_DOCUMENT_MAX_MB = 10;
/** The types a KYC document may be, as a file input's `accept`: a scan or a photo. */
export const KYC_DOCUMENT_ACCEPT = '.pdf,.jpg,.jpeg,.png';

/**
 * One file for each document the person type requires: a natural person the identity proof,
 * a company the four documents.
 */
export function createKycDocumentsSchema(personType: PersonType) {
  const entries = Object.fromEntries(
    KYC_DOCUMENTS_BY_PERSON[personType].map((type) => [type, file(KYC_DOCUMENT_MAX_MB, KYC_DOCUMENT_ACCEPT)]),
  ) as Record<KycDocumentType, ReturnType<typeof file>>;
  return v.object(entries, 'validator.error_document_required');
}
export type KycDocumentsValues = v.InferOutput<ReturnType<typeof createKycDocumentsSchema>>;
