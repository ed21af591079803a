import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Deps } from '../../app-env.js';
import type { User } from '../../auth/sessions.js';
import { emailCodes } from '../../db/schema.js';
import { MINUTE } from '../../lib/clock.js';
import { ApiError } from '../../lib/errors.js';
import { mailLocaleOf, type LocalizedMail } from '../../mail/mail-language.js';
import { hashCode, randomCode } from '../../lib/secrets.js';

/** Spec section 9: 5 digits, valid 5 minutes. */
const CODE_TTL_MS = 5 * MINUTE;
const CODE_MAX_ATTEMPTS = 5;

/** Issues a fresh code (the previous ones stop working) and e-mails it. */
export async function sendVerificationCode(deps: Deps, user: User): Promise<void> {
  const now = deps.clock.now();
  await deps.db
    .update(emailCodes)
    .set({ consumedAt: now })
    .where(and(eq(emailCodes.userId, user.id), isNull(emailCodes.consumedAt)));
  const code = randomCode();
  await deps.db.insert(emailCodes).values({ userId: user.id, codeHash: hashCode(code, user.id), expiresAt: new Date(now.getTime() + CODE_TTL_MS) });
  const mails: LocalizedMail = {
    es: { subject: `Tu código de verificación: ${code}`, text: `Tu código de verificación es ${code}. Es válido durante 5 minutos.` },
    en: { subject: `Your verification code: ${code}`, text: `Your verification code is ${code}. It is valid for 5 minutes.` },
  };
  const locale = mailLocaleOf(user);
  await deps.mailer.send({ tenantId: user.tenantId, to: user.email, ...mails[locale], meta: { purpose: 'verify_email', code, language: locale } });
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
