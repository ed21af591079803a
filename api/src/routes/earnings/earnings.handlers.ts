import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  addCalendarDays,
  addMoney,
  businessDay,
  type DistributionDetail,
  type DistributionSummary,
  type EarningsListQuery,
  type EarningsListResponse,
  type EarningStatus,
  type EarningType,
  isClaimable,
  type Locale,
  type MyEarning,
  type MyEarningsResponse,
  pageMeta,
  PAID_INVESTMENT_STATUSES,
  splitDistribution,
  startOfBusinessDay,
  type TaxSummary,
  toMoney,
} from 'shared';
import type { Deps } from '../../app-env.js';
import type { User } from '../../auth/sessions.js';
import type { Db } from '../../db/client.js';
import { distributions, earnings, investments, users } from '../../db/schema.js';
import { ApiError, errors } from '../../lib/errors.js';
import { isUuid } from '../../lib/uuid.js';
import { payOutEarnings } from '../../payments/payouts/payout-service.js';
import { ValidationError } from '../../lib/validation.js';
import type { Caller } from '../caller.js';
import { paidAt } from '../holdings/portfolio.js';
import { scopeOf } from '../issuances/issuances.queries.js';
import { claimedNotices, EARNING_CLAIMED_KIND, EARNING_PAID_KIND, earningPaidMail, earningsClaimedMail, paidNotices } from '../../mail/templates/earnings.js';
import { deliver, notify, type PendingNotifications } from '../../notifications/notify.js';
import {
  countMyEarnings,
  distributionTotals,
  earningRowsOf,
  findDistribution,
  listDistributions,
  myEarningsPage,
  myNetByStatus,
  selectMyEarnings,
  toDetail,
  toMyEarning,
  toSummary,
  type DistributionScope,
} from './earnings.queries.js';

/**
 * Earnings end to end (issue 14). An issuer creates a distribution split over the holders at
 * its profit date, pays everyone once, and each investor claims their earning once. Every state
 * change is one conditional UPDATE (… WHERE status = 'pending' / 'paid' RETURNING), so concurrent
 * calls cannot both pass it; notifications are written in the same transaction and the e-mails
 * follow the commit.
 */

const distributionNotFound = () => errors.notFound('distribution_not_found');
const earningNotFound = () => errors.notFound('earning_not_found');
const conflict = (key: string) => new ApiError(409, key);

/** A bank account on the profile: an IBAN saved on the account's banking section. */
function bankAccountOnFile(user: Pick<User, 'iban'>): boolean {
  return Boolean(user.iban?.trim());
}

async function hasBankAccount(db: Db, userId: string): Promise<boolean> {
  const [row] = await db.select({ iban: users.iban }).from(users).where(eq(users.id, userId)).limit(1);
  return row !== undefined && bankAccountOnFile(row);
}

/** Managers see the tenant's distributions; issuers those of their own projects. */
function issuerScope({ tenant, principal }: Caller): DistributionScope {
  const scope = scopeOf(principal.user);
  return { tenantId: tenant.id, ownerId: scope.kind === 'own' ? scope.ownerId : undefined };
}

// ---------------------------------------------------------------- the issuer's side

export async function listIssuanceBenefits(deps: Deps, caller: Caller, issuanceId: string): Promise<{ data: DistributionSummary[] }> {
  const rows = await listDistributions(deps.db, issuerScope(caller), { issuanceId });
  return { data: rows.map(toSummary) };
}

async function detailOf(deps: Deps, scope: DistributionScope, filters: { issuanceId?: string; distributionId: string }, investorId?: string): Promise<DistributionDetail | undefined> {
  if (!isUuid(filters.distributionId)) return undefined;
  const row = await findDistribution(deps.db, scope, filters);
  if (!row) return undefined;
  return toDetail(row, await earningRowsOf(deps.db, row.id, investorId));
}

