import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { issuances } from '../db/schema.js';
import type { LedgerAccount, LedgerTransaction, MintRequest, TokenLedger, TransferRequest } from './token-ledger.js';

/**
 * Each issuance's tokens on the ledger its token was created on (`issuances.ledger`): switching a
 * tenant's `modules.ledger` later moves nothing, it only decides where new tokens are created.
 */
export class LedgerRouter implements TokenLedger {
  readonly name = 'router';
  private readonly byName: Map<string, TokenLedger>;

  constructor(
    private readonly fallback: TokenLedger,
    others: TokenLedger[],
  ) {
    this.byName = new Map([fallback, ...others].map((ledger) => [ledger.name, ledger]));
  }

  async of(db: Db, issuanceId: string): Promise<TokenLedger> {
    const [row] = await db.select({ ledger: issuances.ledger }).from(issuances).where(eq(issuances.id, issuanceId)).limit(1);
    return (row && this.byName.get(row.ledger)) ?? this.fallback;
  }

  async mint(tx: Db, request: MintRequest): Promise<LedgerTransaction> {
    return (await this.of(tx, request.issuanceId)).mint(tx, request);
  }

  async transfer(tx: Db, request: TransferRequest): Promise<LedgerTransaction> {
    return (await this.of(tx, request.issuanceId)).transfer(tx, request);
  }

  async balanceOf(db: Db, request: { issuanceId: string; contractAddress: string | null; account: LedgerAccount }): Promise<number> {
    return (await this.of(db, request.issuanceId)).balanceOf(db, request);
  }
}
