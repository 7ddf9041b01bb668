import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appointmentMessages } from '../../src/shared/appointments';
import { staffMessages } from '../../src/shared/staffMessages';
import { outboxSettled, signUpUser } from '../helpers/accounts';
import {
  type Appointment,
  type ErrorBody,
  type StaffAppointment,
  type StaffSchedule,
  setUpAppointmentSuite,
} from '../helpers/appointmentSuite';
import { calendarOf, child, parseIcs, property } from '../helpers/icsParser';
import { english } from '../helpers/shownText';
import { turnTwoFactorOn } from '../helpers/twoFactorFlow';

// The staff side of the schedule (issue 28): who may use it, the schedule, statuses and closing days.
const suite = setUpAppointmentSuite('2026-10-28T14:00:00Z');
const { call } = suite;

function everyCall(id: string): Array<[method: string, path: string, body?: unknown]> {
  return [
    ['GET', '/appointments?from=2026-11-02&to=2026-11-08'],
    ['PATCH', `/appointments/${id}`, { status: 'done' }],
    ['PUT', '/appointments/capacity', { weekday: 1, window: 'morning', visits: 2 }],
    ['POST', '/appointments/closures', { from: '2026-11-11', to: '2026-11-11', reason: 'Holiday' }],
  ];
}

async function booked(date: string, window = 'morning') {
  const request = await suite.estimate('Jacksonville');
  const res = await suite.book(request, date, window, { address: '88 Riverside Ave' });
  expect(res.status).toBe(201);
  return { request, token: res.body.manage_token, id: res.body.appointment.id };
}

describe('who may use the schedule', () => {
  it('answers guests 401, customers and staff without a second factor 403, and changes nothing', async () => {
    const { id } = await booked('2026-11-02');
    const customer = await signUpUser(suite.server(), suite.receiver);
    await turnTwoFactorOn(suite.server(), customer);
    const owner = await signUpUser(suite.server(), suite.receiver, { email: 'owner@example.com' });
    const callers: Array<[token: string | null, status: number, error: string]> = [
      [null, 401, 'Please sign in to continue.'],
      [customer.token, 403, staffMessages.staffOnly],
      [owner.token, 403, staffMessages.twoFactorRequired],
    ];
    for (const [token, status, error] of callers) {
      for (const target of [id, randomUUID()]) {
        for (const [method, path, body] of everyCall(target)) {
          const res = await call(method, path, { token, body });
          expect([method, path, res.status, res.body]).toEqual([method, path, status, { error }]);
        }
      }
    }
    const weak = await signUpUser(suite.server(), suite.receiver, { email: 'manager@example.com' });
    await turnTwoFactorOn(suite.server(), weak);
    const refused = await call('GET', '/appointments', { token: weak.token });
    expect(refused).toMatchObject({ status: 403, body: { error: staffMessages.strongSignInRequired } });
    const schedule = await call<StaffSchedule>('GET', '/appointments?from=2026-11-02&to=2026-11-02');
    expect(schedule.body.appointments.find((a) => a.id === id)?.status).toBe('booked');
    expect(schedule.body.closed_dates).toEqual([]);
  });
});

