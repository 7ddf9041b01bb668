import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client';
import { appointmentMessages } from '../../src/shared/appointments';
import { jsonRequest, outboxSettled, randomPrivateIp } from '../helpers/accounts';
import {
  type AppointmentBooked,
  type ErrorBody,
  type EstimateRequest,
  setUpAppointmentSuite,
} from '../helpers/appointmentSuite';
import { english } from '../helpers/shownText';
import { startTestServer, type TestServer } from '../helpers/testServer';

// Never overbooked (issue 28): twenty customers book the last place of one window at once. On PostgreSQL
// the bookings go to two server processes on the one database (each its own pool), as behind a load
// balancer; PGlite is one process's file, so there they go to the one server.
const suite = setUpAppointmentSuite('2026-10-28T14:00:00Z');
const serverUrl = process.env.TEST_DATABASE_URL;
let second: TestServer | undefined;
let secondDatabase: Database | undefined;

beforeAll(async () => {
  const first = suite.server();
  if (!serverUrl || first.database.kind !== 'postgres') return;
  const databaseUrl = first.database.client.options.connectionString;
  secondDatabase = await openDatabase({ dataDir: null, databaseUrl });
  second = await startTestServer(
    {
      SMTP_URL: suite.receiver.url,
      COMPANY_EMAIL: 'leads@company.test',
      TRUST_PROXY: 'true',
      APP_SECRET: first.config.appSecret ?? '',
    },
    { database: secondDatabase, clock: suite.clock.now },
  );
});

afterAll(async () => {
  await second?.close();
  await secondDatabase?.close();
});

describe('a window with room for one', () => {
  it('is held by exactly one of twenty at once; the others get 409 with fresh windows', async () => {
    // Thursday 5 November 2026, morning (Thursday is weekday 4): two visits, one booked already, so the
    // window's lock row exists before the race (a first insert of it would make the racers wait anyway).
    const set = await suite.call('PUT', '/appointments/capacity', {
      body: { weekday: 4, window: 'morning', visits: 2 },
    });
    expect(set.status).toBe(200);
    const earlier = await suite.estimate();
    expect((await suite.book(earlier, '2026-11-05', 'morning')).status).toBe(201);
    const requests: EstimateRequest[] = [];
    for (let i = 0; i < 20; i++) requests.push(await suite.estimate());
    if (serverUrl) expect(second, 'a second process on PostgreSQL').toBeDefined();
    const servers = second ? [suite.server(), second] : [suite.server()];
    const answers = await Promise.all(
      requests.map(async (request, i) => {
        const body = {
          service_request_id: request.id,
          booking_proof: request.proof,
          date: '2026-11-05',
          window: 'morning',
        };
        const server = servers[i % servers.length] as TestServer;
        const res = await server.fetch(
          '/api/appointments',
          jsonRequest('POST', body, { ip: randomPrivateIp() }),
        );
        return { status: res.status, body: (await res.json()) as AppointmentBooked & ErrorBody };
      }),
    );
    // Guests' bookings are held for their codes (issue 38); a hold takes its place under the same lock.
    expect(answers.map((a) => a.status).sort()).toEqual([202, ...Array<number>(19).fill(409)]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.error).toBe(english(appointmentMessages.windowFull));
      const windows = refused.body.windows ?? [];
      expect(windows.length).toBeGreaterThan(10);
      expect(windows.some((w) => w.date === '2026-11-05' && w.window === 'morning')).toBe(false);
      expect(windows.some((w) => w.date === '2026-11-05' && w.window === 'afternoon')).toBe(true);
    }
    const schedule = await suite.call<{ appointments: Array<{ window: string; status: string }> }>(
      'GET',
      '/appointments?from=2026-11-05&to=2026-11-05',
    );
    expect(
      schedule.body.appointments.filter((a) => a.window === 'morning' && a.status === 'booked'),
    ).toHaveLength(1);
    // The one hold's code books the window's second visit: exactly one confirmation went out.
    const winner = requests[answers.findIndex((a) => a.status === 202)] as EstimateRequest;
    const confirmed = await suite.confirm(winner, await suite.bookingCode(winner.email));
    expect(confirmed.status).toBe(201);
    await outboxSettled(suite.server());
    const confirmations = suite.receiver.messages.filter(
      (m) =>
        requests.some((r) => m.envelopeTo.includes(r.email)) &&
        (m.parsed.subject ?? '').includes('Your free in-home'),
    );
    expect(confirmations).toHaveLength(1);
  });

  it('takes as many visits as staff allow, then none', async () => {
    // Friday 6 November, afternoon: raised to three.
    await suite.call('PUT', '/appointments/capacity', {
      body: { weekday: 5, window: 'afternoon', visits: 3 },
    });
    const requests: EstimateRequest[] = [];
    for (let i = 0; i < 6; i++) requests.push(await suite.estimate());
    const answers = await Promise.all(requests.map((r) => suite.book(r, '2026-11-06', 'afternoon')));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(3);
    const day = await suite.publicCall<{
      days: Array<{ windows: Array<{ window: string; available: boolean }> }>;
    }>('GET', '/appointments/availability?from=2026-11-06&to=2026-11-06');
    expect(day.body.days[0]?.windows).toMatchObject([
      { window: 'morning', available: true },
      { window: 'afternoon', available: false },
    ]);
  });
});
