import { httpDeliver, StripeStandin } from './stripe-standin.js';

/**
 * Runs the Stripe stand-in on its own (e2e, local trials): `node --import tsx
 * src/payments/stripe/standin/main.ts`, configured by STRIPE_STANDIN_PORT (8042),
 * STRIPE_STANDIN_SECRET_KEY, STRIPE_STANDIN_WEBHOOK_SECRET and STRIPE_STANDIN_WEBHOOK_URL (the
 * API's POST /payments/webhooks/stripe). The API's `stripe` section names the same keys, with
 * host 127.0.0.1, this port and protocol http.
 */
const port = Number(process.env.STRIPE_STANDIN_PORT ?? 8042);
const secretKey = process.env.STRIPE_STANDIN_SECRET_KEY ?? 'sk_test_standin';
const webhookSecret = process.env.STRIPE_STANDIN_WEBHOOK_SECRET ?? 'whsec_standin';
const webhookUrl = process.env.STRIPE_STANDIN_WEBHOOK_URL ?? 'http://127.0.0.1:8031/api/v2/pfp/payments/webhooks/stripe';

const standin = new StripeStandin({ secretKey, webhookSecret, deliver: httpDeliver(webhookUrl), publicUrl: `http://localhost:${port}` });
const { origin } = await standin.listen(port);
process.stdout.write(`stripe stand-in on ${origin}, events to ${webhookUrl}\n`);
const stop = () => void standin.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
