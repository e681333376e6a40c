/** PostgreSQL's SQLSTATE for a unique constraint violation, as pg and PGlite both report it. */
const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  let current: unknown = error;
  // Drizzle wraps driver errors; the SQLSTATE sits on the cause.
  for (let depth = 0; current && depth < 5; depth += 1) {
    if (typeof current === 'object' && 'code' in current && current.code === UNIQUE_VIOLATION) return true;
    current = typeof current === 'object' && 'cause' in current ? current.cause : null;
  }
  return false;
}
