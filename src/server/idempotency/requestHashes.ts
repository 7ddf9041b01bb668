import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { OperationId } from '../http/handlers';

// What an Idempotency-Key is stored under and what it is compared with: hashes only, so the table holds
// neither the keys nor what the requests sent.

/** Whose key it is: the signed-in user, or every visitor without a session alike. */
export function callerOf(request: FastifyRequest): string {
  return request.auth?.userId ?? 'guest';
}

/** The row's key: SHA-256 of the operation, the caller and the key, so one key means one thing per caller and call. */
export function keyHash(operation: OperationId, caller: string, key: string): string {
  return createHash('sha256')
    .update(JSON.stringify([operation, caller, key]))
    .digest('hex');
}

/** JSON with every object's keys sorted: the same body however its fields were ordered. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const object = value as Record<string, unknown>;
    const fields = Object.keys(object)
      .sort()
      .filter((name) => object[name] !== undefined)
      .map((name) => `${JSON.stringify(name)}:${canonicalJson(object[name])}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

function requestLine(request: FastifyRequest): string {
  return JSON.stringify([request.method, request.routeOptions.url]);
}

/** SHA-256 of a JSON request: its method, the operation's path and its body as canonical JSON. */
export function jsonFingerprint(request: FastifyRequest): string {
  return createHash('sha256')
    .update(requestLine(request))
    .update('\n')
    .update(canonicalJson(request.body))
    .digest('hex');
}

/** SHA-256 of an upload: its method, the operation's path, the file's field name and the file's bytes. */
export function uploadFingerprint(request: FastifyRequest, field: string, bytes: Buffer): string {
  return createHash('sha256')
    .update(requestLine(request))
    .update(`\n${JSON.stringify([field])}\n`)
    .update(bytes)
    .digest('hex');
}
