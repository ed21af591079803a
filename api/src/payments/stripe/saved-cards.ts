import { and, eq } from 'drizzle-orm';
import type { PaymentCard } from 'shared';
import type { Deps } from '../../app-env.js';
import { savedCards } from '../../db/schema.js';
import type { Caller } from '../../routes/caller.js';
import { customizationOf } from '../../routes/customization/customization.handlers.js';
import { paymentSettingsOf } from '../../routes/invest/invest.handlers.js';
import { STRIPE_PAYMENT, StripePaymentProvider } from './stripe-payment.js';
import { stripeSecretsSchema } from './stripe-secrets.js';

/** The tenant's card adapter when it keeps cards and has its keys; undefined otherwise. */
async function savingProvider(deps: Deps, { tenant }: Caller): Promise<StripePaymentProvider | undefined> {
  const settings = await paymentSettingsOf(deps.db, tenant.id);
  const provider = deps.payments.forMethod(customizationOf(tenant).modules.payment, 'card_provider', settings.method_providers);
  if (!(provider instanceof StripePaymentProvider)) return undefined;
  return deps.paymentSecrets.of(tenant.slug, STRIPE_PAYMENT, stripeSecretsSchema) ? provider : undefined;
}

async function cardOf(deps: Deps, { tenant, principal }: Caller) {
  const [row] = await deps.db
    .select()
    .from(savedCards)
    .where(and(eq(savedCards.tenantId, tenant.id), eq(savedCards.userId, principal.user.id), eq(savedCards.provider, STRIPE_PAYMENT)));
  return row;
}

/** GET /payment-card: whether the investor may save a card here, and the one they saved (brand and last four digits). */
export async function paymentCard(deps: Deps, caller: Caller): Promise<{ data: PaymentCard }> {
  const provider = await savingProvider(deps, caller);
  const row = provider ? await cardOf(deps, caller) : undefined;
  const card =
    row?.paymentMethodRef && row.brand && row.last4 && row.expMonth !== null && row.expYear !== null
      ? { brand: row.brand, last4: row.last4, exp_month: row.expMonth, exp_year: row.expYear }
      : null;
  return { data: { available: provider !== undefined, card } };
}

/**
 * DELETE /payment-card: forgets the saved card, at Stripe first (detached, it can no longer be
 * charged) and then here. The customer stays, for the next card. Nothing saved: the same answer.
 */
export async function removePaymentCard(deps: Deps, caller: Caller): Promise<{ data: PaymentCard }> {
  const provider = await savingProvider(deps, caller);
  const row = await cardOf(deps, caller);
  if (provider && row?.paymentMethodRef) await provider.detachCard(caller.tenant.slug, row.paymentMethodRef);
  if (row) {
    await deps.db
      .update(savedCards)
      .set({ paymentMethodRef: null, brand: null, last4: null, expMonth: null, expYear: null, updatedAt: deps.clock.now() })
      .where(eq(savedCards.id, row.id));
  }
  return paymentCard(deps, caller);
}
