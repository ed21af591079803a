import type { CryptoInstructions, CryptoPayment, InvestmentStatus, Money, PayableMethod, PaymentErrorKey, PaymentInstructions, SavedCardUse } from 'shared';
import type { Db } from '../db/client.js';
import type { paymentAttempts, TenantPaymentSettings } from '../db/schema.js';
import type { InvestmentRow } from '../investments/move-investment.js';
import type { Tenant } from '../tenants/tenant-directory.js';
import { ApiError } from '../lib/errors.js';

/** What starting a payment needs: the order, what to charge, and where the browser goes back to. */
export interface PaymentStartInput {
  tenant: Tenant;
  settings: TenantPaymentSettings;
  investment: InvestmentRow;
  /** The project's slug, for the front's return pages. */
  slug: string;
  method: PayableMethod;
  /** What the method charges: amount − balance used + fee. */
  amount: Money;
  currency: string;
  /** The investment's transfer reference (unique in the tenant). */
  reference: string;
  /** A tenant's front origin, already checked (see `return-origin.ts`). */
  returnOrigin: string;
  lang: 'en' | 'es';
  /** This API's origin as the investor reached it: a hosted page served by the API lives there. */
  apiOrigin: string;
  /** A card payment that uses (`saved`) or first saves (`register`) the investor's card; only for a provider that `savesCards`. */
  card: SavedCardUse | null;
}

/** The columns every adapter records for a new payment attempt (its own extras are added beside them). */
export function attemptRow(input: PaymentStartInput, provider: string, attemptId: string) {
  return {
    id: attemptId,
    tenantId: input.tenant.id,
    investmentId: input.investment.id,
    provider,
    method: input.method,
    amount: input.amount,
    currency: input.currency,
    lang: input.lang,
    returnOrigin: input.returnOrigin,
  };
}

/**
 * A charge made once its attempt is committed, never inside the transaction that records it: a
 * rollback after the provider took the money would leave a charge of no attempt. Answers the
 * error key when the provider refused it at once (nothing was charged), null when its notification
 * will tell. Throws when the outcome is unknown (the provider unreachable): the attempt stays open
 * for its notification, or for the charge to be sent again with the same idempotency key.
 */
export type DeferredCharge = (db: Db) => Promise<PaymentErrorKey | null>;

/**
 * What the investor does next. `statuses` is the path the order takes now, when it is not the
 * provider's `pendingStatus` (a saved card: IN_UPDATE_CREDIT_CARD, then CARD_REGISTRATION_UPDATED
 * once the provider has the card); `charging` means nothing is left to the investor: the provider's
 * notification ends the payment.
 */
export type PaymentStart = { statuses?: readonly InvestmentStatus[]; charge?: DeferredCharge } & (
  | { kind: 'instructions'; attemptId: string; instructions: PaymentInstructions }
  | { kind: 'redirect'; attemptId: string; redirectUrl: string }
  | { kind: 'crypto'; attemptId: string; crypto: CryptoInstructions }
  | { kind: 'charging'; attemptId: string }
);

/** The tenant an attempt belongs to: whose keys sign its notifications. */
export interface AttemptTenant {
  id: string;
  slug: string;
  settings: TenantPaymentSettings;
}

/** A provider's notification once its signature and timestamp are checked. */
export interface PaymentNotification {
  /** The provider's id of this event: a repeated one is processed once. */
  eventId: string;
  /** Our payment attempt (the provider's session id). */
  attemptId: string;
  outcome: 'succeeded' | 'failed';
  /** What the provider says it charged (checked against the attempt). */
  amount: Money;
  currency: string;
  errorKey: PaymentErrorKey | null;
  /**
   * A failure after which the provider's page may still take a payment of the same attempt
   * (Redsys lets the cardholder retry under the same order number): the order shows the error,
   * and the attempt stays open until it expires or the investor chooses a method again.
   */
  retryable?: boolean;
  /**
   * The provider's id of the payment (a Stripe payment intent or session), when it has one: a
   * success of a paid attempt with another id is another, real charge.
   */
  paymentRef?: string;
}

/** A refund due to pay back through the provider that charged it (`PaymentProvider.refund`). */
export interface ProviderRefundInput {
  tenantSlug: string;
  /** Our refund's id: the provider's idempotency key is derived from it. */
  refundId: string;
  /** The attempt whose payment is paid back (its provider's own object). */
  attempt: { id: string; providerRef: string | null; currency: string };
  amount: Money;
}

/** What the provider answered: its refund's id and status, in its own words (Stripe: succeeded, pending). */
export interface ProviderRefund {
  providerRef: string;
  status: string;
}

