import {
  paymentMethodRequestSchema,
  paymentStateResponseSchema,
  paymentWebhookResponseSchema,
  PROOF_OF_PAYMENT_FIELD,
  PROOF_OF_PAYMENT_MAX_MB,
  startPaymentRequestSchema,
  startPaymentResponseSchema,
} from 'shared';
import { INVESTMENT_OWNER, INVESTMENT_VIEWERS, OPERATIONS } from '../../auth/access.js';
import { errorResponse, file, json, validationErrorResponse } from '../../lib/openapi.js';
import { readMultipartBody } from '../../lib/validation.js';
import { choosePaymentMethod, paymentState, proofOfPaymentFile, receivePaymentNotification, startPayment, uploadProofOfPayment } from '../../payments/payment-service.js';
import { SANDBOX_PAYMENT_SIGNATURE_HEADER } from '../../payments/sandbox/sandbox-payment.js';
import { PFP } from '../base-paths.js';
import { callerOf, originOf } from '../caller.js';
import { sendFile } from '../files/files.handlers.js';
import { defineRoute, defineRoutes } from '../define-route.js';
import { idParam, pathParams } from '../params.js';

const investmentNotFound = errorResponse('investment_not_found: not an investment of the caller');
const notAllowed = errorResponse('investment_transition_not_allowed: the order is not at this step');

/** The payment step of an order (issue 10): method, start, transfer proof, state, and the providers' notifications. */
export const paymentsRoutes = defineRoutes(PFP, [
  defineRoute({
    method: 'POST',
    path: '/investments/:id/payment-method',
    access: INVESTMENT_OWNER,
    describe: {
      tags: ['payments'],
      summary:
        'Choose the payment method and whether the available balance pays (tenant extras.payWithBalance): stores method, fee and balance used from the breakdown, moves to METHOD_PAYMENT; the contract is signed next. A balance covering everything pays when the contract is signed (at once when the tenant hides signing)',
    },
    responses: { 200: json(paymentStateResponseSchema, 'The payment state'), 400: validationErrorResponse, 404: investmentNotFound, 409: notAllowed },
    json: paymentMethodRequestSchema,
    param: idParam,
    handler: async ({ c, deps, json: body, param }) => c.json(await choosePaymentMethod(deps, callerOf(c), param.id, body, originOf(c))),
  }),
  defineRoute({
    method: 'POST',
    path: '/investments/:id/payments',
    access: INVESTMENT_OWNER,
    describe: {
      tags: ['payments'],
      summary:
        "Start paying with the chosen method, once the contract is signed: a transfer's instructions (IBAN, beneficiary, reference, amount; IN_UPLOAD_PROOF_OF_PAYMENT), the provider's hosted page to redirect to (CREDIT_CARD or IN_UPDATE_TPV; IN_UPDATE_CREDIT_CARD to register a card first), or charging a saved card (CARD_REGISTRATION_UPDATED); a retry answers the same",
    },
    responses: {
      200: json(startPaymentResponseSchema, 'Instructions, a redirect, or paid'),
      400: errorResponse('validation_error, invalid_return_origin'),
      404: investmentNotFound,
      409: errorResponse(
          'payment_method_not_chosen, payment_method_mismatch, contract_not_signed (the contract as it stands, with this method, is not signed yet: sign first), bank_transfer_not_configured, payment_provider_not_configured (the tenant\'s adapter has no secrets in this deployment), payment_currency_not_supported, saved_card_not_available (this card provider keeps no cards), saved_card_not_found, investment_transition_not_allowed',
        ),
    },
    json: startPaymentRequestSchema,
    param: idParam,
    handler: async ({ c, deps, json: body, param }) => c.json(await startPayment(deps, callerOf(c), param.id, body, originOf(c))),
  }),
  defineRoute({
    method: 'GET',
    path: '/investments/:id/payment',
    access: INVESTMENT_OWNER,
    describe: {
      tags: ['payments'],
      summary: "Where the payment stands: status, method, amounts, a transfer's instructions, the last error key (payment_error, payment_verification_error, payment_failed), an open hosted page",
    },
    responses: { 200: json(paymentStateResponseSchema, 'The payment state'), 404: investmentNotFound },
    param: idParam,
    handler: async ({ c, deps, param }) => c.json(await paymentState(deps, callerOf(c), param.id, originOf(c))),
  }),
  defineRoute({
    method: 'POST',
    path: '/investments/:id/proof-of-payment',
    access: INVESTMENT_OWNER,
    describe: {
      tags: ['payments'],
      summary: `Upload the proof of a transfer: multipart field "${PROOF_OF_PAYMENT_FIELD}", PDF, PNG or JPEG (by content) up to ${PROOF_OF_PAYMENT_MAX_MB} MB; PROOF_OF_PAYMENT_UPLOADED`,
    },
    responses: {
      200: json(paymentStateResponseSchema, 'The payment state'),
      400: validationErrorResponse,
      404: investmentNotFound,
      409: notAllowed,
      413: errorResponse('payload_too_large'),
      415: errorResponse('unsupported_media_type: send multipart/form-data'),
    },
    param: idParam,
    handler: async ({ c, deps, param }) => c.json(await uploadProofOfPayment(deps, callerOf(c), param.id, await readMultipartBody(c), originOf(c))),
  }),
  defineRoute({
    method: 'GET',
    path: '/investments/:id/proof-of-payment',
    access: INVESTMENT_VIEWERS,
    describe: {
      tags: ['payments'],
      summary: "The proof of a transfer the investor uploaded (PDF, PNG or JPEG as sniffed), as an attachment, never cached: for the investor and the tenant's managers",
    },
    responses: {
      200: file('The file, as an attachment'),
      404: errorResponse('investment_not_found (also when the caller may not see it), proof_of_payment_not_found'),
    },
    param: idParam,
    handler: async ({ c, deps, param }) => sendFile(c, deps, await proofOfPaymentFile(deps, c.var.tenant, param.id), { disposition: 'attachment', cache: 'private, no-store' }),
  }),
  defineRoute({
    method: 'POST',
    path: '/payments/webhooks/:provider',
    // Public, and not tied to a host: the provider's server calls it; the signature is the access rule.
    access: OPERATIONS,
    describe: {
      tags: ['payments'],
      summary: `A payment provider's signed notification (sandbox: ${SANDBOX_PAYMENT_SIGNATURE_HEADER}: t=<unix>,v1=<HMAC-SHA256 of "t.body">, refused after 5 minutes; redsys: a form-encoded Ds_SignatureVersion, Ds_MerchantParameters, Ds_Signature, refused after 10 minutes); the only way to CHARGED or PAYMENT_ERROR; a repeated event is processed once`,
    },
    responses: {
      200: json(paymentWebhookResponseSchema, 'Received'),
      400: errorResponse('invalid_notification, malformed_json'),
      401: errorResponse('invalid_signature, stale_notification'),
      404: errorResponse('payment_provider_not_found, payment_attempt_not_found'),
    },
    param: pathParams('provider'),
    handler: async ({ c, deps, param }) => c.json(await receivePaymentNotification(deps, param.provider, await c.req.text(), (name) => c.req.header(name))),
  }),
]);
