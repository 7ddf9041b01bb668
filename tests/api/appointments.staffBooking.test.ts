import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appointmentMessages, bookingTexts } from '../../src/shared/appointments';
import { staffMessages } from '../../src/shared/staffMessages';
import { outboxSettled, signUpUser } from '../helpers/accounts';
import {
  type Appointment,
  type Availability,
  type ErrorBody,
  type StaffAppointment,
  type StaffSchedule,
  setUpAppointmentSuite,
} from '../helpers/appointmentSuite';
import { calendarOf, child, parseIcs, property } from '../helpers/icsParser';
import { english } from '../helpers/shownText';
import type { LeadDetail } from '../helpers/staffSuite';

// Staff book a window for a caller from a lead's drawer (issue 28): the public booking's rules, lock and
// e-mails, reached with the staff check instead of the request's proof. The clock is Wednesday 28 October
// 2026, 10 am in Florida, so the span runs from Thursday 29 October to Wednesday 11 November.
const suite = setUpAppointmentSuite('2026-10-28T14:00:00Z');

/** The manage link's token in the customer's newest e-mail whose subject has `subject`. */
async function linkToken(email: string, subject: string): Promise<string> {
  const mail = await suite.mailTo(email, subject);
  const match = /\/appointments\/manage\/([A-Za-z0-9_-]+)/.exec(mail.parsed.text ?? '');
  if (!match?.[1]) throw new Error('no manage link in the e-mail');
  return match[1];
}

async function assessmentMails(email: string) {
  await outboxSettled(suite.server());
  return suite.mailsTo(email).filter((m) => m.parsed.subject?.includes('assessment'));
}

async function scheduleOf(date: string) {
  const res = await suite.call<StaffSchedule>('GET', `/appointments?from=${date}&to=${date}`);
  expect(res.status).toBe(200);
  return res.body.appointments;
}

