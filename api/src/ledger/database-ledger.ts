import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { tokenLedgerEntries } from '../db/schema.js';
import type { LedgerAccount, LedgerTransaction, MintRequest, TokenLedger, TransferRequest } from './token-ledger.js';

const DATABASE_LEDGER = 'database';

/** The address an entry names: the wallet, or the investor's id until they add one. */
function holderOf(account: LedgerAccount): string {
  return account.address ?? `user:${account.userId}`;
}

/** Shaped like an EVM transaction hash, so screens and exports treat both ledgers alike. */
function newTransactionReference(): string {
  return `0x${randomBytes(32).toString('hex')}`;
}

/**
 * The built-in ledger: each mint or transfer is a `token_ledger_entries` row written in the
 * caller's transaction. The unique `reference` makes a repeated mint answer the first one's
 * transaction, whether the repeat comes in sequence or at the same time.
 */
export class DatabaseTokenLedger implements TokenLedger {
  readonly name = DATABASE_LEDGER;

  mint(tx: Db, request: MintRequest): Promise<LedgerTransaction> {
    return this.record(tx, { ...request, kind: 'mint', fromAddress: null });
  }

  transfer(tx: Db, request: TransferRequest): Promise<LedgerTransaction> {
    return this.record(tx, { ...request, kind: 'transfer', fromAddress: holderOf(request.from) });
  }

  async balanceOf(db: Db, { issuanceId, account }: { issuanceId: string; contractAddress: string | null; account: LedgerAccount }): Promise<number> {
    const holder = holderOf(account);
    const [row] = await db
      .select({
        balance: sql<string>`coalesce(sum(case when ${tokenLedgerEntries.toAddress} = ${holder} then ${tokenLedgerEntries.amount} else 0 end) - sum(case when ${tokenLedgerEntries.fromAddress} = ${holder} then ${tokenLedgerEntries.amount} else 0 end), 0)`,
      })
      .from(tokenLedgerEntries)
      .where(and(eq(tokenLedgerEntries.issuanceId, issuanceId), sql`(${tokenLedgerEntries.toAddress} = ${holder} or ${tokenLedgerEntries.fromAddress} = ${holder})`));
    return Number(row?.balance ?? 0);
  }

  private async record(
    tx: Db,
    entry: Omit<MintRequest, 'to'> & { to: LedgerAccount; kind: 'mint' | 'transfer'; fromAddress: string | null },
  ): Promise<LedgerTransaction> {
    const [inserted] = await tx
      .insert(tokenLedgerEntries)
      .values({
        tenantId: entry.tenantId,
        issuanceId: entry.issuanceId,
        kind: entry.kind,
        contractAddress: entry.contractAddress,
        fromAddress: entry.fromAddress,
        toAddress: holderOf(entry.to),
        amount: entry.amount,
        reference: entry.reference,
        transactionReference: newTransactionReference(),
      })
      .onConflictDoNothing({ target: tokenLedgerEntries.reference })
      .returning({ transactionReference: tokenLedgerEntries.transactionReference });
    if (inserted) return { transactionReference: inserted.transactionReference, created: true };
    const [earlier] = await tx
      .select({ transactionReference: tokenLedgerEntries.transactionReference })
      .from(tokenLedgerEntries)
      .where(eq(tokenLedgerEntries.reference, entry.reference))
      .limit(1);
    if (!earlier) throw new Error(`ledger entry ${entry.reference} neither written nor found`);
    return { transactionReference: earlier.transactionReference, created: false };
  }
}