export async function getIssuanceBenefit(deps: Deps, caller: Caller, issuanceId: string, distributionId: string): Promise<{ data: DistributionDetail }> {
  const detail = await detailOf(deps, issuerScope(caller), { issuanceId, distributionId });
  if (!detail) throw distributionNotFound();
  return { data: detail };
}

/**
 * Who held the project's tokens at the profit date: paid investments whose money arrived (the
 * CHARGED date, else the earliest paid one) by the end of that day in the tenant's zone. Tokens
 * bought later earn nothing from this distribution.
 */
async function holdersAt(db: Db, issuanceId: string, profitDate: string, timeZone: string): Promise<{ investorId: string; tokens: number }[]> {
  const endOfDay = startOfBusinessDay(addCalendarDays(profitDate, 1), timeZone);
  const paid = await db
    .select({ investorId: investments.investorId, tokenAmount: investments.tokenAmount, statusDates: investments.statusDates, createdAt: investments.createdAt })
    .from(investments)
    .where(and(eq(investments.issuanceId, issuanceId), inArray(investments.status, [...PAID_INVESTMENT_STATUSES])));
  const tokens = new Map<string, number>();
  for (const investment of paid) {
    if (paidAt(investment) >= endOfDay) continue;
    tokens.set(investment.investorId, (tokens.get(investment.investorId) ?? 0) + investment.tokenAmount);
  }
  // A stable order (by investor id) so the largest remainder's ties always go the same way.
  return [...tokens.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([investorId, count]) => ({ investorId, tokens: count }));
}

export interface DistributionInput {
  type: EarningType;
  profit_date: string;
  gross_amount: string;
  withholding_percentage?: number | undefined;
  description?: string | undefined;
}

export async function createDistribution(deps: Deps, caller: Caller, issuanceId: string, input: DistributionInput): Promise<{ data: DistributionDetail }> {
  const { tenant, principal } = caller;
  // The holders of a day that has not ended are not known yet: a profit date is today or earlier.
  if (input.profit_date > businessDay(deps.clock.now(), tenant.timeZone)) throw new ValidationError({ profit_date: { key: 'validator.error_date' } });
  const holders = await holdersAt(deps.db, issuanceId, input.profit_date, tenant.timeZone);
  if (holders.length === 0) throw conflict('no_holders_at_profit_date');
  // Stored as numeric(5, 2): the split uses the percentage as stored.
  const percentage = (input.withholding_percentage ?? 0).toFixed(2);
  const split = splitDistribution({ type: input.type, gross: input.gross_amount, withholdingPercentage: percentage, holders });
  const distributionId = await deps.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(distributions)
      .values({
        tenantId: tenant.id,
        issuanceId,
        type: input.type,
        profitDate: input.profit_date,
        grossAmount: split.totals.gross_amount,
        withholdingPercentage: split.totals.withholding_percentage,
        description: input.description?.trim() || null,
        status: 'pending',
        createdBy: principal.user.id,
        createdAt: deps.clock.now(),
      })
      .returning({ id: distributions.id });
    if (!created) throw new Error('distribution insert returned nothing');
    await tx.insert(earnings).values(
      split.shares.map(({ investorId, tokens, parts }) => ({
        tenantId: tenant.id,
        distributionId: created.id,
        issuanceId,
        investorId,
        tokens,
        kind: input.type,
        status: 'pending' as const,
        profitDate: input.profit_date,
        grossAmount: parts.gross_amount,
        withholdingPercentage: parts.withholding_percentage,
        fiscalWithholding: parts.fiscal_withholding,
        rentAmount: parts.rent_amount,
        capitalGain: parts.capital_gain,
        returnedCapital: parts.returned_capital,
        netTotal: parts.net_total,
        totalReturned: parts.total_returned,
        createdAt: deps.clock.now(),
      })),
    );
    return created.id;
  });
  return getIssuanceBenefit(deps, caller, issuanceId, distributionId);
}

