/**
 * A browser wallet through EIP-1193 (`window.ethereum`): asked for its account
 * (`eth_requestAccounts`) and to sign a text (`personal_sign`, EIP-191), nothing else.
 */
export interface Eip1193Provider {
  request(args: { method: string; params?: readonly unknown[] }): Promise<unknown>;
}

/** The page's browser wallet, when one is installed. */
export function browserWallet(): Eip1193Provider | undefined {
  const candidate = (globalThis as { ethereum?: Partial<Eip1193Provider> }).ethereum;
  return typeof candidate?.request === 'function' ? (candidate as Eip1193Provider) : undefined;
}

/** EIP-1193's 4001: the user refused the request in their wallet. */
export function isUserRejection(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 4001;
}

/** The account the wallet lets the page use (it asks the user the first time). */
export async function walletAccount(provider: Eip1193Provider): Promise<string> {
  const accounts = await provider.request({ method: 'eth_requestAccounts' });
  const [account] = Array.isArray(accounts) ? (accounts as unknown[]) : [];
  if (typeof account !== 'string') throw new Error('the wallet answered no account');
  return account;
}

/** UTF-8 bytes in hex: how personal_sign takes a text, so wallets show it as written. */
function utf8Hex(text: string): string {
  return `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** The wallet's EIP-191 signature of the text, made by `address`. */
export async function personalSign(provider: Eip1193Provider, message: string, address: string): Promise<string> {
  const signature = await provider.request({ method: 'personal_sign', params: [utf8Hex(message), address] });
  if (typeof signature !== 'string') throw new Error('the wallet answered no signature');
  return signature;
}
