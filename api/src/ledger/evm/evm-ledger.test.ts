import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { type Address, createWalletClient, http, parseAbiItem, zeroAddress } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import * as t from '../../db/schema.js';
import { createDeps } from '../../deps.js';
import { DAY } from '../../lib/clock.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { customize, issuanceBySlug, newInvestor, tenantIdOf } from '../../test/invest-fixtures.js';
import { inProcess, orderToPay, PFP, SLUG } from '../../test/payment-fixtures.js';
import { chainClientOf } from './chain-client.js';
import { confirmPendingChainTransactions } from './chain-confirmations.js';
import { securityTokenAbi } from './contracts/artifacts.js';
import { registerHolder } from './tenant-chain.js';
import { LOCAL_CHAIN_KEYS, type LocalChain, startLocalChain } from './local-chain.js';

let chain: LocalChain;
let ctx: TestContext;
let manager: string;
let tenantId: string;
let contract: Address;
let settings: { rpc_url: string; chain_id: number; agent_key: string; confirmations: number; explorer_url: string };

const rpc = async (method: string, params: unknown[] = []) => {
  const answer = await fetch(chain.rpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  return ((await answer.json()) as { result: unknown }).result;
};
const client = () => chainClientOf({ ...settings, agent_key: settings.agent_key });
const balanceOf = async (holder: Address) => Number(await client().public.readContract({ address: contract, abi: securityTokenAbi, functionName: 'balanceOf', args: [holder] }));
const mintsTo = async (holder: Address) =>
  (await client().public.getLogs({ address: contract, event: parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)'), args: { from: zeroAddress, to: holder }, fromBlock: 0n })).length;

/** A fresh wallet, its owner's own (verified) or not. */
async function giveWallet(userId: string, verified: boolean): Promise<Address> {
  const address = privateKeyToAccount(generatePrivateKey()).address;
  await ctx.deps.db.insert(t.wallets).values({ tenantId, userId, address, verifiedAt: verified ? new Date() : null });
  return address;
}

/** A SIGNED order of Fleet Leasing Pool by an investor with a wallet (verified unless told). */
async function signedOrder(tokens: number, verified = true) {
  const order = await orderToPay(ctx, { tokens });
  await ctx.deps.db.update(t.investments).set({ status: 'SIGNED', paymentMethod: 'bank_transfer', statusDates: { SIGNED: new Date().toISOString() } }).where(eq(t.investments.id, order.id));
  return { ...order, wallet: await giveWallet(order.investor.id, verified) };
}

/** Five days on with the round closed: past every reflection period, when orders are minted. */
async function afterTheRound<T>(check: () => Promise<T>): Promise<T> {
  const fleet = await issuanceBySlug(ctx, SLUG);
  await ctx.deps.db.update(t.issuances).set({ status: 'CLOSED' }).where(eq(t.issuances.id, fleet.id));
  ctx.clock.advance(5 * DAY);
  try {
    return await check();
  } finally {
    ctx.clock.reset();
    await ctx.deps.db.update(t.issuances).set({ status: 'CAMPAIGN' }).where(eq(t.issuances.id, fleet.id));
  }
}

const mint = (id: string, on: TestContext = ctx) => on.request('POST', `${PFP}/investments/${id}/mint`, { token: manager });
const statusOf = async (id: string) => (await ctx.deps.db.select().from(t.investments).where(eq(t.investments.id, id)))[0];

before(async () => {
  chain = await startLocalChain();
  settings = { rpc_url: chain.rpcUrl, chain_id: chain.chainId, agent_key: LOCAL_CHAIN_KEYS[0], confirmations: 0, explorer_url: 'http://explorer.test/' };
  ctx = await createTestContext({ PAYMENT_PROVIDER_SECRETS: JSON.stringify({ '*': { evm: settings } }), CHAIN_RECEIPT_WAIT_MS: '3000' });
  ctx.deps.notifier.useTransport(inProcess(ctx));
  manager = await ctx.login('manager@demo.test');
  tenantId = await tenantIdOf(ctx);
  await customize(ctx, { modules: { ledger: 'evm' } } as never);
});
after(async () => {
  await ctx?.close();
  await chain?.stop();
});

describe('the chain ledger (a local chain)', () => {
  it("deploys the project's security token when a manager creates it, and keeps the project on the chain", async () => {
    const fleet = await issuanceBySlug(ctx, SLUG);
    const created = await ctx.request('POST', `${PFP}/tokens`, { token: manager, body: { issuance_id: fleet.id, name: 'Fleet Token', symbol: 'FLT', acronym: 'FLT' } });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const issuance = await issuanceBySlug(ctx, SLUG);
    assert.equal(issuance.ledger, 'evm');
    assert.match(issuance.smartContractAddress ?? '', /^0x[0-9a-fA-F]{40}$/);
    contract = issuance.smartContractAddress as Address;
    assert.equal(created.body.data.contract_address, contract);
    assert.equal(created.body.data.contract_url, `http://explorer.test/address/${contract}`);
    assert.equal(created.body.data.deployment_status, 'confirmed');
    assert.equal(await client().public.readContract({ address: contract, abi: securityTokenAbi, functionName: 'symbol' }), 'FLT');
    assert.equal(await client().public.readContract({ address: contract, abi: securityTokenAbi, functionName: 'restricted' }), false);
  });

  it('mints a paid order on the chain: MINTED with the transaction hash, the on-chain balance the portfolio’s figure', async () => {
    const order = await signedOrder(7);
    const minted = await afterTheRound(() => mint(order.id));
    assert.equal(minted.status, 200, JSON.stringify(minted.body));
    assert.equal(minted.body.data.status, 'MINTED');
    assert.match(minted.body.data.mint_reference, /^0x[0-9a-f]{64}$/);
    assert.deepEqual(minted.body.data.mint_transaction, { status: 'confirmed', hash: minted.body.data.mint_reference, error: null, url: `http://explorer.test/tx/${minted.body.data.mint_reference}` });
    const receipt = await client().public.getTransactionReceipt({ hash: minted.body.data.mint_reference });
    assert.equal(receipt.status, 'success');
    assert.equal(await balanceOf(order.wallet), 7);
    const portfolio = await ctx.request('GET', `${PFP}/users/me/portfolio`, { token: order.investor.token });
    assert.equal(portfolio.status, 200);
    const holding = portfolio.body.data.holdings.find((row: { project_slug: string }) => row.project_slug === SLUG);
    assert.equal(holding?.tokens, 7, JSON.stringify(portfolio.body.data));
  });

  it('refuses a mint to a wallet its owner has not verified before sending anything, and the contract refuses one the registry does not hold', async () => {
    const unverified = await signedOrder(2, false);
    const blocked = await afterTheRound(() => mint(unverified.id));
    assert.deepEqual([blocked.status, blocked.body.error], [409, 'holder_wallet_unverified']);
    assert.equal((await statusOf(unverified.id))?.status, 'SIGNED');
    assert.equal(await mintsTo(unverified.wallet), 0);

    // Proven, but its owner's KYC is no longer approved: the wallet is not registered, so the contract says no.
    const unregistered = await signedOrder(2);
    await ctx.deps.db.update(t.users).set({ kycStatus: 'created' }).where(eq(t.users.id, unregistered.investor.id));
    const refused = await afterTheRound(() => mint(unregistered.id));
    assert.deepEqual([refused.status, refused.body.error, refused.body.reason], [409, 'chain_receiver_unverified', 'UnverifiedReceiver']);
    assert.equal((await statusOf(unregistered.id))?.status, 'SIGNED');
    assert.equal(await mintsTo(unregistered.wallet), 0);
  });

  it('keeps a manager from cancelling an order whose mint is on its way: it is CLOSED from the moment the mint is recorded', async () => {
    const order = await signedOrder(1);
    await ctx.deps.db.update(t.investments).set({ status: 'CLOSED' }).where(eq(t.investments.id, order.id));
    await ctx.deps.db
      .insert(t.chainTransactions)
      .values({ tenantId, reference: `investment:${order.id}`, kind: 'mint', chainId: 31337, fromAddress: zeroAddress, nonce: 0, rawTransaction: '0x00', hash: `0x${'ab'.repeat(32)}` });
    const refused = await ctx.request('POST', `${PFP}/investments/${order.id}/cancel`, { token: manager, body: { reason: 'Duplicate order' } });
    assert.deepEqual([refused.status, refused.body.error], [409, 'investment_not_cancellable']);
    const listed = await ctx.request('GET', `${PFP}/investments?q=${encodeURIComponent(order.investor.email)}`, { token: manager });
    assert.deepEqual([listed.body.data[0].actions.cancel, listed.body.data[0].mint_transaction?.status], [false, 'pending']);
    assert.equal((await statusOf(order.id))?.status, 'CLOSED');
  });

  it('mints once when six managers’ clicks arrive at once', async () => {
    const order = await signedOrder(3);
    const answers = await afterTheRound(() => Promise.all(Array.from({ length: 6 }, () => mint(order.id))));
    assert.ok(answers.every((answer) => answer.status === 200), JSON.stringify(answers.map((answer) => answer.body)));
    assert.equal(await mintsTo(order.wallet), 1);
    assert.equal(await balanceOf(order.wallet), 3);
    assert.equal((await statusOf(order.id))?.status, 'MINTED');
    assert.equal((await ctx.deps.db.select().from(t.chainTransactions).where(eq(t.chainTransactions.reference, `investment:${order.id}`))).length, 1);
  });

  it('settles a board transfer on the chain, and the contract refuses one to an unverified wallet or while paused', async () => {
    const seller = await signedOrder(10);
    assert.equal((await afterTheRound(() => mint(seller.id))).body.data.status, 'MINTED');
    const buyer = await newInvestor(ctx, { onboarded: true });
    const buyerWallet = await giveWallet(buyer.id, true);
    const stranger = await newInvestor(ctx, { onboarded: true });
    const strangerWallet = await giveWallet(stranger.id, false);
    const fleet = await issuanceBySlug(ctx, SLUG);
    const send = (to: Address, tokens: number) => ctx.request('POST', `${PFP}/transfers`, { token: seller.investor.token, body: { issuance_id: fleet.id, tokens, destination_wallet: to } });

    const refused = await send(strangerWallet, 2);
    assert.deepEqual([refused.status, refused.body.error], [409, 'chain_receiver_unverified'], JSON.stringify(refused.body));
    assert.equal(await balanceOf(strangerWallet), 0);

    const sent = await send(buyerWallet, 4);
    assert.equal(sent.status, 201, JSON.stringify(sent.body));
    assert.match(sent.body.data.transaction_reference, /^0x[0-9a-f]{64}$/);
    assert.deepEqual([await balanceOf(seller.wallet), await balanceOf(buyerWallet)], [6, 4]);
    const portfolio = await ctx.request('GET', `${PFP}/users/me/portfolio`, { token: seller.investor.token });
    assert.equal(portfolio.body.data.holdings.find((row: { project_slug: string }) => row.project_slug === SLUG)?.tokens, 6);

    const agent = createWalletClient({ account: privateKeyToAccount(LOCAL_CHAIN_KEYS[0]), transport: http(chain.rpcUrl) });
    await client().public.waitForTransactionReceipt({ hash: await agent.writeContract({ address: contract, abi: securityTokenAbi, functionName: 'pause', chain: null }) });
    try {
      const paused = await send(buyerWallet, 1);
      assert.deepEqual([paused.status, paused.body.error], [409, 'chain_token_paused']);
    } finally {
      await client().public.waitForTransactionReceipt({ hash: await agent.writeContract({ address: contract, abi: securityTokenAbi, functionName: 'unpause', chain: null }) });
    }
  });

  it('mints exactly once when the API dies between sending a mint and recording its receipt, and after it restarts', async () => {
    const order = await signedOrder(5);
    await afterTheRound(async () => {
      // The wallet is registered while blocks are mined; then every transaction is held pending.
      await registerHolder(ctx.deps, client(), tenantId, { userId: order.investor.id, address: order.wallet }, { issuanceId: (await issuanceBySlug(ctx, SLUG)).id, contractAddress: contract });
      await rpc('evm_setAutomine', [false]);
      try {
        const first = await mint(order.id);
        assert.equal(first.status, 200, JSON.stringify(first.body));
        assert.equal(first.body.data.status, 'CLOSED');
        assert.equal(first.body.data.mint_transaction.status, 'pending');
        const hash = first.body.data.mint_transaction.hash;

        // The first process is gone; a new one on the same database retries the mint and ticks.
        const restarted = createDeps(ctx.deps.env, ctx.deps.database, { clock: ctx.clock });
        const retried = await mint(order.id);
        assert.equal(retried.body.data.mint_transaction.hash, hash, 'the same transaction, never a second one');
        await confirmPendingChainTransactions(restarted);
        const [held] = await ctx.deps.db.select().from(t.chainTransactions).where(eq(t.chainTransactions.reference, `investment:${order.id}`));
        assert.deepEqual([held?.status, held?.hash], ['pending', hash]);
        assert.equal((await statusOf(order.id))?.status, 'CLOSED');

        await rpc('evm_mine');
        assert.ok(((await confirmPendingChainTransactions(restarted)) ?? 0) >= 1);
        const row = await statusOf(order.id);
        assert.deepEqual([row?.status, row?.mintReference], ['MINTED', hash]);
      } finally {
        await rpc('evm_setAutomine', [true]);
      }
    });
    assert.equal(await mintsTo(order.wallet), 1);
    assert.equal(await balanceOf(order.wallet), 5);
  });
});

describe('choosing the chain ledger', () => {
  it('is refused by field for a tenant whose deployment names no chain', async () => {
    const other = await createTestContext();
    try {
      const exeuManager = await other.login('manager@exeu.test', { host: 'exeu.localhost' });
      const editor = await other.request('GET', `${PFP}/manager/customization`, { token: exeuManager, host: 'exeu.localhost' });
      assert.equal(editor.status, 200, JSON.stringify(editor.body));
      const draft = { ...editor.body.data.payload, modules: { ...editor.body.data.payload.modules, ledger: 'evm' } };
      const refused = await other.request('PUT', `${PFP}/manager/customization`, { token: exeuManager, host: 'exeu.localhost', body: draft });
      assert.deepEqual([refused.status, refused.body.fields?.['modules.ledger']?.key], [400, 'customization.ledger_chain_not_configured'], JSON.stringify(refused.body));
    } finally {
      await other.close();
    }
  });
});
