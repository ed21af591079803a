import { paymentSettingsFormSchema, paymentSettingsResponseSchema } from 'shared';
import { MANAGER } from '../../auth/access.js';
import { errorResponse, json, validationErrorResponse } from '../../lib/openapi.js';
import { PFP } from '../base-paths.js';
import { callerOf } from '../caller.js';
import { defineRoute, defineRoutes } from '../define-route.js';
import { getPaymentSettings, savePaymentSettings } from './payment-settings.handlers.js';

const forbidden = errorResponse('forbidden: not a manager, or acting as an investor');
const answer = json(paymentSettingsResponseSchema, "The tenant's payment settings and the adapters of each hosted method");

/** The tenant's payment settings (issue 36): the tenant's managers only; secrets are never here. */
export const paymentSettingsRoutes = defineRoutes(`${PFP}/manager`, [
  defineRoute({
    method: 'GET',
    path: '/payment-settings',
    access: MANAGER,
    describe: { tags: ['manager'], summary: 'The account transfers go to, the fees and the adapter of each hosted method, with the adapters this deployment offers' },
    responses: { 200: answer, 403: forbidden },
    handler: async ({ c, deps }) => c.json(await getPaymentSettings(deps, callerOf(c))),
  }),
  defineRoute({
    method: 'PUT',
    path: '/payment-settings',
    access: MANAGER,
    describe: { tags: ['manager'], summary: 'Save them (IBAN checked with its checksum; an adapter must take its method). Audited; the next breakdown and payment use them.' },
    responses: { 200: answer, 400: validationErrorResponse, 403: forbidden },
    json: paymentSettingsFormSchema,
    handler: async ({ c, deps, json: input }) => c.json(await savePaymentSettings(deps, callerOf(c), input)),
  }),
]);
