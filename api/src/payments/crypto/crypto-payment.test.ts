import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import * as t from '../../db/schema.js';
import { startLocalChain, type LocalChain } from '../../ledger/evm/local-chain.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { customize } from '../../test/invest-fixtures.js';
import { chooseMethod, movesTo, orderToPay, PFP, startPayment, statusOf } from '../../test/payment-fixtures.js';
import { coinChain, cryptoSecretsFor, startedCryptoOrder, type CoinChain } from './crypto-test-fixtures.js';
import { watchCryptoPayments } from './crypto-watcher.js';

const CONFIRMATIONS = 2;

let chain: LocalChain;
let coins: CoinChain;
let ctx: TestContext;

before(async () => {
  chain = await startLocalChain();
  coins = await coinChain(chain);
  ctx = await createTestContext({ PAYMENT_PROVIDER_SECRETS: cryptoSecretsFor(coins, CONFIRMATIONS) });
  await customize(ctx, { modules: { payment: 'crypto' } });
});
after(async () => {
  await ctx?.close();
  await chain?.stop();
});

const transfersOf = (attemptId: string) => ctx.deps.db.select().from(t.cryptoTransfers).where(eq(t.cryptoTransfers.attemptId, attemptId));
const paymentEvents = (eventId: string) => ctx.deps.db.select().from(t.webhookEvents).where(and(eq(t.webhookEvents.provider, 'payment:crypto'), eq(t.webhookEvents.eventId, eventId)));

/** Charged once: the order went to CHARGED once (then on to SIGNED, its contract signed before paying). */
async function chargedOnce(investmentId: string): Promise<void> {
  assert.equal((await movesTo(ctx, investmentId, 'CHARGED')).length, 1);
  assert.equal(await statusOf(ctx, investmentId), 'SIGNED');
}

async function attemptIdOf(investmentId: string): Promise<string> {
  const [row] = await ctx.deps.db.select({ id: t.paymentAttempts.id }).from(t.paymentAttempts).where(eq(t.paymentAttempts.investmentId, investmentId));
  assert.ok(row);
  return row.id;
}

