import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';
import type { components, operations } from '../../api/schema';

// A handler's request and reply types come from the generated contract, keyed by operationId, so a route
// file reads `request.body` and `request.params` as the contract declares them, without a cast. They hold
// at run time because fastify-openapi-glue validates every request against the same operation first.

/** Every operationId of openapi.yaml; the server must have exactly one handler for each. */
export type OperationId = keyof operations;

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

// A query whose parameters are all optional is generated as `query?: {...}`; Fastify still hands the
// handler an object (empty when nothing was sent), so the optional wrapper is dropped.
type ParametersIn<K extends OperationId, In extends 'path' | 'query'> = operations[K]['parameters'] extends {
  [P in In]: infer V;
}
  ? V
  : operations[K]['parameters'] extends { [P in In]?: infer V }
    ? [NonNullable<V>] extends [never]
      ? Record<string, never>
      : NonNullable<V>
    : Record<string, never>;

/** What Fastify is told about one operation: its body, path and query parameters and its JSON answers. */
export interface OperationTypes<K extends OperationId> {
  /** Non-JSON bodies (the multipart upload) are read by their handler, so they stay unknown. */
  Body: [JsonBody<K>] extends [never] ? unknown : JsonBody<K>;
  Params: ParametersIn<K, 'path'>;
  Querystring: ParametersIn<K, 'query'>;
  /** The success body, or the one error shape every non-2xx answer has; other media types are unchecked. */
  Reply: [JsonReply<K>] extends [never] ? unknown : JsonReply<K> | components['schemas']['Error'];
}

export type OperationRequest<K extends OperationId> = FastifyRequest<OperationTypes<K>>;
export type OperationReply<K extends OperationId> = FastifyReply<OperationTypes<K>>;

export type OperationHandler<K extends OperationId> = (
  request: OperationRequest<K>,
  reply: OperationReply<K>,
) => Promise<unknown>;

/**
 * A handler with the few route options the contract cannot drive alone (a multipart upload's body is read
 * by its handler, after authentication, so it takes its own body validator). The contract's schema and
 * config and the security preHandler cannot be overridden from here.
 */
export type RouteWithOptions<K extends OperationId> = { handler: OperationHandler<K> } & Pick<
  RouteShorthandOptions,
  'validatorCompiler'
>;

export type OperationRoute<K extends OperationId> = OperationHandler<K> | RouteWithOptions<K>;

/** One route per operation, each typed from its own operation of the contract. */
export type Handlers = { [K in OperationId]: OperationRoute<K> };
