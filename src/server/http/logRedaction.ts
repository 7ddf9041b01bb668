import { pgError } from '../db/errors';

// What the logger keeps out of every line, wherever it appears (ARCHITECTURE 4): passwords, hashes, codes,
// tokens and links. Keys are judged by name; text is scrubbed of the shapes secrets take.

export const REDACTED = '[redacted]';

const SECRET_KEY =
  /pass(word|wd)?|secret|token|hash|cookie|authorization|recovery|otp|link|base32|qr|cipher/i;
/** `code`, `codes`, `verificationCode`, `recovery_code`: one-time codes, unless the value is an error code. */
const CODE_KEY = /(^|_)codes?$|[a-z]Codes?$/;
/** ECONNREFUSED, FST_ERR_BAD_URL, ERR_HTTP_...: identifiers worth keeping; a 6-digit code never matches. */
const ERROR_CODE = /^[A-Z][A-Z0-9_]*$/;
const MAX_DEPTH = 6;

/** Removes query strings (reset links carry tokens there), argon2 hashes and long token-like runs. */
export function scrubText(text: string): string {
  return text
    .replace(/(\/[^\s?"'<>]*)\?[^\s"'<>]*/g, '$1?…')
    .replace(/\$argon2[a-z]*\$[A-Za-z0-9+/=$,.-]+/g, REDACTED)
    .replace(/[A-Za-z0-9_-]{40,}/g, REDACTED);
}

function stackFrames(stack: unknown): string {
  if (typeof stack !== 'string') return '';
  // The first lines repeat the message, which for a failed query lists its parameters.
  return stack
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

function isQueryError(error: Error): error is Error & { query: unknown } {
  return 'query' in error && 'params' in error;
}

/**
 * An error as it may be logged: its type, a scrubbed message and its stack frames. A database error keeps
 * its SQLSTATE and constraint but never its parameters or detail (they hold the row's values, hashes
 * included); the message of a data exception (class 22) is dropped too, as it quotes the bad value.
 */
export interface SafeError {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
}

export function safeError(error: Error, depth = 0): SafeError {
  const db = pgError(error);
  const code = (error as { code?: unknown }).code;
  const status = (error as { statusCode?: unknown }).statusCode;
  let message = scrubText(error.message);
  if (isQueryError(error)) message = `Failed query: ${scrubText(String(error.query))}`;
  else if (db && (error as { severity?: unknown }).severity !== undefined && db.code.startsWith('22')) {
    message = `database data exception ${db.code}`;
  }
  const cause = (error as { cause?: unknown }).cause;
  return {
    type: error.name,
    message,
    ...(typeof code === 'string' && ERROR_CODE.test(code) ? { code } : {}),
    ...(typeof status === 'number' ? { statusCode: status } : {}),
    ...(db ? { sqlState: db.code, ...(db.constraint ? { constraint: db.constraint } : {}) } : {}),
    stack: stackFrames(error.stack),
    ...(cause instanceof Error && depth < 3 ? { cause: safeError(cause, depth + 1) } : {}),
  };
}

function isPlainObject(value: object): value is Record<string, unknown> {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

function redactValue(key: string, value: unknown, depth: number): unknown {
  if (value === null || value === undefined || typeof value === 'boolean') return value;
  // Numbers are counts, ids and statuses (statusCode); codes are always handled as strings.
  if (typeof value === 'number') return value;
  if (SECRET_KEY.test(key)) return REDACTED;
  if (CODE_KEY.test(key) && !(typeof value === 'string' && ERROR_CODE.test(value))) return REDACTED;
  return redactDeep(value, depth + 1);
}

function redactDeep(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (value instanceof Error) return safeError(value);
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return '[binary]';
  if (depth >= MAX_DEPTH) return '[…]';
  if (Array.isArray(value)) return value.map((item) => redactDeep(item, depth + 1));
  // Class instances (requests, replies, dates) are left to their serializers.
  if (!isPlainObject(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) out[key] = redactValue(key, item, depth);
  return out;
}

/** pino's `formatters.log`: every logged object, before serializers run (`req`/`res` are theirs). */
export function redactLogObject(object: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(object)) {
    out[key] = key === 'req' || key === 'res' ? value : redactValue(key, value, 0);
  }
  return out;
}
