import { and, desc, eq, ilike, inArray, or, sql, type Column, type SQL } from 'drizzle-orm';
import { RAISED_INVESTMENT_STATUSES, statusesOfTab, type InvestmentListQuery, type InvestmentStatus, type InvestmentTab } from 'shared';
import type { Db } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { chainTransactions, investments, investmentTenantTotals, investmentTotals, issuances, users, wallets } from '../../db/schema.js';
import { isUuid } from '../../lib/uuid.js';
import { filled } from '../../issuances/round-columns.js';
import { containsPattern } from '../../lib/like-pattern.js';

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

/** What changes a list's SQL text: the scope and which filters are present (values are placeholders). */
type FilterShape = {
  own: boolean;
  status: boolean;
  /** A project id that is not a uuid names no project: an empty list, not a database error. */
  project: 'any' | 'one' | 'none';
  method: boolean;
  from: boolean;
  to: boolean;
  search: boolean;
};

const NO_FILTERS: Omit<FilterShape, 'own'> = { status: false, project: 'any', method: false, from: false, to: false, search: false };

function filterShape(reader: InvestmentReader, filters: InvestmentFilters): FilterShape {
  return {
    own: reader.scope.kind === 'own',
    status: Boolean(filters.status),
    project: filters.project_id === undefined ? 'any' : isUuid(filters.project_id) ? 'one' : 'none',
    method: Boolean(filters.method),
    from: Boolean(filters.from),
    to: Boolean(filters.to),
    search: Boolean(filters.q),
  };
}

/** The caller's and the filters' values for the placeholders (those a shape does not use are ignored). */
function filterValues(reader: InvestmentReader, filters: InvestmentFilters) {
  return {
    tenantId: reader.tenantId,
    ownerId: reader.scope.kind === 'own' ? reader.scope.ownerId : null,
    timeZone: reader.timeZone,
    status: filters.status ?? null,
    projectId: filters.project_id ?? null,
    method: filters.method ?? null,
    from: filters.from ?? null,
    to: filters.to ?? null,
    pattern: filters.q ? containsPattern(filters.q) : null,
  };
}

function conditions(shape: FilterShape): SQL | undefined {
  const day = sql`(${orderDate} at time zone ${sql.placeholder('timeZone')})::date`;
  const pattern = sql.placeholder('pattern');
  return and(
    eq(investments.tenantId, sql.placeholder('tenantId')),
    shape.own ? eq(issuances.ownerId, sql.placeholder('ownerId')) : undefined,
    shape.status ? eq(investments.status, sql.placeholder('status')) : undefined,
    shape.project === 'one' ? eq(investments.issuanceId, sql.placeholder('projectId')) : shape.project === 'none' ? sql`false` : undefined,
    shape.method ? eq(investments.paymentMethod, sql.placeholder('method')) : undefined,
    shape.from ? sql`${day} >= ${sql.placeholder('from')}::date` : undefined,
    shape.to ? sql`${day} <= ${sql.placeholder('to')}::date` : undefined,
    shape.search ? or(ilike(investorName, pattern), ilike(users.email, pattern)) : undefined,
  );
}

/** Whether the user has a wallet to receive minted tokens. */
export function hasWallet(userId: typeof users.id | typeof investments.investorId) {
  return sql<boolean>`exists (select 1 from ${wallets} where ${wallets.userId} = ${userId})`.mapWith(Boolean);
}

/** Whether the wallet tokens are minted to (the user's first) is proven theirs by a signature. */
export function hasVerifiedWallet(userId: typeof users.id | typeof investments.investorId) {
  return sql<boolean>`coalesce((select ${wallets.verifiedAt} is not null from ${wallets} where ${wallets.userId} = ${userId} order by ${wallets.createdAt}, ${wallets.id} limit 1), false)`.mapWith(Boolean);
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
      status: issuances.status,
      ledger: issuances.ledger,
    },
    investor: { id: users.id, name: investorName, email: users.email, sophisticated: users.sophisticated, hasWallet: hasWallet(users.id), hasVerifiedWallet: hasVerifiedWallet(users.id) },
    mintTransaction: { status: chainTransactions.status, hash: chainTransactions.hash, error: chainTransactions.error },
  };
}

