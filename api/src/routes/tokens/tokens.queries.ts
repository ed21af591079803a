import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { toMoney, type CreateTokenValues, type Token, type TokenCandidate } from 'shared';
import type { Db } from '../../db/client.js';
import { chainTransactions, investments, issuances, issuanceWhitelist, tokens } from '../../db/schema.js';
import type { ChainClient } from '../../ledger/evm/chain-client.js';
import { EVM_LEDGER } from '../../ledger/evm/evm-ledger.js';
import { recordTokenDeployment } from '../../ledger/evm/tenant-chain.js';
import { ApiError, errors } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/db-errors.js';
import { filled } from '../../issuances/round-columns.js';
import { containsPattern } from '../../lib/like-pattern.js';

/**
 * Tokens of a tenant (issue 11). What is minted and who holds it is read from the issuance's
 * MINTED investments whenever a token is read, so it can never disagree with the ledger's records.
 */

/** Minted tokens and distinct holders per issuance of the tenant. */
function mintedOf(db: Db, tenantId: string) {
  return db
    .select({
      issuanceId: investments.issuanceId,
      minted: sql<number>`sum(${investments.tokenAmount})::int`.as('minted'),
      holders: sql<number>`count(distinct ${investments.investorId})::int`.as('holders'),
    })
    .from(investments)
    .where(and(eq(investments.tenantId, tenantId), eq(investments.status, 'MINTED')))
    .groupBy(investments.issuanceId)
    .as('minted');
}

function readQuery(db: Db, tenantId: string) {
  const minted = mintedOf(db, tenantId);
  return db
    .select({
      token: tokens,
      issuanceTitle: issuances.title,
      issuanceSlug: issuances.slug,
      minted: sql<number>`coalesce(${minted.minted}, 0)`,
      holders: sql<number>`coalesce(${minted.holders}, 0)`,
      deploymentStatus: chainTransactions.status,
    })
    .from(tokens)
    .innerJoin(issuances, eq(issuances.id, tokens.issuanceId))
    .leftJoin(minted, eq(minted.issuanceId, tokens.issuanceId))
    // The contract's deployment, recorded under the issuance's reference (issue 37).
    .leftJoin(chainTransactions, sql`${chainTransactions.reference} = 'token:' || ${tokens.issuanceId}::text`)
    .$dynamic();
}

type TokenRow = Awaited<ReturnType<ReturnType<typeof readQuery>['execute']>>[number];

function toToken(row: TokenRow): Token {
  const { token } = row;
  return {
    id: token.id,
    issuance_id: token.issuanceId,
    issuance_title: row.issuanceTitle,
    issuance_slug: row.issuanceSlug,
    name: token.name,
    symbol: token.symbol,
    acronym: token.acronym,
    supply: token.supply,
    price: toMoney(token.price),
    contract_address: token.contractAddress,
    contract_url: null,
    deployment_status: row.deploymentStatus,
    minted: row.minted,
    holders: row.holders,
    created_at: token.createdAt.toISOString(),
  };
}

function listConditions(tenantId: string, q: string | undefined): SQL | undefined {
  return and(
    eq(tokens.tenantId, tenantId),
    q
      ? or(
          ilike(tokens.name, containsPattern(q)),
          ilike(tokens.symbol, containsPattern(q)),
          ilike(tokens.acronym, containsPattern(q)),
          ilike(issuances.title, containsPattern(q)),
        )
      : undefined,
  );
}

/** Newest first; the id keeps pages from repeating or skipping a row. */
export async function listTokens(db: Db, tenantId: string, q: string | undefined, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    readQuery(db, tenantId).where(listConditions(tenantId, q)).orderBy(desc(tokens.createdAt), asc(tokens.id)).limit(page.limit).offset(page.offset),
    db.select({ total: count() }).from(tokens).innerJoin(issuances, eq(issuances.id, tokens.issuanceId)).where(listConditions(tenantId, q)),
  ]);
  return { tokens: rows.map(toToken), total: total?.total ?? 0 };
}

export async function findToken(db: Db, tenantId: string, id: string): Promise<Token | undefined> {
  const [row] = await readQuery(db, tenantId).where(and(eq(tokens.tenantId, tenantId), eq(tokens.id, id))).limit(1);
  return row ? toToken(row) : undefined;
}

