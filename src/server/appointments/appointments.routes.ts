import { appointmentMessages } from '../../shared/appointments';
import type { Locale } from '../../shared/i18n/locales';
import type { AppDeps } from '../http/appDeps';
import type { Handlers } from '../http/handlers';
import { httpError } from '../http/httpError';
import { requestLocale } from '../i18n/requestLocale';
import { translate } from '../i18n/translate';
import { isBookingProof } from '../security/bookingProof';
import { accountKeys } from '../security/keys';
import { withRetryAfter } from '../security/retryLater';
import { requireAuth } from '../sessions/bearer.plugin';
import { availabilitySpan, calendarDate } from './appointmentInput';
import { appointmentView } from './appointmentRecord';
import { appointmentContextOf, noStore, windowConflict } from './appointmentReplies';
import { availability } from './availability.service';
import type { Booking } from './booking.service';
import { bookingCounter } from './bookingCaps';
import { bookAsCustomer, confirmHold, resendCode } from './customerBooking.service';
import { cancelByToken, findByToken, rescheduleVisit } from './manage.service';
import { upcomingVisits } from './myAppointments.service';

type CustomerOperations =
  | 'listAvailability'
  | 'bookAppointment'
  | 'confirmAppointmentHold'
  | 'resendAppointmentCode'
  | 'getAppointment'
  | 'rescheduleAppointment'
  | 'cancelAppointment'
  | 'listMyAppointments';

/**
 * The customer's side of the free in-home assessment (tag `appointments`): the windows with room, booking
 * one with the estimate request's proof, the manage link, and a signed-in customer's upcoming visits.
 * Answers are never cached: they change with every booking, and a manage answer is the customer's. Logs
 * name appointments by id, never by token.
 */
export function appointmentRoutes({ config, database, clock }: AppDeps): Pick<Handlers, CustomerOperations> {
  const { db } = database;
  const context = appointmentContextOf({ config, clock });
  const keys = accountKeys(config);
  const checkProof = (body: { service_request_id: string; booking_proof: string }) => {
    if (!isBookingProof(keys, body.service_request_id, body.booking_proof)) {
      throw httpError(403, appointmentMessages.proofRefused);
    }
  };
  const booked = (booking: Booking, movedExisting: boolean, now: Date, locale: Locale) => ({
    appointment: appointmentView(booking.row, now),
    manage_token: booking.token,
    moved_existing: movedExisting,
    ...(movedExisting ? { message: translate(locale, appointmentMessages.movedExisting) } : {}),
  });

  return {
    async listAvailability(request, reply) {
      const { now } = context();
      const span = availabilitySpan(request.query, now);
      return noStore(reply).send(await availability(db, span.from, span.to, now));
    },

    async bookAppointment(request, reply) {
      const ctx = context();
      const { body } = request;
      const date = calendarDate(body.date);
      checkProof(body);
      const counter = bookingCounter(db, keys, request.ip, ctx.now);
      const input = {
        serviceRequestId: body.service_request_id,
        date,
        window: body.window,
        address: body.address?.trim() || undefined,
        signedInUserId: request.auth?.userId ?? null,
      };
      try {
        const result = await withRetryAfter(reply, async () => {
          await counter.check();
          return bookAsCustomer(db, keys, input, ctx, counter);
        });
        if (result.kind === 'held') {
          if (result.placed) await counter.count(null);
          request.log.info({ serviceRequestId: input.serviceRequestId }, 'appointment held for its code');
          return noStore(reply).code(202).send({ hold: result.hold });
        }
        if (result.changed) await counter.count(null);
        const { row } = result.booking;
        request.log.info(
          {
            appointmentId: row.id,
            serviceRequestId: row.service_request_id,
            movedExisting: result.movedExisting,
          },
          'appointment booked',
        );
        return noStore(reply)
          .code(201)
          .send(booked(result.booking, result.movedExisting, ctx.now, requestLocale(request)));
      } catch (error) {
        return windowConflict(error, request, noStore(reply), db, ctx.now);
      }
    },

    async confirmAppointmentHold(request, reply) {
      const ctx = context();
      const { body } = request;
      checkProof(body);
      try {
        const input = { serviceRequestId: body.service_request_id, code: body.code };
        // Confirming may move the person's visit, which the move cap can refuse with when to try again.
        const result = await withRetryAfter(reply, () => confirmHold(db, keys, input, ctx));
        const { row } = result.booking;
        request.log.info(
          {
            appointmentId: row.id,
            serviceRequestId: input.serviceRequestId,
            movedExisting: result.movedExisting,
          },
          'held appointment confirmed',
        );
        return noStore(reply)
          .code(201)
          .send(booked(result.booking, result.movedExisting, ctx.now, requestLocale(request)));
      } catch (error) {
        return windowConflict(error, request, noStore(reply), db, ctx.now);
      }
    },

    async resendAppointmentCode(request, reply) {
      const ctx = context();
      const { body } = request;
      checkProof(body);
      const hold = await withRetryAfter(reply, () => resendCode(db, keys, body.service_request_id, ctx));
      request.log.info({ serviceRequestId: body.service_request_id }, 'booking code sent again');
      return noStore(reply).code(202).send({ hold });
    },

    async getAppointment(request, reply) {
      const { now } = context();
      return noStore(reply).send(appointmentView(await findByToken(db, request.params.token, now), now));
    },

    async rescheduleAppointment(request, reply) {
      const ctx = context();
      const target = { date: calendarDate(request.body.date), window: request.body.window };
      try {
        // The move cap's 429 says when the next move is allowed (issue 38).
        const row = await withRetryAfter(reply, () => rescheduleVisit(db, request.params.token, target, ctx));
        request.log.info({ appointmentId: row.id }, 'appointment moved');
        return noStore(reply).send(appointmentView(row, ctx.now));
      } catch (error) {
        return windowConflict(error, request, noStore(reply), db, ctx.now);
      }
    },

    async cancelAppointment(request, reply) {
      const ctx = context();
      const row = await cancelByToken(db, request.params.token, ctx);
      request.log.info({ appointmentId: row.id }, 'appointment cancelled by the customer');
      return noStore(reply).send(appointmentView(row, ctx.now));
    },

    async listMyAppointments(request, reply) {
      const { userId } = requireAuth(request);
      const { keys, now } = context();
      return noStore(reply).send({ appointments: await upcomingVisits(db, keys, userId, now) });
    },
  };
}
