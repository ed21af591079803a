import { loadProviderSecrets } from '../../provider-secrets.js';
import { REDSYS, redsysSecretsSchema } from '../redsys-payment.js';
import { startRedsysStandin } from './redsys-standin.js';

/**
 * Runs the Redsys stand-in on its own (the e2e suite's port 8043): `REDSYS_STANDIN_PORT`, and the
 * merchants' keys from the same `PAYMENT_PROVIDER_SECRETS` the API reads.
 */
const secrets = loadProviderSecrets(process.env.PAYMENT_PROVIDER_SECRETS, undefined);
const port = Number(process.env.REDSYS_STANDIN_PORT ?? 8043);

// The tenants named in the secrets (and `*`): the merchants whose forms the stand-in takes.
const tenants = Object.keys(JSON.parse(process.env.PAYMENT_PROVIDER_SECRETS ?? '{}') as Record<string, unknown>);
const merchants = tenants.flatMap((tenant) => secrets.of(tenant, REDSYS, redsysSecretsSchema) ?? []);

const standin = await startRedsysStandin(port, {
  keyOf: (merchantCode, terminal) =>
    merchants.find((merchant) => merchant.merchant_code === merchantCode && Number(merchant.terminal) === Number(terminal))?.secret_key,
  log: (message) => console.log(`[redsys stand-in] ${message}`),
});
console.log(`[redsys stand-in] listening on ${standin.url}`);
const stop = () => void standin.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
