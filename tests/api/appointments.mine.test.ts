import { describe, expect, it } from 'vitest';
import { jsonRequest, randomPrivateIp, type SignedUpAccount, signUpUser } from '../helpers/accounts';
import { type Appointment, type MyAppointments, setUpAppointmentSuite } from '../helpers/appointmentSuite';

// A signed-in customer's upcoming visits for the profile (issue 28): their own estimate requests' booked
// visits whose window has not ended, soonest first, each with its manage link's token. The clock starts on
// Wednesday 28 October 2026, 10 am in Florida.
const START = '2026-10-28T14:00:00Z';
const suite = setUpAppointmentSuite(START);

async function mine(token: string | null) {
  const init = jsonRequest('GET', undefined, { ...(token ? { token } : {}), ip: randomPrivateIp() });
  const res = await suite.server().fetch('/api/users/user/appointments', init);
  return { status: res.status, body: (await res.json()) as MyAppointments, headers: res.headers };
}

/**
 * A visit of one of `account`'s estimate requests. A customer has at most one upcoming visit of their own
 * booking (issue 38: booking again moves it), so the further ones are booked by staff for a caller, as the
 * office does; the manage token is the one the list answers for it.
 */
async function bookedFor(account: SignedUpAccount, date: string, window: string, city = 'Orlando') {
  const request = await suite.customerEstimate(account, city);
  const res = await suite.staffBook(request, date, window, '1200 Lake Ivanhoe Dr');
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const listed = (await mine(account.token)).body.appointments.find((a) => a.id === res.body.id);
  if (!listed) throw new Error('the booked visit is not listed');
  return { request, appointment: res.body, token: listed.manage_token };
}

describe('the signed-in customer’s upcoming visits', () => {
  it('answers 401 without a session or with an unknown token', async () => {
    for (const token of [null, 'not-a-session-token-0000000000000000000000000']) {
      const res = await mine(token);
      expect([res.status, res.body]).toEqual([401, { error: 'Please sign in to continue.' }]);
    }
  });

  it('lists the booked visits soonest first with their manage tokens, never cached', async () => {
    const customer = await signUpUser(suite.server(), suite.receiver);
    const empty = await mine(customer.token);
    expect([empty.status, empty.body]).toEqual([200, { appointments: [] }]);
    expect(empty.headers.get('cache-control')).toBe('no-store');

    const later = await bookedFor(customer, '2026-11-05', 'afternoon', 'Tampa');
    const sooner = await bookedFor(customer, '2026-11-03', 'morning');
    const res = await mine(customer.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body.appointments).toEqual([
      {
        id: sooner.appointment.id,
        date: '2026-11-03',
        window: 'morning',
        starts_at: '2026-11-03T13:00:00.000Z',
        ends_at: '2026-11-03T17:00:00.000Z',
        time_zone: 'America/New_York',
        address: '1200 Lake Ivanhoe Dr',
        city: 'Orlando',
        status: 'booked',
        manage_token: sooner.token,
      },
      {
        id: later.appointment.id,
        date: '2026-11-05',
        window: 'afternoon',
        starts_at: '2026-11-05T17:00:00.000Z',
        ends_at: '2026-11-05T22:00:00.000Z',
        time_zone: 'America/New_York',
        address: '1200 Lake Ivanhoe Dr',
        city: 'Tampa',
        status: 'booked',
        manage_token: later.token,
      },
    ]);
    // The token opens the visit's manage page, as the e-mails' link does.
    const view = await suite.publicCall<Appointment>('GET', `/appointments/manage/${later.token}`);
    expect(view.body).toMatchObject({ id: later.appointment.id, status: 'booked' });
  });

  it('never lists another customer’s visits or a guest’s', async () => {
    const me = await signUpUser(suite.server(), suite.receiver);
    const other = await signUpUser(suite.server(), suite.receiver);
    const mineBooked = await bookedFor(me, '2026-11-04', 'morning');
    const theirs = await bookedFor(other, '2026-11-04', 'afternoon');
    const guest = await suite.estimate();
    expect((await suite.book(guest, '2026-11-04', 'afternoon')).status).toBe(201);
    expect((await mine(me.token)).body.appointments.map((a) => a.id)).toEqual([mineBooked.appointment.id]);
    expect((await mine(other.token)).body.appointments.map((a) => a.id)).toEqual([theirs.appointment.id]);
  });

  it('leaves out cancelled, done and ended visits, and keeps one whose window is under way', async () => {
    const customer = await signUpUser(suite.server(), suite.receiver);
    const cancelled = await bookedFor(customer, '2026-11-06', 'morning');
    const done = await bookedFor(customer, '2026-11-06', 'afternoon');
    const today = await bookedFor(customer, '2026-11-07', 'morning');
    const next = await bookedFor(customer, '2026-11-09', 'afternoon');
    const cancel = await suite.publicCall('POST', `/appointments/manage/${cancelled.token}/cancel`);
    expect(cancel.status).toBe(200);
    const marked = await suite.call('PATCH', `/appointments/${done.appointment.id}`, {
      body: { status: 'done' },
    });
    expect(marked.status).toBe(200);
    const ids = async () => (await mine(customer.token)).body.appointments.map((a) => a.id);
    expect(await ids()).toEqual([today.appointment.id, next.appointment.id]);
    try {
      // Saturday 7 November, 11:59 am in Florida: the morning window is under way, then it has ended.
      suite.clock.set('2026-11-07T16:59:00Z');
      expect(await ids()).toEqual([today.appointment.id, next.appointment.id]);
      suite.clock.set('2026-11-07T17:00:00Z');
      expect(await ids()).toEqual([next.appointment.id]);
    } finally {
      suite.clock.set(START);
    }
  });
});
