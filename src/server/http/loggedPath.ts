import type { FastifyRequest } from 'fastify';

// What the request log says a request asked for (issue 38): links carry secrets in their path (the manage
// link's token) and in their query (the reset link's token and e-mail address), so a line names the
// route's pattern (`/appointments/manage/:token`), never the path as sent, and marks a query with `?…`
// without its text. Pages are routes too (web/webApp.ts registers each by its pattern), so they are
// named the same way as the API.

const QUERY_MARK = '?…';
const HIDDEN_SEGMENT = '…';
/** Longer than any word a real path of the site or a common probe uses, shorter than a token. */
const MAX_PLAIN_SEGMENT = 32;
/** More digits than a word has, as ids, codes, phone numbers and hex tokens do. */
const MAX_DIGITS = 4;

/**
 * Whether a segment of a path no route matched may be logged as sent: lower-case words of letters,
 * digits, `.`, `-` and `_` (`wp-login.php`, `.env`). Anything else may be a secret (a token has capitals
 * or many digits; an address has `@` or `%40`) and is logged as `…`.
 */
function plainSegment(segment: string): boolean {
  return (
    segment.length <= MAX_PLAIN_SEGMENT &&
    /^[a-z0-9._~-]*$/.test(segment) &&
    (segment.match(/\d/g)?.length ?? 0) <= MAX_DIGITS
  );
}

/** A path that no route matched (a 404 or 405), with every segment that may carry a secret hidden. */
export function unmatchedPath(pathname: string): string {
  return pathname
    .split('/')
    .map((segment) => (plainSegment(segment) ? segment : HIDDEN_SEGMENT))
    .join('/');
}

/** The request's path as the log shows it: its route's pattern, or the unmatched path made safe. */
export function loggedPath(request: Pick<FastifyRequest, 'url' | 'is404' | 'routeOptions'>): string {
  const url = request.url;
  const queryAt = url.indexOf('?');
  const query = queryAt === -1 ? '' : QUERY_MARK;
  const pattern = request.is404 ? undefined : request.routeOptions.url;
  if (pattern !== undefined) return `${pattern}${query}`;
  return `${unmatchedPath(queryAt === -1 ? url : url.slice(0, queryAt))}${query}`;
}