/**
 * Pays everyone: the distribution and all its earnings pending → paid in one transaction, their
 * money through the tenant's payout adapter (with `sepa`, one pain.001 batch of the investors who
 * have an IBAN). The conditional update of the distribution lets exactly one call through; the
 * others answer 409, so a double click never makes a second batch.
 */
export async function payDistribution(deps: Deps, caller: Caller, issuanceId: string, distributionId: string): Promise<{ data: DistributionDetail }> {
  const { tenant, principal } = caller;
  const found = isUuid(distributionId) ? await findDistribution(deps.db, issuerScope(caller), { issuanceId, distributionId }) : undefined;
  if (!found) throw distributionNotFound();
  if (found.status !== 'pending') throw conflict('distribution_already_paid');
  if (!(await hasBankAccount(deps.db, found.ownerId))) throw conflict('bank_account_required');
  const now = deps.clock.now();
  const paid = await deps.db.transaction(async (tx) => {
    const [moved] = await tx
      .update(distributions)
      .set({ status: 'paid', paidAt: now, paidBy: principal.user.id })
      .where(and(eq(distributions.id, found.id), eq(distributions.status, 'pending')))
      .returning({ id: distributions.id });
    if (!moved) throw await whyNotPending(tx, found.id);
    const rows = await tx
      .update(earnings)
      .set({ status: 'paid', paidAt: now })
      .where(and(eq(earnings.distributionId, found.id), eq(earnings.status, 'pending')))
      .returning({ id: earnings.id, investorId: earnings.investorId, net: earnings.netTotal });
    // The money itself: the tenant's payout adapter (a SEPA batch, or the sandbox) in this transaction.
    await payOutEarnings(deps, tx, caller, { kind: 'distribution', distributionId: found.id, earningIds: rows.map((row) => row.id) });
    const pending: PendingNotifications[] = [];
    for (const row of rows) {
      const facts = { earningId: row.id, projectTitle: found.projectTitle, type: found.type, net: toMoney(row.net), profitDate: found.profitDate };
      pending.push(
        await notify(tx, now, {
          tenantId: tenant.id,
          userIds: [row.investorId],
          kind: EARNING_PAID_KIND,
          texts: paidNotices(tenant, facts),
          subject: { type: 'earning', id: row.id },
          payload: { earning_id: row.id, distribution_id: found.id, issuance_id: found.projectId, type: facts.type, net_total: facts.net, profit_date: facts.profitDate },
          mail: earningPaidMail(tenant, facts),
        }),
      );
    }
    return pending;
  });
  await deliver(deps, tenant, ...paid);
  return getIssuanceBenefit(deps, caller, issuanceId, found.id);
}

/** Only a pending distribution may go (its earnings with it); a paid one is money already moved. */
export async function deleteDistribution(deps: Deps, caller: Caller, issuanceId: string, distributionId: string): Promise<void> {
  const found = isUuid(distributionId) ? await findDistribution(deps.db, issuerScope(caller), { issuanceId, distributionId }) : undefined;
  if (!found) throw distributionNotFound();
  const deleted = await deps.db
    .delete(distributions)
    .where(and(eq(distributions.id, found.id), eq(distributions.status, 'pending')))
    .returning({ id: distributions.id });
  if (deleted.length === 0) throw await whyNotPending(deps.db, found.id);
}

/** A distribution that a racing call just paid is paid (409); one it just deleted is gone (404). */
async function whyNotPending(db: Db, id: string): Promise<Error> {
  const [row] = await db.select({ id: distributions.id }).from(distributions).where(eq(distributions.id, id)).limit(1);
  return row ? conflict('distribution_already_paid') : distributionNotFound();
}

// ---------------------------------------------------------------- earnings lists

/** The list's filters; a project id that is no id matches nothing (the nil id). */
export function listScope(caller: Caller, query: Pick<EarningsListQuery, 'type' | 'status' | 'project_id'>) {
  const projectId = query.project_id === undefined ? undefined : isUuid(query.project_id) ? query.project_id : NIL_ID;
  return { scope: issuerScope(caller), filters: { type: query.type, status: query.status, projectId } };
}

