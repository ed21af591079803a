import { and, asc, eq, isNull, lte, min, notExists, sql } from 'drizzle-orm';
import { parseAbiItem } from 'viem';
import type { Deps } from '../../app-env.js';
import type { Db } from '../../db/client.js';
import { cryptoPaymentRequests, cryptoTransfers, cryptoWatchCursors, paymentAttempts } from '../../db/schema.js';
import type { Tenant } from '../../tenants/tenant-directory.js';
import { applyPaymentNotification } from '../payment-service.js';
import { publicClientOf } from './chain-client.js';
import { CRYPTO, type CryptoChain, CryptoPaymentProvider } from './crypto-payment.js';

const TRANSFER = parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 value)');
/** The most blocks one tick reads (RPCs cap `eth_getLogs` ranges); the next tick goes on from there. */
const MAX_BLOCKS_PER_TICK = 2_000n;

/** One Transfer log to the receiving address, as the watcher records it. */
interface SeenTransfer {
  txHash: string;
  logIndex: number;
  blockNumber: bigint;
  from: string;
  units: bigint;
}

/**
 * PostgreSQL's advisory lock of a transaction, without waiting: false when another API node
 * holds it (it is doing this tick's work; this one skips it).
 */
async function claimed(tx: Db, key: string): Promise<boolean> {
  const result = (await tx.execute(sql`select pg_try_advisory_xact_lock(hashtextextended(${key}, 0)) as locked`)) as unknown as { rows: { locked: boolean }[] };
  return result.rows[0]?.locked === true;
}

/**
 * The open attempt a transfer pays: the tenant's oldest attempt of this coin and receiving address,
 * still open, from this wallet, of exactly this amount, started before the transfer's block and
 * not yet paid by another transfer. Never a guess: anything else matches nothing.
 */
async function openAttemptFor(tx: Db, tenantId: string, chain: CryptoChain, transfer: SeenTransfer): Promise<string | undefined> {
  const [found] = await tx
    .select({ attemptId: cryptoPaymentRequests.attemptId })
    .from(cryptoPaymentRequests)
    .innerJoin(paymentAttempts, eq(paymentAttempts.id, cryptoPaymentRequests.attemptId))
    .where(
      and(
        eq(cryptoPaymentRequests.tenantId, tenantId),
        eq(cryptoPaymentRequests.chainId, chain.chain_id),
        eq(cryptoPaymentRequests.tokenAddress, chain.crypto.stablecoin_address.toLowerCase()),
        eq(cryptoPaymentRequests.receivingAddress, chain.crypto.receiving_address.toLowerCase()),
        eq(cryptoPaymentRequests.senderAddress, transfer.from.toLowerCase()),
        eq(cryptoPaymentRequests.units, transfer.units.toString()),
        lte(cryptoPaymentRequests.startBlock, transfer.blockNumber),
        isNull(paymentAttempts.settledAt),
        notExists(tx.select({ one: sql`1` }).from(cryptoTransfers).where(eq(cryptoTransfers.attemptId, cryptoPaymentRequests.attemptId))),
      ),
    )
    .orderBy(asc(paymentAttempts.createdAt), asc(paymentAttempts.id))
    .limit(1);
  return found?.attemptId;
}

/**
 * Reads the coin's Transfer logs to the tenant's receiving address from its cursor up to the
 * chain's head (at most `MAX_BLOCKS_PER_TICK`) and records each once, matched to an open attempt
 * or unmatched, then moves the cursor: all in one transaction under the tenant's advisory lock, so
 * several API nodes read each block once. Before its first open attempt a tenant has no cursor
 * and nothing is read.
 */
