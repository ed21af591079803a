import { Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import {
  changePasswordSchema,
  createRegisterSchema,
  customizationDefaults,
  forgotPasswordSchema,
  loginResponseSchema,
  resendCodeSchema,
  resetPasswordSchema,
  verifyEmailCodeSchema,
} from 'shared';
import type { AppEnv, Deps } from '../../app-env.js';
import { readJsonBody, validate } from '../../lib/validation.js';
import { changePassword, forgotPassword, register, resendCode, resetPassword, verifyEmail } from './auth.handlers.js';
import { errorResponse, validationErrorResponse } from '../../lib/openapi.js';

// The document shows the default tenant's form; each tenant's own fields are checked at request time.
const defaultRegisterSchema = createRegisterSchema({
  fields: customizationDefaults.fields.register,
  mandatoryCommercialCommunications: customizationDefaults.extras.mandatoryCommercialCommunications,
});

const sent = { description: 'Accepted (the same answer whether or not the account exists)' };

/** Registration and password flows ("plain version-2" paths: they contain /auth/). */
export function authRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .post(
      '/api/v2/auth/register',
      describeRoute({
        tags: ['auth'],
        summary: "Create an investor account and e-mail a 5-digit code (tenant's fields.register apply)",
        requestBody: { content: { 'application/json': { schema: resolver(defaultRegisterSchema) } } },
        responses: {
          201: { description: 'Registered; the code is valid 5 minutes' },
          400: validationErrorResponse,
          409: errorResponse('user_already_registered'),
          422: errorResponse('invalid_referral_code'),
        },
      }),
      async (c) => c.json(await register(c, deps, await readJsonBody(c)), 201),
    )
    .post(
      '/api/v2/auth/verify-email',
      describeRoute({
        tags: ['auth'],
        summary: 'Verify the e-mail with its code; answers like login',
        responses: {
          200: { description: 'Verified and signed in', content: { 'application/json': { schema: resolver(loginResponseSchema) } } },
          409: errorResponse('email_already_verified'),
          422: errorResponse('invalid_code or code_expired'),
          429: errorResponse('code_attempts_exceeded (5 per code) or too_many_attempts (per address)'),
        },
      }),
      validate('json', verifyEmailCodeSchema),
      async (c) => c.json(await verifyEmail(c, deps, c.req.valid('json'))),
    )
    .post(
      '/api/v2/auth/resend-code',
      describeRoute({ tags: ['auth'], summary: 'Send a new verification code', responses: { 200: sent, 429: errorResponse('too_many_requests') } }),
      validate('json', resendCodeSchema),
      async (c) => c.json(await resendCode(c, deps, c.req.valid('json'))),
    )
    .post(
      '/api/v2/auth/forgot-password',
      describeRoute({ tags: ['auth'], summary: 'E-mail a single-use reset link (60 minutes)', responses: { 200: sent, 429: errorResponse('too_many_requests') } }),
      validate('json', forgotPasswordSchema),
      async (c) => c.json(await forgotPassword(c, deps, c.req.valid('json'))),
    )
    .post(
      '/api/v2/auth/reset-password',
      describeRoute({
        tags: ['auth'],
        summary: 'Set a new password with the e-mailed token; ends every session',
        responses: { 200: { description: 'Changed' }, 422: errorResponse('invalid_reset_token') },
      }),
      validate('json', resetPasswordSchema),
      async (c) => c.json(await resetPassword(c, deps, c.req.valid('json'))),
    )
    .post(
      '/api/v2/auth/change-password',
      describeRoute({
        tags: ['auth'],
        summary: 'Change the password; other sessions end',
        security: [{ userToken: [] }],
        responses: { 200: { description: 'Changed' }, 422: errorResponse('wrong_password'), 429: errorResponse('too_many_attempts') },
      }),
      validate('json', changePasswordSchema),
      async (c) => c.json(await changePassword(c, deps, c.req.valid('json'))),
    );
}
