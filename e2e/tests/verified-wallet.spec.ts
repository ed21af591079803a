import type { Page } from '@playwright/test';
import { type Hex } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { LOCAL_CHAIN_KEYS } from '../../api/src/ledger/evm/local-chain';
import { AccountPage } from '../pages/account.page';
import { freshEmail, InvestFlowPage } from '../pages/invest-flow.page';
import { expect, test } from '../support/fixtures';

/**
 * Issue 37: an investor proves a wallet theirs from the account page by signing the API's
 * Sign-In with Ethereum message, with a browser wallet or by pasting a hardware wallet's signature.
 */
test.describe.configure({ mode: 'parallel' });

const SLUG = 'valencia-lofts';

async function registerInvestor(page: Page, label: string): Promise<void> {
  const flow = new InvestFlowPage(page);
  await flow.registerFromLanding(SLUG, freshEmail(label));
  await expect(flow.heading('Verify your identity')).toBeVisible();
}

/**
 * A browser wallet (EIP-1193 `window.ethereum`) in the page, holding one key of the local chain's:
 * it answers its account, and signs personal_sign requests in the test process with viem.
 */
async function injectBrowserWallet(page: Page, key: Hex): Promise<string> {
  const account = privateKeyToAccount(key);
  await page.exposeFunction('e2eWalletSign', (data: Hex) => account.signMessage({ message: { raw: data } }));
  await page.addInitScript((address: string) => {
    const refusal = (message: string, code: number) => Object.assign(new Error(message), { code });
    const sign = (window as unknown as { e2eWalletSign: (data: string) => Promise<string> }).e2eWalletSign;
    Object.assign(window, {
      ethereum: {
        async request({ method, params = [] }: { method: string; params?: unknown[] }) {
          if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [address];
          if (method !== 'personal_sign') throw refusal(`unsupported ${method}`, 4200);
          const [data, signer] = params as [string, string];
          if (signer.toLowerCase() !== address.toLowerCase()) throw refusal('not this wallet', 4100);
          return sign(data);
        },
      },
    });
  }, account.address);
  return account.address;
}

test.describe('a verified wallet (issue 37)', () => {
  test('an investor verifies with the browser wallet and finds it verified after a reload', async ({ page }) => {
    test.setTimeout(120_000);
    // Anvil's fifth dev key: the chain specs' agent and holders use the first ones.
    const address = await injectBrowserWallet(page, LOCAL_CHAIN_KEYS[4]);
    await registerInvestor(page, 'wallet-proof');
    const account = new AccountPage(page);
    await account.open();
    const wallet = account.section('Wallet');
    await expect(wallet.getByText('No wallet linked yet.')).toBeVisible();
    await wallet.getByRole('button', { name: 'Verify with my wallet' }).click();
    await expect(wallet.getByText('Your wallet is verified.')).toBeVisible();
    await expect(wallet.getByText(address, { exact: true })).toBeVisible();
    await expect(wallet.getByText(/^Verified on /)).toBeVisible();

    await page.reload();
    await account.open();
    await expect(account.section('Wallet').getByText(/^Verified on /)).toBeVisible();
    await expect(account.form('Wallet').getByLabel('Wallet address')).toHaveValue(address);
  });

  test('without a browser wallet, an investor pastes the signature of the message shown, in Spanish', async ({ page }) => {
    test.setTimeout(120_000);
    const hardware = privateKeyToAccount(generatePrivateKey());
    await registerInvestor(page, 'wallet-paste');
    await page.addInitScript(() => localStorage.setItem('lang', 'es'));
    const account = new AccountPage(page);
    await account.open('/user/account', 'Mi cuenta');
    const wallet = account.section('Wallet');
    await wallet.getByRole('button', { name: 'Verificar con mi wallet' }).click();
    const panel = wallet.getByRole('region', { name: 'Firmar con otra wallet' });
    await expect(panel.getByText(/No hay ninguna wallet de navegador/)).toBeVisible();
    await panel.getByLabel(/^Dirección que verificar/).fill(hardware.address);
    await panel.getByRole('button', { name: 'Obtener el mensaje para firmar' }).click();
    const messageField = panel.getByLabel('Mensaje para firmar');
    await expect(messageField).toHaveValue(/Firmo para demostrar que controlo esta wallet/);
    const message = await messageField.inputValue();
    expect(message).toContain(`localhost:${new URL(page.url()).port} wants you to sign in with your Ethereum account:\n${hardware.address}`);

    // A signature of another text is refused, with the reason on the field.
    await panel.getByLabel(/^Firma/).fill(await hardware.signMessage({ message: `${message} ` }));
    await panel.getByRole('button', { name: 'Verificar firma' }).click();
    await expect(panel.getByText('La firma no corresponde a esta dirección y este mensaje. Firma con la wallet de esta dirección.')).toBeVisible();

    await panel.getByLabel(/^Firma/).fill(await hardware.signMessage({ message }));
    await panel.getByRole('button', { name: 'Verificar firma' }).click();
    await expect(wallet.getByText('Tu wallet está verificada.')).toBeVisible();
    await page.reload();
    await account.open('/user/account', 'Mi cuenta');
    await expect(account.section('Wallet').getByText(/^Verificada el /)).toBeVisible();
    await expect(account.section('Wallet').getByText(hardware.address, { exact: true })).toBeVisible();
  });
});
