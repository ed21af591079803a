import { and, eq, or, sql } from 'drizzle-orm';
import type { Deps } from '../app-env.js';
import type { Db } from '../db/client.js';
import { investments, issuances, tokenLedgerEntries, transfers, wallets } from '../db/schema.js';
import type { LedgerAccount } from './token-ledger.js';

/** The ledger account of a user: the user, with their first wallet as where tokens are sent (as minting names it). */
export async function ledgerAccountOf(db: Db, userId: string): Promise<LedgerAccount> {
  const [row] = await db.select({ address: wallets.address }).from(wallets).where(eq(wallets.userId, userId)).orderBy(wallets.createdAt, wallets.id).limit(1);
  return { userId, address: row?.address ?? null };
}

/** Tokens of the issuance the user holds now, as the ledger says (mints plus transfers in, minus out). */
export async function heldTokens(deps: Deps, db: Db, issuanceId: string, userId: string): Promise<number> {
  const [issuance] = await db.select({ contractAddress: issuances.smartContractAddress }).from(issuances).where(eq(issuances.id, issuanceId)).limit(1);
  return deps.ledger.balanceOf(db, { issuanceId, contractAddress: issuance?.contractAddress ?? null, account: await ledgerAccountOf(db, userId) });
}

/** Whether the issuance has minted tokens at all: only then are they offered on the board and transferred. */
export async function isTradable(db: Db, issuanceId: string): Promise<boolean> {
  // A chain's mints are not the built-in ledger's entries: its confirmed mints made investments MINTED.
  const [onChain] = await db
    .select({ id: investments.id })
    .from(investments)
    .innerJoin(issuances, eq(issuances.id, investments.issuanceId))
    .where(and(eq(investments.issuanceId, issuanceId), eq(issuances.ledger, 'evm'), eq(investments.status, 'MINTED')))
    .limit(1);
  if (onChain) return true;
  const [row] = await db
    .select({ id: tokenLedgerEntries.id })
    .from(tokenLedgerEntries)
    .where(and(eq(tokenLedgerEntries.issuanceId, issuanceId), eq(tokenLedgerEntries.kind, 'mint')))
    .limit(1);
  return row !== undefined;
}

/**
 * Serialises, until the transaction ends, everything that spends one holder's tokens of one
 * project (transfers, sell ads and their review), so two of them never both see the same balance.
 */
export async function lockHolding(tx: Db, userId: string, issuanceId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`holding:${userId}:${issuanceId}`}, 0))`);
}

/**
 * The user's tokens per project: the minted investments, except where the user sent or received
 * tokens of the project, where the ledger's balance is the truth (as the portfolio counts them).
 */
export async function tokensByProject(deps: Deps, tenantId: string, userId: string): Promise<Map<string, number>> {
  const minted = await deps.db
    .select({ issuanceId: investments.issuanceId, tokens: sql<number>`sum(${investments.tokenAmount})::int` })
    .from(investments)
    .where(and(eq(investments.tenantId, tenantId), eq(investments.investorId, userId), eq(investments.status, 'MINTED')))
    .groupBy(investments.issuanceId);
  const held = new Map(minted.map((row): [string, number] => [row.issuanceId, Number(row.tokens)]));
  const transferred = await deps.db
    .selectDistinct({ issuanceId: transfers.issuanceId })
    .from(transfers)
    .where(and(eq(transfers.tenantId, tenantId), or(eq(transfers.fromUserId, userId), eq(transfers.toUserId, userId))));
  for (const { issuanceId } of transferred) held.set(issuanceId, await heldTokens(deps, deps.db, issuanceId, userId));
  return held;
}
