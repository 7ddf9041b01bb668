import { type Message, verbatim } from './i18n/message';

// The one place a failed API call is read, by the machines and the shared rules. The generated client's
// `unwrap` (src/api/client.ts) throws an ApiError: message = the server's `error` text (else the status
// text), status = the HTTP status, body = the parsed body (`{ error }` per the contract). Anything else
// (network down, a bug) has no status and maybe no message.

interface FailureShape {
  status?: unknown;
  body?: unknown;
  message?: unknown;
  retryAfterSeconds?: unknown;
}

function shape(error: unknown): FailureShape {
  return typeof error === 'object' && error !== null ? (error as FailureShape) : {};
}

/** The server's `error` text, or `fallback` when the failure carries none (SPEC 8: "server error, or ..."). */
export function serverErrorText(error: unknown, fallback: string): string {
  const { body } = shape(error);
  if (typeof body === 'object' && body !== null && 'error' in body) {
    const text = (body as { error: unknown }).error;
    if (typeof text === 'string' && text.trim() !== '') return text;
  }
  if (typeof body === 'string' && body.trim() !== '') return body;
  return fallback;
}

/** The failure's own message (server text, else status text, else the exception's message). */
export function failureMessage(error: unknown): string {
  const { message } = shape(error);
  return serverErrorText(error, typeof message === 'string' && message !== '' ? message : 'Unknown error');
}

/** The HTTP status of a failure, or undefined when no answer came (network error). */
export function failureStatus(error: unknown): number | undefined {
  const { status } = shape(error);
  return typeof status === 'number' ? status : undefined;
}

/** The server's Retry-After in seconds, when it sent one. */
export function failureRetryAfterSeconds(error: unknown): number | undefined {
  const { retryAfterSeconds } = shape(error);
  return typeof retryAfterSeconds === 'number' ? retryAfterSeconds : undefined;
}

/** The error's own text, or '' when it has none. */
export function errorText(error: unknown): string {
  if (error instanceof Error) return error.message.trim();
  if (typeof error === 'string') return error.trim();
  return '';
}

/**
 * The server's message for a refused request; anything without an HTTP status (network down, a bug) gets
 * the fallback, since "Failed to fetch" tells a visitor nothing.
 */
export function serverMessage(error: unknown, fallback: string): string {
  const text = errorText(error);
  return failureStatus(error) !== undefined && text !== '' ? text : fallback;
}

/**
 * `serverErrorText` as a Message (issue 39): the server's `error` (already in the page's language, the
 * client sends it) shown as it is, else the `fallback` message.
 */
export function serverErrorMessage(error: unknown, fallback: Message): Message {
  const text = serverErrorText(error, '');
  return text === '' ? fallback : verbatim(text);
}

/** `serverMessage` as a Message: the server's text for a refused request, else the `fallback` message. */
export function serverMessageOr(error: unknown, fallback: Message): Message {
  const text = serverMessage(error, '');
  return text === '' ? fallback : verbatim(text);
}