describe('the schedule', () => {
  it('lists the visits of a span with their customers, the capacity and the closed days', async () => {
    const { request, id } = await booked('2026-11-03', 'afternoon');
    const res = await call<StaffSchedule>('GET', '/appointments?from=2026-11-03&to=2026-11-03');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.appointments.find((a) => a.id === id)).toEqual({
      id,
      lead_id: request.id,
      date: '2026-11-03',
      window: 'afternoon',
      starts_at: '2026-11-03T17:00:00.000Z',
      ends_at: '2026-11-03T22:00:00.000Z',
      time_zone: 'America/New_York',
      address: '88 Riverside Ave',
      city: 'Jacksonville',
      status: 'booked',
      cancel_reason: null,
      can_change: true,
      name: request.name,
      email: request.email,
      // Each test customer has a number of their own (the one-visit-per-phone rule of issue 38).
      phone: expect.stringMatching(/^813\d{7}$/),
      reminder_sent_at: null,
      rebooking_allowed: false,
    });
    expect(res.body.capacity).toHaveLength(14);
    expect(res.body.capacity.slice(0, 3)).toEqual([
      { weekday: 0, window: 'morning', visits: 0 },
      { weekday: 0, window: 'afternoon', visits: 0 },
      { weekday: 1, window: 'morning', visits: 2 },
    ]);
    const lead = await call<{ id: string }>('GET', `/leads/${request.id}`);
    expect(lead.body.id).toBe(request.id);
  });

  it('marks a visit done or no-show without e-mail, and cancels one with METHOD:CANCEL', async () => {
    const { request, id, token } = await booked('2026-11-04');
    const done = await call<StaffAppointment>('PATCH', `/appointments/${id}`, { body: { status: 'done' } });
    expect(done).toMatchObject({ status: 200, body: { id, status: 'done', can_change: false } });
    const again = await call<ErrorBody>('PATCH', `/appointments/${id}`, { body: { status: 'done' } });
    expect(again).toMatchObject({
      status: 409,
      body: { error: english(appointmentMessages.statusUnchanged) },
    });
    const missing = await call<ErrorBody>('PATCH', `/appointments/${randomUUID()}`, {
      body: { status: 'no_show' },
    });
    expect(missing).toMatchObject({ status: 404, body: { error: english(appointmentMessages.notFound) } });

    const other = await booked('2026-11-04', 'afternoon');
    const cancelled = await call<StaffAppointment>('PATCH', `/appointments/${other.id}`, {
      body: { status: 'cancelled' },
    });
    expect(cancelled.body).toMatchObject({ status: 'cancelled', cancel_reason: 'staff' });
    const mail = await suite.mailTo(other.request.email, 'is cancelled');
    expect(calendarOf(mail).method).toBe('CANCEL');
    expect(property(child(parseIcs(calendarOf(mail).text), 'VEVENT'), 'SEQUENCE').value).toBe('1');
    // Marking done e-mailed nobody: the visit's only appointment e-mail is its booking.
    await outboxSettled(suite.server());
    const visitMails = suite.mailsTo(request.email).filter((m) => m.parsed.subject?.includes('assessment'));
    expect(visitMails.map((m) => m.parsed.subject)).toEqual([
      'Your free in-home assessment on Wednesday, November 4, 2026',
    ]);
    const customerView = await suite.publicCall<Appointment>('GET', `/appointments/manage/${token}`);
    expect(customerView.body.status).toBe('done');
  });

  it('closes days: their visits are cancelled, the customers e-mailed, and the link picks a new time', async () => {
    const { request, token, id } = await booked('2026-11-06');
    const closed = await call('POST', '/appointments/closures', {
      body: { from: '2026-11-06', to: '2026-11-07', reason: ' Hurricane Milton ' },
    });
    expect(closed).toMatchObject({
      status: 200,
      body: {
        closed_dates: [
          { date: '2026-11-06', reason: 'Hurricane Milton' },
          { date: '2026-11-07', reason: 'Hurricane Milton' },
        ],
        cancelled: 1,
      },
    });
    const mail = await suite.mailTo(request.email, 'Please pick a new time');
    expect(mail.parsed.subject).toBe('Please pick a new time for your in-home assessment');
    expect(mail.parsed.text).toContain('Hurricane Milton');
    expect(mail.parsed.text).toContain(`${suite.server().url}/appointments/manage/${token}`);
    expect(calendarOf(mail).method).toBe('CANCEL');

    const view = await suite.publicCall<Appointment>('GET', `/appointments/manage/${token}`);
    expect(view.body).toMatchObject({ status: 'cancelled', cancel_reason: 'closure', can_change: true });
    const picked = await suite.publicCall<Appointment>('POST', `/appointments/manage/${token}/reschedule`, {
      date: '2026-11-09',
      window: 'afternoon',
    });
    expect(picked.body).toMatchObject({ id, status: 'booked', cancel_reason: null, date: '2026-11-09' });
    const rebooked = await suite.mailTo(request.email, 'New time for your in-home assessment');
    expect(property(child(parseIcs(calendarOf(rebooked).text), 'VEVENT'), 'SEQUENCE').value).toBe('2');
  });

  it('refuses a closure of more than 60 days or without a reason', async () => {
    const long = await call('POST', '/appointments/closures', {
      body: { from: '2026-11-01', to: '2027-01-01', reason: 'x' },
    });
    expect(long).toMatchObject({ status: 400, body: { error: english(appointmentMessages.closureTooLong) } });
    const blank = await call('POST', '/appointments/closures', {
      body: { from: '2026-11-01', to: '2026-11-01', reason: '  ' },
    });
    expect(blank).toMatchObject({
      status: 400,
      body: { error: english(appointmentMessages.reasonRequired) },
    });
  });
});
