import { eq } from 'drizzle-orm';
import { canMove, statusWord, type InvestmentStatus, type Locale } from 'shared';
import type { Db } from '../db/client.js';
import { investments, investmentTransitions, issuances } from '../db/schema.js';
import { ApiError, errors } from '../lib/errors.js';
import { countFormat } from '../notifications/mail-format.js';
import { notify } from '../notifications/notify.js';

/** Who moves an investment: the investor (or a manager acting as them), a manager, a provider's notification, or a job. */
export interface InvestmentActor {
  kind: 'investor' | 'manager' | 'provider' | 'system';
  /** The user behind it; null for a provider or a job. */
  userId: string | null;
}

export interface MoveInvestment {
  investmentId: string;
  to: InvestmentStatus;
  actor: InvestmentActor;
  reason?: string;
  /**
   * What the investor reads about the new status (a manager's rejection or cancellation); a move
   * without one clears the last, so an old rejection never shows beside a later payment.
   */
  statusReason?: string;
  /** From the app's clock (`deps.clock.now()`), so tests can move time. */
  at: Date;
}

export type InvestmentRow = typeof investments.$inferSelect;

export const transitionNotAllowed = () => new ApiError(409, 'investment_transition_not_allowed');

/**
 * The only way an investment changes status: locks its row, checks the move against the shared
 * table (`canMove`), stamps `status_dates[to]` and records who moved it. Call it inside the
 * caller's transaction (`db.transaction((tx) => moveInvestment(tx, …))`) so the move commits with
 * whatever else the use case writes; outside one each statement commits by itself.
 * Throws 404 `investment_not_found`, 409 `investment_transition_not_allowed`.
 */
export async function moveInvestment(tx: Db, { investmentId, to, actor, reason, statusReason, at }: MoveInvestment): Promise<InvestmentRow> {
  const [current] = await tx.select().from(investments).where(eq(investments.id, investmentId)).for('update');
  if (!current) throw errors.notFound('investment_not_found');
  if (!canMove(current.status, to)) throw transitionNotAllowed();
  const [moved] = await tx
    .update(investments)
    .set({ status: to, statusDates: { ...current.statusDates, [to]: at.toISOString() }, statusReason: statusReason ?? null })
    .where(eq(investments.id, investmentId))
    .returning();
  await tx.insert(investmentTransitions).values({
    tenantId: current.tenantId,
    investmentId,
    fromStatus: current.status,
    toStatus: to,
    actorKind: actor.kind,
    actorUserId: actor.userId,
    reason: reason ?? null,
    at,
  });
  if (actor.kind !== 'investor') await noticeMove(tx, current, to, statusReason, at);
  // The row was locked and read above, so the update found it.
  return moved as InvestmentRow;
}

/**
 * The moves an investor is told about when somebody else (a manager, a provider, a job) makes
 * them, named with the status's word of shared's table: the word the investor's list shows.
 */
const NOTICED: readonly InvestmentStatus[] = ['CHARGED', 'PAYMENT_ERROR', 'CANCELED', 'CLOSED', 'MINTED'];

/**
 * An in-app notification of the move for the investor, in the move's transaction. These moves
 * already send their own transactional e-mails, so nothing more is e-mailed here.
 */
async function noticeMove(tx: Db, current: InvestmentRow, to: InvestmentStatus, statusReason: string | undefined, at: Date): Promise<void> {
  if (!NOTICED.includes(to)) return;
  const words = { es: statusWord('investment_status', to, 'es'), en: statusWord('investment_status', to, 'en') };
  const [project] = await tx.select({ title: issuances.title, symbol: issuances.tokenSymbol }).from(issuances).where(eq(issuances.id, current.issuanceId));
  const title = project?.title ?? '';
  const tokens = (locale: Locale) => countFormat(locale).tokens(current.tokenAmount, project?.symbol ?? undefined);
  const reason = statusReason ? `: ${statusReason}` : '.';
  await notify(tx, at, {
    tenantId: current.tenantId,
    userIds: [current.investorId],
    kind: to === 'CHARGED' || to === 'PAYMENT_ERROR' ? 'payment' : 'investment_status',
    texts: {
      es: { title: `${title}: ${words.es}`, body: `Tu inversión de ${tokens('es')} en ${title}: ${words.es}${reason}` },
      en: { title: `${title}: ${words.en}`, body: `Your investment of ${tokens('en')} in ${title}: ${words.en}${reason}` },
    },
    subject: { type: 'investment', id: current.id },
    payload: { investment_id: current.id, status: to },
  });
}

/** Records the status an investment was created in (no `from`), beside its insert. */
export async function recordCreation(tx: Db, row: Pick<InvestmentRow, 'id' | 'tenantId' | 'status'>, actor: InvestmentActor, at: Date): Promise<void> {
  await tx.insert(investmentTransitions).values({
    tenantId: row.tenantId,
    investmentId: row.id,
    fromStatus: null,
    toStatus: row.status,
    actorKind: actor.kind,
    actorUserId: actor.userId,
    at,
  });
}
