import { encodeFunctionData, erc20Abi, type Address, type Hex } from 'viem';
import type { CryptoInstructions } from 'shared';

/** The EIP-1193 provider a browser wallet injects as `window.ethereum`. */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>;
}

/** Why paying from the browser wallet did not send anything, in the investor's terms. */
export type WalletFailure = 'rejected' | 'wrong_account' | 'wrong_chain' | 'failed';

export class WalletPaymentError extends Error {
  constructor(readonly reason: WalletFailure) {
    super(reason);
  }
}

export function browserWallet(): Eip1193Provider | undefined {
  const candidate = (window as { ethereum?: unknown }).ethereum;
  return candidate && typeof (candidate as Eip1193Provider).request === 'function' ? (candidate as Eip1193Provider) : undefined;
}

/** EIP-1193's "user rejected the request" and "unrecognised chain" codes. */
const USER_REJECTED = 4001;
const UNKNOWN_CHAIN = 4902;

function codeOf(error: unknown): number | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : undefined;
}

/**
 * Sends the order's exact amount of the stablecoin from the investor's verified wallet: asks the
 * wallet for its account (it must be the verified one, or the transfer would pay nothing), moves
 * it to the payment's chain if needed, then has it send the ERC-20 `transfer`. Answers the
 * transaction's hash; the API sees the transfer on chain and charges the order.
 */
export async function payFromWallet(wallet: Eip1193Provider, crypto: CryptoInstructions): Promise<Hex> {
  try {
    const accounts = (await wallet.request({ method: 'eth_requestAccounts' })) as string[];
    const from = accounts.find((account) => account.toLowerCase() === crypto.sender_address.toLowerCase());
    if (!from) throw new WalletPaymentError('wrong_account');
    const chainId = `0x${crypto.chain_id.toString(16)}`;
    const current = (await wallet.request({ method: 'eth_chainId' })) as string;
    if (current.toLowerCase() !== chainId) {
      try {
        await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
      } catch (error) {
        if (codeOf(error) === UNKNOWN_CHAIN) throw new WalletPaymentError('wrong_chain');
        throw error;
      }
    }
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [crypto.receiving_address as Address, BigInt(crypto.amount_units)] });
    return (await wallet.request({ method: 'eth_sendTransaction', params: [{ from, to: crypto.token_address, data }] })) as Hex;
  } catch (error) {
    if (error instanceof WalletPaymentError) throw error;
    throw new WalletPaymentError(codeOf(error) === USER_REJECTED ? 'rejected' : 'failed');
  }
}
