import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq, ne, sql } from 'drizzle-orm';
import { heldTokens } from '../ledger/holdings.js';
import { isUniqueViolation } from '../lib/db-errors.js';
import { createTestContext, type TestContext } from '../test/harness.js';
import { issuanceBySlug, newInvestor, tenantIdOf } from '../test/invest-fixtures.js';
import { migrationsFolder } from './client.js';
import * as t from './schema.js';

/**
 * Migration 0023 on a database as issue 33 left it: an attacker changed its older wallet row to
 * the victim's address (in another case) and transferred the victim's tokens away; a holder
 * changed wallet after its mint; entries only an address or a `user:` id names.
 */
const MIGRATION = readFileSync(path.join(migrationsFolder, '0023_wallet_owners.sql'), 'utf8').split('--> statement-breakpoint');

/** Takes the database back to the shape before 0023 (what 0023 adds goes). */
async function before0023(ctx: TestContext): Promise<void> {
  for (const statement of [
    'DROP TRIGGER "wallets_user_tenant" ON "wallets"',
    'DROP FUNCTION wallets_user_tenant()',
    'DROP INDEX "wallets_tenant_address_idx"',
    'ALTER TABLE "wallets" DROP COLUMN "tenant_id"',
    'ALTER TABLE "token_ledger_entries" DROP COLUMN "from_user_id"',
    'ALTER TABLE "token_ledger_entries" DROP COLUMN "to_user_id"',
    'CREATE INDEX "token_ledger_entries_to_idx" ON "token_ledger_entries" USING btree ("contract_address","to_address")',
  ]) {
    await ctx.deps.db.execute(sql.raw(statement));
  }
}

async function migrate(ctx: TestContext): Promise<void> {
  for (const statement of MIGRATION) await ctx.deps.db.execute(sql.raw(statement));
}

const at = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();

async function oldWallet(ctx: TestContext, userId: string, address: string, createdAt: string): Promise<string> {
  const id = randomUUID();
  await ctx.deps.db.execute(sql`insert into wallets (id, user_id, address, created_at) values (${id}, ${userId}, ${address}, ${createdAt})`);
  return id;
}

interface OldEntry {
  tenantId: string;
  issuanceId: string;
  kind: 'mint' | 'transfer';
  from?: string;
  to: string;
  amount: number;
  reference: string;
  createdAt: string;
}
async function oldEntry(ctx: TestContext, entry: OldEntry): Promise<void> {
  await ctx.deps.db.execute(sql`
    insert into token_ledger_entries (tenant_id, issuance_id, kind, from_address, to_address, amount, reference, transaction_reference, created_at)
    values (${entry.tenantId}, ${entry.issuanceId}, ${entry.kind}, ${entry.from ?? null}, ${entry.to}, ${entry.amount}, ${entry.reference}, ${`0x${randomUUID().replace(/-/g, '')}`}, ${entry.createdAt})`);
}

async function investment(ctx: TestContext, tenantId: string, issuanceId: string, investorId: string, tokens: number): Promise<string> {
  const [row] = await ctx.deps.db
    .insert(t.investments)
    .values({ tenantId, issuanceId, investorId, tokenAmount: tokens, amount: `${tokens * 100}.00`, paymentMethod: 'bank_transfer', status: 'MINTED', statusDates: {} })
    .returning({ id: t.investments.id });
  if (!row) throw new Error('investment not written');
  return row.id;
}

