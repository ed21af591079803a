import { and, asc, desc, eq, inArray, sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import {
  amountPerToken,
  EARNING_STATUSES,
  toMoney,
  type DistributionDetail,
  type DistributionSummary,
  type EarningParts,
  type EarningRow,
  type EarningStatus,
  type EarningType,
  type MyEarning,
} from 'shared';
import type { Db } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { filled } from '../../issuances/round-columns.js';
import { distributions, distributionTotals as distributionTotalsTable, earnings, issuances, tenantDistributionTotals, tenantEarningTotals, tenants, users } from '../../db/schema.js';

/**
 * The reads of earnings (issue 14): distributions with the sums of their earnings, one
 * distribution's rows, and an investor's own earnings. Who may read what is decided by the
 * callers of these functions (the scope they pass).
 */

/** A person's name as the lists show it: name and surname, else the username. */
const personName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.name}, ${users.surname})), ''), ${users.username})`;

/** Which distributions a list may show: the tenant's, or those of one owner's projects. */
export interface DistributionScope {
  tenantId: string;
  ownerId?: string | undefined;
}

export interface DistributionFilters {
  type?: EarningType | undefined;
  status?: 'pending' | 'paid' | undefined;
  projectId?: string | undefined;
  issuanceId?: string | undefined;
  distributionId?: string | undefined;
}

const text = (column: AnyColumn) => sql<string>`coalesce(sum(${column}), 0)::numeric(18, 2)::text`;

/**
 * Per distribution: the sums of its earnings' parts, its holders and tokens, and how many are in
 * each status. Joined laterally, so each distribution of a page sums its own earnings (by the
 * distribution's index) instead of the tenant's every earning being grouped first.
 */
function earningSums(db: Db) {
  return db
    .select({
      distributionId: earnings.distributionId,
      gross: text(earnings.grossAmount).as('gross'),
      withheld: text(earnings.fiscalWithholding).as('withheld'),
      rent: text(earnings.rentAmount).as('rent'),
      gain: text(earnings.capitalGain).as('gain'),
      returned: text(earnings.returnedCapital).as('returned'),
      net: text(earnings.netTotal).as('net'),
      totalReturned: text(earnings.totalReturned).as('total_returned'),
      holders: sql<number>`count(*)::int`.as('holders'),
      tokens: sql<number>`coalesce(sum(${earnings.tokens}), 0)::int`.as('tokens'),
      pending: sql<number>`(count(*) filter (where ${earnings.status} = 'pending'))::int`.as('pending'),
      paid: sql<number>`(count(*) filter (where ${earnings.status} = 'paid'))::int`.as('paid'),
      claimed: sql<number>`(count(*) filter (where ${earnings.status} = 'claimed'))::int`.as('claimed'),
    })
    .from(earnings)
    .where(eq(earnings.distributionId, distributions.id))
    .groupBy(earnings.distributionId)
    .as('sums');
}

/** Which filters a read applies: each present one adds a condition, its value a placeholder (reads are prepared per shape). */
interface DistributionShape {
  owned: boolean;
  type: boolean;
  status: boolean;
  projectId: boolean;
  issuanceId: boolean;
  distributionId: boolean;
}

function shapeOf(scope: DistributionScope, filters: DistributionFilters): DistributionShape {
  return {
    owned: Boolean(scope.ownerId),
    type: Boolean(filters.type),
    status: Boolean(filters.status),
    projectId: Boolean(filters.projectId),
    issuanceId: Boolean(filters.issuanceId),
    distributionId: Boolean(filters.distributionId),
  };
}

function valuesOf(scope: DistributionScope, filters: DistributionFilters) {
  return {
    tenantId: scope.tenantId,
    ownerId: scope.ownerId ?? null,
    type: filters.type ?? null,
    status: filters.status ?? null,
    projectId: filters.projectId ?? null,
    issuanceId: filters.issuanceId ?? null,
    distributionId: filters.distributionId ?? null,
  };
}

function conditionsOf(shape: DistributionShape): SQL | undefined {
  return and(
    eq(distributions.tenantId, sql.placeholder('tenantId')),
    shape.owned ? eq(issuances.ownerId, sql.placeholder('ownerId')) : undefined,
    shape.type ? eq(distributions.type, sql.placeholder('type')) : undefined,
    shape.status ? eq(distributions.status, sql.placeholder('status')) : undefined,
    shape.projectId ? eq(distributions.issuanceId, sql.placeholder('projectId')) : undefined,
    shape.issuanceId ? eq(distributions.issuanceId, sql.placeholder('issuanceId')) : undefined,
    shape.distributionId ? eq(distributions.id, sql.placeholder('distributionId')) : undefined,
  );
}

function selectDistributions(db: Db, shape: DistributionShape) {
  const sums = earningSums(db);
  return db
    .select({
      id: distributions.id,
      projectId: issuances.id,
      projectTitle: issuances.title,
      projectSlug: issuances.slug,
      tokenSymbol: filled(issuances.tokenSymbol),
      ownerId: issuances.ownerId,
      type: distributions.type,
      status: distributions.status,
      profitDate: distributions.profitDate,
      description: distributions.description,
      withholdingPercentage: distributions.withholdingPercentage,
      createdAt: distributions.createdAt,
      createdById: users.id,
      createdByName: personName,
      paidAt: distributions.paidAt,
      sums: {
        gross: sums.gross,
        withheld: sums.withheld,
        rent: sums.rent,
        gain: sums.gain,
        returned: sums.returned,
        net: sums.net,
        totalReturned: sums.totalReturned,
        holders: sums.holders,
        tokens: sums.tokens,
        pending: sums.pending,
        paid: sums.paid,
        claimed: sums.claimed,
      },
    })
    .from(distributions)
    .innerJoin(issuances, eq(issuances.id, distributions.issuanceId))
    .innerJoin(users, eq(users.id, distributions.createdBy))
    .leftJoinLateral(sums, sql`true`)
    .where(conditionsOf(shape))
    .$dynamic();
}

type DistributionRow = Awaited<ReturnType<ReturnType<typeof selectDistributions>['execute']>>[number];

const ZERO_SUMS = { gross: '0', withheld: '0', rent: '0', gain: '0', returned: '0', net: '0', totalReturned: '0', holders: 0, tokens: 0, pending: 0, paid: 0, claimed: 0 };

function partsOf(sums: Omit<typeof ZERO_SUMS, 'holders' | 'tokens' | 'pending' | 'paid' | 'claimed'>, withholdingPercentage: string): EarningParts {
  return {
    gross_amount: toMoney(sums.gross),
    withholding_percentage: withholdingPercentage,
    fiscal_withholding: toMoney(sums.withheld),
    rent_amount: toMoney(sums.rent),
    capital_gain: toMoney(sums.gain),
    returned_capital: toMoney(sums.returned),
    net_total: toMoney(sums.net),
    total_returned: toMoney(sums.totalReturned),
  };
}

/** Percentages as stored (numeric(5, 2): "19.00"), which the wire's percent pattern accepts. */
export function toSummary(row: DistributionRow): DistributionSummary {
  const sums = row.sums ?? ZERO_SUMS;
  return {
    id: row.id,
    project: { id: row.projectId, title: row.projectTitle, slug: row.projectSlug, token_symbol: row.tokenSymbol },
    type: row.type,
    status: row.status,
    profit_date: row.profitDate,
    description: row.description,
    withholding_percentage: row.withholdingPercentage,
    totals: partsOf(sums, row.withholdingPercentage),
    holders: sums.holders,
    tokens: sums.tokens,
    counts: { pending: sums.pending, paid: sums.paid, claimed: sums.claimed },
    created_at: row.createdAt.toISOString(),
    created_by: { id: row.createdById, name: row.createdByName },
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

/** Newest profit date first, then the newest created; every row, or a page of them. */
const distributionPages = preparedPerDatabase('distribution_page', (db, shape: DistributionShape & { paged: boolean }, name) => {
  const query = selectDistributions(db, shape).orderBy(desc(distributions.profitDate), desc(distributions.createdAt), asc(distributions.id));
  return (shape.paged ? query.limit(sql.placeholder('limit')).offset(sql.placeholder('offset')) : query).prepare(name);
});

export function listDistributions(db: Db, scope: DistributionScope, filters: DistributionFilters, page?: { limit: number; offset: number }): Promise<DistributionRow[]> {
  return distributionPages(db, { ...shapeOf(scope, filters), paged: page !== undefined }).execute({ ...valuesOf(scope, filters), ...page });
}

const distributionCounts = preparedPerDatabase('distribution_count', (db, shape: DistributionShape, name) => {
  const query = db.select({ count: sql<number>`count(*)::int` }).from(distributions).$dynamic();
  // The project is joined only for the owner's scope: every distribution has one.
  if (shape.owned) query.innerJoin(issuances, eq(issuances.id, distributions.issuanceId));
  return query.where(conditionsOf(shape)).prepare(name);
});

const distributionSums = preparedPerDatabase('distribution_sums', (db, shape: DistributionShape, name) => {
  const kept = distributionTotalsTable;
  const query = db
    .select({
      gross: text(kept.grossAmount),
      withheld: text(kept.fiscalWithholding),
      rent: text(kept.rentAmount),
      gain: text(kept.capitalGain),
      returned: text(kept.returnedCapital),
      net: text(kept.netTotal),
      totalReturned: text(kept.totalReturned),
    })
    .from(kept)
    .innerJoin(distributions, eq(distributions.id, kept.distributionId))
    .$dynamic();
  if (shape.owned) query.innerJoin(issuances, eq(issuances.id, distributions.issuanceId));
  return query.where(conditionsOf(shape)).prepare(name);
});

/**
 * How many distributions match, and the sums of all their earnings (not just a page's): the whole
 * tenant's from the two rows the database keeps per tenant (migration 0021), a filtered selection's
 * from the sums it keeps per distribution (migration 0017), one row each instead of its earnings.
 */
export async function distributionTotals(db: Db, scope: DistributionScope, filters: DistributionFilters): Promise<{ count: number; totals: EarningParts }> {
  const shape = shapeOf(scope, filters);
  if (Object.values(shape).every((applied) => !applied)) return tenantTotals(db, scope.tenantId);
  const values = valuesOf(scope, filters);
  const [[counted], [sums]] = await Promise.all([distributionCounts(db, shape).execute(values), distributionSums(db, shape).execute(values)]);
  // Over many distributions there is no single percentage: the totals state none.
  return { count: counted?.count ?? 0, totals: partsOf(sums ?? ZERO_SUMS, '0') };
}

const money = (column: AnyColumn) => sql<string>`coalesce(${column}, 0)::numeric(18, 2)::text`;

const keptTenantTotals = preparedPerDatabase('tenant_earning_totals', (db, _shape, name) =>
  db
    .select({
      count: sql<number>`coalesce(${tenantDistributionTotals.distributions}, 0)`,
      gross: money(tenantEarningTotals.grossAmount),
      withheld: money(tenantEarningTotals.fiscalWithholding),
      rent: money(tenantEarningTotals.rentAmount),
      gain: money(tenantEarningTotals.capitalGain),
      returned: money(tenantEarningTotals.returnedCapital),
      net: money(tenantEarningTotals.netTotal),
      totalReturned: money(tenantEarningTotals.totalReturned),
    })
    .from(tenants)
    .leftJoin(tenantDistributionTotals, eq(tenantDistributionTotals.tenantId, tenants.id))
    .leftJoin(tenantEarningTotals, eq(tenantEarningTotals.tenantId, tenants.id))
    .where(eq(tenants.id, sql.placeholder('tenantId')))
    .prepare(name),
);

async function tenantTotals(db: Db, tenantId: string): Promise<{ count: number; totals: EarningParts }> {
  const [kept] = await keptTenantTotals(db).execute({ tenantId });
  return { count: kept?.count ?? 0, totals: partsOf(kept ?? ZERO_SUMS, '0') };
}

export async function findDistribution(db: Db, scope: DistributionScope, filters: DistributionFilters): Promise<DistributionRow | undefined> {
  const [row] = await listDistributions(db, scope, filters, { limit: 1, offset: 0 });
  return row;
}

/** A distribution's earnings, most tokens first; `investorId` keeps only that investor's. */
export async function earningRowsOf(db: Db, distributionId: string, investorId?: string): Promise<EarningRow[]> {
  const conditions = [eq(earnings.distributionId, distributionId)];
  if (investorId) conditions.push(eq(earnings.investorId, investorId));
  const rows = await db
    .select({ earning: earnings, investorName: personName, investorEmail: users.email })
    .from(earnings)
    .innerJoin(users, eq(users.id, earnings.investorId))
    .where(and(...conditions))
    .orderBy(desc(earnings.tokens), asc(personName), asc(earnings.id));
  return rows.map(({ earning, investorName, investorEmail }) => ({
    id: earning.id,
    investor: { id: earning.investorId, name: investorName, email: investorEmail },
    tokens: earning.tokens,
    status: earning.status,
    ...earningPartsOfRow(earning),
    paid_at: earning.paidAt?.toISOString() ?? null,
    claimed_at: earning.claimedAt?.toISOString() ?? null,
    executed_date: earning.executedDate,
    delivered_date: earning.deliveredDate,
  }));
}

type EarningRecord = typeof earnings.$inferSelect;

function earningPartsOfRow(earning: EarningRecord): EarningParts {
  return {
    gross_amount: toMoney(earning.grossAmount),
    withholding_percentage: earning.withholdingPercentage,
    fiscal_withholding: toMoney(earning.fiscalWithholding),
    rent_amount: toMoney(earning.rentAmount),
    capital_gain: toMoney(earning.capitalGain),
    returned_capital: toMoney(earning.returnedCapital),
    net_total: toMoney(earning.netTotal),
    total_returned: toMoney(earning.totalReturned),
  };
}

export function toDetail(row: DistributionRow, rows: EarningRow[]): DistributionDetail {
  const summary = toSummary(row);
  return {
    ...summary,
    per_token: { gross: amountPerToken(summary.totals.gross_amount, summary.tokens), net: amountPerToken(summary.totals.net_total, summary.tokens) },
    rounding_rule: 'largest_remainder_cents',
    rows,
  };
}

// ---------------------------------------------------------------- the investor's own

/** A filter's value, or the placeholder of a statement prepared once (the investor's list). */
type Bindable<T> = T | Placeholder;

export interface MyEarningFilters {
  tenantId: Bindable<string>;
  investorId: Bindable<string>;
  status?: Bindable<EarningStatus> | undefined;
  /** Calendar year of the profit date (a business day already). */
  year?: Bindable<string> | undefined;
  statuses?: readonly EarningStatus[];
}

function myConditions(filters: MyEarningFilters): SQL[] {
  const conditions: SQL[] = [eq(earnings.tenantId, filters.tenantId), eq(earnings.investorId, filters.investorId)];
  if (filters.status) conditions.push(eq(earnings.status, filters.status));
  if (filters.statuses) conditions.push(inArray(earnings.status, [...filters.statuses]));
  if (filters.year) conditions.push(sql`extract(year from ${earnings.profitDate}) = ${typeof filters.year === 'string' ? Number(filters.year) : filters.year}`);
  return conditions;
}

export function selectMyEarnings(db: Db, filters: MyEarningFilters) {
  return db
    .select({ earning: earnings, projectTitle: issuances.title, projectSlug: issuances.slug, tokenSymbol: filled(issuances.tokenSymbol) })
    .from(earnings)
    .innerJoin(issuances, eq(issuances.id, earnings.issuanceId))
    .where(and(...myConditions(filters)))
    .orderBy(desc(earnings.profitDate), desc(earnings.createdAt), asc(earnings.id))
    .$dynamic();
}

export type MyEarningRecord = Awaited<ReturnType<typeof selectMyEarnings>>[number];

export function toMyEarning({ earning, projectTitle, projectSlug, tokenSymbol }: MyEarningRecord): MyEarning {
  return {
    id: earning.id,
    distribution_id: earning.distributionId,
    project: { id: earning.issuanceId, title: projectTitle, slug: projectSlug, token_symbol: tokenSymbol },
    type: earning.kind,
    status: earning.status,
    tokens: earning.tokens,
    profit_date: earning.profitDate,
    ...earningPartsOfRow(earning),
    paid_at: earning.paidAt?.toISOString() ?? null,
    claimed_at: earning.claimedAt?.toISOString() ?? null,
    executed_date: earning.executedDate,
    delivered_date: earning.deliveredDate,
  };
}

/** The investor's list filters on a status and a year, or not: one statement per shape, values as placeholders. */
type MyListShape = { status: boolean; year: boolean };

const myListFilters = (shape: MyListShape): MyEarningFilters => ({
  tenantId: sql.placeholder('tenantId'),
  investorId: sql.placeholder('investorId'),
  status: shape.status ? sql.placeholder('status') : undefined,
  year: shape.year ? sql.placeholder('year') : undefined,
});

type MyListFilters = { tenantId: string; investorId: string; status?: EarningStatus | undefined; year?: string | undefined };

const myListShape = (filters: MyListFilters): MyListShape => ({ status: Boolean(filters.status), year: Boolean(filters.year) });

const myListValues = (filters: MyListFilters) => ({ ...filters, status: filters.status ?? null, year: filters.year ? Number(filters.year) : null });

const myEarningPages = preparedPerDatabase('my_earning_page', (db, shape: MyListShape, name) =>
  selectMyEarnings(db, myListFilters(shape)).limit(sql.placeholder('limit')).offset(sql.placeholder('offset')).prepare(name),
);

/** One page of the investor's list, newest profit date first. */
export function myEarningsPage(db: Db, filters: MyListFilters, page: { limit: number; offset: number }): Promise<MyEarningRecord[]> {
  return myEarningPages(db, myListShape(filters)).execute({ ...myListValues(filters), ...page });
}

const myEarningCounts = preparedPerDatabase('my_earning_count', (db, shape: MyListShape, name) =>
  db
    .select({ count: sql<number>`count(*)::int` })
    .from(earnings)
    .where(and(...myConditions(myListFilters(shape))))
    .prepare(name),
);

export async function countMyEarnings(db: Db, filters: MyListFilters): Promise<number> {
  const [row] = await myEarningCounts(db, myListShape(filters)).execute(myListValues(filters));
  return row?.count ?? 0;
}

const myNets = preparedPerDatabase('my_earning_nets', (db, _shape, name) =>
  db
    .select({ status: earnings.status, net: text(earnings.netTotal) })
    .from(earnings)
    .where(and(eq(earnings.tenantId, sql.placeholder('tenantId')), eq(earnings.investorId, sql.placeholder('investorId'))))
    .groupBy(earnings.status)
    .prepare(name),
);

/** Net amounts per status over all the investor's earnings. */
export async function myNetByStatus(db: Db, tenantId: string, investorId: string): Promise<Record<EarningStatus, string>> {
  const rows = await myNets(db).execute({ tenantId, investorId });
  const byStatus = Object.fromEntries(EARNING_STATUSES.map((status) => [status, '0.00'])) as Record<EarningStatus, string>;
  for (const row of rows) byStatus[row.status] = toMoney(row.net);
  return byStatus;
}
