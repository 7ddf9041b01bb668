import { randomBytes } from 'node:crypto';
import { type SocketResponse, socketRequest } from '../helpers/rawSocket';
import type { AuthKind, FuzzRequest } from './requests';

export interface AuthSource {
  /** Bearer tokens of live sessions that no generated request ends. */
  valid: readonly string[];
  /** A token of a session already ended. */
  revoked: string;
  /** A new live session, for calls that end the one they use (sign-out). */
  fresh(): Promise<string>;
}

export interface FuzzReport {
  sent: number;
  byStatus: Record<string, number>;
  byOperation: Record<string, number>;
  failures: string[];
}

const MALFORMED_AUTH = [
  'Bearer',
  'Basic dXNlcjpwYXNz',
  'bearer abc',
  'Bearer a b',
  `Bearer ${'x'.repeat(300)}`,
  'Bearer ../',
];

async function authorization(kind: AuthKind, auth: AuthSource, index: number): Promise<string | undefined> {
  switch (kind) {
    case 'valid':
      return `Bearer ${auth.valid[index % auth.valid.length]}`;
    case 'fresh':
      return `Bearer ${await auth.fresh()}`;
    case 'garbage':
      return `Bearer ${randomBytes(32).toString('base64url')}`;
    case 'revoked':
      return `Bearer ${auth.revoked}`;
    case 'malformed':
      return MALFORMED_AUTH[index % MALFORMED_AUTH.length];
    default:
      return undefined;
  }
}

/** Why an answer breaks the rules (no 5xx; every error is `{ error }` and repeats nothing sent), if it does. */
export function violation(request: FuzzRequest, response: SocketResponse): string | undefined {
  if (!Number.isInteger(response.status)) return 'no HTTP answer';
  if (response.status >= 500) return `status ${response.status}`;
  if (response.status < 400 || request.method === 'HEAD') return undefined;
  if (!(response.headers['content-type'] ?? '').includes('application/json')) {
    return `error answered as ${response.headers['content-type'] ?? 'no content type'}`;
  }
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return 'error body is not JSON';
  }
  const keys = typeof body === 'object' && body !== null ? Object.keys(body) : [];
  const error = (body as { error?: unknown } | null)?.error;
  if (keys.length !== 1 || typeof error !== 'string' || error.length === 0)
    return 'error body is not { error }';
  if (error.includes(request.marker)) return 'error text repeats the request';
  return undefined;
}

function describe(request: FuzzRequest, response: SocketResponse | undefined, reason: string): string {
  const target = request.target.length > 120 ? `${request.target.slice(0, 120)}…` : request.target;
  const answer = response ? `${response.status} ${response.body.slice(0, 200)}` : 'no answer';
  return `${reason}: [${request.label}] ${request.method} ${JSON.stringify(target)} -> ${answer}`;
}

/** Sends every request (`concurrency` at a time) and checks every answer. */
export async function runFuzz(
  port: number,
  requests: readonly FuzzRequest[],
  auth: AuthSource,
  concurrency = 8,
): Promise<FuzzReport> {
  const report: FuzzReport = { sent: 0, byStatus: {}, byOperation: {}, failures: [] };
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const index = next++;
      const request = requests[index];
      if (!request) break;
      const headers = { ...request.headers };
      const authHeader = await authorization(request.auth, auth, index);
      if (authHeader) headers.authorization = authHeader;
      let response: SocketResponse | undefined;
      let reason: string | undefined;
      try {
        response = await socketRequest(port, { ...request, headers });
        reason = violation(request, response);
      } catch (error) {
        reason = `request failed: ${error instanceof Error ? error.message : String(error)}`;
      }
      report.sent += 1;
      const status = String(response?.status ?? 'none');
      report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
      const operation = request.label.split(' ')[0] ?? request.label;
      report.byOperation[operation] = (report.byOperation[operation] ?? 0) + 1;
      if (reason) report.failures.push(describe(request, response, reason));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return report;
}
