import type { Db } from '../db/client.js';

/**
 * Whose tokens: the user. The built-in ledger keeps tokens per user and records the address only
 * as the wallet they were sent to, so changing wallets moves nothing and naming an address gives
 * no access to anybody's tokens (issue 33). An on-chain adapter holds them at the address, and
 * refuses an investor without one (`investor_wallet_missing`); it may only be handed addresses a
 * single user of the tenant owns (the wallets' unique index), proven theirs where wallets are verified.
 */
export interface LedgerAccount {
  userId: string;
  /** The user's wallet where tokens are sent, null while they have none. */
  address: string | null;
}

export interface MintRequest {
  tenantId: string;
  issuanceId: string;
  /** The issuance's token contract; null while none is deployed (the built-in ledger needs none). */
  contractAddress: string | null;
  to: LedgerAccount;
  /** Whole tokens. */
  amount: number;
  /**
   * What the mint is for, unique (`investment:<id>`): asking again with the same reference
   * answers the first mint's transaction instead of minting twice.
   */
  reference: string;
}

export interface TransferRequest {
  tenantId: string;
  issuanceId: string;
  contractAddress: string | null;
  from: LedgerAccount;
  to: LedgerAccount;
  amount: number;
  /** Unique per transfer (`transfer:<id>`), as for a mint. */
  reference: string;
}

export interface LedgerTransaction {
  /** The ledger's id of the transaction (an on-chain adapter: the transaction hash). */
  transactionReference: string;
  /** false when the reference had been recorded before and nothing new was written. */
  created: boolean;
  /**
   * Whether the tokens have moved: the built-in ledger's entry commits with the caller's
   * transaction; an on-chain one is recorded there and sent after the commit, settled once the
   * chain confirms it (until then the investment stays where it was).
   */
  settled: boolean;
  /** The ledger that wrote it (`database`, `evm`). */
  ledger: string;
}

/**
 * The token ledger port, named after an ERC-20 contract's calls so an EVM adapter (ethers or viem
 * against the tenant's RPC and the issuance's contract address) can implement it beside the
 * built-in one. `tx` is the caller's transaction: the built-in ledger writes in it, so the mint
 * commits with the investment's move to MINTED; an on-chain adapter sends its transaction and
 * keys its idempotency on `reference`.
 */
export interface TokenLedger {
  readonly name: string;
  mint(tx: Db, request: MintRequest): Promise<LedgerTransaction>;
  transfer(tx: Db, request: TransferRequest): Promise<LedgerTransaction>;
  /** Whole tokens the account's user holds of the issuance's token. */
  balanceOf(db: Db, request: { issuanceId: string; contractAddress: string | null; account: LedgerAccount }): Promise<number>;
}
