import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256 random bits, URL-safe: access tokens, login secrets, reset links. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are stored as SHA-256 only. A fast hash is right here (unlike passwords): the input
 * already has 256 bits of entropy, so there is nothing to brute-force.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A 5-digit e-mail verification code (spec section 9). */
export function randomCode(): string {
  return String(randomInt(0, 100_000)).padStart(5, '0');
}

/** Codes have little entropy, so they are bound to their row: a leaked table cannot be replayed elsewhere. */
export function hashCode(code: string, salt: string): string {
  return createHash('sha256').update(`${salt}:${code}`).digest('hex');
}

/** Referral codes are read aloud and typed: no 0/O or 1/I. */
export function randomReferralCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  let code = '';
  for (let i = 0; i < 8; i++) code += alphabet[randomInt(0, alphabet.length)];
  return code;
}
