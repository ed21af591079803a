import {
  accountAdditionalRequestSchema,
  accountAdditionalResponseSchema,
  accountBankingRequestSchema,
  accountBankingResponseSchema,
  accountBeneficiariesRequestSchema,
  accountBeneficiariesResponseSchema,
  accountCompanyRequestSchema,
  accountCompanyResponseSchema,
  accountDeletedResponseSchema,
  accountDeleteRequestSchema,
  accountImageResponseSchema,
  accountInvestorProfileRequestSchema,
  accountInvestorProfileResponseSchema,
  accountLegalRequestSchema,
  accountLegalResponseSchema,
  accountPartnersRequestSchema,
  accountPartnersResponseSchema,
  accountPasswordRequestSchema,
  accountPasswordResponseSchema,
  accountPersonalRequestSchema,
  accountPersonalResponseSchema,
  accountPreferencesRequestSchema,
  accountPreferencesResponseSchema,
  accountPublicNameRequestSchema,
  accountPublicNameResponseSchema,
  accountResponseSchema,
  accountUserTypeRequestSchema,
  accountUserTypeResponseSchema,
  accountWalletRequestSchema,
  accountWalletResponseSchema,
  walletChallengeRequestSchema,
  walletChallengeResponseSchema,
  walletVerifyRequestSchema,
} from 'shared';
import type * as v from 'valibot';
import { IN_PERSON, INVESTORS, INVESTORS_IN_PERSON, SIGNED_IN } from '../../auth/access.js';
import { errorResponse, file, json, validationErrorResponse } from '../../lib/openapi.js';
import { readMultipartBody } from '../../lib/validation.js';
import { PFP } from '../base-paths.js';
import { callerOf, originOf } from '../caller.js';
import { defineRoute, defineRoutes } from '../define-route.js';
import { idParam } from '../params.js';
import { sendFile } from '../files/files.handlers.js';
import { issueWalletChallenge, verifyWallet } from '../../wallets/wallet-proof.js';
import {
  accountDocument,
  deleteAccount,
  deleteProfileImage,
  getAccount,
  saveAccountPassword,
  saveAdditional,
  saveBanking,
  saveBeneficiaries,
  saveCompanyData,
  saveInvestorProfile,
  saveLegal,
  savePartnersData,
  savePersonal,
  savePreferences,
  savePublicName,
  saveUserType,
  saveWallet,
  uploadProfileImage,
} from './account.handlers.js';

const saved = (schema: v.GenericSchema) => (json(schema, 'The section as saved'));

