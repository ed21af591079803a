import { createPublicClient, defineChain, http, type PublicClient } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { ChainSettings } from './chain-settings.js';

export interface ChainClient {
  settings: ChainSettings;
  chainId: number;
  public: PublicClient;
  agent: PrivateKeyAccount;
}

const clients = new Map<string, ChainClient>();

/** One viem client per RPC, chain and agent (a tenant's settings are read at each call; the client is reused). */
export function chainClientOf(settings: ChainSettings): ChainClient {
  const key = `${settings.rpc_url}|${settings.chain_id}|${settings.agent_key}`;
  const known = clients.get(key);
  if (known) return { ...known, settings };
  const chain = defineChain({ id: settings.chain_id, name: `chain ${settings.chain_id}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [settings.rpc_url] } } });
  const client: ChainClient = {
    settings,
    chainId: settings.chain_id,
    public: createPublicClient({ chain, transport: http(settings.rpc_url, { retryCount: 1 }), pollingInterval: 250 }) as PublicClient,
    agent: privateKeyToAccount(settings.agent_key as `0x${string}`),
  };
  clients.set(key, client);
  return client;
}

/** `<explorer>/address/<address>` or `<explorer>/tx/<hash>`, when the tenant's chain names an explorer. */
export function explorerLink(settings: ChainSettings | undefined, kind: 'address' | 'tx', value: string | null): string | null {
  if (!settings?.explorer_url || !value) return null;
  return `${settings.explorer_url.replace(/\/+$/, '')}/${kind}/${value}`;
}
