import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { KycStatus, UserFlag } from 'shared';
import type { Deps } from '../app-env.js';
import { recordAudit } from '../audit/audit-log.js';
import { kycChecks, users } from '../db/schema.js';
import { ApiError, errors } from '../lib/errors.js';
import { ValidationError } from '../lib/validation.js';
import type { Tenant } from '../tenants/tenant-directory.js';
import { sendKycDecided } from '../mail/templates/kyc.js';
import { deliver, notify } from '../notifications/notify.js';

export interface KycDecisionInput {
  userId: string;
  /** validate: KYC success, flags and message cleared; denegate: the flags (at least one) and the message to the user. */
  decision: 'validate' | 'denegate';
  flags: readonly UserFlag[];
  message: string | null;
  /** A validation's internal note, kept in the audit log only. */
  note?: string | null | undefined;
  /** The manager deciding (recorded on the check and in the audit log). */
  actor: { id: string };
}

export interface KycDecisionResult {
  kyc_status: KycStatus;
  flags: UserFlag[];
  message: string | null;
}

/**
 * The KYC status a decision leaves. Validating is success. Denegating with KYC_NOT_APPROVED refuses
 * the documents themselves: manual_error, the spec's status for a manager's refusal, which the user
 * fixes by uploading them again. Any other flag (the user rejected, the suitability test, the
 * additional data) blocks the user through the flag alone and leaves the identity as it was.
 */
function kycStatusAfter(current: KycStatus, decision: KycDecisionInput['decision'], flags: readonly UserFlag[]): KycStatus {
  if (decision === 'validate') return 'success';
  return flags.includes('KYC_NOT_APPROVED') ? 'manual_error' : current;
}

/**
 * The one writer of a manager's verdict on a user of the tenant (after a manual review, a
 * provider's MANUAL_REVIEW, or any time later). In one transaction: the user's KYC status, flags
 * and message (what `GET /users/me`, the onboarding state and the next step's `blocked.message`
 * show), the latest undecided check (pending or manual_error) closed with who decided and when,
 * when the decision is about the identity, and one audit entry `user.validated` /
 * `user.denegated` (callers write no second one). After the commit the user is e-mailed in their
 * stored language. A user of another tenant, or deleted, answers 404 user_not_found; the manager
 * cannot decide on themself (409 user_is_caller).
 */
export async function decideKyc(deps: Deps, tenant: Tenant, input: KycDecisionInput): Promise<KycDecisionResult> {
  if (input.decision === 'denegate' && input.flags.length === 0) throw new ValidationError({ flags: { key: 'validator.error_null' } });
  const now = deps.clock.now();
  const { result, recipient, notice } = await deps.db.transaction(async (tx) => {
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, input.userId), eq(users.tenantId, tenant.id), isNull(users.deletedAt)))
      .for('update');
    if (!user) throw errors.notFound('user_not_found');
    if (user.id === input.actor.id) throw new ApiError(409, 'user_is_caller');
    const validated = input.decision === 'validate';
    const flags = validated ? [] : [...new Set(input.flags)];
    const kycStatus = kycStatusAfter(user.kycStatus, input.decision, flags);
    const message = validated ? null : input.message;
    await tx.update(users).set({ kycStatus, flags, flagsMessage: message }).where(eq(users.id, user.id));
    if (kycStatus === 'success' || kycStatus === 'manual_error') {
      const [check] = await tx
        .select({ id: kycChecks.id })
        .from(kycChecks)
        .where(and(eq(kycChecks.userId, user.id), inArray(kycChecks.status, ['pending', 'manual_error'])))
        .orderBy(desc(kycChecks.submittedAt))
        .limit(1);
      if (check) await tx.update(kycChecks).set({ status: kycStatus, decidedAt: now, decidedBy: input.actor.id }).where(eq(kycChecks.id, check.id));
    }
    await recordAudit(tx, {
      tenantId: tenant.id,
      actorUserId: input.actor.id,
      subjectUserId: user.id,
      at: now,
      ...(validated
        ? { action: 'user.validated', details: { previous_kyc_status: user.kycStatus, previous_flags: [...user.flags], note: input.note ?? null } }
        : { action: 'user.denegated', details: { flags, message, previous_kyc_status: user.kycStatus, kyc_status: kycStatus } }),
    });
    const notice = await notify(tx, now, {
      tenantId: tenant.id,
      userIds: [user.id],
      kind: 'account_validation',
      texts: validated
        ? {
            es: { title: 'Cuenta validada', body: 'Hemos validado tu cuenta: ya puedes invertir.' },
            en: { title: 'Account validated', body: 'Your account is validated: you can invest now.' },
          }
        : {
            es: { title: 'Validación de la cuenta denegada', body: message ? `No hemos podido validar tu cuenta: ${message}` : 'No hemos podido validar tu cuenta; revisa tus datos.' },
            en: { title: 'Account validation denied', body: message ? `We could not validate your account: ${message}` : 'We could not validate your account; please check your details.' },
          },
      subject: { type: 'account', id: user.id },
      // The decision's own e-mail follows below.
      email: false,
    });
    return { result: { kyc_status: kycStatus, flags, message }, recipient: { email: user.email, language: user.language }, notice };
  });
  await deliver(deps, tenant, notice);
  await sendKycDecided(deps, tenant, recipient, result);
  return result;
}
