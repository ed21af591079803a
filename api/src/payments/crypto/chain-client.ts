import { createPublicClient, http, type PublicClient } from 'viem';

const clients = new Map<string, PublicClient>();

/** One read-only client per RPC URL for the process: the watcher and the payment state share it. */
export function publicClientOf(rpcUrl: string): PublicClient {
  let client = clients.get(rpcUrl);
  if (!client) {
    client = createPublicClient({ transport: http(rpcUrl, { retryCount: 1, timeout: 10_000 }) });
    clients.set(rpcUrl, client);
  }
  return client;
}
