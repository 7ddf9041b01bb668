import type { OperationId, RouteHandler } from './handlers';

/**
 * Operations whose feature has not landed yet. They answer 501 so that a caller can tell "not built"
 * from "broken"; README lists them. Each later feature removes its names from this list.
 */
export const NOT_AVAILABLE_YET: readonly OperationId[] = [];

export const notAvailableYet: RouteHandler = async (_request, reply) =>
  reply.code(501).send({ error: 'Not available yet' });