describe('migration 0023 (wallet owners)', () => {
  let ctx: TestContext;
  let tenantId = '';
  let wind = '';
  const people: Record<'victim' | 'attacker' | 'recipient' | 'mover' | 'walletless' | 'legacy', string> = { victim: '', attacker: '', recipient: '', mover: '', walletless: '', legacy: '' };
  const victimAddress = `0xab${'c'.repeat(38)}`;
  const legacyAddress = `0xde${'f'.repeat(38)}`;
  let attackerRow = '';

  before(async () => {
    ctx = await createTestContext();
    tenantId = await tenantIdOf(ctx);
    wind = (await issuanceBySlug(ctx, 'wind-repowering')).id;
    for (const name of Object.keys(people) as (keyof typeof people)[]) people[name] = (await newInvestor(ctx)).id;
    await before0023(ctx);

    // The attacker's row is the older one: it was created first and changed to the victim's address later.
    attackerRow = await oldWallet(ctx, people.attacker, victimAddress.toUpperCase().replace('0X', '0x'), at(1));
    await oldWallet(ctx, people.victim, victimAddress, at(2));
    const minted = await investment(ctx, tenantId, wind, people.victim, 20);
    await oldEntry(ctx, { tenantId, issuanceId: wind, kind: 'mint', to: victimAddress, amount: 20, reference: `investment:${minted}`, createdAt: at(3) });
    const [stolen] = await ctx.deps.db
      .insert(t.transfers)
      .values({ tenantId, issuanceId: wind, fromUserId: people.attacker, toUserId: people.recipient, tokens: 10, originWallet: victimAddress, destinationWallet: `user:${people.recipient}`, createdAt: new Date(at(4)) })
      .returning({ id: t.transfers.id });
    await oldEntry(ctx, { tenantId, issuanceId: wind, kind: 'transfer', from: victimAddress, to: `user:${people.recipient}`, amount: 10, reference: `transfer:${stolen?.id}`, createdAt: at(4) });

    // Minted to an address the holder has since replaced: no wallet has it any more.
    const moved = await investment(ctx, tenantId, wind, people.mover, 7);
    await oldEntry(ctx, { tenantId, issuanceId: wind, kind: 'mint', to: `0x${'1a'.repeat(20)}`, amount: 7, reference: `investment:${moved}`, createdAt: at(5) });
    await oldWallet(ctx, people.mover, `0x${'2b'.repeat(20)}`, at(5));

    // References that find nothing: a user id, or an address in another case than its wallet's.
    await oldEntry(ctx, { tenantId, issuanceId: wind, kind: 'mint', to: `user:${people.walletless}`, amount: 3, reference: 'legacy:1', createdAt: at(6) });
    await oldWallet(ctx, people.legacy, legacyAddress, at(6));
    await oldEntry(ctx, { tenantId, issuanceId: wind, kind: 'mint', to: legacyAddress.toUpperCase().replace('0X', '0x'), amount: 5, reference: 'legacy:2', createdAt: at(7) });

    await migrate(ctx);
  });
  after(() => ctx.close());

  const balance = (userId: string) => heldTokens(ctx.deps, ctx.deps.db, wind, userId);
  const walletsOf = (userId: string) => ctx.deps.db.select({ address: t.wallets.address, tenantId: t.wallets.tenantId }).from(t.wallets).where(eq(t.wallets.userId, userId));

  it("leaves a claimed address with the user who first received tokens at it, and drops the others' rows", async () => {
    assert.deepEqual(await walletsOf(people.victim), [{ address: victimAddress, tenantId }]);
    assert.deepEqual(await walletsOf(people.attacker), []);
    assert.equal((await ctx.deps.db.select().from(t.wallets).where(eq(t.wallets.id, attackerRow))).length, 0);
  });

  it("puts every wallet in its user's tenant", async () => {
    const elsewhere = await ctx.deps.db.select({ id: t.wallets.id }).from(t.wallets).innerJoin(t.users, eq(t.users.id, t.wallets.userId)).where(ne(t.wallets.tenantId, t.users.tenantId));
    assert.deepEqual(elsewhere, []);
  });

  it('gives the ledger entries their users by what they are for, restoring what the address had lost', async () => {
    assert.equal(await balance(people.victim), 20, 'the transfer made with the claimed address was the attacker’s');
    assert.equal(await balance(people.attacker), -10);
    assert.equal(await balance(people.recipient), 10);
    assert.equal(await balance(people.mover), 7);
    assert.equal(await balance(people.walletless), 3);
    assert.equal(await balance(people.legacy), 5);
  });

  it('refuses a second user the address from now on, in any case', async () => {
    const claim = ctx.deps.db.insert(t.wallets).values({ tenantId, userId: people.attacker, address: victimAddress.toUpperCase().replace('0X', '0x') });
    await assert.rejects(claim, (error) => isUniqueViolation(error, t.WALLET_ADDRESS_INDEX));
  });
});

describe('migration 0023 on an entry nobody can be found for', () => {
  it('stops instead of giving the tokens to anybody', async () => {
    const ctx = await createTestContext();
    try {
      const tenantId = await tenantIdOf(ctx);
      const wind = (await issuanceBySlug(ctx, 'wind-repowering')).id;
      await before0023(ctx);
      await oldEntry(ctx, { tenantId, issuanceId: wind, kind: 'mint', to: `0x${'9'.repeat(40)}`, amount: 1, reference: 'legacy:nobody', createdAt: at(1) });
      await assert.rejects(migrate(ctx), (error: Error) => /1 token ledger entries name an address of no user of their tenant/.test(String(error.cause)));
    } finally {
      await ctx.close();
    }
  });
});
