import type { Database, Db } from './db/client.js';
import type { Env } from './env.js';
import type { FileStore } from './files/file-store.js';
import type { Clock } from './lib/clock.js';
import type { KycProviders } from './kyc/kyc-provider.js';
import type { SandboxKycProvider } from './kyc/sandbox-kyc.js';
import type { Logger } from './lib/logger.js';
import type { ProviderNotifier } from './payments/notifier.js';
import type { PaymentProviders } from './payments/payment-provider.js';
import type { PayoutAdapters } from './payments/payouts/payout-adapter.js';
import type { ProviderSecrets } from './payments/provider-secrets.js';
import type { SandboxPaymentProvider } from './payments/sandbox/sandbox-payment.js';
import type { SignatureProviders } from './signature/signature-provider.js';
import type { TokenLedger } from './ledger/token-ledger.js';
import type { Mailer } from './lib/mailer.js';
import type { LiveBus } from './notifications/live-bus.js';
import type { OpenIdProvider } from './oidc/open-id-provider.js';
import type { RateLimiter } from './lib/rate-limit.js';
import type { Session, User } from './auth/sessions.js';
import type { Tenant, TenantDirectory } from './tenants/tenant-directory.js';

/** Everything a handler needs, built once at start (or per test file) and passed down. */
export interface Deps {
  env: Env;
  database: Database;
  db: Db;
  clock: Clock;
  logger: Logger;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  tenants: TenantDirectory;
  files: FileStore;
  /** Identity-verification adapters, chosen per tenant (`modules.kyc`). */
  kyc: KycProviders;
  /** The built-in KYC adapter, also reachable directly so tests and the demo can make it answer now. */
  kycSandbox: SandboxKycProvider;
  /** Payment adapters: the tenant's bank account for transfers, `modules.payment` (or the sandbox) for hosted methods. */
  payments: PaymentProviders;
  /** Payouts of earnings, by the tenant's `modules.payment_profit`. */
  payouts: PayoutAdapters;
  /** The built-in hosted-payment provider, reachable directly for its pages and tests. */
  paymentSandbox: SandboxPaymentProvider;
  /** The real payment adapters' secrets per tenant (deployment settings, never in the customization). */
  paymentSecrets: ProviderSecrets;
  /** Outbox of the built-in providers' notifications to the API's own webhooks. */
  notifier: ProviderNotifier;
  /** Signature adapters, chosen per tenant (`modules.signature`). */
  signatures: SignatureProviders;
  /** Where minted tokens are recorded (the built-in database ledger, or an on-chain adapter). */
  ledger: TokenLedger;
  /** OpenID Connect sign-in (Google), through the certified openid-client library. */
  openId: OpenIdProvider;
  /** Carries new and read notifications to the open streams of every API process. */
  live: LiveBus;
}

interface Impersonation {
  id: string;
  manager: User;
  managerTokenId: string;
}

/** Who is calling: the token's user, and the manager behind it when it is a backdoor token. */
export interface Principal {
  user: User;
  session: Session;
  impersonation?: Impersonation;
}

export type AppEnv = {
  Variables: {
    requestId: string;
    log: Logger;
    tenant: Tenant;
    /** Set by the authorization middleware on every route that is not public. */
    principal: Principal;
    /** On public routes that identify the caller: who called, or null without a token. */
    viewer: Principal | null;
  };
};
