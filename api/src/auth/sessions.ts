import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { preparedPerDatabase } from '../db/prepared.js';
import { accessTokens, users } from '../db/schema.js';
import { DAY, type Clock } from '../lib/clock.js';
import { hashToken, randomToken } from '../lib/secrets.js';

export type User = typeof users.$inferSelect;
export type TokenKind = 'user' | 'backdoor';

/** Spec section 9: the front end sets the same 15 days at login. */
const ACCESS_TOKEN_TTL_MS = 15 * DAY;

export interface IssuedToken {
  id: string;
  token: string;
  expiresAt: Date;
}

export async function issueAccessToken(
  db: Db,
  clock: Clock,
  input: { tenantId: string; userId: string; kind?: TokenKind; ttlMs?: number },
): Promise<IssuedToken> {
  const token = randomToken();
  const expiresAt = new Date(clock.now().getTime() + (input.ttlMs ?? ACCESS_TOKEN_TTL_MS));
  const [row] = await db
    .insert(accessTokens)
    .values({ tenantId: input.tenantId, userId: input.userId, tokenHash: hashToken(token), kind: input.kind ?? 'user', expiresAt })
    .returning({ id: accessTokens.id });
  if (!row) throw new Error('access token insert returned nothing');
  return { id: row.id, token, expiresAt };
}

export interface Session {
  tokenId: string;
  kind: TokenKind;
  expiresAt: Date;
  user: User;
}

/** The lookup every authenticated request makes, built once per database: building a query
 * (the join selects every column of `users`) cost more of a request's time than the database's
 * answer, and a named statement is parsed and planned once per connection. */
const sessionLookup = preparedPerDatabase('find_session', (db, _shape, name) =>
  db
    .select({ tokenId: accessTokens.id, kind: accessTokens.kind, expiresAt: accessTokens.expiresAt, user: users })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(
      and(
        eq(accessTokens.tokenHash, sql.placeholder('tokenHash')),
        eq(accessTokens.tenantId, sql.placeholder('tenantId')),
        isNull(accessTokens.revokedAt),
        gt(accessTokens.expiresAt, sql.placeholder('now')),
        eq(users.status, 'active'),
      ),
    )
    .limit(1)
    .prepare(name),
);

/** A live token of this tenant, or nothing: expired, revoked and foreign tokens look the same. */
export async function findSession(db: Db, clock: Clock, tenantId: string, token: string): Promise<Session | undefined> {
  // Placeholders reach the driver as they are: the instant as ISO text, which both drivers send alike.
  const [row] = await sessionLookup(db).execute({ tokenHash: hashToken(token), tenantId, now: clock.now().toISOString() });
  if (!row) return undefined;
  return { ...row, kind: row.kind === 'backdoor' ? 'backdoor' : 'user' };
}

export async function revokeToken(db: Db, clock: Clock, tokenId: string): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: clock.now() })
    .where(and(eq(accessTokens.id, tokenId), isNull(accessTokens.revokedAt)));
}

/** After a password change or reset every other session ends. */
export async function revokeUserTokens(db: Db, clock: Clock, userId: string, exceptTokenId?: string): Promise<void> {
  await db
    .update(accessTokens)
    .set({ revokedAt: clock.now() })
    .where(
      and(
        eq(accessTokens.userId, userId),
        isNull(accessTokens.revokedAt),
        exceptTokenId ? ne(accessTokens.id, exceptTokenId) : undefined,
      ),
    );
}
