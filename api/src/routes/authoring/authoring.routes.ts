import {
  authoringStepSchema,
  basicsStepSchema,
  documentSettingsSchema,
  issuanceDraftResponseSchema,
  phaseChangeRequestSchema,
  phaseStateResponseSchema,
  rolesOf,
  slugAvailabilityQuerySchema,
  slugAvailabilitySchema,
  validationDecisionSchema,
  whitelistAddResponseSchema,
  whitelistAddSchema,
  whitelistResponseSchema,
} from 'shared';
import * as v from 'valibot';
import { ISSUANCE_EDITORS, type Access } from '../../auth/access.js';
import { errorResponse, json, validationErrorResponse } from '../../lib/openapi.js';
import { PFP } from '../base-paths.js';
import { callerOf, originOf } from '../caller.js';
import { defineRoute, defineRoutes } from '../define-route.js';
import { idParam, pathParams } from '../params.js';
import {
  authorOf,
  changePhase,
  createDraft,
  decideValidation,
  deleteDocument,
  deleteImage,
  deleteLogo,
  draftOf,
  phaseStateOf,
  saveStep,
  setDocumentSettings,
  slugAvailability,
} from './authoring.handlers.js';
import { addToWhitelist, getWhitelist, removeFromWhitelist } from './whitelist.handlers.js';

const draftAnswer = json(issuanceDraftResponseSchema, 'The draft as stored now');
const phaseAnswer = json(phaseStateResponseSchema, 'The phase, the moves the caller may make and the history');
const whitelistAnswer = json(whitelistResponseSchema, 'The whitelist');
const notFound = errorResponse('issuance_not_found: no such issuance in the tenant, or another issuer’s');
const notEditable = 'issuance_not_editable (an entrepreneur’s issuance once it left DRAFT)';

/** Managers and issuers (entrepreneurs) author issuances; not while a manager acts as an investor. */
const AUTHORS: Access = { roles: rolesOf('manager', 'issuer'), backdoor: 'deny' };
/** The regulator's channel: the tenant's managers, on any issuance of the tenant (another tenant's is not found). */
const VALIDATORS: Access = { roles: rolesOf('manager'), backdoor: 'deny', owns: 'issuance-editor' };

const stepParamSchema = v.object({ id: v.string(), step: authoringStepSchema });

/**
 * Issuance authoring (issue 13, spec sections 2-5): the draft created by its basics and saved
 * step by step, its files, the phase machine with the regulator's validation lock, and the
 * whitelist of a private round. Every write is in the issuance's audit history.
 */
