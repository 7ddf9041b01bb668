import type { RouteOptions } from 'fastify';
import { passwordResetRoutes } from '../accounts/passwordReset.routes';
import { profileRoutes } from '../accounts/profile.routes';
import { signUpRoutes } from '../accounts/signUp.routes';
import type { AppDeps } from '../appDeps';
import { authRoutes } from '../auth/auth.routes';
import { contactNumberRoutes } from '../contactNumbers/contactNumbers.routes';
import { imageRoutes } from '../images/images.routes';
import { leadsRoutes } from '../leads/leads.routes';
import { notificationRoutes } from '../notifications/notifications.routes';
import { sessionsRoutes } from '../sessions/sessions.routes';
import { systemRoutes } from '../system/system.routes';
import { twoFactorRoutes } from '../twoFactor/twoFactor.routes';
import type { Handlers, OperationId, RouteHandler } from './handlers';
import { NOT_AVAILABLE_YET, notAvailableYet } from './notAvailable';

/** One handler per operationId of the contract, gathered from each concern's routes module. */
function allHandlers(deps: AppDeps): Handlers {
  const built: Partial<Handlers> = {
    ...systemRoutes(deps),
    ...leadsRoutes(deps),
    ...imageRoutes(deps),
    ...contactNumberRoutes(deps),
    ...notificationRoutes(deps),
    ...authRoutes(deps),
    ...signUpRoutes(deps),
    ...passwordResetRoutes(deps),
    ...profileRoutes(deps),
    ...twoFactorRoutes(deps),
    ...sessionsRoutes(deps),
  };
  for (const id of NOT_AVAILABLE_YET) built[id] ??= notAvailableYet;
  return built as Handlers;
}

/**
 * The resolver fastify-openapi-glue calls for every operation of openapi.yaml. An operation without a
 * handler stops the server at start-up rather than failing at request time.
 */
export function resolveOperations(deps: AppDeps): (operationId: string) => RouteHandler | RouteOptions {
  const handlers = allHandlers(deps);
  return (operationId) => {
    const handler = handlers[operationId as OperationId];
    if (!handler) throw new Error(`openapi.yaml operation "${operationId}" has no handler`);
    // The glue spreads returned options over the route it builds, which already has method, url and schema.
    return typeof handler === 'function' ? handler : (handler as RouteOptions);
  };
}