const NIL_ID = '00000000-0000-0000-0000-000000000000';

export async function listEarnings(deps: Deps, caller: Caller, query: EarningsListQuery): Promise<EarningsListResponse> {
  const { scope, filters } = listScope(caller, query);
  const [rows, { count, totals }] = await Promise.all([
    listDistributions(deps.db, scope, filters, { limit: query.per_page, offset: (query.page - 1) * query.per_page }),
    distributionTotals(deps.db, scope, filters),
  ]);
  return { data: rows.map(toSummary), meta: pageMeta(query.page, query.per_page, count), totals };
}

/**
 * One distribution for any role: managers any of the tenant's, issuers their projects', and
 * anyone else (investors, an issuer holding tokens of another project) only their own earning of
 * it; without one it is not found.
 */
export async function getEarning(deps: Deps, caller: Caller, distributionId: string): Promise<{ data: DistributionDetail }> {
  const { tenant, principal } = caller;
  const scope = scopeOf(principal.user);
  if (scope.kind !== 'published') {
    const full = await detailOf(deps, issuerScope(caller), { distributionId });
    if (full) return { data: full };
  }
  const own = await detailOf(deps, { tenantId: tenant.id }, { distributionId }, principal.user.id);
  if (!own || own.rows.length === 0) throw distributionNotFound();
  return { data: own };
}

// ---------------------------------------------------------------- the investor's side

export async function listMyEarnings(
  deps: Deps,
  { tenant, principal }: Caller,
  query: { status?: EarningStatus | undefined; year?: string | undefined; page: number; per_page: number },
): Promise<MyEarningsResponse> {
  const filters = { tenantId: tenant.id, investorId: principal.user.id, status: query.status, year: query.year };
  const [rows, total, byStatus] = await Promise.all([
    myEarningsPage(deps.db, filters, { limit: query.per_page, offset: (query.page - 1) * query.per_page }),
    countMyEarnings(deps.db, filters),
    myNetByStatus(deps.db, tenant.id, principal.user.id),
  ]);
  return {
    data: rows.map(toMyEarning),
    meta: pageMeta(query.page, query.per_page, total),
    totals: { pending: byStatus.pending, claimable: byStatus.paid, claimed: byStatus.claimed },
    // The caller's row as the session lookup read it at the start of this request.
    has_bank_account: bankAccountOnFile(principal.user),
  };
}

/** Paid → claimed, once: a second or concurrent claim finds it no longer paid (409 earning_not_claimable). */
export async function claimEarning(deps: Deps, caller: Caller, earningId: string): Promise<{ data: MyEarning }> {
  const { tenant, principal } = caller;
  const investorId = principal.user.id;
  const [current] = isUuid(earningId)
    ? await selectMyEarnings(deps.db, { tenantId: tenant.id, investorId })
        .where(and(eq(earnings.id, earningId), eq(earnings.tenantId, tenant.id), eq(earnings.investorId, investorId)))
        .limit(1)
    : [];
  if (!current) throw earningNotFound();
  if (!(await hasBankAccount(deps.db, investorId))) throw conflict('bank_account_required');
  if (!isClaimable(current.earning)) throw conflict('earning_not_claimable');
  const now = deps.clock.now();
  const claimed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(earnings)
      .set({ status: 'claimed', claimedAt: now, claimDate: businessDay(now, tenant.timeZone) })
      .where(and(eq(earnings.id, current.earning.id), eq(earnings.investorId, investorId), eq(earnings.status, 'paid')))
      .returning();
    if (!row) throw conflict('earning_not_claimable');
    const summary = { count: 1, total: toMoney(row.netTotal), projectTitle: current.projectTitle, earningIds: [row.id] };
    const pending = await notify(tx, now, {
      tenantId: tenant.id,
      userIds: [investorId],
      kind: EARNING_CLAIMED_KIND,
      texts: claimedNotices(tenant, summary),
      subject: { type: 'earning', id: row.id },
      payload: { earning_ids: [row.id], count: 1, total: summary.total },
      mail: earningsClaimedMail(tenant, summary),
    });
    return { row, pending };
  });
  await deliver(deps, tenant, claimed.pending);
  return { data: toMyEarning({ ...current, earning: claimed.row }) };
}

