import type { Deps } from './app-env.js';
import type { Database } from './db/client.js';
import type { Env } from './env.js';
import { fileStoreOf } from './files/create-file-store.js';
import { systemClock, type Clock } from './lib/clock.js';
import { createLogger, type Logger } from './lib/logger.js';
import { outboxMailer, smtpMailer, type Mailer } from './lib/mailer.js';
import { RateLimiter } from './lib/rate-limit.js';
import { randomBytes } from 'node:crypto';
import { MODULE_DEFAULT_ADAPTERS } from 'shared';
import { KycProviders } from './kyc/kyc-provider.js';
import { ManualKycProvider } from './kyc/manual-kyc.js';
import { SandboxKycProvider } from './kyc/sandbox-kyc.js';
import { TenantDirectory } from './tenants/tenant-directory.js';
import { eq } from 'drizzle-orm';
import { tenants } from './db/schema.js';
import { BANK_PROVIDER, BankTransferProvider } from './payments/bank-transfer.js';
import { httpTransport, ProviderNotifier } from './payments/notifier.js';
import { PaymentProviders } from './payments/payment-provider.js';
import { balancePayout } from './payments/payouts/balance-payout.js';
import { PayoutAdapters } from './payments/payouts/payout-adapter.js';
import { sandboxPayout } from './payments/payouts/sandbox-payout.js';
import { sepaPayout } from './payments/payouts/sepa-payout.js';
import { loadProviderSecrets } from './payments/provider-secrets.js';
import { SandboxPaymentProvider } from './payments/sandbox/sandbox-payment.js';
import { CryptoPaymentProvider } from './payments/crypto/crypto-payment.js';
import { REDSYS, RedsysPaymentProvider, redsysSecretsSchema } from './payments/redsys/redsys-payment.js';
import { StripePaymentProvider } from './payments/stripe/stripe-payment.js';
import { STRIPE_PAYMENT, stripeSecretsSchema } from './payments/stripe/stripe-secrets.js';
import { SimpleSignatureProvider } from './signature/simple-signature.js';
import { SignatureProviders } from './signature/signature-provider.js';
import { DatabaseTokenLedger } from './ledger/database-ledger.js';
import { chainSettingsSchema, EVM } from './ledger/evm/chain-settings.js';
import type { TokenLedger } from './ledger/token-ledger.js';
import { EvmTokenLedger } from './ledger/evm/evm-ledger.js';
import { LedgerRouter } from './ledger/ledger-router.js';
import { OpenIdClientProvider } from './oidc/openid-client-adapter.js';
import { LiveBus } from './notifications/live-bus.js';

export function createDeps(
  env: Env,
  database: Database,
  overrides: { clock?: Clock; logger?: Logger; mailer?: Mailer; ledger?: TokenLedger } = {},
): Deps {
  const clock = overrides.clock ?? systemClock;
  const logger = overrides.logger ?? createLogger(env);
  const db = database.db;
  const paymentSecrets = loadProviderSecrets(env.PAYMENT_PROVIDER_SECRETS, env.PAYMENT_PROVIDER_SECRETS_FILE);
  paymentSecrets.check(REDSYS, redsysSecretsSchema);
  // A mistyped Stripe section fails the start, not an investor's payment.
  paymentSecrets.check(STRIPE_PAYMENT, stripeSecretsSchema);
  paymentSecrets.check(EVM, chainSettingsSchema);
  const kycSandbox = new SandboxKycProvider({ secret: env.KYC_SANDBOX_SECRET ?? randomBytes(32).toString('hex'), delayMs: env.KYC_SANDBOX_DELAY_MS, logger });
  // A built-in provider calls the API's own URL, as a provider's server would.
  const notifier = new ProviderNotifier(db, clock, logger, httpTransport(env.PROVIDER_CALLBACK_URL ?? `http://127.0.0.1:${env.PORT}`));
  const paymentSandbox = new SandboxPaymentProvider({
    defaultSecret: env.PAYMENT_SANDBOX_SECRET ?? randomBytes(32).toString('hex'),
    notifier,
    clock,
    logger,
    sessionTtlMs: env.PAYMENT_SESSION_TTL_MINUTES * 60_000,
    settingsOfTenant: async (tenantId) => (await db.select({ settings: tenants.paymentSettings }).from(tenants).where(eq(tenants.id, tenantId)).limit(1))[0]?.settings ?? {},
  });
  return {
    env,
    database,
    db,
    clock,
    logger,
    mailer: overrides.mailer ?? (env.SMTP_URL ? smtpMailer(env.SMTP_URL, env.MAIL_FROM, logger) : outboxMailer(db)),
    rateLimiter: new RateLimiter(db, clock, env.RATE_LIMIT_WINDOW_SECONDS * 1000),
    tenants: new TenantDirectory(db, clock),
    files: fileStoreOf(env),
    kyc: new KycProviders([kycSandbox, new ManualKycProvider()], MODULE_DEFAULT_ADAPTERS.kyc),
    kycSandbox,
    payments: new PaymentProviders([new BankTransferProvider(), ...(env.PAYMENT_SANDBOX ? [paymentSandbox] : []), new RedsysPaymentProvider({ secrets: paymentSecrets, logger, clock }), new StripePaymentProvider({ secrets: paymentSecrets, logger }), new CryptoPaymentProvider({ secrets: paymentSecrets, logger })], BANK_PROVIDER, MODULE_DEFAULT_ADAPTERS.payment),
    paymentSandbox,
    payouts: new PayoutAdapters([sandboxPayout, sepaPayout, balancePayout], MODULE_DEFAULT_ADAPTERS.payment_profit),
    paymentSecrets,
    notifier,
    signatures: new SignatureProviders([new SimpleSignatureProvider()], MODULE_DEFAULT_ADAPTERS.signature),
    // Each issuance's tokens on the ledger its token was created on (the built-in one by default).
    ledger: overrides.ledger ?? new LedgerRouter(new DatabaseTokenLedger(), [new EvmTokenLedger(paymentSecrets)]),
    openId: new OpenIdClientProvider(clock),
    live: new LiveBus(db, logger, database.url),
  };
}
