import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Deps } from '../../app-env.js';
import type { User } from '../../auth/sessions.js';
import { emailCodes } from '../../db/schema.js';
import { MINUTE } from '../../lib/clock.js';
import { ApiError } from '../../lib/errors.js';
import { hashCode, randomCode } from '../../lib/secrets.js';
import { sendMail } from '../../mail/send-mail.js';
import { verificationCodeMail } from '../../mail/templates/auth.js';
import type { Tenant } from '../../tenants/tenant-directory.js';

/** Spec section 9: 5 digits, valid 5 minutes. */
const CODE_TTL_MS = 5 * MINUTE;
const CODE_MAX_ATTEMPTS = 5;

/** Issues a fresh code (the previous ones stop working) and e-mails it in the language chosen when registering. */
export async function sendVerificationCode(deps: Deps, tenant: Tenant, user: User): Promise<void> {
  const now = deps.clock.now();
  await deps.db
    .update(emailCodes)
    .set({ consumedAt: now })
    .where(and(eq(emailCodes.userId, user.id), isNull(emailCodes.consumedAt)));
  const code = randomCode();
  await deps.db.insert(emailCodes).values({ userId: user.id, codeHash: hashCode(code, user.id), expiresAt: new Date(now.getTime() + CODE_TTL_MS) });
  await sendMail(deps, tenant, user, (format) => verificationCodeMail({ code }, format), { purpose: 'verify_email', code }, { awaited: true });
}

/**
 * Checks a code against the user's latest one. Every wrong try counts; after five the code is
 * locked and only a new one (resend) helps, so guessing 100,000 values is not an option.
 */
export async function consumeVerificationCode(deps: Deps, user: User, code: string): Promise<void> {
  const now = deps.clock.now();
  const [latest] = await deps.db
    .select()
    .from(emailCodes)
    .where(and(eq(emailCodes.userId, user.id), isNull(emailCodes.consumedAt)))
    .orderBy(desc(emailCodes.createdAt))
    .limit(1);
  if (!latest || latest.expiresAt <= now) throw new ApiError(422, 'code_expired');
  // The attempt is claimed before the comparison, atomically, so parallel guesses cannot
  // exceed the limit between a read and a write.
  const [claimed] = await deps.db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(and(eq(emailCodes.id, latest.id), lt(emailCodes.attempts, CODE_MAX_ATTEMPTS), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  if (!claimed) throw new ApiError(429, 'code_attempts_exceeded');
  if (latest.codeHash !== hashCode(code, user.id)) throw new ApiError(422, 'invalid_code');
  await deps.db.update(emailCodes).set({ consumedAt: now }).where(eq(emailCodes.id, latest.id));
}
