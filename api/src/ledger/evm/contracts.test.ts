import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { type Address, createPublicClient, createWalletClient, defineChain, type Hex, http, type PublicClient } from 'viem';
import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { identityRegistryAbi, identityRegistryBytecode, securityTokenAbi, securityTokenBytecode, testStablecoinAbi, testStablecoinBytecode } from './contracts/artifacts.js';
import { artifactsModule, compileContracts } from './contracts/compile.js';
import { LOCAL_CHAIN_KEYS, type LocalChain, startLocalChain } from './local-chain.js';

describe('the contracts kept in the repo', () => {
  it('are what the sources compile to with the pinned solc', () => {
    const kept = readFileSync(fileURLToPath(new URL('./contracts/artifacts.ts', import.meta.url)), 'utf8');
    assert.equal(kept, artifactsModule(compileContracts()), 'run `npm run contracts:compile` in api/ after changing a contract');
  });
});

describe('the security token on a local chain', () => {
  let chain: LocalChain;
  let client: PublicClient;
  const [agentKey, aliceKey, bobKey, mallory] = [LOCAL_CHAIN_KEYS[0], LOCAL_CHAIN_KEYS[1], LOCAL_CHAIN_KEYS[2], LOCAL_CHAIN_KEYS[3]].map((key) => privateKeyToAccount(key)) as [PrivateKeyAccount, PrivateKeyAccount, PrivateKeyAccount, PrivateKeyAccount];
  const walletOf = (account: PrivateKeyAccount) => createWalletClient({ account, chain: defineChain({ id: chain.chainId, name: 'local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } }), transport: http(chain.rpcUrl) });
  let registry: Address;

  async function mined(hash: Hex) {
    return client.waitForTransactionReceipt({ hash });
  }

  async function deploy<A extends readonly unknown[]>(abi: A, bytecode: Hex, args: readonly unknown[]): Promise<Address> {
    const receipt = await mined(await walletOf(agentKey).deployContract({ abi, bytecode, args } as never));
    assert.ok(receipt.contractAddress);
    return receipt.contractAddress;
  }

  async function newToken(restricted = false): Promise<Address> {
    return deploy(securityTokenAbi, securityTokenBytecode, ['Solar Roofs', 'SOL', registry, restricted, agentKey.address, agentKey.address]);
  }

  const balanceOf = (token: Address, holder: Address) => client.readContract({ address: token, abi: securityTokenAbi, functionName: 'balanceOf', args: [holder] });

  before(async () => {
    chain = await startLocalChain();
    client = createPublicClient({ transport: http(chain.rpcUrl) });
    registry = await deploy(identityRegistryAbi, identityRegistryBytecode, [agentKey.address, agentKey.address]);
    for (const wallet of [aliceKey.address, bobKey.address]) {
      await mined(await walletOf(agentKey).writeContract({ address: registry, abi: identityRegistryAbi, functionName: 'registerIdentity', args: [wallet], chain: null }));
    }
  });

  after(() => chain?.stop());

  it('counts whole tokens, mints to a verified wallet only, and lets verified holders trade', async () => {
    const token = await newToken();
    assert.equal(await client.readContract({ address: token, abi: securityTokenAbi, functionName: 'decimals' }), 0);
    await mined(await walletOf(agentKey).writeContract({ address: token, abi: securityTokenAbi, functionName: 'mint', args: [aliceKey.address, 40n], chain: null }));
    await assert.rejects(walletOf(agentKey).writeContract({ address: token, abi: securityTokenAbi, functionName: 'mint', args: [mallory.address, 1n], chain: null }), /UnverifiedReceiver/);
    await mined(await walletOf(aliceKey).writeContract({ address: token, abi: securityTokenAbi, functionName: 'transfer', args: [bobKey.address, 15n], chain: null }));
    assert.equal(await balanceOf(token, aliceKey.address), 25n);
    assert.equal(await balanceOf(token, bobKey.address), 15n);
  });

  it('refuses a transfer to a wallet the registry has not verified, the holder’s or one the agent settles', async () => {
    const token = await newToken();
    await mined(await walletOf(agentKey).writeContract({ address: token, abi: securityTokenAbi, functionName: 'mint', args: [aliceKey.address, 10n], chain: null }));
    await assert.rejects(walletOf(aliceKey).writeContract({ address: token, abi: securityTokenAbi, functionName: 'transfer', args: [mallory.address, 1n], chain: null }), /UnverifiedReceiver/);
    await assert.rejects(walletOf(agentKey).writeContract({ address: token, abi: securityTokenAbi, functionName: 'settleTransfer', args: [aliceKey.address, mallory.address, 1n], chain: null }), /UnverifiedReceiver/);
    await mined(await walletOf(agentKey).writeContract({ address: token, abi: securityTokenAbi, functionName: 'settleTransfer', args: [aliceKey.address, bobKey.address, 4n], chain: null }));
    assert.equal(await balanceOf(token, bobKey.address), 4n);
    assert.equal(await balanceOf(token, mallory.address), 0n);
  });

  it('lets only the agent mint, pause, settle and register wallets', async () => {
    const token = await newToken();
    await assert.rejects(walletOf(aliceKey).writeContract({ address: token, abi: securityTokenAbi, functionName: 'mint', args: [aliceKey.address, 1n], chain: null }), /AccessControlUnauthorizedAccount/);
    await assert.rejects(walletOf(aliceKey).writeContract({ address: token, abi: securityTokenAbi, functionName: 'pause', chain: null }), /AccessControlUnauthorizedAccount/);
    await assert.rejects(walletOf(aliceKey).writeContract({ address: token, abi: securityTokenAbi, functionName: 'settleTransfer', args: [bobKey.address, aliceKey.address, 1n], chain: null }), /AccessControlUnauthorizedAccount/);
    await assert.rejects(walletOf(aliceKey).writeContract({ address: registry, abi: identityRegistryAbi, functionName: 'registerIdentity', args: [mallory.address], chain: null }), /AccessControlUnauthorizedAccount/);
  });

  it('stops every transfer while paused, but not the agent’s recovery of a lost wallet', async () => {
    const token = await newToken();
    await mined(await walletOf(agentKey).writeContract({ address: token, abi: securityTokenAbi, functionName: 'mint', args: [aliceKey.address, 10n], chain: null }));
    await mined(await walletOf(agentKey).writeContract({ address: token, abi: securityTokenAbi, functionName: 'pause', chain: null }));
    await assert.rejects(walletOf(aliceKey).writeContract({ address: token, abi: securityTokenAbi, functionName: 'transfer', args: [bobKey.address, 1n], chain: null }), /TokenPaused/);
    await assert.rejects(walletOf(agentKey).writeContract({ address: token, abi: securityTokenAbi, functionName: 'mint', args: [aliceKey.address, 1n], chain: null }), /TokenPaused/);
    await assert.rejects(walletOf(agentKey).writeContract({ address: token, abi: securityTokenAbi, functionName: 'settleTransfer', args: [aliceKey.address, bobKey.address, 1n], chain: null }), /TokenPaused/);
    await mined(await walletOf(agentKey).writeContract({ address: token, abi: securityTokenAbi, functionName: 'forcedTransfer', args: [aliceKey.address, bobKey.address, 10n], chain: null }));
    assert.equal(await balanceOf(token, bobKey.address), 10n);
    await mined(await walletOf(agentKey).writeContract({ address: token, abi: securityTokenAbi, functionName: 'unpause', chain: null }));
    await mined(await walletOf(bobKey).writeContract({ address: token, abi: securityTokenAbi, functionName: 'transfer', args: [aliceKey.address, 3n], chain: null }));
    assert.equal(await balanceOf(token, aliceKey.address), 3n);
  });

  it('keeps a whitelisted issuance’s token to the wallets its agent allowed', async () => {
    const token = await newToken(true);
    await assert.rejects(walletOf(agentKey).writeContract({ address: token, abi: securityTokenAbi, functionName: 'mint', args: [aliceKey.address, 1n], chain: null }), /ReceiverNotAllowed/);
    await mined(await walletOf(agentKey).writeContract({ address: token, abi: securityTokenAbi, functionName: 'setAllowed', args: [aliceKey.address, true], chain: null }));
    await mined(await walletOf(agentKey).writeContract({ address: token, abi: securityTokenAbi, functionName: 'mint', args: [aliceKey.address, 2n], chain: null }));
    await assert.rejects(walletOf(aliceKey).writeContract({ address: token, abi: securityTokenAbi, functionName: 'transfer', args: [bobKey.address, 1n], chain: null }), /ReceiverNotAllowed/);
  });

  it('deploys the test stablecoin with 6 decimals for crypto payments', async () => {
    const coin = await deploy(testStablecoinAbi, testStablecoinBytecode, ['Test Euro', 'tEUR']);
    await mined(await walletOf(agentKey).writeContract({ address: coin, abi: testStablecoinAbi, functionName: 'mint', args: [mallory.address, 1_500_000n], chain: null }));
    assert.equal(await client.readContract({ address: coin, abi: testStablecoinAbi, functionName: 'decimals' }), 6);
    assert.equal(await client.readContract({ address: coin, abi: testStablecoinAbi, functionName: 'balanceOf', args: [mallory.address] }), 1_500_000n);
  });
});
