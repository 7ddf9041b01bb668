import type { RouteHandlerMethod, RouteOptions } from 'fastify';
import { passwordResetRoutes } from './accounts/passwordReset.routes';
import { profileRoutes } from './accounts/profile.routes';
import { signUpRoutes } from './accounts/signUp.routes';
import { appointmentRoutes } from './appointments/appointments.routes';
import { bookingBlockRoutes } from './appointments/bookingBlocks.routes';
import { staffAppointmentRoutes } from './appointments/staffAppointments.routes';
import { confirmIdentityRoutes } from './confirmation/confirmIdentity.routes';
import { contactNumberRoutes } from './contactNumbers/contactNumbers.routes';
import type { AppDeps } from './http/appDeps';
import type { Handlers, OperationId } from './http/handlers';
import { notAvailableRoutes } from './http/notAvailable';
import { imageRoutes } from './images/images.routes';
import { insightsRoutes } from './insights/insights.routes';
import { leadsRoutes } from './leads/leads.routes';
import { notificationRoutes } from './notifications/notifications.routes';
import { passkeyRoutes } from './passkeys/passkeys.routes';
import { sessionsRoutes } from './sessions/sessions.routes';
import { signInRoutes } from './signIn/signIn.routes';
import { sizingRoutes } from './sizing/sizing.routes';
import { leadContactRoutes } from './staff/leadContact.routes';
import { pushRoutes } from './staff/pushDevices.routes';
import { staffRoutes } from './staff/staff.routes';
import { systemRoutes } from './system/system.routes';
import { twoFactorRoutes } from './twoFactor/twoFactor.routes';

/**
 * One handler per operationId of the contract, gathered from each concern's routes module; the type
 * makes a missing one a compile error.
 */
function allHandlers(deps: AppDeps): Handlers {
  return {
    ...notAvailableRoutes,
    ...systemRoutes(deps),
    ...leadsRoutes(deps),
    ...imageRoutes(deps),
    ...contactNumberRoutes(deps),
    ...notificationRoutes(deps),
    ...passkeyRoutes(deps),
    ...signInRoutes(deps),
    ...signUpRoutes(deps),
    ...passwordResetRoutes(deps),
    ...profileRoutes(deps),
    ...twoFactorRoutes(deps),
    ...sessionsRoutes(deps),
    ...confirmIdentityRoutes(deps),
    ...staffRoutes(deps),
    ...leadContactRoutes(deps),
    ...insightsRoutes(deps),
    ...pushRoutes(deps),
    ...sizingRoutes(),
    ...appointmentRoutes(deps),
    ...staffAppointmentRoutes(deps),
    ...bookingBlockRoutes(deps),
  };
}

/**
 * The resolver fastify-openapi-glue calls for every operation of openapi.yaml. An operation without a
 * handler (openapi.yaml changed, schema.d.ts not regenerated) stops the server at start-up rather than
 * failing at request time.
 */
export function resolveOperations(deps: AppDeps): (operationId: string) => RouteHandlerMethod | RouteOptions {
  const handlers: Partial<Record<string, Handlers[OperationId]>> = allHandlers(deps);
  return (operationId) => {
    const route = handlers[operationId];
    if (!route) throw new Error(`openapi.yaml operation "${operationId}" has no handler`);
    // The one cast of the typed handlers: Fastify's route type knows nothing of our operations, while each
    // handler reads the body and parameters of its own. The glue registers it with that operation's schema,
    // so Fastify has validated the request against it before the handler runs. Returned options are
    // spread over the route the glue builds, which already has method, url and schema.
    return route as RouteHandlerMethod | RouteOptions;
  };
}
