import * as v from 'valibot';

/**
 * GET /crypto-transfers (issue 37): the stablecoin transfers to the tenant's receiving
 * address that paid no order (another amount, a wallet that is not the investor's verified one,
 * no open crypto payment), newest first. They are never charged to a guess: the manager sorts
 * them out with the sender (sends the coins back, or asks for the rest).
 */
export const unmatchedCryptoTransferSchema = v.object({
  id: v.string(),
  tx_hash: v.string(),
  log_index: v.number(),
  block_number: v.string(),
  from_address: v.string(),
  /** In whole coins ("1000.50"), with `token_symbol`. */
  amount: v.string(),
  token_symbol: v.string(),
  seen_at: v.string(),
  /** The transaction on the tenant's block explorer, when one is configured. */
  explorer_url: v.nullable(v.string()),
});
export type UnmatchedCryptoTransfer = v.InferOutput<typeof unmatchedCryptoTransferSchema>;
export const unmatchedCryptoTransfersResponseSchema = v.object({ data: v.array(unmatchedCryptoTransferSchema) });
