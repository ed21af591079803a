import { startLocalChain } from '../src/ledger/evm/local-chain.js';

/**
 * A local chain on a fixed port for the e2e suite and for trying the chain adapter by hand:
 * `tsx scripts/local-chain.ts [port]` (default 8044). Stops with the process.
 */
const port = Number(process.argv[2] ?? 8044);
const chain = await startLocalChain({ port });
console.log(`local chain ${chain.chainId} on ${chain.rpcUrl}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void chain.stop().then(() => process.exit(0)));
}
