import { describe, expect, it } from 'vitest';
import { appointmentMessages } from '../../src/shared/appointments';
import { type Availability, type ErrorBody, setUpAppointmentSuite } from '../helpers/appointmentSuite';
import { english } from '../helpers/shownText';

// The booking page's windows (issue 28), on a clock set to Thursday 4 March 2027, 10 am in Florida: the
// span runs from Friday the 5th to Thursday the 18th, across the start of daylight saving time on
// Sunday the 14th (clocks go from 2 am EST to 3 am EDT).
const suite = setUpAppointmentSuite('2027-03-04T15:00:00Z');
const { call, publicCall } = suite;

const availability = (query = '') =>
  publicCall<Availability & ErrorBody>('GET', `/appointments/availability${query}`);
const day = (answer: Availability, date: string) => answer.days.find((d) => d.date === date);

describe('the windows the booking page offers', () => {
  it('runs from the next business day to 14 days ahead, Sundays closed, in Florida time either side of DST', async () => {
    const res = await availability();
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.body).toMatchObject({
      time_zone: 'America/New_York',
      first_bookable: '2027-03-05',
      last_bookable: '2027-03-18',
    });
    expect(res.body.days.map((d) => d.date)).toEqual(
      Array.from({ length: 14 }, (_, i) => `2027-03-${String(5 + i).padStart(2, '0')}`),
    );
    // Before the change: Eastern Standard Time, UTC-5.
    expect(day(res.body, '2027-03-05')).toEqual({
      date: '2027-03-05',
      closed: false,
      windows: [
        {
          window: 'morning',
          starts_at: '2027-03-05T13:00:00.000Z',
          ends_at: '2027-03-05T17:00:00.000Z',
          available: true,
        },
        {
          window: 'afternoon',
          starts_at: '2027-03-05T17:00:00.000Z',
          ends_at: '2027-03-05T22:00:00.000Z',
          available: true,
        },
      ],
    });
    // After it: Eastern Daylight Time, UTC-4; the same local hours are an hour earlier in UTC.
    expect(day(res.body, '2027-03-15')?.windows.map((w) => [w.starts_at, w.ends_at])).toEqual([
      ['2027-03-15T12:00:00.000Z', '2027-03-15T16:00:00.000Z'],
      ['2027-03-15T16:00:00.000Z', '2027-03-15T21:00:00.000Z'],
    ]);
    for (const sunday of ['2027-03-07', '2027-03-14']) {
      expect(day(res.body, sunday)).toEqual({ date: sunday, closed: true, windows: [] });
    }
  });

  it('lists today and days past the horizon as closed', async () => {
    const res = await availability('?from=2027-03-04&to=2027-03-04');
    expect(res.body.days).toEqual([{ date: '2027-03-04', closed: true, windows: [] }]);
    const late = await availability('?from=2027-03-17&to=2027-03-20');
    expect(late.body.days.map((d) => [d.date, d.closed])).toEqual([
      ['2027-03-17', false],
      ['2027-03-18', false],
      ['2027-03-19', true],
      ['2027-03-20', true],
    ]);
  });

  it('starts on Monday when asked on a Saturday (Sunday is no business day)', async () => {
    suite.clock.set('2027-03-06T15:00:00Z');
    try {
      const res = await availability();
      expect(res.body.first_bookable).toBe('2027-03-08');
      expect(res.body.days[0]?.date).toBe('2027-03-08');
    } finally {
      suite.clock.set('2027-03-04T15:00:00Z');
    }
  });

  it('leaves out a window that takes no visits, and closes a day whose windows take none', async () => {
    // Wednesday is weekday 3.
    const zero = await call('PUT', '/appointments/capacity', {
      body: { weekday: 3, window: 'morning', visits: 0 },
    });
    expect(zero.status).toBe(200);
    try {
      const one = await availability('?from=2027-03-10&to=2027-03-10');
      expect(day(one.body, '2027-03-10')?.windows.map((w) => w.window)).toEqual(['afternoon']);
      await call('PUT', '/appointments/capacity', { body: { weekday: 3, window: 'afternoon', visits: 0 } });
      const none = await availability('?from=2027-03-10&to=2027-03-10');
      expect(day(none.body, '2027-03-10')).toEqual({ date: '2027-03-10', closed: true, windows: [] });
    } finally {
      await call('PUT', '/appointments/capacity', { body: { weekday: 3, window: 'morning', visits: 2 } });
      await call('PUT', '/appointments/capacity', { body: { weekday: 3, window: 'afternoon', visits: 2 } });
    }
  });

  it('closes a date staff closed, and refuses to book it with the windows that have room', async () => {
    const closed = await call('POST', '/appointments/closures', {
      body: { from: '2027-03-16', to: '2027-03-16', reason: 'Hurricane drill' },
    });
    expect(closed).toMatchObject({
      status: 200,
      body: { closed_dates: [{ date: '2027-03-16', reason: 'Hurricane drill' }], cancelled: 0 },
    });
    const res = await availability('?from=2027-03-15&to=2027-03-17');
    expect(res.body.days.map((d) => [d.date, d.closed])).toEqual([
      ['2027-03-15', false],
      ['2027-03-16', true],
      ['2027-03-17', false],
    ]);
    const booking = await suite.book(await suite.estimate(), '2027-03-16', 'morning');
    expect(booking.status).toBe(409);
    expect(booking.body.error).toBe(english(appointmentMessages.dayClosed));
    const offered = booking.body.windows ?? [];
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.some((w) => w.date === '2027-03-16' || w.date === '2027-03-14')).toBe(false);
    expect(offered[0]).toEqual({
      date: '2027-03-05',
      window: 'morning',
      starts_at: '2027-03-05T13:00:00.000Z',
      ends_at: '2027-03-05T17:00:00.000Z',
    });
  });

  it('refuses today and days past the horizon with the same 409', async () => {
    const request = await suite.estimate();
    for (const date of ['2027-03-04', '2027-03-19']) {
      const res = await suite.book(request, date, 'afternoon');
      expect([date, res.status, res.body.error]).toEqual([
        date,
        409,
        english(appointmentMessages.outsideSpan),
      ]);
      expect(res.body.windows?.length).toBeGreaterThan(0);
    }
  });

  it('answers 400 for dates that are no calendar dates and spans out of order or too long', async () => {
    for (const query of ['?from=2027-02-30', '?from=tomorrow', '?from=2027-03-05&to=2027-3-6']) {
      expect(await availability(query)).toMatchObject({
        status: 400,
        body: { error: english(appointmentMessages.badDate) },
      });
    }
    for (const query of ['?from=2027-03-05&to=2027-03-19', '?from=2027-03-06&to=2027-03-05']) {
      expect(await availability(query)).toMatchObject({
        status: 400,
        body: { error: english(appointmentMessages.badRange) },
      });
    }
    const request = await suite.estimate();
    expect(await suite.book(request, '2027-02-29', 'morning')).toMatchObject({
      status: 400,
      body: { error: english(appointmentMessages.badDate) },
    });
    expect((await suite.book(request, '2027-03-05', 'evening')).status).toBe(400);
  });

  it("answers a customer's refusals in the request's language (issue 39)", async () => {
    const ask = async (language: string) => {
      const res = await suite.server().fetch('/api/appointments/availability?from=2027-02-30', {
        headers: { 'accept-language': language },
      });
      return { status: res.status, error: ((await res.json()) as ErrorBody).error };
    };
    expect(await ask('es-US,es;q=0.9,en;q=0.8')).toEqual({
      status: 400,
      error: 'Las fechas deben ser fechas reales escritas como AAAA-MM-DD.',
    });
    expect(await ask('en-US')).toEqual({ status: 400, error: english(appointmentMessages.badDate) });
  });
});
