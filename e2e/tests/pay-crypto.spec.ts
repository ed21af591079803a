import { createServer } from 'node:net';
import { LOCAL_CHAIN_KEYS, startLocalChain, type LocalChain } from '../../api/src/ledger/evm/local-chain';
import { deployTestStablecoin, mintTestStablecoin, sendWithKey } from '../../api/src/payments/crypto/local-stablecoin';
import { InvestFlowPage } from '../pages/invest-flow.page';
import { expectNoA11yViolations } from '../support/a11y';
import { apiHeadersOf } from '../support/api-session';
import { CHAIN_PORT, CHAIN_RPC_URL, CHAIN_SECRETS, STABLECOIN_DEPLOYER_KEY } from '../support/chain';
import { expect, test } from '../support/fixtures';
import { FixtureApi } from '../support/fixture-api';
import { DEMO_USERS, loginAs } from '../support/session';

/** A 0x-prefixed hex string, as a wallet sends it. */
type Hex = `0x${string}`;

const SLUG = 'valencia-lofts';
/** The investor's verified wallet: anvil's key 3 account, which the injected wallet signs with. */
const INVESTOR_KEY = LOCAL_CHAIN_KEYS[3];
const INVESTOR_WALLET = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';

let chain: LocalChain | null = null;
let api: FixtureApi;

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function rpc(method: string, params: unknown[] = []): Promise<unknown> {
  const answer = await fetch(CHAIN_RPC_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  return ((await answer.json()) as { result: unknown }).result;
}

// The suite's chain on 8044 when it runs one; else this spec's own. An API of its own takes the
// chain's secrets, pays crypto through the `crypto` adapter, and gives the demo investor a verified wallet.
test.beforeAll(async () => {
  test.setTimeout(120_000);
  if (await portIsFree(CHAIN_PORT)) chain = await startLocalChain({ port: CHAIN_PORT });
  const coin = await deployTestStablecoin(CHAIN_RPC_URL, STABLECOIN_DEPLOYER_KEY);
  await mintTestStablecoin(CHAIN_RPC_URL, STABLECOIN_DEPLOYER_KEY, coin, INVESTOR_WALLET, 10n ** 12n);
  api = new FixtureApi(
    { tenant: 'demo', customization: { modules: { payment: 'crypto' } }, users: { [DEMO_USERS.investor]: { verifiedWallet: INVESTOR_WALLET } } },
    { PAYMENT_PROVIDER_SECRETS: JSON.stringify({ '*': CHAIN_SECRETS }), PAYMENT_SANDBOX: 'true', PROVIDER_NOTIFY_INTERVAL_MS: '500' },
  );
  await api.start();
});

test.afterAll(async () => {
  await api?.stop();
  await chain?.stop();
});

test('an investor pays an order in stablecoin from their verified browser wallet: CHARGED once after the confirmations', async ({ page }) => {
  test.setTimeout(180_000);
  await api.routeInto(page);
  // A browser wallet (EIP-1193) on the investor's verified account; the test signs with its key.
  await page.exposeFunction('e2eSendTransaction', (transaction: { to: Hex; data: Hex }) => sendWithKey(CHAIN_RPC_URL, INVESTOR_KEY, transaction));
  await page.addInitScript((account) => {
    const send = (window as unknown as { e2eSendTransaction: (transaction: unknown) => Promise<string> }).e2eSendTransaction;
    (window as unknown as { ethereum: unknown }).ethereum = {
      request: async ({ method, params }: { method: string; params?: unknown[] }) => {
        if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [account];
        if (method === 'eth_chainId') return '0x7a69';
        if (method === 'eth_sendTransaction') return send(params?.[0]);
        throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
      },
    };
  }, INVESTOR_WALLET);

  await loginAs(page, DEMO_USERS.investor);
  await page.goto(`/invest/${SLUG}/invest`);
  const flow = new InvestFlowPage(page);
  // The demo investor may have an order of this project open already: the flow resumes at its method.
  const amountStep = page.getByRole('heading', { name: 'How many tokens?' });
  await expect(amountStep.or(flow.heading('Payment method'))).toBeVisible();
  if (await amountStep.isVisible()) await flow.chooseTokens(1);
  await expect(flow.heading('Payment method')).toBeVisible();
  await page.getByRole('radio', { name: /^Crypto wallet/ }).check();
  await page.getByRole('button', { name: 'Continue to the contract' }).click();
  await flow.sign('Lucía Martín');

  await page.getByRole('button', { name: 'See how to pay' }).click();
  await expect(page.getByRole('heading', { name: 'Send the payment from your wallet' })).toBeVisible();
  await expect(page.getByText(/^\d+\.\d{2} tEUR$/)).toBeVisible();
  await expect(page.getByText('Chain ID 31337')).toBeVisible();
  await expectNoA11yViolations(page, 'crypto payment');
  await page.getByRole('button', { name: 'Pay from my wallet' }).click();
  // Mined at once; one more block is the confirmation the tenant waits for.
  await expect(page.getByText(/waiting for 1 confirmation \(0 of 1 so far\)/)).toBeVisible({ timeout: 20_000 });
  await rpc('evm_mine');
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 20_000 });

  const investmentId = new URL(page.url()).searchParams.get('investment');
  const headers = await apiHeadersOf(page.request, DEMO_USERS.investor, api.url);
  const investment = async () => ((await (await page.request.get(`${api.url}/api/v2/pfp/investments/${investmentId}`, { headers })).json()) as { data: { status_dates: Record<string, string> } }).data;
  const paid = await investment();
  expect(paid.status_dates.CHARGED).toBeTruthy();
  // More blocks, more ticks of the watcher: the order is charged once.
  await rpc('evm_mine');
  await page.waitForTimeout(1500);
  expect((await investment()).status_dates.CHARGED).toBe(paid.status_dates.CHARGED);
});
