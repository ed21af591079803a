import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { arch, platform } from 'node:os';
import { dirname } from 'node:path';

/**
 * The keys of the local chain's funded accounts: anvil's defaults, derived from the public
 * development mnemonic ("test test … junk"), so they hold test ether only and are safe to name
 * in tests. The first stands for a tenant's agent key; the others for investors' wallets.
 */
export const LOCAL_CHAIN_KEYS = [
  '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80',
  '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d',
  '0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a',
  '0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6',
  '0x47e179ec197488593b187f80a00eb0da91f1b9d0b13f8733639f19c30a34926a',
] as const;

/** anvil's default chain id. */
const LOCAL_CHAIN_ID = 31337;

export interface LocalChain {
  rpcUrl: string;
  chainId: number;
  stop(): Promise<void>;
}

const ANVIL_PLATFORMS: Record<string, string> = { 'linux-x64': 'linux-amd64', 'linux-arm64': 'linux-arm64', 'darwin-x64': 'darwin-amd64', 'darwin-arm64': 'darwin-arm64' };

/** anvil's binary, shipped by npm in the platform package `@foundry-rs/anvil` depends on (nothing is downloaded at run time). */
function anvilBinary(): string {
  const target = ANVIL_PLATFORMS[`${platform()}-${arch()}`];
  if (!target) throw new Error(`no anvil binary for ${platform()}-${arch()}`);
  const fromAnvil = createRequire(createRequire(import.meta.url).resolve('@foundry-rs/anvil/package.json'));
  return `${dirname(fromAnvil.resolve(`@foundry-rs/anvil-${target}/package.json`))}/bin/anvil`;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * Starts a local EVM chain (anvil) on loopback for tests and the e2e suite. Blocks are mined as
 * transactions arrive unless `blockTime` (seconds) is given; `noMining` leaves every transaction
 * pending until the test mines (`evm_mine`), as a congested chain would.
 */
export async function startLocalChain(options: { port?: number; blockTime?: number; noMining?: boolean } = {}): Promise<LocalChain> {
  const port = options.port ?? (await freePort());
  const args = ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(LOCAL_CHAIN_ID), '--accounts', String(LOCAL_CHAIN_KEYS.length), '--silent'];
  if (options.blockTime !== undefined) args.push('--block-time', String(options.blockTime));
  if (options.noMining) args.push('--no-mining');
  const child = spawn(anvilBinary(), args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const rpcUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`anvil exited (${child.exitCode}): ${errors}`);
    try {
      const answer = await fetch(rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }) });
      if (answer.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stopped(child);
      throw new Error(`anvil did not answer on ${rpcUrl}: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { rpcUrl, chainId: LOCAL_CHAIN_ID, stop: () => stopped(child) };
}
