import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users, wallets } from '../db/schema.js';
import type { Role } from 'shared';
import type { User } from '../auth/sessions.js';

/** E-mail addresses are compared in lower case: `Ana@x.test` and `ana@x.test` are one account. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Db, tenantId: string, email: string): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, normaliseEmail(email))))
    .limit(1);
  return user;
}

/**
 * The active user of the tenant a single-use sign-in code was consumed for (a secret link, an
 * OpenID code); none when no code was consumed, or the account is of another tenant or inactive.
 */
export async function activeUserOfCode(db: Db, tenantId: string, consumed: { userId: string } | undefined): Promise<User | undefined> {
  if (!consumed) return undefined;
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, consumed.userId), eq(users.tenantId, tenantId), eq(users.status, 'active')))
    .limit(1);
  return user;
}

export async function walletAddressesOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ address: wallets.address }).from(wallets).where(eq(wallets.userId, userId)).orderBy(wallets.createdAt);
  return rows.map((row) => row.address);
}

export function rolesOf(user: Pick<User, 'primaryRole' | 'secondaryRole'>): Role[] {
  return user.secondaryRole ? [user.primaryRole, user.secondaryRole] : [user.primaryRole];
}
