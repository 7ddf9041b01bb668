import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { operations } from '../../api/schema';

/** Every operationId of openapi.yaml; the server must have exactly one handler for each. */
export type OperationId = keyof operations;

export type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * A handler with the few route options the contract cannot drive alone (a multipart upload's body is read
 * by its handler, after authentication, so it takes its own body validator). The contract's schema and
 * config and the security preHandler cannot be overridden from here.
 */
export type RouteWithOptions = { handler: RouteHandler } & Pick<RouteShorthandOptions, 'validatorCompiler'>;

export type OperationRoute = RouteHandler | RouteWithOptions;

export type Handlers = Record<OperationId, OperationRoute>;

/** The JSON body an operation accepts, as generated from the contract. */
export type JsonBody<K extends OperationId> = operations[K] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : operations[K] extends { requestBody?: { content: { 'application/json': infer B } } }
    ? B | undefined
    : never;

/** The JSON body of an operation's 200/201 answer. */
export type JsonReply<K extends OperationId> = operations[K] extends {
  responses: { 200: { content: { 'application/json': infer R } } };
}
  ? R
  : operations[K] extends { responses: { 201: { content: { 'application/json': infer R } } } }
    ? R
    : never;
