import { desc, eq } from 'drizzle-orm';
import type { KycStatus, UserFlag } from 'shared';
import { recordAudit } from '../../audit/audit-log.js';
import type { Db } from '../../db/client.js';
import { kycChecks, users } from '../../db/schema.js';
import type { User } from '../../auth/sessions.js';

/**
 * A manager's review of a user: validate (KYC success, no flags) or denegate (flags and a message
 * the user reads). The one place the decision touches the users and KYC tables, written with its
 * audit entry in the caller's transaction. The KYC module's manual-review use case (api/src/kyc)
 * is meant to call this, or to replace it, when the two branches meet.
 */
export type KycReviewDecision = { kind: 'validate'; note?: string | undefined } | { kind: 'denegate'; flags: UserFlag[]; message: string };

export interface KycReview {
  tenantId: string;
  managerId: string;
  /** The reviewed user, read with `for update` in the same transaction. */
  user: User;
  decision: KycReviewDecision;
  at: Date;
}

/** Denegating with KYC_NOT_APPROVED refuses the documents themselves: the KYC becomes a manual error to fix. */
function kycStatusAfter(user: User, decision: KycReviewDecision): KycStatus {
  if (decision.kind === 'validate') return 'success';
  return decision.flags.includes('KYC_NOT_APPROVED') ? 'manual_error' : user.kycStatus;
}

export async function applyKycReview(tx: Db, { tenantId, managerId, user, decision, at }: KycReview): Promise<User> {
  const kycStatus = kycStatusAfter(user, decision);
  const [updated] = await tx
    .update(users)
    .set(decision.kind === 'validate' ? { kycStatus, flags: [], flagsMessage: null } : { kycStatus, flags: decision.flags, flagsMessage: decision.message })
    .where(eq(users.id, user.id))
    .returning();
  if (!updated) throw new Error('reviewed user vanished inside its transaction');

  // The latest check carries the decision too, so the detail's KYC block and the provider's view agree.
  if (kycStatus !== user.kycStatus) {
    const [latest] = await tx.select({ id: kycChecks.id }).from(kycChecks).where(eq(kycChecks.userId, user.id)).orderBy(desc(kycChecks.submittedAt)).limit(1);
    if (latest) await tx.update(kycChecks).set({ status: kycStatus, decidedAt: at }).where(eq(kycChecks.id, latest.id));
  }

  await recordAudit(tx, {
    tenantId,
    actorUserId: managerId,
    subjectUserId: user.id,
    at,
    ...(decision.kind === 'validate'
      ? { action: 'user.validated', details: { previous_kyc_status: user.kycStatus, previous_flags: [...user.flags], note: decision.note ?? null } }
      : { action: 'user.denegated', details: { flags: [...decision.flags], message: decision.message, previous_kyc_status: user.kycStatus, kyc_status: kycStatus } }),
  });
  return updated;
}
