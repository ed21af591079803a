import * as v from 'valibot';

export const STRIPE_PAYMENT = 'stripe';

/**
 * The tenant's `stripe` section of the payment secrets: the account's secret key and the webhook
 * endpoint's signing secret. `host`, `port` and `protocol` are the SDK's own options, set only to
 * reach a local stand-in instead of Stripe (they are not secret, but live with the keys they go with).
 */
export const stripeSecretsSchema = v.object({
  secret_key: v.pipe(v.string(), v.regex(/^(sk|rk)_(test|live)_[A-Za-z0-9_]+$/)),
  webhook_secret: v.pipe(v.string(), v.regex(/^whsec_[A-Za-z0-9_]+$/)),
  host: v.optional(v.pipe(v.string(), v.minLength(1))),
  port: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(65535))),
  protocol: v.optional(v.picklist(['http', 'https'])),
});
export type StripeSecrets = v.InferOutput<typeof stripeSecretsSchema>;
