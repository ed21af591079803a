import { randomBytes } from 'node:crypto';
import { and, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { tokenLedgerEntries } from '../db/schema.js';
import type { LedgerAccount, LedgerTransaction, MintRequest, TokenLedger, TransferRequest } from './token-ledger.js';

const DATABASE_LEDGER = 'database';

/** The wallet an entry records, or the investor's id until they add one: a record, never a key to the tokens. */
function addressOf(account: LedgerAccount): string {
  return account.address ?? `user:${account.userId}`;
}

/** Shaped like an EVM transaction hash, so screens and exports treat both ledgers alike. */
function newTransactionReference(): string {
  return `0x${randomBytes(32).toString('hex')}`;
}

/**
 * The built-in ledger: each mint or transfer is a `token_ledger_entries` row written in the
 * caller's transaction. The unique `reference` makes a repeated mint answer the first one's
 * transaction, whether the repeat comes in sequence or at the same time. Balances are the
 * users' the entries name, whatever address anybody has now.
 */
export class DatabaseTokenLedger implements TokenLedger {
  readonly name = DATABASE_LEDGER;

  mint(tx: Db, request: MintRequest): Promise<LedgerTransaction> {
    return this.record(tx, { ...request, kind: 'mint', from: null });
  }

  transfer(tx: Db, request: TransferRequest): Promise<LedgerTransaction> {
    return this.record(tx, { ...request, kind: 'transfer' });
  }

  async balanceOf(db: Db, { issuanceId, account }: { issuanceId: string; contractAddress: string | null; account: LedgerAccount }): Promise<number> {
    const { userId } = account;
    const [row] = await db
      .select({
        balance: sql<string>`coalesce(sum(case when ${tokenLedgerEntries.toUserId} = ${userId} then ${tokenLedgerEntries.amount} else 0 end) - sum(case when ${tokenLedgerEntries.fromUserId} = ${userId} then ${tokenLedgerEntries.amount} else 0 end), 0)`,
      })
      .from(tokenLedgerEntries)
      .where(and(eq(tokenLedgerEntries.issuanceId, issuanceId), or(eq(tokenLedgerEntries.toUserId, userId), eq(tokenLedgerEntries.fromUserId, userId))));
    return Number(row?.balance ?? 0);
  }

  private async record(tx: Db, entry: Omit<TransferRequest, 'from'> & { from: LedgerAccount | null; kind: 'mint' | 'transfer' }): Promise<LedgerTransaction> {
    const [inserted] = await tx
      .insert(tokenLedgerEntries)
      .values({
        tenantId: entry.tenantId,
        issuanceId: entry.issuanceId,
        kind: entry.kind,
        contractAddress: entry.contractAddress,
        fromUserId: entry.from?.userId ?? null,
        toUserId: entry.to.userId,
        fromAddress: entry.from ? addressOf(entry.from) : null,
        toAddress: addressOf(entry.to),
        amount: entry.amount,
        reference: entry.reference,
        transactionReference: newTransactionReference(),
      })
      .onConflictDoNothing({ target: tokenLedgerEntries.reference })
      .returning({ transactionReference: tokenLedgerEntries.transactionReference });
    if (inserted) return { transactionReference: inserted.transactionReference, created: true, settled: true, ledger: DATABASE_LEDGER };
    const [earlier] = await tx
      .select({ transactionReference: tokenLedgerEntries.transactionReference })
      .from(tokenLedgerEntries)
      .where(eq(tokenLedgerEntries.reference, entry.reference))
      .limit(1);
    if (!earlier) throw new Error(`ledger entry ${entry.reference} neither written nor found`);
    return { transactionReference: earlier.transactionReference, created: false, settled: true, ledger: DATABASE_LEDGER };
  }
}