/** The tenant's issuances without a token, newest first: what the new-token form offers. */
export async function tokenCandidates(db: Db, tenantId: string): Promise<TokenCandidate[]> {
  const rows = await db
    .select({
      id: issuances.id,
      title: issuances.title,
      slug: issuances.slug,
      supply: filled(issuances.tokensForSale),
      price: filled(issuances.tokenPrice),
      contractAddress: issuances.smartContractAddress,
    })
    .from(issuances)
    .leftJoin(tokens, eq(tokens.issuanceId, issuances.id))
    // A draft without its token step has no supply nor price to give a token yet.
    .where(and(eq(issuances.tenantId, tenantId), isNull(tokens.id), isNotNull(issuances.tokensForSale), isNotNull(issuances.tokenPrice)))
    .orderBy(desc(issuances.createdAt), asc(issuances.id));
  return rows.map((row) => ({
    issuance_id: row.id,
    issuance_title: row.title,
    issuance_slug: row.slug,
    supply: row.supply,
    price: toMoney(row.price),
    contract_address: row.contractAddress,
  }));
}

const tokenExists = () => new ApiError(409, 'token_exists');

/**
 * The issuance's token, with the issuance's tokens for sale as supply and its token price. The
 * issuance row is locked so two managers creating its token at once get one token and one 409;
 * the unique index is the last word if a write slips past anyway.
 */
export async function insertToken(db: Db, tenantId: string, values: CreateTokenValues, chain?: ChainClient): Promise<string> {
  try {
    return await db.transaction(async (tx) => {
      const [issuance] = await tx
        .select({ id: issuances.id, supply: issuances.tokensForSale, price: issuances.tokenPrice })
        .from(issuances)
        .where(and(eq(issuances.id, values.issuance_id), eq(issuances.tenantId, tenantId)))
        .for('update');
      if (!issuance) throw errors.notFound('issuance_not_found');
      if (issuance.supply === null || issuance.price === null) throw new ApiError(409, 'issuance_incomplete');
      const [existing] = await tx.select({ id: tokens.id }).from(tokens).where(eq(tokens.issuanceId, issuance.id)).limit(1);
      if (existing) throw tokenExists();
      const [inserted] = await tx
        .insert(tokens)
        .values({
          tenantId,
          issuanceId: issuance.id,
          name: values.name,
          symbol: values.symbol,
          acronym: values.acronym,
          supply: issuance.supply,
          price: issuance.price,
          contractAddress: values.contract_address ?? null,
        })
        .returning({ id: tokens.id });
      if (!inserted) throw new Error('token insert returned nothing');
      if (chain) {
        // The token's contract, signed and recorded with the token (sent once this commits): its address is known now.
        const [listed] = await tx.select({ id: issuanceWhitelist.id }).from(issuanceWhitelist).where(eq(issuanceWhitelist.issuanceId, issuance.id)).limit(1);
        const contract = await recordTokenDeployment(tx, tenantId, chain, { issuanceId: issuance.id, name: values.name, symbol: values.symbol, restricted: listed !== undefined });
        await tx.update(tokens).set({ contractAddress: contract }).where(eq(tokens.id, inserted.id));
        await tx.update(issuances).set({ ledger: EVM_LEDGER, smartContractAddress: contract }).where(eq(issuances.id, issuance.id));
      }
      return inserted.id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'tokens_issuance_idx')) throw tokenExists();
    throw error;
  }
}

/** A token nothing was minted of yet (a mistaken name or symbol); once minted it stays. */
export async function deleteToken(db: Db, tenantId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [token] = await tx
      .select({ id: tokens.id, issuanceId: tokens.issuanceId })
      .from(tokens)
      .where(and(eq(tokens.id, id), eq(tokens.tenantId, tenantId)))
      .for('update');
    if (!token) throw errors.notFound('token_not_found');
    const [minted] = await tx
      .select({ id: investments.id })
      .from(investments)
      .where(and(eq(investments.issuanceId, token.issuanceId), eq(investments.status, 'MINTED')))
      .limit(1);
    if (minted) throw new ApiError(409, 'token_minted');
    await tx.delete(tokens).where(eq(tokens.id, token.id));
  });
}
