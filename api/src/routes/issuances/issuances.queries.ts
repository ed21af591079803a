import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { PUBLISHED_PROJECT_STATUSES, RAISED_INVESTMENT_STATUSES, roleGroupOf, type IssuanceListQuery, type ProjectStatus } from 'shared';
import type { User } from '../../auth/sessions.js';
import type { Db } from '../../db/client.js';
import { preparedPerDatabase } from '../../db/prepared.js';
import { isStillReferenced } from '../../lib/db-errors.js';
import { companies, files, investments, issuanceRaised, issuanceDocuments, issuanceFollows, issuanceImages, issuances, users } from '../../db/schema.js';
import { containsPattern } from '../../lib/like-pattern.js';

/** Investments that count towards raised and investors: shared's one definition. */
const COUNTED_INVESTMENT_STATUSES = RAISED_INVESTMENT_STATUSES;

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

/** Placeholders stand for the caller's values: the reads below are prepared once per shape. */
const TENANT = sql.placeholder('tenantId');
const OWNER = sql.placeholder('ownerId');
const USER = sql.placeholder('userId');
const TODAY = sql.placeholder('today');

function scopeCondition(kind: Scope['kind']): SQL | undefined {
  if (kind === 'own') return eq(issuances.ownerId, OWNER);
  if (kind === 'published') return inArray(issuances.status, [...PUBLISHED_PROJECT_STATUSES]);
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

/** What changes a read's SQL text: the caller's kind of scope and whether one is signed in. */
type ReaderShape = { scope: Scope['kind']; signedIn: boolean };

const readerShape = (reader: Reader): ReaderShape => ({ scope: reader.scope.kind, signedIn: reader.userId !== null });

/** The reader's values for the placeholders (those a shape does not use are ignored). */
function readerValues(reader: Reader) {
  return { tenantId: reader.tenantId, ownerId: reader.scope.kind === 'own' ? reader.scope.ownerId : null, userId: reader.userId, today: reader.today };
}

/**
 * The outer issuance in correlated subqueries, always qualified: drizzle leaves columns of a
 * select list unqualified when the query has no join, and `"id"` would then name the inner table's.
 */
const ISSUANCE_ID = sql`${issuances}.${sql.identifier('id')}`;

const counted = () => sql`${investments.issuanceId} = ${ISSUANCE_ID} and ${inArray(investments.status, [...COUNTED_INVESTMENT_STATUSES])}`;

/**
 * Raised of each issuance read, from the sum the database keeps exact per project (issuance_raised,
 * migration 0017), joined: a project's raised costs a join, not a sum; the most raised order reads
 * it through its index (see mostRaisedCandidates).
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

function readFields(shape: ReaderShape) {
  return {
    issuance: issuances,
    ownerName: OWNER_NAME,
    raised: sql<string>`${RAISED}`.as('raised'),
    investors: INVESTORS,
    softCapProgress: sql<string>`case when ${issuances.softCap} > 0 then round(${RAISED} / ${issuances.softCap}, 4) else 0 end`,
    remainingDays: sql<number>`case when ${issuances.status} = 'CLOSED' then 0 else coalesce(greatest(0, ${issuances.endDate} - ${TODAY}::date), 0) end`,
    imageFileIds: sql<string[]>`coalesce((select json_agg(${issuanceImages.fileId} order by ${issuanceImages.position}, ${issuanceImages.id}) from ${issuanceImages} where ${issuanceImages.issuanceId} = ${ISSUANCE_ID}), '[]'::json)`,
    following: shape.signedIn
      ? sql<boolean>`exists (select 1 from ${issuanceFollows} where ${issuanceFollows.userId} = ${USER} and ${issuanceFollows.issuanceId} = ${ISSUANCE_ID})`
      : sql<boolean>`false`,
    invested: shape.signedIn
      ? sql<boolean>`exists (select 1 from ${investments} where ${investments.investorId} = ${USER} and ${investments.issuanceId} = ${ISSUANCE_ID} and ${inArray(investments.status, [...COUNTED_INVESTMENT_STATUSES])})`
      : sql<boolean>`false`,
  };
}

function readQuery(db: Db, shape: ReaderShape) {
  return db
    .select(readFields(shape))
    .from(issuances)
    .leftJoin(issuanceRaised, eq(issuanceRaised.issuanceId, issuances.id))
    .$dynamic();
}

export type IssuanceRow = Awaited<ReturnType<ReturnType<typeof readQuery>['execute']>>[number];

export type IssuanceFilters = Pick<IssuanceListQuery, 'status' | 'product_type' | 'q' | 'followed' | 'sort'>;

/** Which filters a list applies: each present one adds a condition to the text. */
type ListShape = ReaderShape & { status: boolean; productType: boolean; search: boolean; followed: boolean };

const listShape = (reader: Reader, filters: IssuanceFilters): ListShape => ({
  ...readerShape(reader),
  status: filters.status !== undefined,
  productType: filters.product_type !== undefined,
  search: Boolean(filters.q),
  followed: Boolean(filters.followed),
});

function listValues(reader: Reader, filters: IssuanceFilters) {
  return { ...readerValues(reader), status: filters.status ?? null, productType: filters.product_type ?? null, pattern: filters.q ? containsPattern(filters.q) : null };
}

function filterConditions(shape: ListShape): SQL | undefined {
  const pattern = sql.placeholder('pattern');
  return and(
    eq(issuances.tenantId, TENANT),
    scopeCondition(shape.scope),
    shape.status ? eq(issuances.status, sql.placeholder('status')) : undefined,
    shape.productType ? eq(issuances.productType, sql.placeholder('productType')) : undefined,
    shape.search
      ? or(ilike(issuances.title, pattern), ilike(issuances.subtitle, pattern), ilike(issuances.tokenName, pattern), ilike(issuances.tokenSymbol, pattern))
      : undefined,
    shape.followed
      ? shape.signedIn
        ? sql`exists (select 1 from ${issuanceFollows} where ${issuanceFollows.userId} = ${USER} and ${issuanceFollows.issuanceId} = ${ISSUANCE_ID})`
        : sql`false`
      : undefined,
  );
}

const ACTIVE_STATUSES: readonly ProjectStatus[] = ['PRE_CAMPAIGN', 'CAMPAIGN'];

/** Every order ends with the id, so pages never repeat or skip a row between requests. */
function orderOf(sort: IssuanceFilters['sort']): SQL[] {
  switch (sort) {
    case 'ending_soon':
      return [
        sql`case when ${inArray(issuances.status, [...ACTIVE_STATUSES])} and ${issuances.endDate} >= ${TODAY}::date then 0 else 1 end`,
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

/**
 * The most raised page's candidates: no index can order the tenant's projects by a left-joined
 * raised, so the first limit + offset of each side are taken apart, each from an index, and the
 * page is sorted from those few. Projects with investments come from issuance_raised in raised
 * order; those without (raised 0) follow, newest first. Every row of the page is among them,
 * since each side is taken in the page's own order.
 */
function mostRaisedCandidates(shape: ListShape): SQL {
  const filters = filterConditions(shape) ?? sql`true`;
  const enough = sql`(${sql.placeholder('limit')}::int + ${sql.placeholder('offset')}::int)`;
  return sql`${issuances.id} in (
    (select ${issuanceRaised.issuanceId} from ${issuanceRaised} join ${issuances} on ${issuances.id} = ${issuanceRaised.issuanceId}
      where ${issuanceRaised.tenantId} = ${TENANT} and ${filters}
      order by ${issuanceRaised.raised} desc, ${issuances.createdAt} desc, ${issuances.id} limit ${enough})
    union all
    (select ${issuances.id} from ${issuances}
      where ${filters} and not exists (select from ${issuanceRaised} where ${issuanceRaised.issuanceId} = ${issuances.id})
      order by ${issuances.createdAt} desc, ${issuances.id} limit ${enough}))`;
}

const issuancePages = preparedPerDatabase('issuance_page', (db, shape: ListShape & { sort: IssuanceFilters['sort'] }, name) =>
  readQuery(db, shape)
    .where(shape.sort === 'most_raised' ? and(filterConditions(shape), mostRaisedCandidates(shape)) : filterConditions(shape))
    .orderBy(...orderOf(shape.sort))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name),
);

const issuanceCounts = preparedPerDatabase('issuance_count', (db, shape: ListShape, name) =>
  db.select({ total: count() }).from(issuances).where(filterConditions(shape)).prepare(name),
);

/** Rows in the list's order; filters, search, order and paging all happen in the database. */
export function selectIssuances(db: Db, reader: Reader, filters: IssuanceFilters, page: { limit: number; offset: number }): Promise<IssuanceRow[]> {
  return issuancePages(db, { ...listShape(reader, filters), sort: filters.sort }).execute({ ...listValues(reader, filters), ...page });
}

export async function listIssuances(db: Db, reader: Reader, filters: IssuanceFilters, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    selectIssuances(db, reader, filters, page),
    issuanceCounts(db, listShape(reader, filters)).execute(listValues(reader, filters)),
  ]);
  return { rows, total: total?.total ?? 0 };
}

const issuanceLookups = preparedPerDatabase('issuance_lookup', (db, shape: ReaderShape & { by: 'id' | 'slug' }, name) =>
  readQuery(db, shape)
    .where(
      and(
        eq(issuances.tenantId, TENANT),
        scopeCondition(shape.scope),
        shape.by === 'id' ? eq(issuances.id, sql.placeholder('key')) : eq(issuances.slug, sql.placeholder('key')),
      ),
    )
    .limit(1)
    .prepare(name),
);

/** One issuance the reader may see, by id or slug; undefined otherwise. */
export async function findIssuance(db: Db, reader: Reader, by: { id: string } | { slug: string }): Promise<IssuanceRow | undefined> {
  const [row] = await issuanceLookups(db, { ...readerShape(reader), by: 'id' in by ? 'id' : 'slug' }).execute({ ...readerValues(reader), key: 'id' in by ? by.id : by.slug });
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

const readableChecks = preparedPerDatabase('issuance_readable', (db, scope: Scope['kind'], name) =>
  db
    .select({ id: issuances.id })
    .from(issuances)
    .where(and(eq(issuances.id, sql.placeholder('key')), eq(issuances.tenantId, TENANT), scopeCondition(scope)))
    .limit(1)
    .prepare(name),
);

/** Whether the issuance exists in the reader's scope (follow, unfollow). */
export async function isReadable(db: Db, reader: Reader, id: string): Promise<boolean> {
  const [row] = await readableChecks(db, reader.scope.kind).execute({ ...readerValues(reader), key: id });
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
