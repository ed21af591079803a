import { type Address, createPublicClient, createWalletClient, defineChain, getContractAddress, type Hex, http } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { testStablecoinAbi, testStablecoinBytecode } from '../../ledger/evm/contracts/artifacts.js';

/**
 * The test stablecoin on a local chain, for the e2e suite: deployed by a key of its own as that
 * key's first transaction, so its address is known before the chain starts (the API's secrets
 * name it), and a wallet's transactions sent with a local chain key (the e2e's injected wallet).
 */
export function testStablecoinAddressOf(deployerKey: Hex): Address {
  return getContractAddress({ from: privateKeyToAccount(deployerKey).address, nonce: 0n });
}

function clientsOf(rpcUrl: string, key: Hex) {
  const publicClient = createPublicClient({ transport: http(rpcUrl) });
  const chain = defineChain({ id: 31337, name: 'local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [rpcUrl] } } });
  return { publicClient, wallet: createWalletClient({ account: privateKeyToAccount(key), chain, transport: http(rpcUrl) }) };
}

/** Deploys the coin unless the chain has it already (a chain kept by the suite); answers its address. */
export async function deployTestStablecoin(rpcUrl: string, deployerKey: Hex): Promise<Address> {
  const address = testStablecoinAddressOf(deployerKey);
  const { publicClient, wallet } = clientsOf(rpcUrl, deployerKey);
  if (await publicClient.getCode({ address })) return address;
  await publicClient.waitForTransactionReceipt({ hash: await wallet.deployContract({ abi: testStablecoinAbi, bytecode: testStablecoinBytecode, args: ['Test Euro', 'tEUR'] }) });
  return address;
}

export async function mintTestStablecoin(rpcUrl: string, key: Hex, coin: Address, to: Address, units: bigint): Promise<void> {
  const { publicClient, wallet } = clientsOf(rpcUrl, key);
  await publicClient.waitForTransactionReceipt({ hash: await wallet.writeContract({ address: coin, abi: testStablecoinAbi, functionName: 'mint', args: [to, units] }) });
}

/** What a wallet does on `eth_sendTransaction`: signs with the key and sends; answers the hash. */
export async function sendWithKey(rpcUrl: string, key: Hex, transaction: { to: Address; data: Hex }): Promise<Hex> {
  return clientsOf(rpcUrl, key).wallet.sendTransaction(transaction);
}
