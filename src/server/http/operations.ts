import type { AppDeps } from '../app';
import { systemRoutes } from '../system/system.routes';
import type { Handlers, OperationId, RouteHandler } from './handlers';
import { NOT_AVAILABLE_YET, notAvailableYet } from './notAvailable';

/** One handler per operationId of the contract, gathered from each concern's routes module. */
function allHandlers(deps: AppDeps): Handlers {
  const built: Partial<Handlers> = { ...systemRoutes(deps) };
  for (const id of NOT_AVAILABLE_YET) built[id] ??= notAvailableYet;
  return built as Handlers;
}

/**
 * The resolver fastify-openapi-glue calls for every operation of openapi.yaml. An operation without a
 * handler stops the server at start-up rather than failing at request time.
 */
export function resolveOperations(deps: AppDeps): (operationId: string) => RouteHandler {
  const handlers = allHandlers(deps);
  return (operationId) => {
    const handler = handlers[operationId as OperationId];
    if (!handler) throw new Error(`openapi.yaml operation "${operationId}" has no handler`);
    return handler;
  };
}
