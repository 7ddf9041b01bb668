import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { type Answer, type ContractChecker, contractChecker, type Violation } from './contractConformance';

// The test servers' check of every answer of an operation against openapi.yaml (contractConformance.ts).
// Only the API suite turns it on (contractConformanceSetup.ts, Vitest's setup file of that project): no
// production code has the hook, and the bench's servers (tsx, no recorder) run without it.

export interface AnswerRecorder {
  record(violation: Violation): void;
}

let recorder: AnswerRecorder | undefined;

/** From now on, test servers started in this test file hand every non-conforming answer to `next`. */
export function recordAnswersWith(next: AnswerRecorder | undefined): void {
  recorder = next;
}

function bodyOf(payload: unknown): string | Buffer | undefined {
  if (payload === null || payload === undefined) return '';
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) return payload;
  // A stream (the leads export, a file): its bytes go to the client unread here.
  return undefined;
}

const apiPathOf = (url: string | undefined): string | undefined => {
  const path = (url ?? '').split('?')[0] ?? '';
  return path.startsWith('/api/') ? path : undefined;
};

function checked(checker: ContractChecker, answer: Answer, into: AnswerRecorder): void {
  try {
    const violation = checker.check(answer);
    if (violation) into.record(violation);
  } catch (error) {
    // The check must never change the answer: a failure of its own is reported as a violation.
    const where = `${answer.method} ${answer.path}`;
    into.record({
      operationId: where,
      status: answer.status,
      problems: [`the check failed: ${String(error)}`],
    });
  }
}

/** The headers a `writeHead(status, [message], headers)` call passes (an object or a flat or paired list). */
function writeHeadHeaders(args: unknown[]): OutgoingHttpHeaders {
  const given = args.find((arg) => typeof arg === 'object' && arg !== null);
  if (!given) return {};
  if (!Array.isArray(given))
    return Object.fromEntries(Object.entries(given).map(([k, v]) => [k.toLowerCase(), v]));
  const pairs: Array<[string, unknown]> = Array.isArray(given[0])
    ? (given as Array<[string, unknown]>)
    : given.flatMap((value, index) =>
        index % 2 === 0 ? [[String(value), given[index + 1]] as [string, unknown]] : [],
      );
  return Object.fromEntries(pairs.map(([k, v]) => [k.toLowerCase(), v])) as OutgoingHttpHeaders;
}

/**
 * Answers Fastify sends without its hooks (a path parameter over its length, 414, comes from the router
 * before any route): read off the raw response, headers as written and the body's bytes.
 */
function watchUnhookedAnswers(
  app: FastifyInstance,
  hooked: WeakSet<ServerResponse>,
  onAnswer: (answer: Answer) => void,
): void {
  app.server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const path = apiPathOf(req.url);
    if (!path) return;
    let written: OutgoingHttpHeaders = {};
    const chunks: Buffer[] = [];
    const keep = (chunk: unknown) => {
      if (typeof chunk === 'string' || Buffer.isBuffer(chunk) || chunk instanceof Uint8Array)
        chunks.push(Buffer.from(chunk as Uint8Array));
    };
    const { writeHead, write, end } = res;
    // Bound to this response only, and handed on unchanged: the answer on the wire is what it was.
    res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      written = writeHeadHeaders(args.slice(1));
      return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
    } as ServerResponse['writeHead'];
    res.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
      keep(chunk);
      return (write as (...a: unknown[]) => boolean).apply(this, [chunk, ...rest]);
    } as ServerResponse['write'];
    res.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
      if (typeof chunk !== 'function') keep(chunk);
      return (end as (...a: unknown[]) => ServerResponse).apply(this, [chunk, ...rest]);
    } as ServerResponse['end'];
    res.once('finish', () => {
      if (hooked.has(res)) return;
      onAnswer({
        method: req.method ?? 'GET',
        path,
        route: undefined,
        status: res.statusCode,
        headers: { ...res.getHeaders(), ...written },
        body: Buffer.concat(chunks),
      });
    });
  });
}

/**
 * Checks each answer of `app` just before it is sent, with the body as serialised (before compression,
 * which the API's own context adds after this hook). A root hook: Fastify gives it to every route, the
 * contract's operations in their own context included; the few answers sent without hooks are read off
 * the raw response instead.
 */
export function watchAnswers(app: FastifyInstance): void {
  const current = recorder;
  if (!current) return;
  const checker = contractChecker();
  const hooked = new WeakSet<ServerResponse>();
  app.addHook('onSend', async (request, reply, payload) => {
    const path = apiPathOf(request.url);
    if (!path) return payload;
    hooked.add(reply.raw);
    const answer: Answer = {
      method: request.method,
      path,
      route: request.routeOptions.url,
      status: reply.statusCode,
      headers: reply.getHeaders(),
      body: bodyOf(payload),
    };
    checked(checker, answer, current);
    return payload;
  });
  watchUnhookedAnswers(app, hooked, (answer) => checked(checker, answer, current));
}
