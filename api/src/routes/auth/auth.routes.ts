import { resolver } from 'hono-openapi';
import {
  changePasswordSchema,
  createRegisterSchema,
  customizationDefaults,
  forgotPasswordSchema,
  loginResponseSchema,
  resendCodeSchema,
  resetPasswordSchema,
  verifyEmailCodeSchema,
  codeSentResponseSchema,
  passwordChangedResponseSchema,
  passwordResetResponseSchema,
  registeredResponseSchema,
} from 'shared';
import { IN_PERSON, PUBLIC } from '../../auth/access.js';
import { clientAddress } from '../../lib/client-address.js';
import { errorResponse, json, validationErrorResponse } from '../../lib/openapi.js';
import { readJsonBody } from '../../lib/validation.js';
import { defineRoute, defineRoutes } from '../define-route.js';
import { changePassword, forgotPassword, register, resendCode, resetPassword, verifyEmail } from './auth.handlers.js';

// The document shows the default tenant's form; each tenant's own fields are checked at request time.
const defaultRegisterSchema = createRegisterSchema({
  fields: customizationDefaults.fields.register,
  mandatoryCommercialCommunications: customizationDefaults.extras.mandatoryCommercialCommunications,
});

const sent = json(codeSentResponseSchema, 'Accepted (the same answer whether or not the account exists)');

/** Registration and password flows ("plain version-2" paths: they contain /auth/). */
export const authRoutes = defineRoutes('/api/v2/auth', [
  defineRoute({
    method: 'POST',
    path: '/register',
    access: PUBLIC,
    describe: {
      tags: ['auth'],
      summary: "Create an investor account and e-mail a 5-digit code (tenant's fields.register apply)",
      requestBody: { content: { 'application/json': { schema: resolver(defaultRegisterSchema) } } },
    },
    responses: {
      201: json(registeredResponseSchema, 'Registered (or registered before, unverified, with this password: a new code is sent); the code is valid 5 minutes'),
      400: validationErrorResponse,
      409: errorResponse('user_already_registered'),
      422: errorResponse('invalid_referral_code'),
      429: errorResponse('too_many_attempts (a known e-mail: its password checks count as sign-in attempts)'),
    },
    handler: async ({ c, deps }) =>
      c.json(await register(deps, c.var.tenant, await readJsonBody(c), clientAddress(c, deps.env.TRUST_PROXY)), 201),
  }),
  defineRoute({
    method: 'POST',
    path: '/verify-email',
    access: PUBLIC,
    describe: {
      tags: ['auth'],
      summary: 'Verify the e-mail with its code; answers like login',
    },
    responses: {
      200: json(loginResponseSchema, 'Verified and signed in'),
      409: errorResponse('email_already_verified'),
      422: errorResponse('invalid_code or code_expired'),
      429: errorResponse('code_attempts_exceeded (5 per code) or too_many_attempts (per address)'),
    },
    json: verifyEmailCodeSchema,
    handler: async ({ c, deps, json }) => c.json(await verifyEmail(deps, c.var.tenant, json, clientAddress(c, deps.env.TRUST_PROXY))),
  }),
  defineRoute({
    method: 'POST',
    path: '/resend-code',
    access: PUBLIC,
    describe: {
      tags: ['auth'],
      summary: 'Send a new verification code',
    },
    responses: { 200: sent, 429: errorResponse('too_many_requests (Retry-After: the seconds until the limit resets)') },
    json: resendCodeSchema,
    handler: async ({ c, deps, json }) => c.json(await resendCode(deps, c.var.tenant, json, clientAddress(c, deps.env.TRUST_PROXY))),
  }),
  defineRoute({
    method: 'POST',
    path: '/forgot-password',
    access: PUBLIC,
    describe: { tags: ['auth'], summary: 'E-mail a single-use reset link (60 minutes)' },
    responses: { 200: sent, 429: errorResponse('too_many_requests') },
    json: forgotPasswordSchema,
    handler: async ({ c, deps, json }) => c.json(await forgotPassword(deps, c.var.tenant, json, clientAddress(c, deps.env.TRUST_PROXY))),
  }),
  defineRoute({
    method: 'POST',
    path: '/reset-password',
    access: PUBLIC,
    describe: {
      tags: ['auth'],
      summary: 'Set a new password with the e-mailed token; ends every session',
    },
    responses: { 200: json(passwordResetResponseSchema, 'Changed'), 422: errorResponse('invalid_reset_token') },
    json: resetPasswordSchema,
    handler: async ({ c, deps, json }) => c.json(await resetPassword(deps, c.var.tenant, json)),
  }),
  defineRoute({
    method: 'POST',
    path: '/change-password',
    // A manager acting as an investor must not be able to change that investor's password.
    access: IN_PERSON,
    describe: {
      tags: ['auth'],
      summary: 'Change the password; other sessions end',
    },
    responses: { 200: json(passwordChangedResponseSchema, 'Changed'), 422: errorResponse('wrong_password'), 429: errorResponse('too_many_attempts') },
    json: changePasswordSchema,
    handler: async ({ c, deps, json }) => c.json(await changePassword(deps, c.var.principal, json)),
  }),
]);
