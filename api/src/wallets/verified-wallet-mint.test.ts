import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import * as t from '../db/schema.js';
import { DAY } from '../lib/clock.js';
import { createTestContext, type TestContext } from '../test/harness.js';
import { issuanceBySlug } from '../test/invest-fixtures.js';
import { orderToPay, PFP, SLUG } from '../test/payment-fixtures.js';

/**
 * Issue 37: with a project's tokens on a chain (its token created under `modules.ledger: evm`) a mint goes only to a wallet its holder
 * proved theirs by signing, so a typed-in address nobody proved blocks it (holder_wallet_unverified);
 * the database ledger keeps its tokens per user and keeps today's rule.
 */
let ctx: TestContext;
let manager = '';
before(async () => {
  ctx = await createTestContext();
  manager = await ctx.login('manager@demo.test');
});
after(() => ctx.close());

const mint = (id: string) => ctx.request('POST', `${PFP}/investments/${id}/mint`, { token: manager });
const rowOf = async (email: string) => (await ctx.request('GET', `${PFP}/investments?q=${encodeURIComponent(email)}`, { token: manager })).body.data[0];

/** A signed order of Fleet Leasing Pool by an investor who typed in a wallet, five days on with the campaign closed. */
async function signedOrderWithTypedWallet() {
  const order = await orderToPay(ctx, { tokens: 1 });
  const at = new Date().toISOString();
  await ctx.deps.db.update(t.investments).set({ status: 'SIGNED', paymentMethod: 'bank_transfer', statusDates: { CREATED: at, SIGNED: at } }).where(eq(t.investments.id, order.id));
  const account = privateKeyToAccount(generatePrivateKey());
  const typed = await ctx.request('PUT', `${PFP}/users/me/account/wallet`, { token: order.investor.token, body: { wallet_address: account.address } });
  assert.equal(typed.status, 200);
  return { ...order, account };
}

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

describe('minting to a verified wallet (issue 37)', () => {
  it('on a project whose token is on a chain, blocks an investor whose wallet is not verified, until they sign with it', async () => {
    const order = await signedOrderWithTypedWallet();
    const fleet = await issuanceBySlug(ctx, SLUG);
    // The token's ledger is the project's (evm-ledger.test.ts mints on a real chain, and refuses the POST there).
    await ctx.deps.db.update(t.issuances).set({ ledger: 'evm' }).where(eq(t.issuances.id, fleet.id));
    try {
      await afterTheRound(async () => {
        const row = await rowOf(order.investor.email);
        assert.deepEqual([row.actions.mint, row.mint_blocked_by], [false, ['holder_wallet_unverified']]);

        const issued = await ctx.request('POST', `${PFP}/users/me/account/wallet/challenge`, { token: order.investor.token, body: { address: order.account.address } });
        const message = issued.body.data.message as string;
        const verified = await ctx.request('POST', `${PFP}/users/me/account/wallet/verify`, {
          token: order.investor.token,
          body: { address: order.account.address, message, signature: await order.account.signMessage({ message }) },
        });
        assert.equal(verified.status, 200, JSON.stringify(verified.body));
        const ready = await rowOf(order.investor.email);
        assert.deepEqual([ready.actions.mint, ready.mint_blocked_by], [true, []]);
      });
    } finally {
      await ctx.deps.db.update(t.issuances).set({ ledger: 'database' }).where(eq(t.issuances.id, fleet.id));
    }
  });

  it('with the database ledger, mints to a wallet typed in as before', async () => {
    const order = await signedOrderWithTypedWallet();
    await afterTheRound(async () => {
      assert.deepEqual((await rowOf(order.investor.email)).mint_blocked_by, []);
      assert.equal((await mint(order.id)).status, 200);
    });
  });
});
