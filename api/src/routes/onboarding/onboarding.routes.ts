import {
  additionalDataRequestSchema,
  declarationSchema,
  draftParamSchema,
  draftRequestSchema,
  draftResponseSchema,
  investorTypeRequestSchema,
  kycSubmissionResponseSchema,
  kycWebhookResponseSchema,
  lossBearingCapacitySchema,
  lossBearingResponseSchema,
  onboardingStateResponseSchema,
  personalDataRequestSchema,
  suitabilityAnswersRequestSchema,
  suitabilityStateResponseSchema,
  suitabilityTestResponseSchema,
} from 'shared';
import { INVESTORS, INVESTORS_IN_PERSON, PUBLIC } from '../../auth/access.js';
import { receiveKycNotification } from '../../kyc/kyc-webhook.js';
import { errorResponse, json, validationErrorResponse } from '../../lib/openapi.js';
import { readMultipartBody } from '../../lib/validation.js';
import { PFP, PLAIN_V2 } from '../base-paths.js';
import { callerOf } from '../caller.js';
import { defineRoute, defineRoutes } from '../define-route.js';
import { pathParams } from '../params.js';
import {
  declareSuitability,
  getOnboarding,
  saveAdditionalData,
  saveDraft,
  saveInvestorType,
  saveLossBearingCapacity,
  savePersonalData,
  submitKyc,
  suitabilityTest,
  takeSuitabilityTest,
} from './onboarding.handlers.js';

const onboardingAnswer = json(onboardingStateResponseSchema, 'The onboarding state after the change');

