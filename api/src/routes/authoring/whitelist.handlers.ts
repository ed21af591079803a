import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { WHITELIST_MAX_PER_REQUEST, type Whitelist, type WhitelistEntry } from 'shared';
import type { Deps } from '../../app-env.js';
import type { Db } from '../../db/client.js';
import { issuanceWhitelist, users } from '../../db/schema.js';
import { ApiError, errors } from '../../lib/errors.js';
import { isUuid } from '../../lib/uuid.js';
import type { Caller } from '../caller.js';
import { editOf, lockedIssuance, recordIssuanceAudit } from './authoring.handlers.js';

type Reader = Pick<Db, 'select'>;

/** The entry's e-mail in the subquery, qualified: drizzle leaves a join-less select's columns bare, and bare `email` would be the user's. */
const ENTRY_EMAIL = sql`${issuanceWhitelist}.${sql.identifier('email')}`;

/** The whitelist of an issuance, oldest entry first, each saying whether a user of the tenant has that e-mail. */
async function entriesOf(db: Reader, tenantId: string, issuanceId: string): Promise<WhitelistEntry[]> {
  const rows = await db
    .select({
      id: issuanceWhitelist.id,
      email: issuanceWhitelist.email,
      addedAt: issuanceWhitelist.addedAt,
      addedBy: issuanceWhitelist.addedBy,
      registered: sql<boolean>`exists (select 1 from ${users} where ${users.tenantId} = ${tenantId} and lower(${users.email}) = ${ENTRY_EMAIL} and ${isNull(users.deletedAt)})`,
    })
    .from(issuanceWhitelist)
    .where(eq(issuanceWhitelist.issuanceId, issuanceId))
    .orderBy(asc(issuanceWhitelist.addedAt), asc(issuanceWhitelist.email));
  return rows.map((row) => ({ id: row.id, email: row.email, added_at: row.addedAt.toISOString(), added_by: row.addedBy ?? '', registered: row.registered }));
}

/** GET /issuances/:id/whitelist (the route's ownership rule found the issuance in the tenant). */
export async function getWhitelist(deps: Deps, caller: Caller, id: string): Promise<{ data: Whitelist }> {
  return { data: { entries: await entriesOf(deps.db, caller.tenant.id, id) } };
}

/**
 * POST /issuances/:id/whitelist: adds e-mails lower-cased; one already listed (or repeated in the
 * request) is counted as already_listed, not an error. At most WHITELIST_MAX_PER_REQUEST at once
 * (400 whitelist_too_large).
 */
export async function addToWhitelist(deps: Deps, caller: Caller, id: string, emails: readonly string[]) {
  if (emails.length > WHITELIST_MAX_PER_REQUEST) throw new ApiError(400, 'whitelist_too_large', false, { max: WHITELIST_MAX_PER_REQUEST });
  const edit = editOf(caller);
  const now = deps.clock.now();
  const wanted = [...new Set(emails.map((email) => email.trim().toLowerCase()))];
  const added = await deps.db.transaction(async (tx) => {
    const row = await lockedIssuance(tx, edit.tenant.id, id);
    const inserted = await tx
      .insert(issuanceWhitelist)
      .values(wanted.map((email) => ({ tenantId: edit.tenant.id, issuanceId: row.id, email, addedBy: edit.actorId, addedAt: now })))
      .onConflictDoNothing()
      .returning({ email: issuanceWhitelist.email });
    if (inserted.length > 0) await recordIssuanceAudit(tx, edit, row, 'issuance.whitelist_changed', `+${inserted.length}`, now);
    return inserted.length;
  });
  return { data: { added, already_listed: emails.length - added, entries: await entriesOf(deps.db, edit.tenant.id, id) } };
}

/** DELETE /issuances/:id/whitelist/:entryId: answers the whitelist that remains. */
export async function removeFromWhitelist(deps: Deps, caller: Caller, id: string, entryId: string): Promise<{ data: Whitelist }> {
  const edit = editOf(caller);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await lockedIssuance(tx, edit.tenant.id, id);
    const [removed] = isUuid(entryId)
      ? await tx
          .delete(issuanceWhitelist)
          .where(and(eq(issuanceWhitelist.id, entryId), eq(issuanceWhitelist.issuanceId, row.id)))
          .returning({ email: issuanceWhitelist.email })
      : [];
    if (!removed) throw errors.notFound('whitelist_entry_not_found');
    await recordIssuanceAudit(tx, edit, row, 'issuance.whitelist_changed', `-${removed.email}`, now);
  });
  return { data: { entries: await entriesOf(deps.db, edit.tenant.id, id) } };
}
