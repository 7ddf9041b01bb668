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

// SQLSTATE classes and driver failures that mean "the database is not reachable right now", not "this
// request is wrong": 08 connection exception, 57P0x shutdown or start-up, 53300 too many connections.
const UNAVAILABLE_STATES = /^(08...|57P0[1-4]|53300)$/;
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres reports a dropped or unusable connection with plain Errors that carry no code.
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/** True when `error` (or its cause) says the database cannot be reached, so the caller may retry later. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const { code, severity, message, cause } = current as Record<string, unknown>;
    if (typeof code === 'string') {
      if (typeof severity === 'string' && UNAVAILABLE_STATES.test(code)) return true;
      if (UNAVAILABLE_NODE_CODES.has(code)) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = cause;
  }
  return false;
}
