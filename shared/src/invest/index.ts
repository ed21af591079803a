export * from './investment-transitions';
export * from './invest-steps';
export * from './invest.schemas';
export {
  lossBearingCapacitySchema,
  lossBearingCapacity,
  netWorthOf,
  riskWarningThreshold,
  requiresLossBearingAcknowledgement,
  LOSS_BEARING_PERCENT,
  RISK_WARNING_FLOOR,
  RISK_WARNING_NET_WORTH_PERCENT,
  type LossBearingCapacityInput,
  type LossBearingCapacityValues,
} from '../schemas/loss-bearing-capacity.schema';
export { createInvestmentAmountSchema, effectiveMinTokens, tokenLimitsOf, type InvestmentLimits, type ProjectOffer, type InvestmentAmountInput, type InvestmentAmountValues } from '../schemas/investment-amount.schema';
export { createInterestDeclarationSchema, type InterestLimits, type InterestDeclarationValues } from '../schemas/interest-declaration.schema';
export { declarationSchema, type DeclarationValues } from '../schemas/declaration.schema';
export { createKycDocumentsSchema, KYC_DOCUMENT_ACCEPT, KYC_DOCUMENT_MAX_MB, type KycDocumentsValues } from '../schemas/kyc-documents.schema';
export { companyDataSchema, partnerSchema, type CompanyDataInput, type CompanyDataValues, type Partner } from '../schemas/company-data.schema';
export { legalDataSchema, type LegalDataInput, type LegalDataValues } from '../schemas/legal-data.schema';
export { bankingDataSchema, type BankingDataInput, type BankingDataValues } from '../schemas/banking-data.schema';
export { personalDataSchema, type PersonalDataInput, type PersonalDataValues } from '../schemas/personal-data.schema';
export * from './payments.schemas';
export * from './signature.schemas';
