/** SQLSTATE of a unique constraint violation. */
const UNIQUE_VIOLATION = '23505';

// Drizzle wraps the driver's error once; a few more levels cover callers' own wrapping.
const MAX_CAUSE_DEPTH = 5;

interface PostgresErrorFields {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/**
 * Whether a failed query broke a unique constraint (optionally a named one).
 * pg and PGlite both report the SQLSTATE as `code` and the constraint as
 * `constraint`, on the error Drizzle keeps as `cause`.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH; depth++) {
    if (typeof current !== 'object' || current === null) return false;
    const fields: PostgresErrorFields = current;
    if (fields.code === UNIQUE_VIOLATION) {
      return constraint === undefined || fields.constraint === constraint;
    }
    current = fields.cause;
  }
  return false;
}
