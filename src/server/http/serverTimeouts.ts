import type { FastifyServerOptions } from 'fastify';
import type { HttpTimeouts } from '../config/config';

// How long the server waits on a slow client (issue 38). A slow client costs a socket and the bytes it
// sent so far; no API work waits on it, since every body is read before its request takes an admission
// turn (http/admission.ts). The defaults:
// - headers 10 s: a browser sends its request head in one packet; 10 s covers a phone on a poor link;
// - whole request 60 s: the largest body is a 5 MB picture, about 40 s at 1 Mbit/s uplink;
// - silence 30 s while a request is open (no byte either way): longer than any answer takes to start;
// - kept-alive 65 s between requests: longer than the 60 s after which nginx (`keepalive_timeout` of an
//   upstream) and cloud balancers drop an idle connection, so the proxy always closes first and never
//   sends a request on a connection this server is closing.

/** How often Node looks for requests past their headers or request timeout: a fraction of the shorter. */
function checkingIntervalMs(timeouts: HttpTimeouts): number {
  return Math.max(50, Math.min(1000, Math.floor(timeouts.headersMs / 4)));
}

/** Options for `Fastify({...})`: they size the HTTP server it creates. */
export function serverTimeoutOptions(timeouts: HttpTimeouts): Pick<
  FastifyServerOptions,
  'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout'
> & {
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    // Node answers a request past either with 408 (frameworkErrors.ts' clientErrorHandler) and closes.
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      // Node's default looks every 30 s, which would let a slow client stay up to 30 s past its timeout.
      connectionsCheckingInterval: checkingIntervalMs(timeouts),
    },
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
  };
}
