// The account's form sections, written once: the invest flow's onboarding steps and the three
// areas' account pages render them with their initial values and their save.
export { formValuesOf, type SectionProps, type SectionValues } from './sections/section-form';
export { PersonalDataSection } from './sections/personal-data';
export { AdditionalDataSection, BankingSection, LegalBankingAdditionalSection, LegalDataSection } from './sections/legal-banking-additional';
export { CompanyDataSection, KycDocumentsSection, PartnersSection } from './sections/company-kyc';
export { InvestorTypeSection } from './sections/investor-type';
export { SuitabilityTestSection, type SuitabilityAnswersValues, type SuitabilityTestSectionProps } from './sections/suitability-test';
export { answerSuitabilityTest, declareSuitability, useSuitabilityTest } from './sections/suitability-test.api';
export { LossBearingSection, lossBearingValuesOf, type LossBearingValues } from './sections/loss-bearing';
export { KycStatusCard, type KycStatusCardProps } from './sections/kyc-status';
export { submitKyc, type KycSubmission } from './sections/kyc.api';
export { AccountPage } from './account-page/account.screen';
export { INVESTOR_ACCOUNT_SECTIONS, ISSUER_ACCOUNT_SECTIONS, type AccountArea, type AccountSectionId } from './account-page/account-area';
export { accountKeys, accountOptions, useAccount } from './account-page/account.api';
// The shape of an account form (column, groups, actions, notes), for the invest flow's other steps.
export { default as formStyles } from './sections/section-form.module.css';
