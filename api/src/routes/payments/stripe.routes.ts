import { paymentCardResponseSchema, paymentWebhookResponseSchema } from 'shared';
import { INVESTORS, INVESTORS_IN_PERSON, OPERATIONS } from '../../auth/access.js';
import { errorResponse, json } from '../../lib/openapi.js';
import { paymentCard, removePaymentCard } from '../../payments/stripe/saved-cards.js';
import { receiveStripeEvent } from '../../payments/stripe/stripe-webhook.js';
import { PFP } from '../base-paths.js';
import { callerOf } from '../caller.js';
import { defineRoute, defineRoutes } from '../define-route.js';

/** Stripe's webhook (before the providers' generic one, which it takes the place of) and the investor's saved card. */
export const stripeRoutes = defineRoutes(PFP, [
  defineRoute({
    method: 'POST',
    path: '/payments/webhooks/stripe',
    // Public, and not tied to a host: Stripe's servers call it; the signature is the access rule.
    access: OPERATIONS,
    describe: {
      tags: ['payments'],
      summary:
        "Stripe's events, verified by the SDK (Stripe-Signature over the raw body with the tenant's endpoint secret, Stripe's 5-minute tolerance): checkout.session.completed / async_payment_succeeded / async_payment_failed / expired, and a saved card's payment_intent.succeeded / payment_failed; a setup session's completion registers the card (CARD_REGISTRATION_UPDATED) and charges it. A repeated event is processed once; other events answer processed false",
    },
    responses: {
      200: json(paymentWebhookResponseSchema, 'Received'),
      400: errorResponse('invalid_notification, malformed_json'),
      401: errorResponse('invalid_signature, stale_notification'),
      404: errorResponse('payment_provider_not_found, payment_attempt_not_found'),
      409: errorResponse('payment_provider_not_configured: the tenant has no Stripe keys'),
    },
    handler: async ({ c, deps }) => c.json(await receiveStripeEvent(deps, await c.req.text(), (name) => c.req.header(name))),
  }),
  defineRoute({
    method: 'GET',
    path: '/payment-card',
    access: INVESTORS,
    describe: { tags: ['payments'], summary: "Whether this tenant's card provider keeps cards (available), and the investor's saved card (brand, last four digits, expiry)" },
    responses: { 200: json(paymentCardResponseSchema, 'The saved card') },
    handler: async ({ c, deps }) => c.json(await paymentCard(deps, callerOf(c))),
  }),
  defineRoute({
    method: 'DELETE',
    path: '/payment-card',
    // Removing the investor's means of payment is theirs alone, never a manager's acting as them.
    access: INVESTORS_IN_PERSON,
    describe: { tags: ['payments'], summary: 'Forget the saved card: detached at the provider (never charged again), then removed here' },
    responses: { 200: json(paymentCardResponseSchema, 'No card saved any more') },
    handler: async ({ c, deps }) => c.json(await removePaymentCard(deps, callerOf(c))),
  }),
]);