/** Every paid earning of the investor → claimed in one statement; one summary notice and e-mail. */
export async function claimAllEarnings(deps: Deps, caller: Caller): Promise<{ data: { claimed: number; total: string } }> {
  const { tenant, principal } = caller;
  const investorId = principal.user.id;
  if (!(await hasBankAccount(deps.db, investorId))) throw conflict('bank_account_required');
  const now = deps.clock.now();
  const claimed = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .update(earnings)
      .set({ status: 'claimed', claimedAt: now, claimDate: businessDay(now, tenant.timeZone) })
      .where(and(eq(earnings.tenantId, tenant.id), eq(earnings.investorId, investorId), eq(earnings.status, 'paid')))
      .returning({ id: earnings.id, net: earnings.netTotal });
    if (rows.length === 0) throw conflict('nothing_to_claim');
    const summary = { count: rows.length, total: addMoney(...rows.map((row) => toMoney(row.net))), earningIds: rows.map((row) => row.id) };
    const pending = await notify(tx, now, {
      tenantId: tenant.id,
      userIds: [investorId],
      kind: EARNING_CLAIMED_KIND,
      texts: claimedNotices(tenant, summary),
      payload: { earning_ids: summary.earningIds, count: summary.count, total: summary.total },
      mail: earningsClaimedMail(tenant, summary),
    });
    return { ...summary, pending };
  });
  await deliver(deps, tenant, claimed.pending);
  return { data: { claimed: claimed.count, total: claimed.total } };
}

/** What a tax return counts: earnings the issuer paid (paid or claimed), by year of the profit date. */
const TAXABLE_STATUSES: readonly EarningStatus[] = ['paid', 'claimed'];

export async function taxSummary(deps: Deps, { tenant, principal }: Caller): Promise<{ data: TaxSummary }> {
  const year = sql<number>`extract(year from ${earnings.profitDate})::int`;
  const rows = await deps.db
    .select({
      year,
      gross: sql<string>`sum(${earnings.grossAmount})::text`,
      withholding: sql<string>`sum(${earnings.fiscalWithholding})::text`,
      net: sql<string>`sum(${earnings.netTotal})::text`,
      earnings: sql<number>`count(*)::int`,
    })
    .from(earnings)
    .where(and(eq(earnings.tenantId, tenant.id), eq(earnings.investorId, principal.user.id), inArray(earnings.status, [...TAXABLE_STATUSES])))
    .groupBy(year)
    .orderBy(sql`1 desc`);
  return { data: rows.map((row) => ({ year: row.year, gross: toMoney(row.gross), withholding: toMoney(row.withholding), net: toMoney(row.net), earnings: row.earnings })) };
}

/** The investor's taxable earnings of one year, oldest first, for the CSV and PDF exports. */
export async function taxYearEarnings(deps: Deps, { tenant, principal }: Caller, year: string): Promise<MyEarning[]> {
  const rows = await selectMyEarnings(deps.db, { tenantId: tenant.id, investorId: principal.user.id, year, statuses: TAXABLE_STATUSES });
  return rows.map(toMyEarning).reverse();
}

export async function investorProfile(db: Db, userId: string): Promise<{ name: string; email: string; idNumber: string | null; language: Locale | null }> {
  const [row] = await db
    .select({ name: users.name, surname: users.surname, username: users.username, email: users.email, idNumber: users.idNumber, language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) throw errors.notFound('user_not_found');
  return { name: [row.name, row.surname].filter(Boolean).join(' ') || row.username, email: row.email, idNumber: row.idNumber, language: row.language };
}
