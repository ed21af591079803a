import { eq } from 'drizzle-orm';
import { changedPaths, HOSTED_PAYMENT_METHODS, type PaymentSettingsAnswer, type PaymentSettingsValues } from 'shared';
import type { Deps } from '../../app-env.js';
import { recordAudit } from '../../audit/audit-log.js';
import { tenants, type TenantPaymentSettings } from '../../db/schema.js';
import { ValidationError } from '../../lib/validation.js';
import type { Caller } from '../caller.js';
import { paymentSettingsOf } from '../invest/invest.handlers.js';

type HostedMethod = (typeof HOSTED_PAYMENT_METHODS)[number];

/** What a manager reads and edits: never the sandbox's signing key nor any adapter's secrets. */
function answerOf(deps: Deps, settings: TenantPaymentSettings): PaymentSettingsAnswer {
  const providers: Partial<Record<HostedMethod, string>> = {};
  for (const method of HOSTED_PAYMENT_METHODS) {
    const picked = settings.method_providers?.[method];
    if (picked) providers[method] = picked;
  }
  return {
    settings: {
      iban: settings.iban ?? null,
      bic: settings.bic ?? null,
      beneficiary: settings.beneficiary ?? null,
      bank_transfer_fee: settings.bank_transfer_fee ?? null,
      card_fee_percent: settings.card_fee_percent ?? null,
      method_providers: providers,
    },
    adapters: Object.fromEntries(HOSTED_PAYMENT_METHODS.map((method) => [method, deps.payments.takingMethod(method).map((provider) => provider.name)])) as Record<HostedMethod, string[]>,
  };
}

/** GET /manager/payment-settings. */
export async function getPaymentSettings(deps: Deps, { tenant }: Caller): Promise<{ data: PaymentSettingsAnswer }> {
  return { data: answerOf(deps, await paymentSettingsOf(deps.db, tenant.id)) };
}

/**
 * PUT /manager/payment-settings: the account, the fees and the adapter of each hosted method,
 * which must be one this deployment has for that method. What is not edited here (the sandbox's
 * key) is kept. Audited with the fields that changed; the next breakdown and payment read it.
 */
export async function savePaymentSettings(deps: Deps, { tenant, principal }: Caller, input: PaymentSettingsValues): Promise<{ data: PaymentSettingsAnswer }> {
  const providers: Partial<Record<HostedMethod, string>> = {};
  for (const method of HOSTED_PAYMENT_METHODS) {
    const name = input.method_providers[method];
    if (name === undefined) continue;
    if (!deps.payments.takingMethod(method).some((provider) => provider.name === name)) {
      throw new ValidationError({ [`method_providers.${method}`]: { key: 'validator.form_field_invalid' } });
    }
    providers[method] = name;
  }
  const now = deps.clock.now();
  const saved = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select({ settings: tenants.paymentSettings }).from(tenants).where(eq(tenants.id, tenant.id)).for('update');
    const before = row?.settings ?? {};
    const after: TenantPaymentSettings = {
      ...(before.sandbox_webhook_secret ? { sandbox_webhook_secret: before.sandbox_webhook_secret } : {}),
      iban: input.iban,
      beneficiary: input.beneficiary,
      ...(input.bic ? { bic: input.bic } : {}),
      ...(input.bank_transfer_fee ? { bank_transfer_fee: input.bank_transfer_fee } : {}),
      ...(input.card_fee_percent ? { card_fee_percent: input.card_fee_percent } : {}),
      method_providers: providers,
    };
    await tx.update(tenants).set({ paymentSettings: after }).where(eq(tenants.id, tenant.id));
    const visible = (settings: TenantPaymentSettings) => answerOf(deps, settings).settings;
    await recordAudit(tx, {
      tenantId: tenant.id,
      actorUserId: principal.user.id,
      subjectUserId: null,
      action: 'payment_settings.saved',
      details: { changed: changedPaths(visible(before), visible(after)).join(', ') },
      at: now,
    });
    return after;
  });
  deps.tenants.invalidate();
  return { data: answerOf(deps, saved) };
}
