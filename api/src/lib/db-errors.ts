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
