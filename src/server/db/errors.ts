// Drizzle wraps driver errors (DrizzleQueryError with the driver's error as `cause`), and the two drivers
// throw different classes; both carry PostgreSQL's SQLSTATE `code` and the violated `constraint`.

export const pgErrorCodes = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
  checkViolation: '23514',
  notNullViolation: '23502',
  invalidTextRepresentation: '22P02',
} as const;

export interface PgErrorInfo {
  code: string;
  constraint: string | undefined;
}

/** The PostgreSQL error behind `error` (searching its `cause` chain), or undefined if there is none. */
export function pgError(error: unknown): PgErrorInfo | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, severity, constraint, cause } = current as Record<string, unknown>;
    // `severity` tells a server error from a Node system error with a five-letter code such as EPIPE.
    if (typeof code === 'string' && typeof severity === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, constraint: typeof constraint === 'string' ? constraint : undefined };
    }
    current = cause;
  }
  return undefined;
}

/** True when `error` is a unique violation, of `constraint` (an index or constraint name) if given. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const info = pgError(error);
  if (info?.code !== pgErrorCodes.uniqueViolation) return false;
  return constraint === undefined || info.constraint === constraint;
}
