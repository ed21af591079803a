import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { KycStatus, UserFlag } from 'shared';
import type { Deps } from '../app-env.js';
import { auditLog, kycChecks, users } from '../db/schema.js';
import { errors } from '../lib/errors.js';
import { ValidationError } from '../lib/validation.js';
import type { Tenant } from '../tenants/tenant-directory.js';
import { sendKycCompleted } from './kyc-mails.js';

/** Flags that refuse the identity itself: the KYC status becomes error. */
const IDENTITY_FLAGS: readonly UserFlag[] = ['KYC_NOT_APPROVED', 'USER_REJECTED'];

export interface KycDecisionInput {
  userId: string;
  /** validate: KYC success, flags cleared; denegate: the flags (at least one) and the message to the user. */
  decision: 'validate' | 'denegate';
  flags: readonly UserFlag[];
  message: string | null;
  /** The manager deciding (recorded on the check and in the audit log). */
  actor: { id: string };
}

export interface KycDecisionResult {
  kyc_status: KycStatus;
  flags: UserFlag[];
  message: string | null;
}

/**
 * A manager's verdict on a user of the tenant (manual review, or a provider's MANUAL_REVIEW, or
 * any time later). In one transaction: the user's KYC status, flags and message, the latest
 * undecided check (pending or manual_error) decided by the manager, and the audit entry
 * `kyc.validated` / `kyc.denegated` (callers write no second one). After the commit the user is
 * e-mailed in their language. A user of another tenant, or deleted, answers 404 user_not_found.
 *
 * Denegating with KYC_NOT_APPROVED or USER_REJECTED sets the KYC status to error; other flags
 * (the suitability test, the additional data) leave it as it was.
 */
export async function decideKyc(deps: Deps, tenant: Tenant, input: KycDecisionInput): Promise<KycDecisionResult> {
  if (input.decision === 'denegate' && input.flags.length === 0) throw new ValidationError({ flags: { key: 'validator.error_null' } });
  const now = deps.clock.now();
  const { result, recipient } = await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, input.userId), eq(users.tenantId, tenant.id), isNull(users.deletedAt)))
      .for('update');
    if (!user) throw errors.notFound('user_not_found');
    const validated = input.decision === 'validate';
    const flags = validated ? [] : [...new Set(input.flags)];
    const kycStatus: KycStatus = validated ? 'success' : flags.some((flag) => IDENTITY_FLAGS.includes(flag)) ? 'error' : user.kycStatus;
    const message = validated ? null : input.message;
    await tx.update(users).set({ kycStatus, flags, kycMessage: message }).where(eq(users.id, user.id));
    const [check] = await tx
      .select({ id: kycChecks.id })
      .from(kycChecks)
      .where(and(eq(kycChecks.userId, user.id), inArray(kycChecks.status, ['pending', 'manual_error'])))
      .orderBy(desc(kycChecks.submittedAt))
      .limit(1);
    if (check) await tx.update(kycChecks).set({ status: kycStatus, decidedAt: now, decidedBy: input.actor.id }).where(eq(kycChecks.id, check.id));
    await tx.insert(auditLog).values({
      tenantId: tenant.id,
      actorUserId: input.actor.id,
      subjectUserId: user.id,
      action: validated ? 'kyc.validated' : 'kyc.denegated',
      details: { flags: flags.join(',') || null, message, kyc_status: kycStatus },
      at: now,
    });
    return { result: { kyc_status: kycStatus, flags, message }, recipient: { email: user.email, language: user.language } };
  });
  await sendKycCompleted(deps, tenant, recipient, input.decision === 'validate' ? 'success' : 'error', result.message);
  return result;
}
