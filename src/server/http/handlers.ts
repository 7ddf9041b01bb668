import type { FastifyReply, FastifyRequest } from 'fastify';
import type { operations } from '../../api/schema';

/** Every operationId of openapi.yaml; the server must have exactly one handler for each. */
export type OperationId = keyof operations;

export type RouteHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export type Handlers = Record<OperationId, RouteHandler>;

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
