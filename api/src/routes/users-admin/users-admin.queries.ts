import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { businessDayRange, ROLE_GROUPS, type Role, type UserListFilters } from 'shared';
import type { User } from '../../auth/sessions.js';
import type { Db } from '../../db/client.js';
import { investments, tenantUserTotals, userFullName, users } from '../../db/schema.js';
import type { Tenant } from '../../tenants/tenant-directory.js';
import { containsPattern } from '../../lib/like-pattern.js';

function holdsAnyRole(roles: readonly Role[]): SQL | undefined {
  return or(inArray(users.primaryRole, [...roles]), inArray(users.secondaryRole, [...roles]));
}

/** The list's filters as one condition, always within the tenant; registration days are the tenant's. */
function filterConditions(tenant: Tenant, filters: UserListFilters): SQL | undefined {
  const { role, role_group: group, kyc_status: kycStatus, flag, registered_from: from, registered_to: to, q } = filters;
  const registered = businessDayRange({ from, to }, tenant.timeZone);
  return and(
    eq(users.tenantId, tenant.id),
    role ? holdsAnyRole([role]) : undefined,
    group ? holdsAnyRole(ROLE_GROUPS[group]) : undefined,
    kycStatus ? eq(users.kycStatus, kycStatus) : undefined,
    flag === 'any' ? sql`jsonb_array_length(${users.flags}) > 0` : undefined,
    flag === 'none' ? sql`jsonb_array_length(${users.flags}) = 0` : undefined,
    flag && flag !== 'any' && flag !== 'none' ? sql`${users.flags} @> ${JSON.stringify([flag])}::jsonb` : undefined,
    registered.start ? gte(users.createdAt, registered.start) : undefined,
    registered.end ? lt(users.createdAt, registered.end) : undefined,
    // The name alone or the surname alone is part of the full name, so three conditions cover the
    // five places searched, each as the search index (users_search_idx) holds it.
    q ? or(ilike(userFullName(users), containsPattern(q)), ilike(users.email, containsPattern(q)), ilike(users.username, containsPattern(q))) : undefined,
  );
}

export type UserListRow = User & { investmentsCount: number };

/**
 * The outer user in the correlated count, qualified: without a join drizzle writes `"id"`, which
 * inside the subquery names the investment's own id (every count was 0, after a scan of them all).
 */
const USER_ID = sql`${users}.${sql.identifier('id')}`;

/** Newest registration first (id breaks ties, so pages never overlap). */
export async function selectUsers(db: Db, tenant: Tenant, filters: UserListFilters, page: { limit: number; offset: number }): Promise<UserListRow[]> {
  const rows = await db
    .select({
      user: users,
      investmentsCount: sql<number>`(select count(*)::int from ${investments} where ${investments.investorId} = ${USER_ID})`,
    })
    .from(users)
    .where(filterConditions(tenant, filters))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map((row) => ({ ...row.user, investmentsCount: Number(row.investmentsCount) }));
}

/**
 * How many users the filters select. With no filter, the count the database keeps per tenant
 * (migration 0019) answers: one row read instead of every user of a large tenant counted.
 */
export async function countUsers(db: Db, tenant: Tenant, filters: UserListFilters): Promise<number> {
  // Every filter applies only when set (see filterConditions), so unset ones select everyone.
  if (Object.values(filters).every((value) => !value)) {
    const [kept] = await db.select({ users: tenantUserTotals.users }).from(tenantUserTotals).where(eq(tenantUserTotals.tenantId, tenant.id));
    return kept?.users ?? 0;
  }
  const [row] = await db.select({ total: count() }).from(users).where(filterConditions(tenant, filters));
  return row?.total ?? 0;
}
