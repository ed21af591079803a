import { and, desc, eq } from 'drizzle-orm';
import type { UnmatchedCryptoTransfer } from 'shared';
import type { Deps } from '../../app-env.js';
import { cryptoTransfers } from '../../db/schema.js';
import type { Caller } from '../../routes/caller.js';
import { coinsOf } from './coin-units.js';
import { CRYPTO, CryptoPaymentProvider } from './crypto-payment.js';

/** The newest this list shows; older ones stay recorded (and in the logs). */
const LISTED = 100;

/** GET /crypto-transfers: the tenant's stablecoin transfers that paid no order, newest first. */
export async function listUnmatchedCryptoTransfers(deps: Deps, { tenant }: Caller): Promise<{ data: UnmatchedCryptoTransfer[] }> {
  const provider = deps.payments.named(CRYPTO);
  const chain = provider instanceof CryptoPaymentProvider ? provider.chainOf(tenant.slug) : undefined;
  const rows = await deps.db
    .select()
    .from(cryptoTransfers)
    .where(and(eq(cryptoTransfers.tenantId, tenant.id), eq(cryptoTransfers.status, 'unmatched')))
    .orderBy(desc(cryptoTransfers.blockNumber), desc(cryptoTransfers.logIndex))
    .limit(LISTED);
  // The coin of the tenant's settings is the one watched; a transfer of an earlier coin is shown in its units.
  const coinOf = (token: string) => (chain && chain.crypto.stablecoin_address.toLowerCase() === token ? chain.crypto : undefined);
  return {
    data: rows.map((row) => {
      const coin = coinOf(row.tokenAddress);
      return {
        id: row.id,
        tx_hash: row.txHash,
        log_index: row.logIndex,
        block_number: row.blockNumber.toString(),
        from_address: row.fromAddress,
        amount: coin ? coinsOf(BigInt(row.units), coin.stablecoin_decimals) : row.units,
        token_symbol: coin?.stablecoin_symbol ?? row.tokenAddress,
        seen_at: row.seenAt.toISOString(),
        explorer_url: chain?.explorer_url ? new URL(`tx/${row.txHash}`, chain.explorer_url.endsWith('/') ? chain.explorer_url : `${chain.explorer_url}/`).toString() : null,
      };
    }),
  };
}
