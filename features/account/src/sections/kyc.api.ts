import * as v from 'valibot';
import type { HttpClient } from 'host/platform';
import {
  COMPANY_DOCUMENT_TYPES,
  KYC_COMPANY_FIELD,
  KYC_DOCUMENTS_BY_PERSON,
  kycIssuedOnField,
  kycSubmissionResponseSchema,
  type CompanyDataInput,
  type KycDocumentType,
  type KycSubmissionResponse,
  type PersonType,
} from 'shared';

export type KycSubmission = {
  personType: PersonType;
  files: Partial<Record<KycDocumentType, File>>;
  /** A legal person's company data and the company documents' issue dates (YYYY-MM-DD). */
  company?: CompanyDataInput;
  issuedOn?: Partial<Record<KycDocumentType, string>>;
};

/** The multipart body of POST /users/me/kyc, as the contract names its parts. */
function kycFormData({ personType, files, company, issuedOn }: KycSubmission): FormData {
  const body = new FormData();
  for (const type of KYC_DOCUMENTS_BY_PERSON[personType]) {
    const file = files[type];
    if (file) body.append(type, file, file.name);
  }
  if (personType === 'legal') {
    body.append(KYC_COMPANY_FIELD, JSON.stringify(company ?? {}));
    for (const type of COMPANY_DOCUMENT_TYPES) body.append(kycIssuedOnField(type), issuedOn?.[type] ?? '');
  }
  return body;
}

/** POST /users/me/kyc: the documents go to the identity provider, which answers later (pending). */
export async function submitKyc(http: HttpClient, submission: KycSubmission): Promise<KycSubmissionResponse['data']> {
  return v.parse(kycSubmissionResponseSchema, await http.post<unknown>('/users/me/kyc', kycFormData(submission), { toastErrors: false })).data;
}
