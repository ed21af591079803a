import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import * as t from '../../db/schema.js';
import { heldTokens } from '../../ledger/holdings.js';
import { createTestContext, type TestContext } from '../../test/harness.js';
import { issuanceBySlug, mintedInvestment, newInvestor, userByEmail } from '../../test/invest-fixtures.js';

/**
 * Issue 33, defect 1: an investor set its wallet to another investor's address and spent their
 * tokens, the ledger keeping balances by address. An address is one user's per tenant now, and
 * tokens are the user's whatever the address.
 */
let ctx: TestContext;
let wind = '';
let valencia = '';
before(async () => {
  ctx = await createTestContext();
  wind = (await issuanceBySlug(ctx, 'wind-repowering')).id;
  valencia = (await issuanceBySlug(ctx, 'valencia-lofts')).id;
});
after(() => ctx.close());

const PFP = '/api/v2/pfp';
type Person = { id: string; email: string; token: string };

/** 0x and 40 hex characters, some of them letters, so a change of case is a different spelling. */
const newAddress = () => `0xab${randomBytes(19).toString('hex')}`;
const saveWallet = (token: string, address: string) => ctx.request('PUT', `${PFP}/users/me/account/wallet`, { token, body: { wallet_address: address } });
const transfer = (token: string, body: Record<string, unknown>) => ctx.request('POST', `${PFP}/transfers`, { token, body: { issuance_id: wind, ...body } });
const balance = (userId: string, issuanceId = wind) => heldTokens(ctx.deps, ctx.deps.db, issuanceId, userId);
const walletsOf = async (userId: string) => (await ctx.deps.db.select({ address: t.wallets.address }).from(t.wallets).where(eq(t.wallets.userId, userId))).map((row) => row.address);
const ledgerEntries = async () => (await ctx.deps.db.select({ n: sql<number>`count(*)::int` }).from(t.tokenLedgerEntries))[0]?.n ?? 0;

async function holderWithWallet(tokens: number): Promise<Person & { address: string }> {
  const holder = await newInvestor(ctx, { onboarded: true });
  const address = newAddress();
  assert.equal((await saveWallet(holder.token, address)).status, 200);
  await mintedInvestment(ctx, holder.id, wind, tokens);
  return { ...holder, address };
}

describe("a wallet address is one user's (issue 33)", () => {
  it("refuses premium the investor's address, and premium cannot spend the investor's tokens", async () => {
    const investor = await userByEmail(ctx, 'investor@demo.test');
    const premium = await userByEmail(ctx, 'premium@demo.test');
    const premiumToken = await ctx.login(premium.email);
    const [victimAddress] = await walletsOf(investor.id);
    assert.equal(victimAddress, '0x2222222222222222222222222222222222222222');
    const premiumWallets = await walletsOf(premium.id);
    assert.equal(await balance(premium.id, valencia), 0, 'premium holds none of the project');
    await mintedInvestment(ctx, investor.id, valencia, 20);
    const before = await balance(investor.id, valencia);

    const claimed = await saveWallet(premiumToken, victimAddress);
    assert.deepEqual([claimed.status, claimed.body.error], [409, 'wallet_address_taken']);
    assert.deepEqual(await walletsOf(premium.id), premiumWallets);

    const spent = await transfer(premiumToken, { issuance_id: valencia, tokens: 10, destination_email: 'legal@demo.test' });
    assert.deepEqual([spent.status, spent.body.error], [409, 'insufficient_tokens']);
    assert.equal(await balance(investor.id, valencia), before);
    assert.equal(await balance(premium.id, valencia), 0);
  });

  it('compares addresses in any letter case', async () => {
    const holder = await holderWithWallet(1);
    const other = await newInvestor(ctx, { onboarded: true });
    const claimed = await saveWallet(other.token, holder.address.toUpperCase().replace('0X', '0x'));
    assert.deepEqual([claimed.status, claimed.body.error], [409, 'wallet_address_taken']);
    const withoutPrefix = await saveWallet(other.token, holder.address.slice(2));
    assert.deepEqual([withoutPrefix.status, withoutPrefix.body.error], [409, 'wallet_address_taken']);
    // The owner may write its own address again, in another case.
    assert.equal((await saveWallet(holder.token, holder.address.toUpperCase().replace('0X', '0x'))).status, 200);
  });

  it('keeps the tokens with a holder who changes wallet, moving nothing; whoever claims the old address gets none', async () => {
    const holder = await holderWithWallet(10);
    const entries = await ledgerEntries();
    const changed = await saveWallet(holder.token, newAddress());
    assert.equal(changed.status, 200);
    assert.equal(await ledgerEntries(), entries, 'a change of wallet writes nothing in the ledger');
    assert.equal(await balance(holder.id), 10);

    const newcomer = await newInvestor(ctx, { onboarded: true });
    assert.equal((await saveWallet(newcomer.token, holder.address)).status, 200, 'the old address is free again');
    assert.equal(await balance(newcomer.id), 0);
    const third = await newInvestor(ctx, { onboarded: true });
    const spent = await transfer(newcomer.token, { tokens: 1, destination_email: third.email });
    assert.deepEqual([spent.status, spent.body.error], [409, 'insufficient_tokens']);

    assert.equal(await balance(holder.id), 10);
    const own = await transfer(holder.token, { tokens: 4, destination_email: third.email });
    assert.equal(own.status, 201, JSON.stringify(own.body));
    assert.deepEqual([await balance(holder.id), await balance(third.id), await balance(newcomer.id)], [6, 4, 0]);
  });

  it('gives an address two users claim at the same time to exactly one of them', async () => {
    // Both adding a first wallet, then both replacing the one they have.
    for (const withWallets of [false, true]) {
      const users = [await newInvestor(ctx, { onboarded: true }), await newInvestor(ctx, { onboarded: true })];
      if (withWallets) for (const user of users) assert.equal((await saveWallet(user.token, newAddress())).status, 200);
      const address = newAddress();
      const answers = await Promise.all(users.map((user) => saveWallet(user.token, address)));
      assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 409], JSON.stringify(answers.map((answer) => answer.body)));
      assert.equal(answers.find((answer) => answer.status === 409)?.body.error, 'wallet_address_taken');
      const owners = await ctx.deps.db.select({ userId: t.wallets.userId }).from(t.wallets).where(sql`lower(${t.wallets.address}) = ${address}`);
      assert.equal(owners.length, 1);
    }
  });
});
