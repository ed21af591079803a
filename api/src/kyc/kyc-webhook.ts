import { and, eq } from 'drizzle-orm';
import type { KycWebhookResponse } from 'shared';
import type { Deps } from '../app-env.js';
import { kycChecks, users, webhookEvents } from '../db/schema.js';
import { ApiError, errors } from '../lib/errors.js';
import type { Tenant } from '../tenants/tenant-directory.js';
import { sendKycCompleted } from '../mail/templates/kyc.js';
import { KYC_STATUS_OF_PROVIDER } from './kyc-provider.js';

/**
 * A provider's verdict on a KYC check, processed once: the signature is checked over the raw
 * body, the event id is recorded in the same transaction as its effect, so a retried notification
 * (the provider did not get our answer) changes nothing and answers `processed: false`. A check we
 * do not know answers 404 and records nothing, so the provider's retry can still land later.
 * A verdict that completes the validation (success or error) is e-mailed to the user after the
 * commit; manual_error waits for a manager's `decideKyc`, which e-mails then.
 */
export async function receiveKycNotification(
  deps: Deps,
  tenant: Tenant,
  providerName: string,
  rawBody: string,
  header: (name: string) => string | undefined,
): Promise<KycWebhookResponse> {
  const provider = deps.kyc.named(providerName);
  if (!provider) throw errors.notFound('kyc_provider_not_found');
  const notification = provider.verifyNotification(rawBody, header);
  const now = deps.clock.now();
  const { answer, recipient } = await deps.db.transaction(async (tx) => {
    const recorded = await tx
      .insert(webhookEvents)
      .values({ provider: `kyc:${provider.name}`, eventId: notification.eventId, receivedAt: now })
      .onConflictDoNothing()
      .returning({ eventId: webhookEvents.eventId });
    if (recorded.length === 0) return { answer: { data: { processed: false, kyc_status: null } }, recipient: null };
    const [check] = await tx
      .select()
      .from(kycChecks)
      .where(and(eq(kycChecks.provider, provider.name), eq(kycChecks.reference, notification.reference), eq(kycChecks.tenantId, tenant.id)))
      .for('update');
    if (!check) throw new ApiError(404, 'kyc_check_not_found');
    const status = KYC_STATUS_OF_PROVIDER[notification.status];
    await tx
      .update(kycChecks)
      .set({ status, providerStatus: notification.status, decidedAt: status === 'pending' ? null : now })
      .where(eq(kycChecks.id, check.id));
    const [user] = await tx.update(users).set({ kycStatus: status }).where(eq(users.id, check.userId)).returning({ email: users.email, language: users.language });
    return { answer: { data: { processed: true, kyc_status: status } }, recipient: user ?? null };
  });
  const status = answer.data.kyc_status;
  if (recipient && (status === 'success' || status === 'error')) await sendKycCompleted(deps, tenant, recipient, status, null);
  return answer;
}
