import { and, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { inRoleGroups } from 'shared';
import type { Deps, Principal } from '../../app-env.js';
import { recordAudit } from '../../audit/audit-log.js';
import { issueAccessToken, revokeToken } from '../../auth/sessions.js';
import { auditLog, impersonations, users } from '../../db/schema.js';
import { ApiError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import type { Tenant } from '../../tenants/tenant-directory.js';
import { rolesOf } from '../../users/users.repository.js';
import type { Caller } from '../caller.js';
import { loginAnswer } from '../session/login-answer.js';

/** A manager acts as an investor for at most a working day, and never past their own session. */
const BACKDOOR_TOKEN_TTL_MS = 8 * 60 * 60 * 1000;

/** `request`: what the audit log and the log tie the start to (a request, or a job's own id). */
export async function startImpersonation(deps: Deps, { tenant, principal }: Caller, targetId: string, request: { id: string | null; log: Logger }) {
  const { user: manager, session } = principal;
  if (targetId === manager.id) throw new ApiError(422, 'cannot_impersonate_self');
  const [target] = await deps.db
    .select()
    .from(users)
    .where(and(eq(users.id, targetId), eq(users.tenantId, tenant.id)))
    .limit(1);
  if (!target || target.status !== 'active') throw new ApiError(404, 'user_not_found');
  // Simulation is of investors only (spec section 6): a manager never acts as another manager or an issuer.
  if (!inRoleGroups(rolesOf(target), ['investor'])) throw new ApiError(422, 'impersonation_target_not_investor');

  const now = deps.clock.now();
  const ttlMs = Math.min(BACKDOOR_TOKEN_TTL_MS, session.expiresAt.getTime() - now.getTime());
  const backdoor = await issueAccessToken(deps.db, deps.clock, { tenantId: tenant.id, userId: target.id, kind: 'backdoor', ttlMs });
  // The impersonation and its audit entry together: none is opened without its record.
  const impersonation = await deps.db.transaction(async (tx) => {
    const [opened] = await tx
      .insert(impersonations)
      .values({ tenantId: tenant.id, managerId: manager.id, targetUserId: target.id, managerTokenId: session.tokenId, backdoorTokenId: backdoor.id, startedAt: now })
      .returning();
    if (!opened) throw new Error('impersonation insert returned nothing');
    await recordAudit(tx, {
      tenantId: tenant.id,
      actorUserId: manager.id,
      subjectUserId: target.id,
      action: 'impersonation.started',
      details: { impersonation_id: opened.id, request_id: request.id },
      at: now,
    });
    return opened;
  });
  request.log.info({ impersonationId: impersonation.id, managerId: manager.id, targetId: target.id }, 'impersonation started');
  const answer = await loginAnswer(deps, target, { accessToken: backdoor.token, withSecret: false });
  return { ...answer, impersonation: { id: impersonation.id, started_at: now.toISOString(), expires_at: backdoor.expiresAt.toISOString() } };
}

/** Ends an impersonation: its backdoor token stops working and the audit log records the end. */
export async function endImpersonation(deps: Deps, impersonationId: string, reason: 'manager' | 'logout' | 'manager_logout') {
  const now = deps.clock.now();
  const ended = await deps.db.transaction(async (tx) => {
    const [closed] = await tx
      .update(impersonations)
      .set({ endedAt: now })
      .where(and(eq(impersonations.id, impersonationId), isNull(impersonations.endedAt)))
      .returning();
    if (!closed) return undefined;
    await recordAudit(tx, {
      tenantId: closed.tenantId,
      actorUserId: closed.managerId,
      subjectUserId: closed.targetUserId,
      action: 'impersonation.ended',
      details: { impersonation_id: closed.id, reason },
      at: now,
    });
    return closed;
  });
  if (!ended) return undefined;
  await revokeToken(deps.db, deps.clock, ended.backdoorTokenId);
  return ended;
}

export async function endImpersonationsOpenedWith(deps: Deps, managerTokenId: string) {
  const open = await deps.db
    .select({ id: impersonations.id })
    .from(impersonations)
    .where(and(eq(impersonations.managerTokenId, managerTokenId), isNull(impersonations.endedAt)));
  for (const { id } of open) await endImpersonation(deps, id, 'manager_logout');
}

export async function endCurrentImpersonation(deps: Deps, { impersonation }: Principal) {
  // The route's access rule only lets backdoor tokens here, so an impersonation is always present.
  if (!impersonation) throw new ApiError(403, 'not_impersonating');
  const ended = await endImpersonation(deps, impersonation.id, 'manager');
  return { data: { id: impersonation.id, ended_at: ended?.endedAt?.toISOString() ?? null } };
}

export async function listAuditLog(deps: Deps, tenant: Tenant) {
  const actor = alias(users, 'actor');
  const subject = alias(users, 'subject');
  const rows = await deps.db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      at: auditLog.at,
      details: auditLog.details,
      actorId: actor.id,
      actorEmail: actor.email,
      subjectId: subject.id,
      subjectEmail: subject.email,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorUserId))
    .leftJoin(subject, eq(subject.id, auditLog.subjectUserId))
    .where(eq(auditLog.tenantId, tenant.id))
    .orderBy(desc(auditLog.at))
    .limit(200);
  return {
    data: rows.map((row) => ({
      id: row.id,
      action: row.action,
      at: row.at.toISOString(),
      actor: row.actorId ? { id: row.actorId, email: row.actorEmail } : null,
      subject: row.subjectId ? { id: row.subjectId, email: row.subjectEmail } : null,
      details: row.details,
    })),
  };
}
