import { sql } from 'drizzle-orm';
import type { Deps } from '../../app-env.js';
import { type ChainClient } from './chain-client.js';
import { confirmIn, pendingChainTransactions } from './chain-transactions.js';
import { tenantChainOf } from './tenant-chain.js';

/**
 * Confirms every pending chain transaction (or sends its recorded raw transaction again when the
 * chain lost it) and settles what it was for — an investment whose mint the chain confirmed moves
 * to MINTED here when the request that sent it did not wait long enough, or crashed. The tick is
 * claimed with a transaction-level advisory lock, so several API nodes do it once; answers how
 * many it settled (confirmed or failed), or null when another node holds the tick.
 */
export async function confirmPendingChainTransactions(deps: Deps): Promise<number | null> {
  const afters: (() => Promise<void>)[] = [];
  const settled = await deps.db.transaction(async (tx) => {
    const claimed = (await tx.execute(sql`select pg_try_advisory_xact_lock(hashtextextended('chain-confirmations', 0)) as claimed`)) as unknown as { rows: { claimed: boolean }[] };
    if (!claimed.rows[0]?.claimed) return null;
    const clients = new Map<string, ChainClient | undefined>();
    let count = 0;
    for (const pending of await pendingChainTransactions(tx)) {
      if (!clients.has(pending.tenantId)) clients.set(pending.tenantId, await tenantChainOf(deps.paymentSecrets, tx, pending.tenantId));
      const client = clients.get(pending.tenantId);
      if (!client || client.chainId !== pending.chainId) continue;
      try {
        const { row, after } = await confirmIn(tx, deps, client, pending.reference);
        if (after) afters.push(after);
        if (row?.status !== 'pending') count += 1;
      } catch (error) {
        deps.logger.warn({ err: error, reference: pending.reference }, 'chain transaction not confirmed this time');
      }
    }
    return count;
  });
  for (const after of afters) await after().catch((error: unknown) => deps.logger.error({ err: error }, 'after a chain confirmation'));
  return settled;
}