describe('a crypto payment from the investor’s verified wallet', () => {
  it('is refused to an investor without a verified wallet, and nothing starts', async () => {
    const order = await orderToPay(ctx);
    assert.equal((await chooseMethod(ctx, order.investor.token, order.id, 'crypto_wallet')).status, 200);
    const started = await startPayment(ctx, order.investor.token, order.id, 'crypto_wallet');
    assert.equal(started.status, 409);
    assert.equal(started.body.error, 'crypto_wallet_unverified');
    assert.equal(await statusOf(ctx, order.id), 'METHOD_PAYMENT');
  });

  it('answers the exact amount in the coin’s minor units, the coin, the chain, where to and from which wallet', async () => {
    const investor = await coins.fundedAccount();
    const order = await startedCryptoOrder(ctx, investor, { tokens: 3 });
    const [row] = await ctx.deps.db.select().from(t.investments).where(eq(t.investments.id, order.id));
    assert.ok(row);
    // 6 decimals: every cent is 10 000 units, exactly.
    const total = (BigInt(row.amount.replace('.', '')) - BigInt(row.balanceUsed.replace('.', '')) + BigInt(row.fee.replace('.', ''))) * 10_000n;
    assert.equal(order.instructions.amount_units, total.toString());
    assert.deepEqual(
      { sender: order.instructions.sender_address, receiving: order.instructions.receiving_address, token: order.instructions.token_address, chain: order.instructions.chain_id, confirmations: order.instructions.confirmations },
      { sender: investor.address.toLowerCase(), receiving: coins.receiving.toLowerCase(), token: coins.coin.toLowerCase(), chain: chain.chainId, confirmations: CONFIRMATIONS },
    );
    assert.equal(await statusOf(ctx, order.id), 'CREDIT_CARD');
    // Asked again while open: the same instructions, no second attempt.
    const again = await startPayment(ctx, order.investor.token, order.id, 'crypto_wallet');
    assert.equal(again.body.data.kind, 'crypto');
    assert.equal(again.body.data.crypto.amount_units, order.instructions.amount_units);
    assert.equal((await ctx.deps.db.select().from(t.paymentAttempts).where(eq(t.paymentAttempts.investmentId, order.id))).length, 1);
  });

  it('charges the order once its confirmations are in, and once only however often the logs are read', async () => {
    const investor = await coins.fundedAccount();
    const order = await startedCryptoOrder(ctx, investor);
    const hash = await coins.pay(investor, BigInt(order.instructions.amount_units));
    await watchCryptoPayments(ctx.deps);
    const attemptId = await attemptIdOf(order.id);
    const [seen] = await transfersOf(attemptId);
    assert.equal(seen?.status, 'matched');
    assert.equal(await statusOf(ctx, order.id), 'CREDIT_CARD', 'no confirmation yet');
    const waiting = await ctx.request('GET', `${PFP}/investments/${order.id}/payment`, { token: order.investor.token });
    assert.deepEqual(waiting.body.data.crypto.transfer, { tx_hash: hash.toLowerCase(), confirmations: 0 });

    await coins.mine(1);
    await watchCryptoPayments(ctx.deps);
    assert.equal(await statusOf(ctx, order.id), 'CREDIT_CARD', 'one of two confirmations');
    await coins.mine(1);
    assert.equal(await watchCryptoPayments(ctx.deps), 1);
    await chargedOnce(order.id);

    // Read again from the start (a lost cursor, a restart): recorded once, charged once.
    await ctx.deps.db.delete(t.cryptoWatchCursors);
    await ctx.deps.db.update(t.cryptoTransfers).set({ status: 'matched' }).where(eq(t.cryptoTransfers.attemptId, attemptId));
    assert.equal(await watchCryptoPayments(ctx.deps), 0);
    assert.equal((await movesTo(ctx, order.id, 'CHARGED')).length, 1);
    assert.equal((await paymentEvents(`${hash.toLowerCase()}:${seen?.logIndex}`)).length, 1);
    assert.equal((await ctx.deps.db.select().from(t.cryptoTransfers).where(eq(t.cryptoTransfers.txHash, hash.toLowerCase()))).length, 1);
    assert.equal((await ctx.deps.db.select().from(t.investmentRefunds).where(eq(t.investmentRefunds.investmentId, order.id))).length, 0);
  });

  it('charges once when two watchers (two API nodes) read the same transfer at the same time', async () => {
    const investor = await coins.fundedAccount();
    const order = await startedCryptoOrder(ctx, investor);
    await coins.pay(investor, BigInt(order.instructions.amount_units));
    await coins.mine(CONFIRMATIONS);
    const applied = await Promise.all([watchCryptoPayments(ctx.deps), watchCryptoPayments(ctx.deps), watchCryptoPayments(ctx.deps)]);
    await chargedOnce(order.id);
    assert.equal(applied.reduce((sum, count) => sum + count, 0), 1);
    assert.equal((await movesTo(ctx, order.id, 'CHARGED')).length, 1);
    assert.equal((await transfersOf(await attemptIdOf(order.id))).length, 1);
  });

  it('never charges a transfer of another amount or from another wallet: it is listed for the managers', async () => {
    const investor = await coins.fundedAccount();
    const stranger = await coins.fundedAccount();
    const order = await startedCryptoOrder(ctx, investor);
    const units = BigInt(order.instructions.amount_units);
    const short = await coins.pay(investor, units - 1n);
    const foreign = await coins.pay(stranger, units);
    await coins.mine(CONFIRMATIONS + 1);
    await watchCryptoPayments(ctx.deps);
    assert.equal(await statusOf(ctx, order.id), 'CREDIT_CARD');
    const unmatched = await ctx.deps.db.select().from(t.cryptoTransfers).where(eq(t.cryptoTransfers.status, 'unmatched'));
    const mine = unmatched.filter((row) => [short.toLowerCase(), foreign.toLowerCase()].includes(row.txHash));
    assert.deepEqual(mine.map((row) => [row.fromAddress, row.units]).sort(), [[investor.address.toLowerCase(), (units - 1n).toString()], [stranger.address.toLowerCase(), units.toString()]].sort());
    assert.ok(mine.every((row) => row.attemptId === null));

    const manager = await ctx.login('manager@demo.test');
    const listed = await ctx.request('GET', `${PFP}/crypto-transfers`, { token: manager });
    assert.equal(listed.status, 200, JSON.stringify(listed.body));
    const hashes = (listed.body.data as { tx_hash: string }[]).map((row) => row.tx_hash);
    assert.ok(hashes.includes(short.toLowerCase()) && hashes.includes(foreign.toLowerCase()));

    // The right payment, after the wrong ones, still pays the order.
    await coins.pay(investor, units);
    await coins.mine(CONFIRMATIONS);
    await watchCryptoPayments(ctx.deps);
    await chargedOnce(order.id);
  });
});
