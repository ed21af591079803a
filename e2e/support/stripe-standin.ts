import { join } from 'node:path';
import { PORTS, REPO_ROOT } from './suite';

/** The Stripe stand-in of the e2e run (api/src/payments/stripe/standin), on its fixed port. */
const STRIPE_STANDIN_PORT = 8042;
export const STRIPE_STANDIN_URL = `http://localhost:${STRIPE_STANDIN_PORT}`;
const KEYS = { secret_key: 'sk_test_e2estandin', webhook_secret: 'whsec_e2estandin' } as const;

/** The API's `stripe` section for every tenant: the stand-in's keys, reached over plain HTTP. Tenants keep the sandbox until a spec switches one. */
export const STRIPE_SECRETS = { stripe: { ...KEYS, host: '127.0.0.1', port: STRIPE_STANDIN_PORT, protocol: 'http' } } as const;

/** The webServer entry that runs the stand-in, its events going to the e2e API's webhook. */
export const stripeStandinServer = {
  command: 'node --import tsx src/payments/stripe/standin/main.ts',
  cwd: join(REPO_ROOT, 'api'),
  env: {
    STRIPE_STANDIN_PORT: String(STRIPE_STANDIN_PORT),
    STRIPE_STANDIN_SECRET_KEY: KEYS.secret_key,
    STRIPE_STANDIN_WEBHOOK_SECRET: KEYS.webhook_secret,
    STRIPE_STANDIN_WEBHOOK_URL: `http://127.0.0.1:${PORTS.api}/api/v2/pfp/payments/webhooks/stripe`,
  },
  url: `${STRIPE_STANDIN_URL}/health`,
  reuseExistingServer: !process.env.CI,
};