/** The account pages of the three areas (issue 12); each section saves on its own. */
export const accountRoutes = defineRoutes(PFP, [
  defineRoute({
    method: 'GET',
    path: '/users/me/account',
    access: SIGNED_IN,
    describe: {
      tags: ['account'],
      summary: "Every account section of the signed-in user (or the investor a manager acts as); sections that do not apply to the role or person type are null",
    },
    responses: { 200: json(accountResponseSchema, 'The account') },
    handler: async ({ c, deps }) => c.json(await getAccount(deps, callerOf(c))),
  }),
  defineRoute({
    method: 'GET',
    path: '/users/me/account/documents/:id',
    access: SIGNED_IN,
    describe: {
      tags: ['account'],
      summary: "One of the user's own documents (KYC file, proof of payment, signed contract), as an attachment; anyone else's is 404",
    },
    responses: { 200: file('The file'), 404: errorResponse('document_not_found') },
    param: idParam,
    handler: async ({ c, deps, param }) => sendFile(c, deps, await accountDocument(deps, callerOf(c), param.id), { disposition: 'attachment', cache: 'private, no-store' }),
  }),
  defineRoute({
    method: 'PUT',
    path: '/users/me/account/personal',
    access: IN_PERSON,
    describe: {
      tags: ['account'],
      summary: "Personal data (the onboarding's schema; the e-mail is not changed here; the tenant's hide.extraFields leaves the extra fields as they were)",
    },
    responses: { 200: saved(accountPersonalResponseSchema), 400: validationErrorResponse },
    json: accountPersonalRequestSchema,
    handler: async ({ c, deps, json: body }) => c.json(await savePersonal(deps, callerOf(c), body)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/users/me/account/legal',
    access: IN_PERSON,
    describe: {
      tags: ['account'],
      summary: 'Legal data; person_type must be the user type already chosen',
    },
    responses: { 200: saved(accountLegalResponseSchema), 400: validationErrorResponse },
    json: accountLegalRequestSchema,
    handler: async ({ c, deps, json: body }) => c.json(await saveLegal(deps, callerOf(c), body)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/users/me/account/banking',
    access: IN_PERSON,
    describe: {
      tags: ['account'],
      summary: 'Banking information: IBAN by its ISO 13616 mod-97 checksum (validator.error_iban), BIC by its ISO 9362 shape (validator.error_bic)',
    },
    responses: { 200: saved(accountBankingResponseSchema), 400: validationErrorResponse },
    json: accountBankingRequestSchema,
    handler: async ({ c, deps, json: body }) => c.json(await saveBanking(deps, callerOf(c), body)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/users/me/account/additional',
    access: INVESTORS,
    describe: {
      tags: ['account'],
      summary: 'Additional data (politically exposed, source of funds)',
    },
    responses: { 200: saved(accountAdditionalResponseSchema), 400: validationErrorResponse },
    json: accountAdditionalRequestSchema,
    handler: async ({ c, deps, json: body }) => c.json(await saveAdditional(deps, callerOf(c), body)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/users/me/account/user-type',
    access: INVESTORS_IN_PERSON,
    describe: {
      tags: ['account'],
      summary: "User type: natural or legal person (legal refused when the tenant hides it, hide.legalTypeInvestor), sophisticated or not (the word Declaro)",
    },
    responses: { 200: saved(accountUserTypeResponseSchema), 400: validationErrorResponse },
    json: accountUserTypeRequestSchema,
    handler: async ({ c, deps, json: body }) => c.json(await saveUserType(deps, callerOf(c), body)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/users/me/account/investor-profile',
    access: INVESTORS,
    describe: {
      tags: ['account'],
      summary: 'Investor profile: the loss-bearing figures (net worth and 10 % of it computed and stored)',
    },
    responses: { 200: saved(accountInvestorProfileResponseSchema), 400: validationErrorResponse },
    json: accountInvestorProfileRequestSchema,
    handler: async ({ c, deps, json: body }) => c.json(await saveInvestorProfile(deps, callerOf(c), body)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/users/me/account/company',
    access: IN_PERSON,
    describe: {
      tags: ['account'],
      summary: 'Company data with its partners above 25 % (legal persons only)',
    },
    responses: { 200: saved(accountCompanyResponseSchema), 400: validationErrorResponse, 409: errorResponse('account_not_legal_person') },
    json: accountCompanyRequestSchema,
    handler: async ({ c, deps, json: body }) => c.json(await saveCompanyData(deps, callerOf(c), body)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/users/me/account/partners',
    access: IN_PERSON,
    describe: {
      tags: ['account'],
      summary: 'Partners above 25 % of the company already saved (legal persons only)',
    },
    responses: { 200: saved(accountPartnersResponseSchema), 400: validationErrorResponse, 409: errorResponse('account_not_legal_person, account_company_required') },
    json: accountPartnersRequestSchema,
    handler: async ({ c, deps, json: body }) => c.json(await savePartnersData(deps, callerOf(c), body)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/users/me/account/beneficiaries',
    access: INVESTORS_IN_PERSON,
    describe: {
      tags: ['account'],
      summary: 'Beneficiaries (replaces the list; shares add up to 100 % at most)',
    },
    responses: { 200: saved(accountBeneficiariesResponseSchema), 400: validationErrorResponse },
    json: accountBeneficiariesRequestSchema,
    handler: async ({ c, deps, json: body }) => c.json(await saveBeneficiaries(deps, callerOf(c), body)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/users/me/account/wallet',
    access: INVESTORS_IN_PERSON,
    describe: {
      tags: ['account'],
      summary: 'The wallet where tokens are minted: 0x and 40 hex characters (stored with its 0x); an address is one user of the tenant at most, in any letter case',
    },
    responses: { 200: saved(accountWalletResponseSchema), 400: validationErrorResponse, 409: errorResponse('wallet_address_taken') },
    json: accountWalletRequestSchema,
    handler: async ({ c, deps, json: body }) => c.json(await saveWallet(deps, callerOf(c), body)),
  }),
  defineRoute({
    method: 'POST',
    path: '/users/me/account/wallet/challenge',
    access: INVESTORS_IN_PERSON,
    describe: {
      tags: ['account'],
      summary:
        "A Sign-In with Ethereum (EIP-4361) message to sign with the wallet (personal_sign): the front's domain and URI (the caller's Origin when it is one of the tenant's, else its app URL), the address, a statement in the language asked (else the user's), the tenant's chain id (1 when none is configured), a single-use nonce and its expiry",
    },
    responses: { 200: json(walletChallengeResponseSchema, 'The message to sign'), 400: validationErrorResponse, 409: errorResponse('wallet_address_taken') },
    json: walletChallengeRequestSchema,
    handler: async ({ c, deps, json: body }) => c.json(await issueWalletChallenge(deps, callerOf(c), body, c.req.header('origin'))),
  }),
  defineRoute({
    method: 'POST',
    path: '/users/me/account/wallet/verify',
    access: INVESTORS_IN_PERSON,
    describe: {
      tags: ['account'],
      summary:
        "Proves the wallet the user's with the challenge's message and its EIP-191 signature: the wallet is added (or takes the first wallet's place) or the existing one verified, message and signature kept as evidence; the nonce proves once",
    },
    responses: {
      200: saved(accountWalletResponseSchema),
      400: validationErrorResponse,
      409: errorResponse('wallet_challenge_used, wallet_address_taken'),
      422: errorResponse('wallet_message_invalid, wallet_message_address_mismatch, wallet_message_domain_mismatch, wallet_challenge_unknown, wallet_challenge_expired, wallet_signature_invalid'),
    },
    json: walletVerifyRequestSchema,
    handler: async ({ c, deps, json: body }) => c.json(await verifyWallet(deps, callerOf(c), body)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/users/me/account/public-name',
    access: SIGNED_IN,
    describe: {
      tags: ['account'],
      summary: 'The public name an issuer or a manager shows to investors',
    },
    responses: { 200: saved(accountPublicNameResponseSchema), 400: validationErrorResponse },
    json: accountPublicNameRequestSchema,
    handler: async ({ c, deps, json: body }) => c.json(await savePublicName(deps, callerOf(c), body)),
  }),
  defineRoute({
    method: 'PATCH',
    path: '/users/me/account/preferences',
    access: SIGNED_IN,
    describe: {
      tags: ['account'],
      summary: 'The language of transactional e-mails (en, es) and the commercial communications consent (not withdrawn where the tenant makes it mandatory)',
    },
    responses: { 200: saved(accountPreferencesResponseSchema), 400: validationErrorResponse },
    json: accountPreferencesRequestSchema,
    handler: async ({ c, deps, json: body }) => c.json(await savePreferences(deps, callerOf(c), body)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/users/me/account/password',
    access: IN_PERSON,
    describe: {
      tags: ['account'],
      summary: 'Change the password with the current one; other sessions end',
    },
    responses: { 200: saved(accountPasswordResponseSchema), 400: validationErrorResponse, 422: errorResponse('wrong_password'), 429: errorResponse('too_many_attempts') },
    json: accountPasswordRequestSchema,
    handler: async ({ c, deps, json: body }) => c.json(await saveAccountPassword(deps, callerOf(c), body)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/users/me/account/image',
    access: SIGNED_IN,
    describe: {
      tags: ['account'],
      summary: 'Profile image (multipart `image`: jpg, jpeg, png, webp or gif, at most 2 MB, checked by its first bytes); replaces the previous one',
    },
    responses: {
      200: saved(accountImageResponseSchema),
      400: validationErrorResponse,
      413: errorResponse('payload_too_large'),
      415: errorResponse('unsupported_media_type: send multipart/form-data'),
    },
    handler: async ({ c, deps }) => c.json(await uploadProfileImage(deps, callerOf(c), await readMultipartBody(c), originOf(c))),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/users/me/account/image',
    access: SIGNED_IN,
    describe: {
      tags: ['account'],
      summary: 'Remove the profile image',
    },
    responses: { 200: saved(accountImageResponseSchema) },
    handler: async ({ c, deps }) => c.json(await deleteProfileImage(deps, callerOf(c))),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/users/me/account',
    access: IN_PERSON,
    describe: {
      tags: ['account'],
      summary: 'Delete the account, confirmed by the password: refused while an investment is open or tokens are held; otherwise the personal data is anonymised and every session ends',
    },
    responses: {
      200: json(accountDeletedResponseSchema, 'Deleted'),
      400: validationErrorResponse,
      409: errorResponse('account_has_open_investments, account_holds_tokens'),
      422: errorResponse('wrong_password'),
      429: errorResponse('too_many_attempts'),
    },
    json: accountDeleteRequestSchema,
    handler: async ({ c, deps, json: body }) => c.json(await deleteAccount(deps, callerOf(c), body)),
  }),
]);