async function readTransfers(deps: Deps, tenant: Tenant, chain: CryptoChain, head: bigint): Promise<void> {
  const token = chain.crypto.stablecoin_address.toLowerCase();
  const receiving = chain.crypto.receiving_address.toLowerCase();
  await deps.db.transaction(async (tx) => {
    if (!(await claimed(tx, `crypto-watch:${tenant.id}:${chain.chain_id}:${token}:${receiving}`))) return;
    const cursorOf = and(
      eq(cryptoWatchCursors.tenantId, tenant.id),
      eq(cryptoWatchCursors.chainId, chain.chain_id),
      eq(cryptoWatchCursors.tokenAddress, token),
      eq(cryptoWatchCursors.receivingAddress, receiving),
    );
    const [cursor] = await tx.select({ nextBlock: cryptoWatchCursors.nextBlock }).from(cryptoWatchCursors).where(cursorOf);
    let from = cursor?.nextBlock;
    if (from === undefined) {
      const [first] = await tx
        .select({ block: min(cryptoPaymentRequests.startBlock) })
        .from(cryptoPaymentRequests)
        .innerJoin(paymentAttempts, eq(paymentAttempts.id, cryptoPaymentRequests.attemptId))
        .where(and(eq(cryptoPaymentRequests.tenantId, tenant.id), eq(cryptoPaymentRequests.chainId, chain.chain_id), eq(cryptoPaymentRequests.tokenAddress, token), eq(cryptoPaymentRequests.receivingAddress, receiving), isNull(paymentAttempts.settledAt)));
      if (first?.block === null || first?.block === undefined) return;
      from = BigInt(first.block);
    }
    if (from > head) return;
    const to = from + MAX_BLOCKS_PER_TICK - 1n < head ? from + MAX_BLOCKS_PER_TICK - 1n : head;
    const logs = await publicClientOf(chain.rpc_url).getLogs({
      address: chain.crypto.stablecoin_address as `0x${string}`,
      event: TRANSFER,
      args: { to: chain.crypto.receiving_address as `0x${string}` },
      fromBlock: from,
      toBlock: to,
      strict: true,
    });
    const now = deps.clock.now();
    for (const log of logs) {
      // A log of a block still pending has no hash or index yet: the next tick reads it again.
      if (log.transactionHash === null || log.logIndex === null || log.blockNumber === null) continue;
      const transfer: SeenTransfer = { txHash: log.transactionHash.toLowerCase(), logIndex: log.logIndex, blockNumber: log.blockNumber, from: log.args.from, units: log.args.value };
      const attemptId = await openAttemptFor(tx, tenant.id, chain, transfer);
      const recorded = await tx
        .insert(cryptoTransfers)
        .values({
          tenantId: tenant.id,
          chainId: chain.chain_id,
          txHash: transfer.txHash,
          logIndex: transfer.logIndex,
          blockNumber: transfer.blockNumber,
          tokenAddress: token,
          fromAddress: transfer.from.toLowerCase(),
          toAddress: receiving,
          units: transfer.units.toString(),
          attemptId: attemptId ?? null,
          status: attemptId ? 'matched' : 'unmatched',
          seenAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: cryptoTransfers.id });
      if (recorded.length > 0 && !attemptId) deps.logger.warn({ tenant: tenant.slug, tx: transfer.txHash, log: transfer.logIndex, from: transfer.from, units: transfer.units.toString() }, 'crypto transfer matches no open payment: listed for the managers, not charged');
    }
    const next = to + 1n;
    await tx
      .insert(cryptoWatchCursors)
      .values({ tenantId: tenant.id, chainId: chain.chain_id, tokenAddress: token, receivingAddress: receiving, nextBlock: next })
      .onConflictDoUpdate({ target: [cryptoWatchCursors.tenantId, cryptoWatchCursors.chainId, cryptoWatchCursors.tokenAddress, cryptoWatchCursors.receivingAddress], set: { nextBlock: next } });
  });
}

/**
 * Applies each matched transfer with its confirmations in (`head − block ≥ confirmations`) through
 * the notification path, its event id `txHash:logIndex`: recorded with its effect in one
 * transaction, so a transfer applied by two nodes at once, or again after a crash, charges once.
 * Answers how many it applied.
 */
async function applyConfirmed(deps: Deps, tenant: Tenant, chain: CryptoChain, head: bigint): Promise<number> {
  const due = await deps.db
    .select({ id: cryptoTransfers.id, txHash: cryptoTransfers.txHash, logIndex: cryptoTransfers.logIndex, attemptId: cryptoTransfers.attemptId, amount: paymentAttempts.amount, currency: paymentAttempts.currency })
    .from(cryptoTransfers)
    .innerJoin(paymentAttempts, eq(paymentAttempts.id, cryptoTransfers.attemptId))
    .where(and(eq(cryptoTransfers.tenantId, tenant.id), eq(cryptoTransfers.chainId, chain.chain_id), eq(cryptoTransfers.status, 'matched'), lte(cryptoTransfers.blockNumber, head - BigInt(chain.confirmations))))
    .orderBy(asc(cryptoTransfers.blockNumber), asc(cryptoTransfers.logIndex));
  let applied = 0;
  for (const transfer of due) {
    if (!transfer.attemptId) continue;
    const eventId = `${transfer.txHash}:${transfer.logIndex}`;
    // The coin's amount matched the attempt's exactly, so the attempt's own amount is what arrived.
    const answer = await applyPaymentNotification(deps, CRYPTO, { eventId, attemptId: transfer.attemptId, outcome: 'succeeded', amount: transfer.amount, currency: transfer.currency, errorKey: null, paymentRef: eventId });
    await deps.db
      .update(cryptoTransfers)
      .set({ status: 'applied', appliedAt: deps.clock.now() })
      .where(and(eq(cryptoTransfers.id, transfer.id), eq(cryptoTransfers.status, 'matched')));
    if (answer.data.processed) applied += 1;
  }
  return applied;
}

/** A tenant that ever started a crypto payment (the chain is not asked for the others). */
async function isWatched(db: Db, tenantId: string): Promise<boolean> {
  const [any] = await db.select({ one: sql`1` }).from(cryptoPaymentRequests).where(eq(cryptoPaymentRequests.tenantId, tenantId)).limit(1);
  return any !== undefined;
}

/**
 * One tick of the crypto payments watcher, for every tenant whose chain names a stablecoin:
 * reads new transfers, then applies those confirmed. A chain re-organisation beyond the
 * confirmations is not handled: `confirmations` is what the tenant trusts as final. Answers how
 * many payments it applied.
 */
export async function watchCryptoPayments(deps: Deps): Promise<number> {
  const provider = deps.payments.named(CRYPTO);
  if (!(provider instanceof CryptoPaymentProvider)) return 0;
  let applied = 0;
  for (const tenant of await deps.tenants.all()) {
    const chain = provider.chainOf(tenant.slug);
    if (!chain || !(await isWatched(deps.db, tenant.id))) continue;
    try {
      const head = await publicClientOf(chain.rpc_url).getBlockNumber({ cacheTime: 0 });
      await readTransfers(deps, tenant, chain, head);
      applied += await applyConfirmed(deps, tenant, chain, head);
    } catch (error) {
      deps.logger.error({ err: error, tenant: tenant.slug }, 'crypto payments not watched this tick');
    }
  }
  return applied;
}
