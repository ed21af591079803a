/** PostgreSQL's unique_violation (of one constraint, when named), wherever the driver or drizzle put it. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: violated } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || violated === constraint;
  }
  return false;
}

/** A delete refused because other rows still point at the row: restrict_violation or foreign_key_violation. */
export function isStillReferenced(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code } = current as { code?: unknown };
    if (code === '23001' || code === '23503') return true;
  }
  return false;
}

/** What the database's trouble means for the caller: it is down or it is too slow, both worth retrying later. */
export type DatabaseTrouble = 'database_unavailable' | 'database_timeout';

/** Connection-level failures: refused, reset, server shutting down or starting, too many connections. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ENOTFOUND', 'EHOSTUNREACH', '57P01', '57P02', '57P03', '53300']);
const UNAVAILABLE_MESSAGES = [/^Connection terminated/, /Client has encountered a connection error/, /Connection ended unexpectedly/];
/** The statement timeout firing (query_canceled), or every pooled connection busy for longer than the wait allowed. */
const TIMEOUT_CODES = new Set(['57014']);
const TIMEOUT_MESSAGES = [/^Query read timeout/, /^timeout exceeded when trying to connect/];

/**
 * Recognises a database that is away or too slow, wherever the driver or drizzle put the cause, so
 * the API answers 503 instead of 500.
 */
export function databaseTrouble(error: unknown): DatabaseTrouble | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if ((typeof code === 'string' && TIMEOUT_CODES.has(code)) || (typeof message === 'string' && TIMEOUT_MESSAGES.some((pattern) => pattern.test(message)))) {
      return 'database_timeout';
    }
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return 'database_unavailable';
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) return 'database_unavailable';
  }
  return undefined;
}
