import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTestPlatform, renderScreen } from 'host/testing';
import type { Account } from 'shared';
import { accountApi, type AccountApiOptions } from 'shared/account/mock-api';
import { investorAccount } from 'shared/account/testing';
import { expectNoA11yViolations } from 'shared/testing';
import { INVESTOR_ACCOUNT_SECTIONS } from '../account-page/account-area';
import { AccountPage } from '../account-page/account.screen';

const ADDRESS = `0x${'ab'.repeat(20)}`;
const SIGNATURE = `0x${'12'.repeat(65)}`;

let api: ReturnType<typeof accountApi>;

function open({ account = investorAccount({ wallet: { wallet_address: ADDRESS, verified_at: null } }), options, language }: { account?: Account; options?: AccountApiOptions; language?: 'en' | 'es' } = {}) {
  api = accountApi(account, options);
  return renderScreen(<AccountPage area={{ sections: INVESTOR_ACCOUNT_SECTIONS }} />, { path: '/user/account', platform: createTestPlatform({ language }), handlers: api.handlers });
}

async function walletSection(name = 'Wallet'): Promise<HTMLElement> {
  const heading = await screen.findByRole('heading', { level: 2, name });
  return heading.closest('section') as HTMLElement;
}

type Ethereum = { request: jest.Mock<Promise<unknown>, [{ method: string; params?: readonly unknown[] }]> };
const withEthereum = (ethereum: Ethereum | undefined) => Object.assign(globalThis, { ethereum });

afterEach(() => withEthereum(undefined));

describe("the wallet's verification on the account page", () => {
  it('says an address is not verified and, without a browser wallet, takes a pasted signature of the message it shows', async () => {
    const user = userEvent.setup();
    open();
    const wallet = await walletSection();
    expect(within(wallet).getByText(ADDRESS)).toBeInTheDocument();
    expect(within(wallet).getByText('Not verified')).toBeInTheDocument();
    await user.click(within(wallet).getByRole('button', { name: 'Verify with my wallet' }));
    const panel = within(wallet).getByRole('region', { name: 'Sign with another wallet' });
    expect(within(panel).getByText(/No browser wallet was found/)).toBeInTheDocument();
    expect(within(panel).getByLabelText(/^Address to verify/)).toHaveValue(ADDRESS);
    await user.click(within(panel).getByRole('button', { name: 'Get the message to sign' }));
    const message = await within(panel).findByLabelText('Message to sign');
    expect((message as HTMLTextAreaElement).value).toContain(`Ethereum account:\n${ADDRESS}`);
    await expectNoA11yViolations(wallet);
    await user.type(within(panel).getByLabelText(/^Signature/), SIGNATURE);
    await user.click(within(panel).getByRole('button', { name: 'Verify signature' }));
    expect(await within(wallet).findByText(/^Verified on /)).toBeInTheDocument();
    expect(within(wallet).getByText('Your wallet is verified.')).toBeInTheDocument();
    expect(within(wallet).queryByRole('region', { name: 'Sign with another wallet' })).not.toBeInTheDocument();
    expect(api.current().wallet?.verified_at).not.toBeNull();
  });

  it('signs through the browser wallet: its account, then personal_sign of the message in UTF-8 hex', async () => {
    const user = userEvent.setup();
    const ethereum: Ethereum = {
      request: jest.fn(async ({ method }) => (method === 'eth_requestAccounts' ? [ADDRESS] : SIGNATURE)),
    };
    withEthereum(ethereum);
    open({ account: investorAccount({ wallet: { wallet_address: null, verified_at: null } }) });
    const wallet = await walletSection();
    expect(within(wallet).getByText('No wallet linked yet.')).toBeInTheDocument();
    await user.click(within(wallet).getByRole('button', { name: 'Verify with my wallet' }));
    expect(await within(wallet).findByText('Your wallet is verified.')).toBeInTheDocument();
    expect(within(wallet).getByText(ADDRESS)).toBeInTheDocument();
    const [, sign] = ethereum.request.mock.calls;
    expect(sign?.[0].method).toBe('personal_sign');
    const [hex, signer] = sign?.[0].params as [string, string];
    expect(signer).toBe(ADDRESS);
    expect(Buffer.from(hex.slice(2), 'hex').toString('utf8')).toMatch(/^localhost wants you to sign in with your Ethereum account:\n/);
  });

  it('says so when the signature is cancelled in the wallet, and changes nothing', async () => {
    const user = userEvent.setup();
    withEthereum({ request: jest.fn(async ({ method }) => (method === 'eth_requestAccounts' ? [ADDRESS] : Promise.reject(Object.assign(new Error('User rejected'), { code: 4001 })))) });
    open();
    const wallet = await walletSection();
    await user.click(within(wallet).getByRole('button', { name: 'Verify with my wallet' }));
    expect(await within(wallet).findByRole('alert')).toHaveTextContent('You cancelled the request in your wallet. Nothing was changed.');
    expect(within(wallet).getByText('Not verified')).toBeInTheDocument();
    expect(within(wallet).getByRole('button', { name: 'Verify with my wallet' })).toBeEnabled();
  });

  it('puts the API refusal on the signature field, in Spanish', async () => {
    const user = userEvent.setup();
    open({ language: 'es', options: { walletProofRefusal: 'wallet_signature_invalid' } });
    const wallet = await walletSection('Wallet');
    await user.click(within(wallet).getByRole('button', { name: 'Verificar con mi wallet' }));
    const panel = within(wallet).getByRole('region', { name: 'Firmar con otra wallet' });
    await user.click(within(panel).getByRole('button', { name: 'Obtener el mensaje para firmar' }));
    await user.type(await within(panel).findByLabelText(/^Firma/), SIGNATURE);
    await user.click(within(panel).getByRole('button', { name: 'Verificar firma' }));
    expect(await within(panel).findByText('La firma no corresponde a esta dirección y este mensaje. Firma con la wallet de esta dirección.')).toBeInTheDocument();
    await waitFor(() => expect(within(panel).getByLabelText(/^Firma/)).toHaveFocus());
    expect(api.current().wallet?.verified_at).toBeNull();
  });
});