function managedQuery(db: Db) {
  return db
    .select(managedFields())
    .from(investments)
    .innerJoin(issuances, eq(issuances.id, investments.issuanceId))
    .innerJoin(users, eq(users.id, investments.investorId))
    // The mint's chain transaction, recorded under the investment's reference (issue 37).
    .leftJoin(chainTransactions, sql`${chainTransactions.reference} = 'investment:' || ${investments.id}::text`)
    .$dynamic();
}

export type ManagedRow = Awaited<ReturnType<ReturnType<typeof managedQuery>['execute']>>[number];

/**
 * Rows after an investment in the list's order (newest first, then by id): a keyset, compared
 * with that row's own stored values so no precision is lost on the way through JavaScript.
 */
const AFTER = sql`(${investments.createdAt}, ${investments.id}) < (select previous.created_at, previous.id from ${investments} previous where previous.id = ${sql.placeholder('after')})`;

const investmentPages = preparedPerDatabase('investment_page', (db, shape: FilterShape & { after: boolean }, name) =>
  managedQuery(db)
    .where(and(conditions(shape), shape.after ? AFTER : undefined))
    .orderBy(desc(investments.createdAt), desc(investments.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

/**
 * One page in the list's order, newest first; the id settles ties so pages never overlap. A page
 * is either numbered (`offset`, the list) or follows a row (`after`, the export's batches, which
 * then cost the same at the millionth row as at the first).
 */
export function selectInvestments(db: Db, reader: InvestmentReader, filters: InvestmentFilters, page: { limit: number; offset: number; after?: string | undefined }): Promise<ManagedRow[]> {
  const after = page.after ? page.after : null;
  return investmentPages(db, { ...filterShape(reader, filters), after: after !== null }).execute({
    ...filterValues(reader, filters),
    after,
    limit: page.limit,
    offset: after !== null ? 0 : page.offset,
  });
}

/**
 * The raised part of a sum: only the orders shared's RAISED_INVESTMENT_STATUSES count, so the
 * totals' amount and tokens are what the project's sheet, investor list and export say it raised
 * (a cancelled order, an unpaid or failed one adds nothing), while the count is every order listed.
 */
const raisedOnly = (status: Column) => sql`filter (where ${inArray(status, [...RAISED_INVESTMENT_STATUSES])})`;
const keptSums = (totals: typeof investmentTotals | typeof investmentTenantTotals) => ({
  count: sql<string>`coalesce(sum(${totals.investments}), 0)::text`,
  amount: sql<string>`coalesce(sum(${totals.amount}) ${raisedOnly(totals.status)}, 0)::numeric(18, 2)::text`,
  tokens: sql<string>`coalesce(sum(${totals.tokens}) ${raisedOnly(totals.status)}, 0)::text`,
  fee: sql<string>`coalesce(sum(${totals.fee}) ${raisedOnly(totals.status)}, 0)::numeric(18, 2)::text`,
});

/**
 * Count of every investment the filters select, across all pages, and the amount, tokens and the
 * fees of the orders they raised, summed exactly. Filters on status, method, project and scope only are answered from the totals the
 * database keeps (migration 0017): a few rows instead of the tenant's million investments.
 */
export async function totalsOf(db: Db, reader: InvestmentReader, filters: InvestmentFilters) {
  const byRows = filters.from !== undefined || filters.to !== undefined || Boolean(filters.q) || (filters.project_id !== undefined && !isUuid(filters.project_id));
  const [row] = byRows ? await totalsOfRows(db, reader, filters) : await keptTotals(db, reader, filters);
  return { count: Number(row?.count ?? 0), amount: row?.amount ?? '0.00', tokens: Number(row?.tokens ?? 0), fee: row?.fee ?? '0.00' };
}

function keptTotals(db: Db, reader: InvestmentReader, filters: InvestmentFilters) {
  if (reader.scope.kind === 'all' && filters.project_id === undefined) {
    const totals = investmentTenantTotals;
    return db
      .select(keptSums(totals))
      .from(totals)
      .where(and(eq(totals.tenantId, reader.tenantId), filters.status ? eq(totals.status, filters.status) : undefined, filters.method ? eq(totals.paymentMethod, filters.method) : undefined));
  }
  const totals = investmentTotals;
  const query = db
    .select(keptSums(totals))
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
const rowTotals = preparedPerDatabase('investment_row_totals', (db, shape: FilterShape, name) => {
  const query = db
    .select({
      count: sql<string>`count(*)::text`,
      amount: sql<string>`coalesce(sum(${investments.amount}) ${raisedOnly(investments.status)}, 0)::numeric(18, 2)::text`,
      tokens: sql<string>`coalesce(sum(${investments.tokenAmount}) ${raisedOnly(investments.status)}, 0)::text`,
      fee: sql<string>`coalesce(sum(${investments.fee}) ${raisedOnly(investments.status)}, 0)::numeric(18, 2)::text`,
    })
    .from(investments)
    .$dynamic();
  // The project and the investor are joined only when a condition reads them: every investment
  // has both, so leaving a join out changes no sum, only what the database reads.
  if (shape.own) query.innerJoin(issuances, eq(issuances.id, investments.issuanceId));
  if (shape.search) query.innerJoin(users, eq(users.id, investments.investorId));
  return query.where(conditions(shape)).prepare(name);
});

function totalsOfRows(db: Db, reader: InvestmentReader, filters: InvestmentFilters) {
  return rowTotals(db, filterShape(reader, filters)).execute(filterValues(reader, filters));
}

const managedLookups = preparedPerDatabase('investment_lookup', (db, own: boolean, name) =>
  managedQuery(db)
    .where(and(eq(investments.id, sql.placeholder('id')), conditions({ ...NO_FILTERS, own })))
    .limit(1)
    .prepare(name),
);

/** One investment of the reader's scope, with its project and investor; undefined otherwise. */
export async function findManagedInvestment(db: Db, reader: InvestmentReader, id: string): Promise<ManagedRow | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await managedLookups(db, reader.scope.kind === 'own').execute({ ...filterValues(reader, {}), id });
  return row;
}

const MINE = and(eq(investments.tenantId, sql.placeholder('tenantId')), eq(investments.investorId, sql.placeholder('investorId')));

const myStatusCounts = preparedPerDatabase('my_investment_counts', (db, _shape, name) =>
  db
    .select({ status: investments.status, count: sql<number>`count(*)::int` })
    .from(investments)
    .where(MINE)
    .groupBy(investments.status)
    .prepare(name),
);

/** How many investments an investor has in each status (the tabs' counts). */
export function myInvestmentCounts(db: Db, tenantId: string, investorId: string) {
  return myStatusCounts(db).execute({ tenantId, investorId });
}

/** A tab's statuses are fixed: one statement per tab. */
const myPages = preparedPerDatabase('my_investment_page', (db, tab: InvestmentTab, name) =>
  db
    .select({
      investment: investments,
      issuance: { id: issuances.id, slug: issuances.slug, title: issuances.title, tokenSymbol: filled(issuances.tokenSymbol), tokenPrice: filled(issuances.tokenPrice) },
    })
    .from(investments)
    .innerJoin(issuances, eq(issuances.id, investments.issuanceId))
    .where(and(MINE, inArray(investments.status, [...statusesOfTab(tab)])))
    .orderBy(desc(investments.createdAt), desc(investments.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

/** One page of an investor's tab, newest first (the id settles ties). */
export function myInvestmentPage(db: Db, tenantId: string, investorId: string, tab: InvestmentTab, page: { limit: number; offset: number }) {
  return myPages(db, tab).execute({ tenantId, investorId, ...page });
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