describe('booking a visit for a caller', () => {
  it('books the window, answers the visit as the schedule lists it, and e-mails the customer', async () => {
    const request = await suite.estimate('Jacksonville');
    const res = await suite.staffBook(request, '2026-11-02', 'morning', '  88 Riverside Ave ');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toEqual({
      id: expect.any(String),
      lead_id: request.id,
      date: '2026-11-02',
      window: 'morning',
      starts_at: '2026-11-02T13:00:00.000Z',
      ends_at: '2026-11-02T17:00:00.000Z',
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
    expect((await scheduleOf('2026-11-02')).find((a) => a.id === res.body.id)).toEqual(res.body);

    // The customer's confirmation is the one of a booking made online, with the manage link that opens it.
    const mail = await suite.mailTo(request.email, 'Your free in-home assessment on');
    expect(mail.parsed.subject).toBe('Your free in-home assessment on Monday, November 2, 2026');
    expect(calendarOf(mail).method).toBe('REQUEST');
    const event = child(parseIcs(calendarOf(mail).text), 'VEVENT');
    expect(property(event, 'SEQUENCE').value).toBe('0');
    const token = await linkToken(request.email, 'Your free in-home assessment on');
    const view = await suite.publicCall<Appointment>('GET', `/appointments/manage/${token}`);
    expect(view.body).toMatchObject({ id: res.body.id, service_request_id: request.id, status: 'booked' });
  });

  it('moves the request’s booked visit (one visit per request), and books its own window again as a no-op', async () => {
    const request = await suite.estimate('Tampa');
    const online = await suite.book(request, '2026-11-03', 'morning', { address: '1402 Bayshore Blvd' });
    expect(online.status).toBe(201);
    const moved = await suite.staffBook(request, '2026-11-04', 'afternoon', '1500 Bayshore Blvd');
    expect(moved.status).toBe(201);
    expect(moved.body).toMatchObject({
      id: online.body.appointment.id,
      date: '2026-11-04',
      window: 'afternoon',
      address: '1500 Bayshore Blvd',
      status: 'booked',
    });
    const booked = await suite.mailTo(request.email, 'Your free in-home assessment on');
    const updated = await suite.mailTo(request.email, 'New time for your in-home assessment');
    const eventOf = (mail: typeof booked) => child(parseIcs(calendarOf(mail).text), 'VEVENT');
    expect(property(eventOf(updated), 'UID').value).toBe(property(eventOf(booked), 'UID').value);
    expect(property(eventOf(updated), 'SEQUENCE').value).toBe('1');
    // The customer's link still opens the one visit, at its new time.
    const view = await suite.publicCall<Appointment>(
      'GET',
      `/appointments/manage/${online.body.manage_token}`,
    );
    expect(view.body).toMatchObject({
      date: '2026-11-04',
      window: 'afternoon',
      address: '1500 Bayshore Blvd',
    });
    expect((await scheduleOf('2026-11-03')).filter((a) => a.lead_id === request.id)).toEqual([]);

    const again = await suite.staffBook(request, '2026-11-04', 'afternoon', '1500 Bayshore Blvd');
    expect(again).toMatchObject({ status: 201, body: moved.body });
    // Sorted: the outbox may deliver the two transactions' messages in either order.
    expect((await assessmentMails(request.email)).map((m) => m.parsed.subject).sort()).toEqual([
      'New time for your in-home assessment: Wednesday, November 4, 2026',
      'Your free in-home assessment on Tuesday, November 3, 2026',
    ]);
  });

  it('answers 409 with the windows that have room now when the window is full, closed or out of span', async () => {
    // Thursday afternoons take one visit here, and an online customer has the one of 5 November.
    const set = await suite.call('PUT', '/appointments/capacity', {
      body: { weekday: 4, window: 'afternoon', visits: 1 },
    });
    expect(set.status).toBe(200);
    const first = await suite.estimate();
    expect((await suite.book(first, '2026-11-05', 'afternoon')).status).toBe(201);
    const caller = await suite.estimate();
    const full = await suite.staffBook(caller, '2026-11-05', 'afternoon', '9 Main St');
    expect(full.status).toBe(409);
    expect(full.body.error).toBe(english(appointmentMessages.windowFull));
    const availability = await suite.publicCall<Availability>('GET', '/appointments/availability');
    const open = availability.body.days.flatMap((day) =>
      day.windows
        .filter((w) => w.available)
        .map((w) => ({ date: day.date, window: w.window, starts_at: w.starts_at, ends_at: w.ends_at })),
    );
    expect(full.body.windows).toEqual(open);
    expect(full.body.windows?.some((w) => w.date === '2026-11-05' && w.window === 'afternoon')).toBe(false);
    expect(full.body.windows?.some((w) => w.date === '2026-11-05' && w.window === 'morning')).toBe(true);

    const refusals: Array<[date: string, error: string]> = [
      ['2026-11-08', english(appointmentMessages.dayClosed)], // a Sunday
      ['2026-10-28', english(appointmentMessages.outsideSpan)], // today
      ['2026-11-12', english(appointmentMessages.outsideSpan)], // today plus 15 days
    ];
    for (const [date, error] of refusals) {
      const res = await suite.staffBook(caller, date, 'morning', '9 Main St');
      expect([date, res.status, res.body.error]).toEqual([date, 409, error]);
      expect(res.body.windows).toEqual(open);
    }
    expect(await assessmentMails(caller.email)).toEqual([]);
    await suite.call('PUT', '/appointments/capacity', {
      body: { weekday: 4, window: 'afternoon', visits: 2 },
    });
  });

  it('answers 404 for an unknown request or an inquiry’s id, and books nothing', async () => {
    const inquiryId = await suite.inquiry({
      name: `Ray Caller ${randomUUID().slice(0, 8)}`,
      email: 'ray.caller@example.com',
      phone: '904.555.0199',
      products: [{ name: 'Fuel Tanks' }],
    });
    for (const id of [randomUUID(), inquiryId]) {
      const res = await suite.staffBook({ id }, '2026-11-06', 'morning', '9 Main St');
      expect(res).toMatchObject({ status: 404, body: { error: staffMessages.leadNotFound } });
    }
    expect(await scheduleOf('2026-11-06')).toEqual([]);
  });

  it('refuses bad input with 400 and a message naming what is wrong', async () => {
    const request = await suite.estimate();
    const valid = {
      service_request_id: request.id,
      date: '2026-11-06',
      window: 'morning',
      address: '9 Main St',
    };
    const cases: Array<[body: Record<string, unknown>, error: string]> = [
      [{ ...valid, date: '2026-02-30' }, english(appointmentMessages.badDate)],
      [{ ...valid, date: '6 Nov 2026' }, english(appointmentMessages.badDate)],
      [{ ...valid, address: '   ' }, english(bookingTexts.addressRequired)],
      [{ ...valid, address: 'x'.repeat(201) }, 'address must be at most 200 characters long.'],
      [{ ...valid, window: 'evening' }, 'window must be one of: morning, afternoon.'],
      [{ ...valid, service_request_id: 'lead-1' }, 'service_request_id must be a valid uuid.'],
      [{ ...valid, booking_proof: 'x' }, 'The request has a field this call does not take.'],
    ];
    const { address: _address, ...withoutAddress } = valid;
    cases.push([withoutAddress, 'address is required.']);
    for (const [body, error] of cases) {
      const res = await suite.call<ErrorBody>('POST', '/appointments', { body });
      expect([body, res.status, res.body]).toEqual([body, 400, { error }]);
    }
    expect(await scheduleOf('2026-11-06')).toEqual([]);
  });

  it('is for staff only: 401 signed out, 403 for a customer and for staff without a second factor', async () => {
    const request = await suite.estimate();
    const customer = await signUpUser(suite.server(), suite.receiver);
    const owner = await signUpUser(suite.server(), suite.receiver, { email: 'owner@example.com' });
    const callers: Array<[token: string | null, status: number, error: string]> = [
      [null, 401, 'Please sign in to continue.'],
      [customer.token, 403, staffMessages.staffOnly],
      [owner.token, 403, staffMessages.twoFactorRequired],
    ];
    for (const [token, status, error] of callers) {
      const res = await suite.staffBook(request, '2026-11-07', 'morning', '9 Main St', token);
      expect([res.status, res.body]).toEqual([status, { error }]);
    }
    expect(await scheduleOf('2026-11-07')).toEqual([]);
    expect(await assessmentMails(request.email)).toEqual([]);
  });

  it('shows the lead’s visit in its details: null, then booked, then what became of it', async () => {
    const request = await suite.estimate();
    const visitOf = async (id: string) => (await suite.call<LeadDetail>('GET', `/leads/${id}`)).body.visit;
    expect(await visitOf(request.id)).toBeNull();
    const booked = await suite.staffBook(request, '2026-11-09', 'morning', '9 Main St');
    const visit = { id: booked.body.id, date: '2026-11-09', window: 'morning' };
    expect(await visitOf(request.id)).toEqual({ ...visit, status: 'booked' });
    const cancelled = await suite.call<StaffAppointment>('PATCH', `/appointments/${booked.body.id}`, {
      body: { status: 'cancelled' },
    });
    expect(cancelled.status).toBe(200);
    expect(await visitOf(request.id)).toEqual({ ...visit, status: 'cancelled' });
    // A new booking is the current visit while it is booked.
    const again = await suite.staffBook(request, '2026-11-10', 'afternoon', '9 Main St');
    expect(await visitOf(request.id)).toEqual({
      id: again.body.id,
      date: '2026-11-10',
      window: 'afternoon',
      status: 'booked',
    });
    const inquiryId = await suite.inquiry({
      name: `Ida Inquirer ${randomUUID().slice(0, 8)}`,
      email: 'ida@example.com',
      phone: '904.555.0123',
      products: [{ name: 'Fuel Tanks' }],
    });
    expect(await visitOf(inquiryId)).toBeNull();
  });
});
