import type { Deps } from './app-env.js';
import type { Database } from './db/client.js';
import type { Env } from './env.js';
import { FileStore } from './files/storage.js';
import { systemClock, type Clock } from './lib/clock.js';
import { createLogger, type Logger } from './lib/logger.js';
import { outboxMailer, smtpMailer, type Mailer } from './lib/mailer.js';
import { RateLimiter } from './lib/rate-limit.js';
import { randomBytes } from 'node:crypto';
import { KycProviders } from './kyc/kyc-provider.js';
import { SANDBOX_KYC, SandboxKycProvider } from './kyc/sandbox-kyc.js';
import { TenantDirectory } from './tenants/tenant-directory.js';

export function createDeps(
  env: Env,
  database: Database,
  overrides: { clock?: Clock; logger?: Logger; mailer?: Mailer } = {},
): Deps {
  const clock = overrides.clock ?? systemClock;
  const logger = overrides.logger ?? createLogger(env);
  const db = database.db;
  const kycSandbox = new SandboxKycProvider({ secret: env.KYC_SANDBOX_SECRET ?? randomBytes(32).toString('hex'), delayMs: env.KYC_SANDBOX_DELAY_MS, logger });
  return {
    env,
    database,
    db,
    clock,
    logger,
    mailer: overrides.mailer ?? (env.SMTP_URL ? smtpMailer(env.SMTP_URL, env.MAIL_FROM, logger) : outboxMailer(db)),
    rateLimiter: new RateLimiter(db, clock, env.RATE_LIMIT_WINDOW_SECONDS * 1000),
    tenants: new TenantDirectory(db, clock),
    files: new FileStore(env.UPLOADS_DIR),
    kyc: new KycProviders([kycSandbox], SANDBOX_KYC),
    kycSandbox,
  };
}
