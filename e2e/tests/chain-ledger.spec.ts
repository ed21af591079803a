import { createPublicClient, http, type Address } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { foundry } from 'viem/chains';
import { securityTokenAbi } from '../../api/src/ledger/evm/contracts/artifacts';
import { LOCAL_CHAIN_KEYS } from '../../api/src/ledger/evm/local-chain';
import { InvestFlowPage, SANDBOX_CARDS } from '../pages/invest-flow.page';
import { apiHeadersOf, setTenantModule } from '../support/api-session';
import { CHAIN_RPC_URL, CHAIN_SECRETS } from '../support/chain';
import { expect, test } from '../support/fixtures';
import { FixtureApi } from '../support/fixture-api';
import { DEMO_USERS, loginAs } from '../support/session';

/**
 * Issue 37, first "Done when": with the tenant's ledger on the chain, a paid order becomes MINTED
 * with a transaction hash, and the holder's on-chain balance is the portfolio's and the board's figure.
 */

/** A campaign with no token yet: its token is deployed once the ledger is the chain's. */
const PROJECT = 'Indie Album Royalties';
/** A sophisticated investor (no reflection period before the mint) whose KYC is approved. */
const INVESTOR = 'premium@demo.test';
/** The wallet the investor proves theirs: anvil's key 1 account (the agent is key 0). */
const INVESTOR_KEY = LOCAL_CHAIN_KEYS[1];
const TOKENS = 3;
const PFP = '/api/v2/pfp';

// An API of the spec's own on the suite's chain: the campaign it closes and the tenant's ledger stay out of the shared API.
const api = new FixtureApi({ tenant: 'demo' }, { PAYMENT_PROVIDER_SECRETS: JSON.stringify({ '*': CHAIN_SECRETS }), PAYMENT_SANDBOX: 'true', CHAIN_CONFIRM_INTERVAL_MS: '500' });
let ledgerBefore: string | null = null;

/** One more block on the local chain: the confirmation the tenant waits for (`confirmations: 1`). */
async function mineBlock(): Promise<void> {
  await fetch(CHAIN_RPC_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'evm_mine', params: [] }) });
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(90_000);
  await api.start();
  ledgerBefore = await setTenantModule(request, 'ledger', 'evm', api.url);
});

test.afterAll(async ({ request }) => {
  await setTenantModule(request, 'ledger', ledgerBefore, api.url).catch(() => undefined);
  await api.stop();
});

test('an order paid through the sandbox is minted on the chain: MINTED with its transaction, the on-chain balance in the portfolio and on the board', async ({ page, request }) => {
  test.setTimeout(120_000);
  await api.routeInto(page);
  const manager = await apiHeadersOf(request, DEMO_USERS.manager, api.url);
  const investor = await apiHeadersOf(request, INVESTOR, api.url);
  const wallet = privateKeyToAccount(INVESTOR_KEY);

  const token = await test.step('the manager creates the token of a project that has none: its contract is deployed', async () => {
    const candidates = (await (await request.get(`${api.url}${PFP}/tokens/issuances-without-token`, { headers: manager })).json()) as { data: { issuance_id: string; issuance_title: string; issuance_slug: string }[] };
    const project = candidates.data.find((candidate) => candidate.issuance_title === PROJECT);
    expect(project, 'the project has no token yet').toBeTruthy();
    const created = await request.post(`${api.url}${PFP}/tokens`, { headers: manager, data: { issuance_id: project?.issuance_id, name: 'Indie Album Token', symbol: 'INDIE', acronym: 'IAR' } });
    expect(created.status(), await created.text()).toBe(201);
    type TokenAnswer = { data: { id: string; contract_address: string | null; deployment_status: string | null } };
    const { id } = ((await created.json()) as TokenAnswer).data;
    // Mined at once; confirmed by the periodic confirmation once one more block is on it.
    await mineBlock();
    let data = ((await created.json()) as TokenAnswer).data;
    await expect
      .poll(async () => {
        data = ((await (await request.get(`${api.url}${PFP}/tokens/${id}`, { headers: manager })).json()) as TokenAnswer).data;
        return data.deployment_status;
      }, { timeout: 15_000 })
      .toBe('confirmed');
    expect(data.contract_address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    return { id: data.id, issuanceId: project?.issuance_id ?? '', slug: project?.issuance_slug ?? '', contract: data.contract_address as Address };
  });

  await test.step('the investor proves a wallet theirs by signing the API challenge', async () => {
    const challenge = await request.post(`${api.url}${PFP}/users/me/account/wallet/challenge`, { headers: investor, data: { address: wallet.address } });
    expect(challenge.ok(), await challenge.text()).toBe(true);
    const { message } = ((await challenge.json()) as { data: { message: string } }).data;
    const verified = await request.post(`${api.url}${PFP}/users/me/account/wallet/verify`, { headers: investor, data: { address: wallet.address, message, signature: await wallet.signMessage({ message }) } });
    expect(verified.ok(), await verified.text()).toBe(true);
  });

  await test.step('the investor orders, signs and pays by card on the sandbox page', async () => {
    await loginAs(page, INVESTOR);
    await page.goto(`/invest/${token.slug}/invest`);
    const flow = new InvestFlowPage(page);
    await flow.chooseTokens(TOKENS);
    await flow.choosePaymentMethod('Card');
    await flow.sign('Paula Premium');
    await flow.payByCard(SANDBOX_CARDS.pays);
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 20_000 });
  });

  await test.step('the campaign closes and the manager mints: MINTED, with the mint transaction', async () => {
    const closed = await request.post(`${api.url}${PFP}/issuances/${token.issuanceId}/phase`, { headers: manager, data: { to: 'CLOSED' } });
    expect(closed.ok(), await closed.text()).toBe(true);
    await loginAs(page, DEMO_USERS.manager);
    await page.goto(`/manager/investments?q=${encodeURIComponent(INVESTOR)}`);
    const row = page.getByRole('table', { name: /^Investments, page/ }).getByRole('row').filter({ hasText: PROJECT });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /^Mint the tokens of/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Mint tokens' }).click();
    // The holder's registration, then the mint: each mined at once and confirmed one block later.
    await expect(async () => {
      await mineBlock();
      await page.reload();
      await expect(row).toContainText('Tokens issued', { timeout: 2_000 });
    }).toPass({ timeout: 40_000 });
    await expect(row).toContainText(/Minted on the chain \(0x[0-9a-f]{8}…[0-9a-f]{6}\)/);
  });

  const chain = createPublicClient({ chain: foundry, transport: http(CHAIN_RPC_URL) });
  const onChain = await chain.readContract({ address: token.contract, abi: securityTokenAbi, functionName: 'balanceOf', args: [wallet.address] });
  expect(onChain).toBe(BigInt(TOKENS));

  await test.step("the investor's portfolio and the board's new ad show the on-chain balance", async () => {
    await loginAs(page, INVESTOR);
    await page.goto('/user/portfolio');
    const holding = page.getByRole('table', { name: 'Holdings' }).getByRole('row').filter({ hasText: PROJECT });
    await expect(holding).toHaveCount(1);
    await expect(holding.getByRole('cell').nth(1)).toHaveText(new RegExp(`^${onChain}\\b`));

    await page.goto('/user/transfers?tab=mine');
    await page.getByRole('button', { name: 'New ad' }).click();
    const dialog = page.getByRole('dialog', { name: 'New ad' });
    await expect(dialog.getByLabel('Investment').locator('option', { hasText: PROJECT })).toHaveText(new RegExp(`· ${onChain}\\b.* available$`));
  });
});
