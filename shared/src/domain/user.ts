import * as v from 'valibot';

export const MARITAL_STATUSES = [
  'single',
  'married_separation_of_property',
  'married_community_property',
  'divorced',
  'widowed',
] as const;
export const maritalStatusSchema = v.picklist(MARITAL_STATUSES);
export type MaritalStatus = v.InferOutput<typeof maritalStatusSchema>;

export function isMarried(status: MaritalStatus | undefined): boolean {
  return status === 'married_separation_of_property' || status === 'married_community_property';
}

export const EMPLOYMENT_STATUSES = ['employee', 'self_employed', 'unemployed', 'student', 'retired', 'others'] as const;
export const employmentStatusSchema = v.picklist(EMPLOYMENT_STATUSES);
export type EmploymentStatus = v.InferOutput<typeof employmentStatusSchema>;

export const GENDERS = ['male', 'female', 'other'] as const;
export const genderSchema = v.picklist(GENDERS);
export type Gender = v.InferOutput<typeof genderSchema>;

/** Natural or legal person: decides the KYC documents and the company-data step. */
export const PERSON_TYPES = ['natural', 'legal'] as const;
export const personTypeSchema = v.picklist(PERSON_TYPES);
export type PersonType = v.InferOutput<typeof personTypeSchema>;

/** Investor categories of the "type of investor" step. */
export const INVESTOR_TYPES = ['retail', 'professional'] as const;
export const investorTypeSchema = v.picklist(INVESTOR_TYPES);
export type InvestorType = v.InferOutput<typeof investorTypeSchema>;

export const USER_STATUSES = ['pending_validation', 'validated', 'denied'] as const;
export const userStatusSchema = v.picklist(USER_STATUSES);
export type UserStatus = v.InferOutput<typeof userStatusSchema>;

export const BANK_ACCOUNT_TYPES = ['checking', 'savings'] as const;
export type BankAccountType = (typeof BANK_ACCOUNT_TYPES)[number];
