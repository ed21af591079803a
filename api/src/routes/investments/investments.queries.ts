import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { InvestmentListQuery, InvestmentStatus } from 'shared';
import type { Db } from '../../db/client.js';
import { investments, investmentTenantTotals, investmentTotals, issuances, users } from '../../db/schema.js';
import { isUuid } from '../../lib/uuid.js';
import { filled } from '../../issuances/round-columns.js';

/** Which investments a caller reads: the tenant's (managers) or those of their own projects (entrepreneurs, issuers). */
type InvestmentScope = { kind: 'all' } | { kind: 'own'; ownerId: string };

export interface InvestmentReader {
  tenantId: string;
  scope: InvestmentScope;
  /** The tenant's zone: the date filters are its calendar days. */
  timeZone: string;
}

export type InvestmentFilters = Omit<InvestmentListQuery, 'page' | 'per_page'>;

const investorName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${users.name}, ${users.surname})), ''), ${users.username})`;

/** The order's date (CREATED), or when the interest was declared for one that is not an order yet. */
const orderDate = sql`coalesce((${investments.statusDates} ->> 'CREATED')::timestamptz, ${investments.createdAt})`;

/** `%` and `_` typed in the search box are letters, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function conditions(reader: InvestmentReader, filters: InvestmentFilters): SQL | undefined {
  const day = sql`(${orderDate} at time zone ${reader.timeZone})::date`;
  return and(
    eq(investments.tenantId, reader.tenantId),
    reader.scope.kind === 'own' ? eq(issuances.ownerId, reader.scope.ownerId) : undefined,
    filters.status ? eq(investments.status, filters.status) : undefined,
    // A project id that is not a uuid names no project: an empty list, not a database error.
    filters.project_id !== undefined ? (isUuid(filters.project_id) ? eq(investments.issuanceId, filters.project_id) : sql`false`) : undefined,
    filters.method ? eq(investments.paymentMethod, filters.method) : undefined,
    filters.from ? sql`${day} >= ${filters.from}::date` : undefined,
    filters.to ? sql`${day} <= ${filters.to}::date` : undefined,
    filters.q ? or(ilike(investorName, containsPattern(filters.q)), ilike(users.email, containsPattern(filters.q))) : undefined,
  );
}

function managedFields() {
  return {
    investment: investments,
    issuance: {
      id: issuances.id,
      slug: issuances.slug,
      title: issuances.title,
      tokenSymbol: filled(issuances.tokenSymbol),
      tokenPrice: filled(issuances.tokenPrice),
      ownerId: issuances.ownerId,
      smartContractAddress: issuances.smartContractAddress,
    },
    investor: { id: users.id, name: investorName, email: users.email, sophisticated: users.sophisticated },
  };
}

function managedQuery(db: Db) {
  return db
    .select(managedFields())
    .from(investments)
    .innerJoin(issuances, eq(issuances.id, investments.issuanceId))
    .innerJoin(users, eq(users.id, investments.investorId))
    .$dynamic();
}

export type ManagedRow = Awaited<ReturnType<ReturnType<typeof managedQuery>['execute']>>[number];

/**
 * Rows after an investment in the list's order (newest first, then by id): a keyset, compared
 * with that row's own stored values so no precision is lost on the way through JavaScript.
 */
const after = (id: string) =>
  sql`(${investments.createdAt}, ${investments.id}) < (select previous.created_at, previous.id from ${investments} previous where previous.id = ${id})`;

/**
 * One page in the list's order, newest first; the id settles ties so pages never overlap. A page
 * is either numbered (`offset`, the list) or follows a row (`after`, the export's batches, which
 * then cost the same at the millionth row as at the first).
 */
export function selectInvestments(db: Db, reader: InvestmentReader, filters: InvestmentFilters, page: { limit: number; offset: number; after?: string | undefined }) {
  return managedQuery(db)
    .where(and(conditions(reader, filters), page.after ? after(page.after) : undefined))
    .orderBy(desc(investments.createdAt), desc(investments.id))
    .limit(page.limit)
    .offset(page.after ? 0 : page.offset);
}

/**
 * Count, amount and tokens of every investment the filters select, across all pages, summed
 * exactly. Filters on status, method, project and scope only are answered from the totals the
 * database keeps (migration 0017): a few rows instead of the tenant's million investments.
 */
export async function totalsOf(db: Db, reader: InvestmentReader, filters: InvestmentFilters) {
  const byRows = filters.from !== undefined || filters.to !== undefined || Boolean(filters.q) || (filters.project_id !== undefined && !isUuid(filters.project_id));
  const [row] = byRows ? await totalsOfRows(db, reader, filters) : await keptTotals(db, reader, filters);
  return { count: Number(row?.count ?? 0), amount: row?.amount ?? '0.00', tokens: Number(row?.tokens ?? 0) };
}

function keptTotals(db: Db, reader: InvestmentReader, filters: InvestmentFilters) {
  if (reader.scope.kind === 'all' && filters.project_id === undefined) {
    const totals = investmentTenantTotals;
    return db
      .select({ count: sql<string>`coalesce(sum(${totals.investments}), 0)::text`, amount: sql<string>`coalesce(sum(${totals.amount}), 0)::numeric(18, 2)::text`, tokens: sql<string>`coalesce(sum(${totals.tokens}), 0)::text` })
      .from(totals)
      .where(and(eq(totals.tenantId, reader.tenantId), filters.status ? eq(totals.status, filters.status) : undefined, filters.method ? eq(totals.paymentMethod, filters.method) : undefined));
  }
  const totals = investmentTotals;
  const query = db
    .select({ count: sql<string>`coalesce(sum(${totals.investments}), 0)::text`, amount: sql<string>`coalesce(sum(${totals.amount}), 0)::numeric(18, 2)::text`, tokens: sql<string>`coalesce(sum(${totals.tokens}), 0)::text` })
    .from(totals)
    .$dynamic();
  if (reader.scope.kind === 'own') query.innerJoin(issuances, eq(issuances.id, totals.issuanceId));
  return query.where(
    and(
      eq(totals.tenantId, reader.tenantId),
      reader.scope.kind === 'own' ? eq(issuances.ownerId, reader.scope.ownerId) : undefined,
      filters.project_id !== undefined ? eq(totals.issuanceId, filters.project_id) : undefined,
      filters.status ? eq(totals.status, filters.status) : undefined,
      filters.method ? eq(totals.paymentMethod, filters.method) : undefined,
    ),
  );
}

/** The same summed from the investments themselves: the order's day and the investor's name are not in the kept totals. */
function totalsOfRows(db: Db, reader: InvestmentReader, filters: InvestmentFilters) {
  const query = db
    .select({
      count: sql<string>`count(*)::text`,
      amount: sql<string>`coalesce(sum(${investments.amount}), 0)::numeric(18, 2)::text`,
      tokens: sql<string>`coalesce(sum(${investments.tokenAmount}), 0)::text`,
    })
    .from(investments)
    .$dynamic();
  // The project and the investor are joined only when a condition reads them: every investment
  // has both, so leaving a join out changes no sum, only what the database reads.
  if (reader.scope.kind === 'own') query.innerJoin(issuances, eq(issuances.id, investments.issuanceId));
  if (filters.q) query.innerJoin(users, eq(users.id, investments.investorId));
  return query.where(conditions(reader, filters));
}

/** One investment of the reader's scope, with its project and investor; undefined otherwise. */
export async function findManagedInvestment(db: Db, reader: InvestmentReader, id: string): Promise<ManagedRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await managedQuery(db)
    .where(and(eq(investments.id, id), conditions(reader, {})))
    .limit(1);
  return row;
}

/** Investments of one project in the given statuses (the bulk mint's candidates), oldest first. */
export async function investmentIdsOf(db: Db, tenantId: string, issuanceId: string, statuses: readonly InvestmentStatus[]): Promise<string[]> {
  const rows = await db
    .select({ id: investments.id })
    .from(investments)
    .where(and(eq(investments.tenantId, tenantId), eq(investments.issuanceId, issuanceId), inArray(investments.status, [...statuses])))
    .orderBy(investments.createdAt, investments.id);
  return rows.map((row) => row.id);
}
