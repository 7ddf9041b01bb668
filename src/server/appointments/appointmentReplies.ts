import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import type { AppDeps } from '../http/appDeps';
import { sendError } from '../http/requestErrors';
import { accountKeys } from '../security/keys';
import type { AppointmentContext } from './appointmentContext';
import { openWindows } from './availability.service';
import { WindowUnavailable } from './slots';

// What the customer's and the staff's appointment handlers share: the services' context at the moment of
// a call, the no-store header and the 409 of a window that cannot be taken.

/** The services' context, made afresh for each call (the clock's reading, the settled public address). */
export function appointmentContextOf({ config, clock }: Pick<AppDeps, 'config' | 'clock'>) {
  return (): AppointmentContext => ({
    keys: accountKeys(config),
    publicUrl: config.publicUrl,
    companyEmail: config.companyEmail,
    now: clock?.() ?? new Date(),
  });
}

/** Appointment answers change with every booking, and many are one customer's: never cached. */
export function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store');
}

/**
 * A window that cannot be taken is a 409 with the windows that have room now (read after the failed
 * transaction ended, so they are fresh), its text in the request's language; anything else goes on to the
 * error handler.
 */
export async function windowConflict(
  error: unknown,
  request: FastifyRequest,
  reply: FastifyReply,
  db: Db,
  now: Date,
): Promise<FastifyReply> {
  if (!(error instanceof WindowUnavailable)) throw error;
  return sendError(request, reply, 409, error.text, { windows: await openWindows(db, now) });
}
