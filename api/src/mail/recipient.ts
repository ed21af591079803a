import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { users } from '../db/schema.js';
import type { MailRecipient } from './mail-language.js';

/** A user's address and stored language, for a mail whose caller knows only who the user is. */
export async function recipientOf(db: Db, tenantId: string, userId: string): Promise<MailRecipient> {
  const [user] = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
    .limit(1);
  if (!user) throw new Error(`no user ${userId} to write to`);
  return user;
}
