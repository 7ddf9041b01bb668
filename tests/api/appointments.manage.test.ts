import { describe, expect, it } from 'vitest';
import { appointmentMessages } from '../../src/shared/appointments';
import { signUpUser } from '../helpers/accounts';
import { type Appointment, type ErrorBody, setUpAppointmentSuite } from '../helpers/appointmentSuite';
import { calendarOf, child, parseIcs, property } from '../helpers/icsParser';
import { english } from '../helpers/shownText';
import type { ReceivedMail } from '../helpers/smtpReceiver';

// The customer's manage link (issue 28): read, move, cancel; one appointment's token and nothing else.
const suite = setUpAppointmentSuite('2026-10-28T14:00:00Z');

const manage = (token: string, action = '', body?: unknown) =>
  suite.publicCall<Appointment & ErrorBody>(
    action ? 'POST' : 'GET',
    `/appointments/manage/${encodeURIComponent(token)}${action}`,
    body,
  );
const event = (mail: ReceivedMail) => child(parseIcs(calendarOf(mail).text), 'VEVENT');

async function booked(date = '2026-11-03', window = 'morning') {
  const request = await suite.estimate();
  const res = await suite.book(request, date, window);
  expect(res.status).toBe(201);
  return { request, token: res.body.manage_token, appointment: res.body.appointment };
}

describe('the manage link', () => {
  it('reads the visit, moves it (SEQUENCE + 1) and cancels it (METHOD:CANCEL), then only reads it', async () => {
    const { request, token, appointment } = await booked();
    const read = await manage(token);
    expect(read.status).toBe(200);
    expect(read.headers.get('cache-control')).toBe('no-store');
    expect(read.body).toEqual(appointment);

    const moved = await manage(token, '/reschedule', { date: '2026-11-04', window: 'afternoon' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({
      id: appointment.id,
      date: '2026-11-04',
      window: 'afternoon',
      status: 'booked',
    });
    const update = await suite.mailTo(request.email, 'New time for your in-home assessment');
    expect(calendarOf(update).method).toBe('REQUEST');
    expect(property(event(update), 'SEQUENCE').value).toBe('1');
    expect(property(event(update), 'DTSTART').value).toBe('20261104T120000');
    expect(update.parsed.text).toContain(`/appointments/manage/${token}`);

    const cancelled = await manage(token, '/cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: 'cancelled',
      cancel_reason: 'customer',
      can_change: false,
    });
    const cancel = await suite.mailTo(request.email, 'is cancelled');
    expect(calendarOf(cancel).method).toBe('CANCEL');
    const calendar = parseIcs(calendarOf(cancel).text);
    expect(property(calendar, 'METHOD').value).toBe('CANCEL');
    expect(property(child(calendar, 'VEVENT'), 'SEQUENCE').value).toBe('2');
    expect(property(child(calendar, 'VEVENT'), 'STATUS').value).toBe('CANCELLED');
    expect(property(child(calendar, 'VEVENT'), 'UID').value).toBe(property(event(update), 'UID').value);
    expect(cancel.parsed.text).toContain(`/appointments/manage/${token}`);

    // Used: it still reads the visit, but changes nothing.
    expect((await manage(token)).body.status).toBe('cancelled');
    const final = { status: 409, body: { error: english(appointmentMessages.cancelledFinal) } };
    expect(await manage(token, '/cancel')).toMatchObject(final);
    expect(await manage(token, '/reschedule', { date: '2026-11-05', window: 'morning' })).toMatchObject(
      final,
    );
  });

  it('refuses a move to a full or closed window with 409 and the windows that have room', async () => {
    const { token } = await booked('2026-11-09', 'afternoon');
    const res = await manage(token, '/reschedule', { date: '2026-11-08', window: 'morning' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe(english(appointmentMessages.dayClosed));
    expect(res.body.windows?.some((w) => w.date === '2026-11-09' && w.window === 'afternoon')).toBe(true);
    expect((await manage(token)).body).toMatchObject({ date: '2026-11-09', window: 'afternoon' });
  });

  it('finds nothing with an unknown, altered or foreign token', async () => {
    const { token } = await booked('2026-11-10');
    const customer = await signUpUser(suite.server(), suite.receiver);
    const invalid = { status: 404, body: { error: english(appointmentMessages.linkInvalid) } };
    for (const other of [
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      customer.token,
      'x',
      '',
    ]) {
      if (other === '') continue;
      expect(await manage(other)).toMatchObject(invalid);
      expect(await manage(other, '/cancel')).toMatchObject(invalid);
      expect(await manage(other, '/reschedule', { date: '2026-11-11', window: 'morning' })).toMatchObject(
        invalid,
      );
    }
  });

  it('stops working a day after the visit, and cannot change a visit that has started', async () => {
    const { token } = await booked('2026-11-05', 'morning');
    try {
      suite.clock.set('2026-11-05T14:00:00Z'); // 9 am in Florida: the window has started
      expect((await manage(token)).body).toMatchObject({ status: 'booked', can_change: false });
      const late = { status: 409, body: { error: english(appointmentMessages.tooLateToChange) } };
      expect(await manage(token, '/cancel')).toMatchObject(late);
      expect(await manage(token, '/reschedule', { date: '2026-11-09', window: 'morning' })).toMatchObject(
        late,
      );
      suite.clock.set('2026-11-06T16:59:59Z'); // the window ended at noon the day before: still readable
      expect((await manage(token)).status).toBe(200);
      suite.clock.set('2026-11-06T17:00:01Z');
      expect(await manage(token)).toMatchObject({
        status: 404,
        body: { error: english(appointmentMessages.linkInvalid) },
      });
    } finally {
      suite.clock.set('2026-10-28T14:00:00Z');
    }
  });
});
