import type { Money, PayoutBatchKind } from 'shared';
import type { Db } from '../../db/client.js';
import type { TenantPaymentSettings } from '../../db/schema.js';
import type { Tenant } from '../../tenants/tenant-directory.js';

/**
 * The payout port: how a tenant's earnings reach its investors, chosen by the tenant's
 * `modules.payment_profit`. The earnings handlers decide *which* earnings are paid out and when
 * (paying everyone, batching the queued claims); an adapter moves their money and says which of
 * them left the platform today (executed) and which already arrived (delivered). It runs inside
 * the caller's transaction, so whatever it writes commits or rolls back with the status change.
 */
export interface PayoutAdapter {
  /** The name a tenant's `modules.payment_profit` uses. */
  readonly name: string;
  payOut(tx: Db, request: PayoutRequest): Promise<PayoutOutcome>;
}

/** One earning to pay out, with what a bank transfer to its investor needs. */
export interface PayoutEarning {
  earningId: string;
  investorId: string;
  /** The investor's name as the bank shows it to them. */
  name: string;
  iban: string | null;
  bic: string | null;
  /** The earning's net total, exact. */
  amount: Money;
  /** What the investor reads on their bank statement (project, kind, profit date). */
  reference: string;
}

interface PayoutRequest {
  tenant: Tenant;
  settings: TenantPaymentSettings;
  kind: PayoutBatchKind;
  /** The distribution paid to everyone (kind `distribution`). */
  distributionId: string | null;
  earnings: readonly PayoutEarning[];
  /** ISO 4217 code of the tenant's currency. */
  currency: string;
  now: Date;
  /** Today's business date in the tenant's zone. */
  today: string;
  actorId: string;
}

export interface PayoutOutcome {
  /** Earnings whose money left the platform today (their executed date). */
  executed: readonly string[];
  /** Earnings whose money already reached the investor (their delivered date). */
  delivered: readonly string[];
  /** The batch a manager follows on /manager/payouts, when the adapter made one. */
  batchId: string | null;
}

/** The payout adapters this deployment has; a tenant naming none (or one this deployment lacks) gets the fallback. */
export class PayoutAdapters {
  private readonly byName: ReadonlyMap<string, PayoutAdapter>;

  constructor(
    adapters: readonly PayoutAdapter[],
    private readonly fallback: string,
  ) {
    this.byName = new Map(adapters.map((adapter) => [adapter.name, adapter]));
    if (!this.byName.has(fallback)) throw new Error(`payout adapter ${fallback} is not installed`);
  }

  of(name: string | null | undefined): PayoutAdapter {
    return (name ? this.byName.get(name) : undefined) ?? (this.byName.get(this.fallback) as PayoutAdapter);
  }
}
