import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { PUBLISHED_PROJECT_STATUSES, roleGroupOf, type IssuanceListQuery, type ProjectStatus } from 'shared';
import type { User } from '../../auth/sessions.js';
import type { Db } from '../../db/client.js';
import { isStillReferenced } from '../../lib/db-errors.js';
import { companies, files, investments, issuanceRaised, RAISED_STATUSES, issuanceDocuments, issuanceFollows, issuanceImages, issuances, users } from '../../db/schema.js';

/** Investments that count towards raised and investors (see RAISED_STATUSES). */
const COUNTED_INVESTMENT_STATUSES = RAISED_STATUSES;

/** Which issuances a caller reads: managers all of the tenant, issuers their own, investors the published ones. */
export type Scope = { kind: 'all' } | { kind: 'own'; ownerId: string } | { kind: 'published' };

/**
 * By shared's role groups: the primary role picks the area a user works in; a manager role,
 * even secondary, sees everything.
 */
export function scopeOf(user: Pick<User, 'id' | 'primaryRole' | 'secondaryRole'>): Scope {
  if (roleGroupOf(user.primaryRole) === 'manager' || (user.secondaryRole && roleGroupOf(user.secondaryRole) === 'manager')) return { kind: 'all' };
  if (roleGroupOf(user.primaryRole) === 'issuer') return { kind: 'own', ownerId: user.id };
  return { kind: 'published' };
}

function scopeCondition(scope: Scope): SQL | undefined {
  if (scope.kind === 'own') return eq(issuances.ownerId, scope.ownerId);
  if (scope.kind === 'published') return inArray(issuances.status, [...PUBLISHED_PROJECT_STATUSES]);
  return undefined;
}

export interface Reader {
  tenantId: string;
  scope: Scope;
  /** The caller, for `following` and `invested`; null for an anonymous visitor. */
  userId: string | null;
  /** Today as YYYY-MM-DD, from the app's clock. */
  today: string;
}

/**
 * The outer issuance in correlated subqueries, always qualified: drizzle leaves columns of a
 * select list unqualified when the query has no join, and `"id"` would then name the inner table's.
 */
const ISSUANCE_ID = sql`${issuances}.${sql.identifier('id')}`;

const counted = () => sql`${investments.issuanceId} = ${ISSUANCE_ID} and ${inArray(investments.status, [...COUNTED_INVESTMENT_STATUSES])}`;

/**
 * Raised of each issuance read, from the sum the database keeps exact per project (issuance_raised,
 * migration 0017), joined: sorting the tenant's every project by it costs a join, not a sum each.
 * Investors (distinct people) cannot be kept as a sum: they are counted from the investments, on
 * the index on (issuance, status, investor, amount), for a page's rows only.
 */
const RAISED = sql<string>`coalesce(${issuanceRaised.raised}, 0)`;
const INVESTORS = sql<number>`(select count(distinct ${investments.investorId})::int from ${investments} where ${counted()})`;

/**
 * The owner's company name, else username: a subquery rather than a join, so a sorted page
 * (most raised, newest) works it out for its own rows only, after the limit, instead of joining
 * every project of the tenant to the users and companies tables before sorting them.
 */
const OWNER_NAME = sql<string>`(select coalesce(${companies.organisationName}, ${users.username}) from ${users} left join ${companies} on ${companies.userId} = ${users.id} where ${users.id} = ${issuances}.${sql.identifier('owner_id')})`;

function readFields(reader: Reader) {
  return {
    issuance: issuances,
    ownerName: OWNER_NAME,
    raised: sql<string>`${RAISED}`.as('raised'),
    investors: INVESTORS,
    softCapProgress: sql<string>`case when ${issuances.softCap} > 0 then round(${RAISED} / ${issuances.softCap}, 4) else 0 end`,
    remainingDays: sql<number>`case when ${issuances.status} = 'CLOSED' then 0 else coalesce(greatest(0, ${issuances.endDate} - ${reader.today}::date), 0) end`,
    imageFileIds: sql<string[]>`coalesce((select json_agg(${issuanceImages.fileId} order by ${issuanceImages.position}, ${issuanceImages.id}) from ${issuanceImages} where ${issuanceImages.issuanceId} = ${ISSUANCE_ID}), '[]'::json)`,
    following: reader.userId
      ? sql<boolean>`exists (select 1 from ${issuanceFollows} where ${issuanceFollows.userId} = ${reader.userId} and ${issuanceFollows.issuanceId} = ${ISSUANCE_ID})`
      : sql<boolean>`false`,
    invested: reader.userId
      ? sql<boolean>`exists (select 1 from ${investments} where ${investments.investorId} = ${reader.userId} and ${investments.issuanceId} = ${ISSUANCE_ID} and ${inArray(investments.status, [...COUNTED_INVESTMENT_STATUSES])})`
      : sql<boolean>`false`,
  };
}

function readQuery(db: Db, reader: Reader) {
  return db
    .select(readFields(reader))
    .from(issuances)
    .leftJoin(issuanceRaised, eq(issuanceRaised.issuanceId, issuances.id))
    .$dynamic();
}

export type IssuanceRow = Awaited<ReturnType<ReturnType<typeof readQuery>['execute']>>[number];

export type IssuanceFilters = Pick<IssuanceListQuery, 'status' | 'product_type' | 'q' | 'followed' | 'sort'>;