/** The investor onboarding of the invest flow (spec sections 4 and 5): drafts, profile steps, KYC, suitability test, loss-bearing capacity. */
export const onboardingRoutes = defineRoutes(PFP, [
  defineRoute({
    method: 'GET',
    path: '/users/me/onboarding',
    access: INVESTORS,
    describe: {
      tags: ['onboarding'],
      summary: "Everything saved so far in the onboarding, each step's state and each page's draft",
    },
    responses: { 200: json(onboardingStateResponseSchema, 'The onboarding state') },
    handler: async ({ c, deps }) => c.json(await getOnboarding(deps, callerOf(c))),
  }),
  defineRoute({
    method: 'PUT',
    path: '/users/me/onboarding/drafts/:step',
    access: INVESTORS_IN_PERSON,
    describe: {
      tags: ['onboarding'],
      summary: "Keep what was typed on an onboarding page (at most 16 KB of JSON), so another device shows it",
    },
    responses: { 200: json(draftResponseSchema, 'The draft'), 400: validationErrorResponse, 413: errorResponse('draft_too_large') },
    param: draftParamSchema,
    json: draftRequestSchema,
    handler: async ({ c, deps, param, json: body }) => c.json(await saveDraft(deps, callerOf(c), param.step, body.values)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/users/me/investor-type',
    access: INVESTORS_IN_PERSON,
    describe: {
      tags: ['onboarding'],
      summary: 'Natural or legal person, sophisticated or not (Regulation (EU) 2020/1503, Art. 21; sophisticated needs the word Declaro)',
    },
    responses: { 200: onboardingAnswer, 400: validationErrorResponse },
    json: investorTypeRequestSchema,
    handler: async ({ c, deps, json: body }) => c.json(await saveInvestorType(deps, callerOf(c), body)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/users/me/personal-data',
    access: INVESTORS_IN_PERSON,
    describe: {
      tags: ['onboarding'],
      summary: 'Personal data (account-information, first page of the additional-data step)',
    },
    responses: { 200: onboardingAnswer, 400: validationErrorResponse },
    json: personalDataRequestSchema,
    handler: async ({ c, deps, json: body }) => c.json(await savePersonalData(deps, callerOf(c), body)),
  }),
  defineRoute({
    method: 'PUT',
    path: '/users/me/additional-data',
    access: INVESTORS_IN_PERSON,
    describe: {
      tags: ['onboarding'],
      summary: 'Legal, banking and additional data (aditional-information, second page of the additional-data step)',
    },
    responses: { 200: onboardingAnswer, 400: validationErrorResponse },
    json: additionalDataRequestSchema,
    handler: async ({ c, deps, json: body }) => c.json(await saveAdditionalData(deps, callerOf(c), body)),
  }),
  defineRoute({
    method: 'POST',
    path: '/users/me/kyc',
    access: INVESTORS_IN_PERSON,
    describe: {
      tags: ['onboarding'],
      summary:
        'KYC documents (multipart): IDENTITY_PROOF for a natural person; a legal person adds `company` (JSON), the three company documents and their `<TYPE>_issued_on` dates (within three months). The provider answers later; until then pending',
    },
    responses: {
      202: json(kycSubmissionResponseSchema, 'Sent to the provider: pending'),
      400: validationErrorResponse,
      409: errorResponse('kyc_already_approved, kyc_pending_validation'),
      413: errorResponse('payload_too_large'),
      415: errorResponse('unsupported_media_type: send multipart/form-data'),
    },
    handler: async ({ c, deps }) => c.json(await submitKyc(deps, callerOf(c), await readMultipartBody(c), new URL(c.req.url).hostname), 202),
  }),
  defineRoute({
    method: 'POST',
    path: '/kyc/webhooks/:provider',
    access: PUBLIC,
    describe: {
      tags: ['onboarding'],
      summary: "A KYC provider's signed verdict (sandbox: HMAC-SHA256 of the body in X-Sandbox-Signature); a retried one is processed once",
    },
    responses: {
      200: json(kycWebhookResponseSchema, 'Received'),
      400: errorResponse('invalid_notification, malformed_json'),
      401: errorResponse('invalid_signature'),
      404: errorResponse('kyc_provider_not_found, kyc_check_not_found'),
    },
    param: pathParams('provider'),
    handler: async ({ c, deps, param }) =>
      c.json(await receiveKycNotification(deps, c.var.tenant, param.provider, await c.req.text(), (name) => c.req.header(name))),
  }),
  defineRoute({
    method: 'POST',
    path: '/users/me/loss-bearing-capacity',
    access: INVESTORS,
    describe: {
      tags: ['onboarding'],
      summary: 'Loss-bearing capacity simulation: exact amounts in; net worth, 10 % of it, and the Art. 21(7) warning threshold out (stored)',
    },
    responses: { 200: json(lossBearingResponseSchema, 'The capacity'), 400: validationErrorResponse },
    json: lossBearingCapacitySchema,
    handler: async ({ c, deps, json: body }) => c.json(await saveLossBearingCapacity(deps, callerOf(c), body)),
  }),
]);

/** The suitability test, below the plain version-2 path: the client sends every URL containing
 * `suitability-test` there (spec section 7). */
export const suitabilityRoutes = defineRoutes(PLAIN_V2, [
  defineRoute({
    method: 'GET',
    path: '/suitability-test',
    access: INVESTORS,
    describe: {
      tags: ['onboarding'],
      summary: 'The suitability test: seven question ids (wording in the front end), the pass mark and the retries; never the answers',
    },
    responses: { 200: json(suitabilityTestResponseSchema, 'The test') },
    handler: ({ c }) => c.json(suitabilityTest()),
  }),
  defineRoute({
    method: 'POST',
    path: '/users/me/suitability-test',
    access: INVESTORS,
    describe: {
      tags: ['onboarding'],
      summary: 'Answer the suitability test: pass or fail; one retry after a fail, then only the declaration',
    },
    responses: {
      200: json(suitabilityStateResponseSchema, 'The result'),
      400: validationErrorResponse,
      409: errorResponse('suitability_already_passed, suitability_attempts_exhausted'),
    },
    json: suitabilityAnswersRequestSchema,
    handler: async ({ c, deps, json: body }) => c.json(await takeSuitabilityTest(deps, callerOf(c), body.answers)),
  }),
  defineRoute({
    method: 'POST',
    path: '/users/me/suitability-test/declaration',
    access: INVESTORS,
    describe: {
      tags: ['onboarding'],
      summary: 'After a failed test, type Declaro to go on anyway',
    },
    responses: {
      200: json(suitabilityStateResponseSchema, 'Declared'),
      400: validationErrorResponse,
      409: errorResponse('suitability_declaration_not_needed'),
    },
    json: declarationSchema,
    handler: async ({ c, deps }) => c.json(await declareSuitability(deps, callerOf(c))),
  }),
]);
