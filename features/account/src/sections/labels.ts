import type { BankAccountType, KycDocumentType, KycStatus, SOURCES_OF_FUNDS } from 'shared';

// The keys of values the code picks at run time, written whole so the message test sees each
// one used, and typed exhaustive so a new value in `shared` asks for its words.
export const SOURCE_OF_FUNDS_KEYS = {
  salary: 'additional.sources.salary',
  savings: 'additional.sources.savings',
  business: 'additional.sources.business',
  inheritance: 'additional.sources.inheritance',
  investments: 'additional.sources.investments',
  others: 'additional.sources.others',
} as const satisfies Record<(typeof SOURCES_OF_FUNDS)[number], string>;

export const ACCOUNT_TYPE_KEYS = {
  checking: 'banking.account_types.checking',
  savings: 'banking.account_types.savings',
} as const satisfies Record<BankAccountType, string>;

export const DOCUMENT_HINT_KEYS = {
  IDENTITY_PROOF: 'kyc.document_hint.identity_proof',
  REGISTRATION_PROOF: 'kyc.document_hint.registration_proof',
  ARTICLES_OF_ASSOCIATION: 'kyc.document_hint.articles_of_association',
  SHAREHOLDER_DECLARATION: 'kyc.document_hint.shareholder_declaration',
} as const satisfies Record<KycDocumentType, string>;

export const KYC_STATUS_KEYS = {
  created: 'kyc.status.created',
  pending: 'kyc.status.pending',
  success: 'kyc.status.success',
  error: 'kyc.status.error',
  manual_error: 'kyc.status.manual_error',
} as const satisfies Record<KycStatus, string>;