export const authoringRoutes = defineRoutes(PFP, [
  // Before the issuances group: /issuances/:id would take "slug-availability" for an id.
  defineRoute({
    method: 'GET',
    path: '/issuances/slug-availability',
    access: AUTHORS,
    describe: {
      tags: ['authoring'],
      summary: 'Whether a slug is free in the tenant (the issuance named by `except` keeps its own)',
    },
    responses: { 200: json(slugAvailabilitySchema, 'Free or taken'), 400: validationErrorResponse },
    query: slugAvailabilityQuerySchema,
    handler: async ({ c, deps, query }) => c.json(await slugAvailability(deps.db, c.var.tenant.id, query.slug, query.except)),
  }),
  defineRoute({
    method: 'POST',
    path: '/issuances',
    access: AUTHORS,
    describe: {
      tags: ['authoring'],
      summary: 'Create a DRAFT issuance from the basics step, owned by the caller',
    },
    responses: { 201: draftAnswer, 400: validationErrorResponse, 409: errorResponse('slug_taken') },
    json: basicsStepSchema,
    handler: async ({ c, deps, json: basics }) => c.json(await createDraft(deps, callerOf(c), basics, originOf(c)), 201),
  }),
  defineRoute({
    method: 'GET',
    path: '/issuances/:id/draft',
    access: ISSUANCE_EDITORS,
    describe: {
      tags: ['authoring'],
      summary: 'The issuance as its edit form reads it: stored values (null when not written yet), steps done, files, locked fields',
    },
    responses: { 200: draftAnswer, 404: notFound },
    param: idParam,
    handler: async ({ c, deps, param }) => c.json(await draftOf(deps.db, c.var.tenant.id, param.id, authorOf(callerOf(c)), originOf(c))),
  }),
  defineRoute({
    method: 'PATCH',
    path: '/issuances/:id/steps/:step',
    access: ISSUANCE_EDITORS,
    describe: {
      tags: ['authoring'],
      summary:
        'Save one step (basics, story, media, documents or token), its form whole, validated with the step’s schema (token: soft cap ≤ max fundraising, min ≤ max offer, end after start, max fundraising ≤ price × tokens, minimum contribution ≤ max offer)',
    },
    responses: {
      200: draftAnswer,
      400: validationErrorResponse,
      404: notFound,
      409: errorResponse(`${notEditable}, slug_taken, issuance_fields_locked (with \`fields\`: price or tokens_for_sale once the issuance has orders)`),
    },
    param: stepParamSchema,
    handler: async ({ c, deps, param }) => {
      const body: unknown = await c.req.json().catch(() => ({}));
      return c.json(await saveStep(deps, callerOf(c), param.id, param.step, body, originOf(c)));
    },
  }),
  defineRoute({
    method: 'PATCH',
    path: '/issuances/:id/documents/:documentId',
    access: ISSUANCE_EDITORS,
    describe: {
      tags: ['authoring'],
      summary: 'A document’s permission (public or hidden) and expiry date',
    },
    responses: { 200: draftAnswer, 400: validationErrorResponse, 404: errorResponse('issuance_not_found, document_not_found'), 409: errorResponse(notEditable) },
    json: documentSettingsSchema,
    param: pathParams('id', 'documentId'),
    handler: async ({ c, deps, json: settings, param }) =>
      c.json(await setDocumentSettings(deps, callerOf(c), param.id, param.documentId, settings, originOf(c))),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/issuances/:id/documents/:documentId',
    access: ISSUANCE_EDITORS,
    describe: {
      tags: ['authoring'],
      summary: 'Remove a document and its stored file',
    },
    responses: { 200: draftAnswer, 404: errorResponse('issuance_not_found, document_not_found'), 409: errorResponse(notEditable) },
    param: pathParams('id', 'documentId'),
    handler: async ({ c, deps, param }) => c.json(await deleteDocument(deps, callerOf(c), param.id, param.documentId, originOf(c))),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/issuances/:id/images/:imageId',
    access: ISSUANCE_EDITORS,
    describe: {
      tags: ['authoring'],
      summary: 'Remove an intro image (its id as the upload answered it) and its stored file',
    },
    responses: { 200: draftAnswer, 404: errorResponse('issuance_not_found, image_not_found'), 409: errorResponse(notEditable) },
    param: pathParams('id', 'imageId'),
    handler: async ({ c, deps, param }) => c.json(await deleteImage(deps, callerOf(c), param.id, param.imageId, originOf(c))),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/issuances/:id/logo',
    access: ISSUANCE_EDITORS,
    describe: {
      tags: ['authoring'],
      summary: 'Remove the logo and its stored file',
    },
    responses: { 200: draftAnswer, 404: errorResponse('issuance_not_found, logo_not_found'), 409: errorResponse(notEditable) },
    param: idParam,
    handler: async ({ c, deps, param }) => c.json(await deleteLogo(deps, callerOf(c), param.id, originOf(c))),
  }),
  defineRoute({
    method: 'GET',
    path: '/issuances/:id/phase',
    access: ISSUANCE_EDITORS,
    describe: {
      tags: ['authoring'],
      summary: 'The status in the tenant’s order, the phase, the validation, the moves the caller may make (and what blocks them), the missing steps and the history',
    },
    responses: { 200: phaseAnswer, 404: notFound },
    param: idParam,
    handler: async ({ c, deps, param }) => c.json(await phaseStateOf(deps.db, c.var.tenant, param.id, authorOf(callerOf(c)))),
  }),
  defineRoute({
    method: 'POST',
    path: '/issuances/:id/phase',
    access: ISSUANCE_EDITORS,
    describe: {
      tags: ['authoring'],
      summary: 'Move the issuance: entrepreneurs submit a complete draft for validation; managers move one status forward or back',
    },
    responses: {
      200: phaseAnswer,
      400: validationErrorResponse,
      403: errorResponse('phase_transition_forbidden (an entrepreneur’s move other than submitting)'),
      404: notFound,
      409: errorResponse('issuance_under_validation, phase_transition_not_allowed, issuance_incomplete (with `missing_steps`)'),
    },
    json: phaseChangeRequestSchema,
    param: idParam,
    handler: async ({ c, deps, json: body, param }) => c.json(await changePhase(deps, callerOf(c), param.id, body.to)),
  }),
  defineRoute({
    method: 'POST',
    path: '/issuances/:id/validation',
    access: VALIDATORS,
    describe: {
      tags: ['authoring'],
      summary: 'The regulator’s answer on an issuance in VALIDATING: validated unlocks it; rejected (with a message) returns it to DRAFT. The owner is e-mailed',
    },
    responses: { 200: phaseAnswer, 400: validationErrorResponse, 404: notFound, 409: errorResponse('issuance_not_under_validation') },
    json: validationDecisionSchema,
    param: idParam,
    handler: async ({ c, deps, json: decision, param }) => c.json(await decideValidation(deps, callerOf(c), param.id, decision)),
  }),
  defineRoute({
    method: 'GET',
    path: '/issuances/:id/whitelist',
    access: ISSUANCE_EDITORS,
    describe: {
      tags: ['authoring'],
      summary: 'The e-mails allowed to invest in this round; while there are any, nobody else may',
    },
    responses: { 200: whitelistAnswer, 404: notFound },
    param: idParam,
    handler: async ({ c, deps, param }) => c.json(await getWhitelist(deps, callerOf(c), param.id)),
  }),
  defineRoute({
    method: 'POST',
    path: '/issuances/:id/whitelist',
    access: ISSUANCE_EDITORS,
    describe: {
      tags: ['authoring'],
      summary: 'Add e-mails to the whitelist (lower-cased; ones already listed are counted, not added twice)',
    },
    responses: {
      200: json(whitelistAddResponseSchema, 'How many were added and the whitelist'),
      400: validationErrorResponse,
      404: notFound,
    },
    json: whitelistAddSchema,
    param: idParam,
    handler: async ({ c, deps, json: body, param }) => c.json(await addToWhitelist(deps, callerOf(c), param.id, body.emails)),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/issuances/:id/whitelist/:entryId',
    access: ISSUANCE_EDITORS,
    describe: {
      tags: ['authoring'],
      summary: 'Remove an e-mail from the whitelist',
    },
    responses: { 200: whitelistAnswer, 404: errorResponse('issuance_not_found, whitelist_entry_not_found') },
    param: pathParams('id', 'entryId'),
    handler: async ({ c, deps, param }) => c.json(await removeFromWhitelist(deps, callerOf(c), param.id, param.entryId)),
  }),
]);
