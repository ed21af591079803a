import * as v from 'valibot';
import type { ProviderSecrets } from '../../payments/provider-secrets.js';

/** The deployment-secrets section (`PAYMENT_PROVIDER_SECRETS`, per tenant slug or `*`) of a tenant's chain. */
export const EVM = 'evm';

const address = v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{40}$/));
const httpUrl = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//));

/**
 * Where a tenant's tokens live when its `modules.ledger` is `evm`: the chain's RPC, its id (checked
 * against the RPC's), the agent's private key (deploys, mints, pauses, registers verified wallets:
 * a secret, never in the customization payload) and the explorer the screens link to. `crypto`
 * is the stablecoin an order may be paid with (method `crypto_wallet`) and where it is received.
 */
export const chainSettingsSchema = v.object({
  rpc_url: httpUrl,
  chain_id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  agent_key: v.pipe(v.string(), v.regex(/^0x[0-9a-fA-F]{64}$/)),
  /** e.g. `https://<explorer>/` — screens link `<explorer>/address/<contract>` and `<explorer>/tx/<hash>`. */
  explorer_url: v.optional(httpUrl),
  /** Blocks after the one holding a transaction before it counts as final. */
  confirmations: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)), 1),
  crypto: v.optional(
    v.object({
      stablecoin_address: address,
      stablecoin_symbol: v.pipe(v.string(), v.minLength(1), v.maxLength(12)),
      stablecoin_decimals: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(36)),
      receiving_address: address,
    }),
  ),
});

export type ChainSettings = v.InferOutput<typeof chainSettingsSchema>;

/** The tenant's chain, or undefined when its deployment names none (then `modules.ledger: evm` is refused). */
export function chainSettingsOf(secrets: ProviderSecrets, tenantSlug: string): ChainSettings | undefined {
  return secrets.of(tenantSlug, EVM, chainSettingsSchema);
}
