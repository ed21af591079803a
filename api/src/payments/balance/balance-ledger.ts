import { and, eq, inArray, sql } from 'drizzle-orm';
import { addMoney, isZeroMoney, subtractMoney, toCents, toMoney, type BalanceEntryKind, type Money } from 'shared';
import type { Db } from '../../db/client.js';
import { balanceEntries, users } from '../../db/schema.js';
import { ApiError } from '../../lib/errors.js';

/**
 * The only writer of an investor's available balance. Every move is an entry of `balance_entries`
 * and the new running total on `users.available_balance`, in the caller's transaction, under a lock
 * of the investor's row: moves of one investor happen one after another, whatever runs beside
 * them, and a move that would take the balance below zero is refused (the table's CHECKs say the
 * same, should anything bypass this module). A reference is unique per kind and tenant, so a move
 * replayed (a retried call, a notification told twice) adds nothing.
 */

export interface BalanceMove {
  tenantId: string;
  userId: string;
  /** Signed: positive credits the balance, negative spends it. */
  amount: Money;
  kind: BalanceEntryKind;
  /** Unique per kind in the tenant: the same reference again is the same move, applied once. */
  reference: string;
  investmentId?: string | null;
  at: Date;
}

export interface BalanceMoved {
  /** false when this reference was moved before (nothing written now). */
  applied: boolean;
  balance: Money;
}

/** The investor's balance, their row locked until the transaction ends. */
export async function lockedBalance(tx: Db, userId: string): Promise<Money> {
  const [row] = await tx.select({ balance: users.availableBalance }).from(users).where(eq(users.id, userId)).for('update');
  if (!row) throw new Error(`no user ${userId}`);
  return toMoney(row.balance);
}

export async function moveBalance(tx: Db, move: BalanceMove): Promise<BalanceMoved> {
  const before = await lockedBalance(tx, move.userId);
  if (isZeroMoney(move.amount)) return { applied: false, balance: before };
  const after = addMoney(before, move.amount);
  if (toCents(after) < 0n) throw new ApiError(409, 'balance_insufficient');
  const [entry] = await tx
    .insert(balanceEntries)
    .values({
      tenantId: move.tenantId,
      userId: move.userId,
      amount: move.amount,
      kind: move.kind,
      reference: move.reference,
      balanceAfter: after,
      investmentId: move.investmentId ?? null,
      at: move.at,
    })
    .onConflictDoNothing()
    .returning({ id: balanceEntries.id });
  if (!entry) return { applied: false, balance: before };
  await tx.update(users).set({ availableBalance: after }).where(eq(users.id, move.userId));
  return { applied: true, balance: after };
}

/**
 * Credits the balance (an order's refund, an earning kept as balance, an adjustment). For a payout
 * adapter that keeps earnings as balance: `creditBalance(tx, { kind: 'earning', reference: earningId, … })`
 * inside the transaction that marks the earning paid, so it is credited once however often it runs.
 */
export function creditBalance(tx: Db, move: BalanceMove): Promise<BalanceMoved> {
  if (toCents(move.amount) <= 0n) throw new Error('a credit is a positive amount');
  return moveBalance(tx, move);
}

interface OrderOfBalance {
  id: string;
  tenantId: string;
  investorId: string;
  /** What the order uses of the balance now. */
  balanceUsed: Money;
}

/**
 * Sets what an order uses of the balance to `balanceUsed`, taking the difference from the balance
 * or giving it back. The caller holds the order's lock, so its moves are numbered one after
 * another: the reference is the order and that number, and each is written once.
 */
export async function setOrderBalance(tx: Db, order: OrderOfBalance, balanceUsed: Money, at: Date): Promise<BalanceMoved | null> {
  const change = subtractMoney(order.balanceUsed, balanceUsed);
  if (isZeroMoney(change)) return null;
  const [moves] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(balanceEntries)
    .where(and(eq(balanceEntries.investmentId, order.id), inArray(balanceEntries.kind, ['order_payment', 'order_released'])));
  return moveBalance(tx, {
    tenantId: order.tenantId,
    userId: order.investorId,
    amount: change,
    kind: toCents(change) < 0n ? 'order_payment' : 'order_released',
    reference: `${order.id}/${(moves?.n ?? 0) + 1}`,
    investmentId: order.id,
    at,
  });
}
