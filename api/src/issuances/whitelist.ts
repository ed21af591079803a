import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { issuanceWhitelist } from '../db/schema.js';
import { ApiError } from '../lib/errors.js';

type Reader = Pick<Db, 'select'>;

/**
 * A private round: while an issuance has whitelist entries, only a user whose e-mail is listed
 * may declare interest in it or order it (403 not_whitelisted); without entries anyone may.
 * The one check every way into an investment calls.
 */
export async function assertWhitelisted(db: Reader, issuanceId: string, email: string): Promise<void> {
  const [row] = await db
    .select({
      entries: sql<number>`count(*)::int`,
      listed: sql<boolean>`coalesce(bool_or(${issuanceWhitelist.email} = ${email.toLowerCase()}), false)`,
    })
    .from(issuanceWhitelist)
    .where(and(eq(issuanceWhitelist.issuanceId, issuanceId)));
  if (row && row.entries > 0 && !row.listed) throw new ApiError(403, 'not_whitelisted');
}
