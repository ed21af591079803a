import { and, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ISSUANCE_HISTORY_ACTIONS, USER_AUDIT_ACTIONS, type AuditDetailValue, type AuditEntry, type IssuanceHistoryAction, type UserAuditAction } from 'shared';
import type { Db } from '../db/client.js';
import { auditLog, users } from '../db/schema.js';

/** Manager actions on the tenant rather than on a user: they appear in no user's history. */
type TenantAuditAction = 'customization.saved' | 'customization.restored' | 'payment_settings.saved' | 'bank_statement.imported' | 'bank_statement.entry_decided' | 'refund.paid';

/** A database handle or an open transaction: an audit entry is written beside the change it records. */
type Writer = Pick<Db, 'insert'>;

/**
 * What authoring an issuance writes to the audit log (issue 13): the issuance's history in its
 * phase answer reads these, with the prefix dropped (`created`, `step_saved`…).
 */
const ISSUANCE_AUDIT_ACTIONS = ISSUANCE_HISTORY_ACTIONS.map((action) => `issuance.${action}` as const);
export type IssuanceAuditAction = `issuance.${IssuanceHistoryAction}`;

export interface AuditRecord {
  tenantId: string;
  /** Who acted: a manager on a user; anyone who may edit an issuance on it. */
  actorUserId: string;
  /** The user acted on (an issuance's owner for issuance actions); null for an action on the tenant itself (its customization). */
  subjectUserId: string | null;
  /** The issuance acted on, for issuance actions. */
  issuanceId?: string;
  action: UserAuditAction | IssuanceAuditAction | TenantAuditAction;
  details: Record<string, AuditDetailValue>;
  at: Date;
}

/**
 * Writes one manager action to the audit log. Call it with the transaction of the change itself,
 * so an action is never done without its entry nor recorded without being done.
 */
export async function recordAudit(writer: Writer, record: AuditRecord): Promise<void> {
  await writer.insert(auditLog).values(record);
}

/** How many entries a user's history shows, newest first. */
const HISTORY_LIMIT = 200;

/** A user's history: the manager actions on them, newest first, with who acted. */
export async function historyOf(db: Db, tenantId: string, userId: string): Promise<AuditEntry[]> {
  const actor = alias(users, 'actor');
  const rows = await db
    .select({ id: auditLog.id, action: auditLog.action, at: auditLog.at, details: auditLog.details, actorId: actor.id, actorEmail: actor.email, actorName: actor.name })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
    .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.subjectUserId, userId), inArray(auditLog.action, [...USER_AUDIT_ACTIONS])))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(HISTORY_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    // Filtered to these actions by the query above.
    action: row.action as UserAuditAction,
    actor: row.actorId && row.actorEmail ? { id: row.actorId, email: row.actorEmail, name: row.actorName } : null,
    at: row.at.toISOString(),
    details: row.details,
  }));
}

interface IssuanceHistoryEntry {
  at: string;
  by: { id: string; name: string };
  action: string;
  detail: string | null;
}

/** An issuance's history: every authoring action on it, newest first, with who acted. */
export async function issuanceHistoryOf(db: Db, tenantId: string, issuanceId: string): Promise<IssuanceHistoryEntry[]> {
  const actor = alias(users, 'actor');
  const rows = await db
    .select({ action: auditLog.action, at: auditLog.at, details: auditLog.details, actorId: actor.id, actorEmail: actor.email, actorName: actor.name, actorSurname: actor.surname })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
    .where(and(eq(auditLog.tenantId, tenantId), eq(auditLog.issuanceId, issuanceId), inArray(auditLog.action, [...ISSUANCE_AUDIT_ACTIONS])))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(HISTORY_LIMIT);
  return rows.map((row) => {
    const detail = row.details.detail;
    return {
      at: row.at.toISOString(),
      // A deleted account keeps its (anonymised) row, so the actor is only missing if the row itself went.
      by: { id: row.actorId ?? '', name: [row.actorName, row.actorSurname].filter(Boolean).join(' ') || (row.actorEmail ?? '') },
      action: row.action.slice('issuance.'.length),
      detail: typeof detail === 'string' ? detail : null,
    };
  });
}
