import { describe, expect, it } from 'vitest';
import { appointmentMessages } from '../../src/shared/appointments';
import { jsonRequest, outboxSettled, randomPrivateIp, signUpUser } from '../helpers/accounts';
import { setUpAppointmentSuite } from '../helpers/appointmentSuite';
import { calendarOf, child, parseIcs, property, text, zonedToUtc } from '../helpers/icsParser';
import { english } from '../helpers/shownText';

// Booking the free in-home assessment (issue 28), on a clock set to Wednesday 28 October 2026, 10 am in
// Florida: the span runs to 11 November, across the end of daylight saving time on Sunday 1 November.
const suite = setUpAppointmentSuite('2026-10-28T14:00:00Z');

describe('booking a visit with the estimate request’s proof', () => {
  it('books, answers the manage token and e-mails an .ics whose local time holds across the DST change', async () => {
    const summer = await suite.estimate('Tampa');
    const winter = await suite.estimate('Orlando');
    const before = await suite.book(summer, '2026-10-30', 'morning', { address: '  1402 Bayshore Blvd ' });
    const after = await suite.book(winter, '2026-11-02', 'morning');
    expect(before.status, JSON.stringify(before.body)).toBe(201);
    expect(after.status).toBe(201);
    expect(before.body.appointment).toMatchObject({
      service_request_id: summer.id,
      date: '2026-10-30',
      window: 'morning',
      starts_at: '2026-10-30T12:00:00.000Z',
      ends_at: '2026-10-30T16:00:00.000Z',
      time_zone: 'America/New_York',
      address: '1402 Bayshore Blvd',
      city: 'Tampa',
      status: 'booked',
      cancel_reason: null,
      can_change: true,
    });
    expect(after.body.appointment).toMatchObject({ starts_at: '2026-11-02T13:00:00.000Z', city: 'Orlando' });
    expect(before.body.manage_token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    for (const [request, answer] of [
      [summer, before],
      [winter, after],
    ] as const) {
      const mail = await suite.mailTo(request.email, 'Your free in-home assessment on');
      expect(mail.parsed.subject).toContain('Your free in-home assessment on');
      const link = `${suite.server().url}/appointments/manage/${answer.body.manage_token}`;
      expect(mail.parsed.text).toContain(link);
      const { method, text: ics } = calendarOf(mail);
      expect(method).toBe('REQUEST');
      const calendar = parseIcs(ics);
      expect(property(calendar, 'METHOD').value).toBe('REQUEST');
      const event = child(calendar, 'VEVENT');
      expect(property(event, 'SEQUENCE').value).toBe('0');
      expect(property(event, 'UID').value).toBe(
        `appointment-${answer.body.appointment.id}@${new URL(suite.server().url).hostname}`,
      );
      const start = property(event, 'DTSTART');
      expect(start.params.TZID).toBe('America/New_York');
      expect(start.value.slice(9)).toBe('080000');
      expect(property(event, 'DTEND').value.slice(9)).toBe('120000');
      // The file's own VTIMEZONE puts 8 am at the instant the API answered: UTC-4 before, UTC-5 after.
      expect(zonedToUtc(calendar, start).toISOString()).toBe(answer.body.appointment.starts_at);
      expect(zonedToUtc(calendar, property(event, 'DTEND')).toISOString()).toBe(
        answer.body.appointment.ends_at,
      );
      expect(property(event, 'ORGANIZER').value).toBe('mailto:leads@company.test');
      expect(property(event, 'ATTENDEE').value).toBe(`mailto:${request.email}`);
      expect(text(property(event, 'DESCRIPTION').value)).toContain(link);
    }
    const summerEvent = child(
      parseIcs(calendarOf(await suite.mailTo(summer.email, 'Your free in-home assessment on')).text),
      'VEVENT',
    );
    expect(text(property(summerEvent, 'LOCATION').value)).toBe('1402 Bayshore Blvd, Tampa, FL');
  });

  it('answers a repeated booking with the same appointment and token, and e-mails once', async () => {
    const request = await suite.estimate();
    const first = await suite.book(request, '2026-11-04', 'afternoon');
    const again = await suite.book(request, '2026-11-04', 'afternoon');
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    await outboxSettled(suite.server());
    expect(suite.mailsTo(request.email).filter((m) => m.parsed.subject?.includes('assessment'))).toHaveLength(
      1,
    );
  });

  it('moves the booked visit when the request books again, raising SEQUENCE under the same UID', async () => {
    const request = await suite.estimate();
    const first = await suite.book(request, '2026-11-05', 'morning');
    const moved = await suite.book(request, '2026-11-06', 'afternoon');
    expect(moved.status).toBe(201);
    expect(moved.body.appointment).toMatchObject({
      id: first.body.appointment.id,
      date: '2026-11-06',
      window: 'afternoon',
    });
    expect(moved.body.manage_token).toBe(first.body.manage_token);
    const [booked, updated] = [
      await suite.mailTo(request.email, 'Your free in-home assessment on'),
      await suite.mailTo(request.email, 'New time for your in-home assessment'),
    ];
    const uid = (mail: typeof booked) =>
      property(child(parseIcs(calendarOf(mail).text), 'VEVENT'), 'UID').value;
    const sequence = (mail: typeof booked) =>
      property(child(parseIcs(calendarOf(mail).text), 'VEVENT'), 'SEQUENCE').value;
    expect(updated.parsed.subject).toContain('New time');
    expect(uid(updated)).toBe(uid(booked));
    expect([sequence(booked), sequence(updated)]).toEqual(['0', '1']);
  });

  it('refuses a foreign, wrong or made-up proof with 403 and books nothing', async () => {
    const mine = await suite.estimate();
    const theirs = await suite.estimate();
    const refused = { status: 403, body: { error: english(appointmentMessages.proofRefused) } };
    expect(await suite.book({ ...theirs, proof: mine.proof }, '2026-11-09', 'morning')).toMatchObject(
      refused,
    );
    // One character changed (a proof that already ends in A is altered to B: 1 in 64 did, and booked).
    const altered = `${theirs.proof.slice(0, -1)}${theirs.proof.endsWith('A') ? 'B' : 'A'}`;
    expect(await suite.book({ ...theirs, proof: altered }, '2026-11-09', 'morning')).toMatchObject(refused);
    expect(await suite.book({ ...theirs, proof: 'x' }, '2026-11-09', 'morning')).toMatchObject(refused);
    const unknown = { ...theirs, id: '6b1f5f0e-8d5c-4d4b-9a59-2f4f0d3a1c11' };
    expect(await suite.book(unknown, '2026-11-09', 'morning')).toMatchObject(refused);
    const schedule = await suite.call<{ appointments: Array<{ lead_id: string }> }>(
      'GET',
      '/appointments?from=2026-11-09&to=2026-11-09',
    );
    expect(schedule.body.appointments.filter((a) => a.lead_id === theirs.id)).toEqual([]);
  });

  it('gives a signed-in customer’s estimate request a proof that books its visit too', async () => {
    const customer = await signUpUser(suite.server(), suite.receiver);
    const res = await suite
      .server()
      .fetch(
        '/api/user/service-request',
        jsonRequest(
          'POST',
          { user_id: customer.user.id, phone_number: '4075550123', city: 'Orlando', service_type_id: 2 },
          { token: customer.token, ip: randomPrivateIp() },
        ),
      );
    expect(res.status).toBe(201);
    const { payload } = (await res.json()) as { payload: { id: string; booking_proof: string } };
    const request = { id: payload.id, proof: payload.booking_proof, email: customer.email, name: '' };
    const booked = await suite.book(request, '2026-11-10', 'morning');
    expect(booked.status).toBe(201);
    expect(booked.body.appointment.city).toBe('Orlando');
    const mail = await suite.receiver.waitFor(
      (m) => m.envelopeTo.includes(customer.email) && (m.parsed.subject ?? '').includes('in-home assessment'),
    );
    expect(calendarOf(mail).method).toBe('REQUEST');
  });
});
