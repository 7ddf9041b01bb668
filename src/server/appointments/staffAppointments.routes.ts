import type { FastifyRequest } from 'fastify';
import { streetAddressError } from '../../shared/appointments';
import type { AppDeps } from '../http/appDeps';
import type { Handlers } from '../http/handlers';
import { httpError } from '../http/httpError';
import { requireConfirmed } from '../sessions/confirmation';
import { requireStaff } from '../staff/staffAccess';
import { calendarDate, closureSpan, scheduleSpan } from './appointmentInput';
import { staffAppointmentView } from './appointmentRecord';
import { appointmentContextOf, noStore, windowConflict } from './appointmentReplies';
import { capacityList, closedDatesIn } from './availability.service';
import { bookVisit } from './booking.service';
import {
  allowRebooking,
  closeDays,
  scheduleVisit,
  scheduleVisits,
  sendNewLink,
  setCapacity,
  setVisitStatus,
} from './staffSchedule.service';

type StaffOperations =
  | 'listAppointments'
  | 'bookAppointmentForLead'
  | 'updateAppointment'
  | 'allowRebooking'
  | 'sendNewManageLink'
  | 'setCapacity'
  | 'closeDates';

/**
 * The staff side of the schedule (tag `appointments`). Every handler starts with the lead inbox's staff
 * check (staff/staffAccess.ts: a listed, verified account with 2FA on, from a session that passed it), so
 * nobody else learns whether a visit exists; answers are never cached (they hold customers' details).
 * Logs name the staff member by user id and visits by id, never an address.
 */
export function staffAppointmentRoutes({
  config,
  database,
  clock,
}: AppDeps): Pick<Handlers, StaffOperations> {
  const { db } = database;
  const staff = (request: FastifyRequest) => requireStaff(db, config.staffEmails, request);
  const context = appointmentContextOf({ config, clock });

  return {
    async listAppointments(request, reply) {
      await staff(request);
      const { now } = context();
      const span = scheduleSpan(request.query, now);
      const [appointments, capacity, closed_dates] = await Promise.all([
        scheduleVisits(db, span.from, span.to, now),
        capacityList(db),
        closedDatesIn(db, span.from, span.to),
      ]);
      return noStore(reply).send({ appointments, capacity, closed_dates });
    },

    async bookAppointmentForLead(request, reply) {
      const member = await staff(request);
      const ctx = context();
      const { body } = request;
      const date = calendarDate(body.date);
      const complaint = streetAddressError(body.address);
      if (complaint) throw httpError(400, complaint);
      const input = {
        serviceRequestId: body.service_request_id,
        date,
        window: body.window,
        address: body.address.trim(),
        by: { role: 'staff', name: member.name } as const,
      };
      try {
        const { row, customer } = await bookVisit(db, input, ctx);
        request.log.info(
          { appointmentId: row.id, serviceRequestId: row.service_request_id, staffUserId: member.userId },
          'appointment booked by staff',
        );
        return noStore(reply)
          .code(201)
          .send(staffAppointmentView(row, customer, ctx.now));
      } catch (error) {
        return windowConflict(error, request, noStore(reply), db, ctx.now);
      }
    },

    async updateAppointment(request, reply) {
      const member = await staff(request);
      const ctx = context();
      const { id } = request.params;
      const { status } = request.body;
      await setVisitStatus(db, id, status, ctx);
      request.log.info({ appointmentId: id, status, staffUserId: member.userId }, 'appointment updated');
      return noStore(reply).send(await scheduleVisit(db, id, ctx.now));
    },

    async allowRebooking(request, reply) {
      const member = await staff(request);
      const { now } = context();
      const { id } = request.params;
      await allowRebooking(db, id, now);
      request.log.info({ appointmentId: id, staffUserId: member.userId }, 'appointment re-booking allowed');
      return noStore(reply).send(await scheduleVisit(db, id, now));
    },

    async sendNewManageLink(request, reply) {
      const member = await staff(request);
      const ctx = context();
      const { id } = request.params;
      await sendNewLink(db, id, ctx);
      request.log.info({ appointmentId: id, staffUserId: member.userId }, 'appointment manage link replaced');
      return noStore(reply).send(await scheduleVisit(db, id, ctx.now));
    },

    async setCapacity(request, reply) {
      const member = await staff(request);
      const capacity = await setCapacity(db, request.body);
      request.log.info({ ...request.body, staffUserId: member.userId }, 'appointment capacity set');
      return noStore(reply).send({ capacity });
    },

    async closeDates(request, reply) {
      const member = await staff(request);
      // It cancels and e-mails every visit of up to 60 days: like the lead export, the session must also
      // have confirmed it is its user lately (issue 38).
      requireConfirmed(request);
      const span = closureSpan(request.body);
      const cancelled = await closeDays(db, span, context());
      request.log.info(
        { from: span.from, to: span.to, cancelled, staffUserId: member.userId },
        'days closed',
      );
      return noStore(reply).send({ closed_dates: await closedDatesIn(db, span.from, span.to), cancelled });
    },
  };
}
