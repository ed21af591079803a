export * from './account.schemas';
export { PROFILE_IMAGE_MAX_MB, profileImageSchema, publicNameSchema, publicProfileSchema, walletSchema } from '../schemas/account-extras.schema';
export { partnersSchema, type PartnersValues } from '../schemas/company-data.schema';
