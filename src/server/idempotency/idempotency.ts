import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  IDEMPOTENCY_TEXTS,
  IDEMPOTENT_REPLAYED_HEADER,
  isIdempotencyKey,
} from '../../shared/idempotencyRules';
import { IDEMPOTENCY_KEY_HEADER } from '../../shared/submissionKeys';
import type { Db } from '../db/client';
import type { OperationId } from '../http/handlers';
import { type HttpError, httpError } from '../http/httpError';
import {
  type ClaimOutcome,
  claimKey,
  completeKey,
  type HeldKey,
  isClaimLost,
  type KeyCompletionSql,
  keyCompletionSql,
} from './idempotencyKeys.service';
import { giveBack, giveBackLater } from './keyRelease';
import { callerOf, jsonFingerprint, keyHash } from './requestHashes';

const HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();

/** A repeat that finds the first request still running is asked back this soon: the requests are short. */
const RUNNING_RETRY_AFTER_SECONDS = 1;

/**
 * How keyed work stores its answer under the request's key: in its own transaction, or as part of its one
 * statement. Without a key both do nothing, and the work runs exactly as it would without this wrapper.
 */
export interface AnswerStore<T> {
  /** Marks the key done with `body`; a lost claim throws, so the transaction is undone. */
  inTransaction(tx: Db, body: T): Promise<void>;
  /** The CTE and the check that do the same in one statement, or undefined without a key. */
  inStatement(body: T): KeyCompletionSql | undefined;
}

export interface KeyedOperation {
  operation: OperationId;
  /** The status of the answer the work's body goes with. */
  status: 200 | 201;
  /** The request's fingerprint (requestHashes.ts), computed only when a key came. */
  fingerprint: () => string;
}

/** A JSON operation, fingerprinted by its method, path and body. */
export function jsonOperation(
  request: FastifyRequest,
  operation: OperationId,
  status: 200 | 201,
): KeyedOperation {
  return { operation, status, fingerprint: () => jsonFingerprint(request) };
}

const WITHOUT_KEY: AnswerStore<unknown> = {
  inTransaction: async () => {},
  inStatement: () => undefined,
};

/** The request's Idempotency-Key, or undefined without one; a malformed one is a 400 that does not repeat it. */
export function idempotencyKey(headers: FastifyRequest['headers']): string | undefined {
  const value = headers[HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !isIdempotencyKey(value))
    throw httpError(400, IDEMPOTENCY_TEXTS.invalidKey);
  return value;
}

function stillRunning(reply: FastifyReply): HttpError {
  reply.header('retry-after', String(RUNNING_RETRY_AFTER_SECONDS));
  return httpError(409, IDEMPOTENCY_TEXTS.inProgress);
}

function storeFor<T>(held: HeldKey, status: number): AnswerStore<T> & { stored: () => boolean } {
  let stored = false;
  return {
    async inTransaction(tx, body) {
      await completeKey(tx, held, status, body, new Date());
      stored = true;
    },
    inStatement(body) {
      stored = true;
      return keyCompletionSql(held, status, body, new Date());
    },
    stored: () => stored,
  };
}

/**
 * Runs an operation that creates something once per Idempotency-Key (openapi.yaml, parameter
 * IdempotencyKey) and answers with the body `work` returns. A repeat with the same request gets the first
 * answer again (status, body, `Idempotent-Replayed: true`) without running anything; the key with another
 * request is a 422; while the first request runs, a 409 with Retry-After. Work that fails gives the key
 * back (keyRelease.ts), so a retry runs again; work that lost its claim stored nothing and is a 409 too.
 */
export async function answerOnce<T>(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  keyed: KeyedOperation,
  work: (store: AnswerStore<T>) => Promise<T>,
): Promise<FastifyReply> {
  const key = idempotencyKey(request.headers);
  if (key === undefined) return reply.code(keyed.status).send(await work(WITHOUT_KEY as AnswerStore<T>));

  const held: HeldKey = { keyHash: keyHash(keyed.operation, callerOf(request), key), claim: randomUUID() };
  let claimed: ClaimOutcome;
  try {
    claimed = await claimKey(db, held, keyed.fingerprint(), new Date());
  } catch (error) {
    // The claim may have been stored though its answer was lost (the database went away meanwhile).
    giveBackLater(db, held);
    throw error;
  }
  if (claimed.outcome === 'replay') {
    request.log.info({ status: claimed.status }, 'answered again for a repeated Idempotency-Key');
    return reply.code(claimed.status).header(IDEMPOTENT_REPLAYED_HEADER, 'true').send(claimed.body);
  }
  if (claimed.outcome === 'mismatch') throw httpError(422, IDEMPOTENCY_TEXTS.keyReused);
  if (claimed.outcome === 'running') throw stillRunning(reply);

  const store = storeFor<T>(held, keyed.status);
  let body: T;
  try {
    body = await work(store);
    if (!store.stored()) throw new Error(`${keyed.operation} did not store its answer under its key`);
  } catch (error) {
    if (isClaimLost(error)) throw stillRunning(reply);
    await giveBack(db, held, request.log);
    throw error;
  }
  return reply.code(keyed.status).send(body);
}