/** `%` and `_` typed in the search box are letters, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function filterConditions(reader: Reader, filters: IssuanceFilters): SQL | undefined {
  const q = filters.q;
  return and(
    eq(issuances.tenantId, reader.tenantId),
    scopeCondition(reader.scope),
    filters.status ? eq(issuances.status, filters.status) : undefined,
    filters.product_type ? eq(issuances.productType, filters.product_type) : undefined,
    q
      ? or(
          ilike(issuances.title, containsPattern(q)),
          ilike(issuances.subtitle, containsPattern(q)),
          ilike(issuances.tokenName, containsPattern(q)),
          ilike(issuances.tokenSymbol, containsPattern(q)),
        )
      : undefined,
    filters.followed
      ? reader.userId
        ? sql`exists (select 1 from ${issuanceFollows} where ${issuanceFollows.userId} = ${reader.userId} and ${issuanceFollows.issuanceId} = ${ISSUANCE_ID})`
        : sql`false`
      : undefined,
  );
}

const ACTIVE_STATUSES: readonly ProjectStatus[] = ['PRE_CAMPAIGN', 'CAMPAIGN'];

/** Every order ends with the id, so pages never repeat or skip a row between requests. */
function orderOf(reader: Reader, sort: IssuanceFilters['sort']): SQL[] {
  switch (sort) {
    case 'ending_soon':
      return [
        sql`case when ${inArray(issuances.status, [...ACTIVE_STATUSES])} and ${issuances.endDate} >= ${reader.today}::date then 0 else 1 end`,
        asc(issuances.endDate),
        asc(issuances.id),
      ];
    case 'most_raised':
      return [desc(sql`raised`), desc(issuances.createdAt), asc(issuances.id)];
    case 'title':
      return [asc(sql`lower(${issuances.title})`), asc(issuances.id)];
    case 'newest':
      return [desc(issuances.createdAt), asc(issuances.id)];
  }
}

/** Rows in the list's order; filters, search, order and paging all happen in the database. */
export function selectIssuances(db: Db, reader: Reader, filters: IssuanceFilters, page: { limit: number; offset: number }) {
  return readQuery(db, reader)
    .where(filterConditions(reader, filters))
    .orderBy(...orderOf(reader, filters.sort))
    .limit(page.limit)
    .offset(page.offset);
}

export async function listIssuances(db: Db, reader: Reader, filters: IssuanceFilters, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    selectIssuances(db, reader, filters, page),
    db.select({ total: count() }).from(issuances).where(filterConditions(reader, filters)),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** One issuance the reader may see, by id or slug; undefined otherwise. */
export async function findIssuance(db: Db, reader: Reader, by: { id: string } | { slug: string }) {
  const [row] = await readQuery(db, reader)
    .where(
      and(
        eq(issuances.tenantId, reader.tenantId),
        scopeCondition(reader.scope),
        'id' in by ? eq(issuances.id, by.id) : eq(issuances.slug, by.slug),
      ),
    )
    .limit(1);
  return row;
}

export function documentsOf(db: Db, issuanceId: string) {
  return db
    .select({
      id: issuanceDocuments.id,
      name: issuanceDocuments.name,
      visibility: issuanceDocuments.visibility,
      expiresAt: issuanceDocuments.expiresAt,
    })
    .from(issuanceDocuments)
    .where(eq(issuanceDocuments.issuanceId, issuanceId))
    .orderBy(asc(issuanceDocuments.createdAt), asc(issuanceDocuments.name), asc(issuanceDocuments.id));
}

export type DocumentRow = Awaited<ReturnType<typeof documentsOf>>[number];

/** Whether the issuance exists in the reader's scope (follow, unfollow). */
export async function isReadable(db: Db, reader: Reader, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: issuances.id })
    .from(issuances)
    .where(and(eq(issuances.id, id), eq(issuances.tenantId, reader.tenantId), scopeCondition(reader.scope)))
    .limit(1);
  return row !== undefined;
}

export async function follow(db: Db, userId: string, issuanceId: string): Promise<void> {
  await db.insert(issuanceFollows).values({ userId, issuanceId }).onConflictDoNothing();
}

export async function unfollow(db: Db, userId: string, issuanceId: string): Promise<void> {
  await db.delete(issuanceFollows).where(and(eq(issuanceFollows.userId, userId), eq(issuanceFollows.issuanceId, issuanceId)));
}

type DeleteOutcome = 'deleted' | 'not_found' | 'has_investments';

/**
 * Deletes an issuance with its images, documents and follows, unless money was committed to it:
 * any investment, whatever its status, keeps it. The row lock makes a concurrent investment wait,
 * and the restricting foreign key is the last word if one slips in anyway.
 * Returns the uploaded files to remove from disk once the rows are gone.
 */
export async function deleteIssuance(db: Db, tenantId: string, id: string) {
  try {
    return await db.transaction(async (tx) => {
      const [target] = await tx
        .select({ id: issuances.id })
        .from(issuances)
        .where(and(eq(issuances.id, id), eq(issuances.tenantId, tenantId)))
        .for('update');
      if (!target) return { outcome: 'not_found' as DeleteOutcome, files: [] };
      const [investment] = await tx.select({ id: investments.id }).from(investments).where(eq(investments.issuanceId, id)).limit(1);
      if (investment) return { outcome: 'has_investments' as DeleteOutcome, files: [] };
      const stored = await tx.select({ storage: files.storage, path: files.path }).from(files).where(eq(files.issuanceId, id));
      await tx.delete(issuances).where(eq(issuances.id, id));
      return { outcome: 'deleted' as DeleteOutcome, files: stored };
    });
  } catch (error) {
    if (isStillReferenced(error)) return { outcome: 'has_investments' as DeleteOutcome, files: [] };
    throw error;
  }
}