/**
 * A way of paying, named by what the product needs of it. Each adapter serves some methods;
 * `start` records a `payment_attempts` row inside the caller's transaction and says what the
 * investor does next (transfer with these instructions, or go to this page). Providers that
 * confirm asynchronously also verify their notifications (`POST /payments/webhooks/{name}`):
 * only a verified notification marks an investment CHARGED or PAYMENT_ERROR.
 */
export interface PaymentProvider {
  readonly name: string;
  readonly methods: readonly PayableMethod[];
  /** Whether it keeps an investor's card to charge later orders (`PaymentStartInput.card`). */
  readonly savesCards?: boolean;
  /** The status the order waits in once started (IN_UPLOAD_PROOF_OF_PAYMENT, CREDIT_CARD, IN_UPDATE_TPV). */
  pendingStatus(method: PayableMethod): InvestmentStatus;
  start(tx: Db, input: PaymentStartInput): Promise<PaymentStart>;
  /**
   * A retried start of an attempt still open whose charge may never have reached the provider:
   * the same charge again (the same idempotency key), or null when there is nothing to send.
   */
  resume?(db: Db, tenantSlug: string, attempt: typeof paymentAttempts.$inferSelect, now: Date): Promise<DeferredCharge | null>;
  /** A crypto payment's instructions and the transfer seen for an attempt still open (the `crypto` adapter). */
  cryptoPaymentOf?(db: Db, tenantSlug: string, attemptId: string): Promise<CryptoPayment | null>;
  /** Where to send the browser for an attempt still open; null for methods without a page. */
  redirectUrlOf(attempt: { id: string; lang: string; redirectUrl: string | null }, apiOrigin: string): string | null;
  /**
   * Checks a notification: the signature over the raw body with the key of the attempt's tenant
   * (`tenantOf` the attempt: its payment settings, and its slug for the deployment's secrets),
   * and its age.
   * Throws 401 `invalid_signature` / `stale_notification`, 400 `invalid_notification`, 404
   * `payment_attempt_not_found`. Null for a genuine event that says nothing about a payment
   * (answered 200, so the provider stops sending it). Absent on providers without webhooks.
   */
  verifyNotification?(
    rawBody: string,
    header: (name: string) => string | undefined,
    tenantOf: (attemptId: string) => Promise<AttemptTenant | undefined>,
    now: Date,
  ): Promise<PaymentNotification | null>;
  /**
   * Pays `amount` of an attempt's payment back to where it came from, with an idempotency key
   * derived from our refund's id: asked again (a retry, a race), the provider makes one refund.
   * Throws 409 `refund_refused` when the provider refuses it. Absent on providers that cannot
   * refund: their refunds are paid by hand (a transfer) and marked paid by a manager.
   */
  refund?(input: ProviderRefundInput): Promise<ProviderRefund>;
}

/** The adapters this deployment knows; the tenant's `modules.payment` picks the one of the hosted methods. */
export class PaymentProviders {
  private readonly byName = new Map<string, PaymentProvider>();

  constructor(
    providers: readonly PaymentProvider[],
    private readonly bankProvider: string,
    private readonly hostedFallback: string,
  ) {
    for (const provider of providers) this.byName.set(provider.name, provider);
  }

  named(name: string): PaymentProvider | undefined {
    return this.byName.get(name);
  }

  /** Every adapter of this deployment that takes the method. */
  takingMethod(method: PayableMethod): PaymentProvider[] {
    return [...this.byName.values()].filter((provider) => provider.methods.includes(method));
  }

  /**
   * The adapter of a method for a tenant: transfers are the tenant's own bank account; a hosted
   * method goes to the tenant's adapter for that method (`method_providers`), else to
   * `modules.payment`, when this deployment has that adapter and it takes the method, else to the
   * sandbox when the deployment runs it (`PAYMENT_SANDBOX`), else 409 `payment_provider_not_configured`.
   */
  forMethod(moduleName: string | null, method: PayableMethod, methodProviders: TenantPaymentSettings['method_providers'] = {}): PaymentProvider {
    const bank = this.byName.get(this.bankProvider);
    if (bank?.methods.includes(method)) return bank;
    const takes = (name: string | null | undefined) => {
      const provider = name ? this.byName.get(name) : undefined;
      return provider?.methods.includes(method) ? provider : undefined;
    };
    const provider = takes(methodProviders[method]) ?? takes(moduleName) ?? this.byName.get(this.hostedFallback);
    // A deployment without the sandbox and without a real adapter for the method: said plainly, nothing is charged.
    if (!provider?.methods.includes(method)) throw new ApiError(409, 'payment_provider_not_configured');
    return provider;
  }
}
