import assert from 'node:assert/strict';
import { type Address, createPublicClient, createWalletClient, defineChain, type Hex, http, type PublicClient } from 'viem';
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import * as t from '../../db/schema.js';
import { testStablecoinAbi, testStablecoinBytecode } from '../../ledger/evm/contracts/artifacts.js';
import { LOCAL_CHAIN_KEYS, type LocalChain } from '../../ledger/evm/local-chain.js';
import type { TestContext } from '../../test/harness.js';
import { tenantIdOf } from '../../test/invest-fixtures.js';
import { chooseMethod, orderToPay, startPayment } from '../../test/payment-fixtures.js';

/** A local chain with the test stablecoin (6 decimals) deployed, and the tenant's receiving address. */
export interface CoinChain {
  chain: LocalChain;
  client: PublicClient;
  coin: Address;
  receiving: Address;
  walletOf(account: PrivateKeyAccount): ReturnType<typeof createWalletClient>;
  /** Mines `blocks` empty blocks (the RPC `evm_mine`). */
  mine(blocks?: number): Promise<void>;
  /** A new account funded with test ether and `coins` minor units of the stablecoin. */
  fundedAccount(coins?: bigint): Promise<PrivateKeyAccount>;
  pay(from: PrivateKeyAccount, units: bigint, to?: Address): Promise<Hex>;
}

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const answer = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const body = (await answer.json()) as { result?: unknown; error?: unknown };
  if (body.error) throw new Error(`${method}: ${JSON.stringify(body.error)}`);
  return body.result;
}

export async function coinChain(chain: LocalChain): Promise<CoinChain> {
  const client = createPublicClient({ transport: http(chain.rpcUrl) });
  const network = defineChain({ id: chain.chainId, name: 'local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } });
  const walletOf = (account: PrivateKeyAccount) => createWalletClient({ account, chain: network, transport: http(chain.rpcUrl) });
  const deployer = privateKeyToAccount(LOCAL_CHAIN_KEYS[4]);
  const deployed = await client.waitForTransactionReceipt({ hash: await walletOf(deployer).deployContract({ abi: testStablecoinAbi, bytecode: testStablecoinBytecode, args: ['Test Euro', 'tEUR'] }) });
  assert.ok(deployed.contractAddress);
  const coin = deployed.contractAddress;
  const receiving = privateKeyToAccount(generatePrivateKey()).address;
  const mined = (hash: Hex) => client.waitForTransactionReceipt({ hash });
  return {
    chain,
    client,
    coin,
    receiving,
    walletOf,
    async mine(blocks = 1) {
      for (let i = 0; i < blocks; i++) await rpc(chain.rpcUrl, 'evm_mine', []);
    },
    async fundedAccount(coins = 10n ** 12n) {
      const account = privateKeyToAccount(generatePrivateKey());
      await rpc(chain.rpcUrl, 'anvil_setBalance', [account.address, '0x56BC75E2D63100000']);
      await mined(await walletOf(deployer).writeContract({ address: coin, abi: testStablecoinAbi, functionName: 'mint', args: [account.address, coins] }));
      return account;
    },
    async pay(from, units, to = receiving) {
      const hash = await walletOf(from).writeContract({ address: coin, abi: testStablecoinAbi, functionName: 'transfer', args: [to, units] });
      await mined(hash);
      return hash;
    },
  };
}

/** The deployment's secrets giving every tenant this chain, its stablecoin and `confirmations`. */
export function cryptoSecretsFor(coins: CoinChain, confirmations: number, decimals = 6): string {
  return JSON.stringify({
    '*': {
      evm: {
        rpc_url: coins.chain.rpcUrl,
        chain_id: coins.chain.chainId,
        agent_key: LOCAL_CHAIN_KEYS[0],
        confirmations,
        crypto: { stablecoin_address: coins.coin, stablecoin_symbol: 'tEUR', stablecoin_decimals: decimals, receiving_address: coins.receiving },
      },
    },
  });
}

/** Links `address` to the investor as a verified wallet (the screens of the wallet's proof are another part of the issue). */
async function verifiedWallet(ctx: TestContext, userId: string, address: Address): Promise<void> {
  await ctx.deps.db.insert(t.wallets).values({ tenantId: await tenantIdOf(ctx), userId, address, verifiedAt: ctx.deps.clock.now(), verificationMessage: 'test', verificationSignature: '0x' });
}

/** An order whose crypto payment started from the investor's verified wallet `account`. */
export async function startedCryptoOrder(ctx: TestContext, account: PrivateKeyAccount, options: { tokens?: number } = {}) {
  const order = await orderToPay(ctx, options);
  await verifiedWallet(ctx, order.investor.id, account.address);
  const chosen = await chooseMethod(ctx, order.investor.token, order.id, 'crypto_wallet');
  assert.equal(chosen.status, 200, JSON.stringify(chosen.body));
  const started = await startPayment(ctx, order.investor.token, order.id, 'crypto_wallet');
  assert.equal(started.status, 200, JSON.stringify(started.body));
  assert.equal(started.body.data.kind, 'crypto', JSON.stringify(started.body));
  return { ...order, instructions: started.body.data.crypto as { amount_units: string; amount: string; sender_address: string; receiving_address: string; token_address: string; chain_id: number; confirmations: number }, total: started.body.data.investment };
}
