import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../src/server/db/client';
import { setUpAppointmentSuite } from '../helpers/appointmentSuite';
import { PushService } from '../helpers/pushService';
import {
  eventually,
  pushesAbout,
  pushesSettled,
  subscribe,
  vapidPublicKey,
} from '../helpers/pushServiceSuite';
import { OTHER_STAFF_EMAILS } from '../helpers/staffSuite';
import { startTestServer, type TestServer } from '../helpers/testServer';

// Staff alerts (issue 40) end to end: a lead or visit stored through the public API, the push worker
// sending to a push service on this machine over real HTTP, which checks the VAPID signature and decrypts
// the body as a browser would. The appointment calls' clock is Wednesday 28 October 2026, 10 am in Florida.
const suite = setUpAppointmentSuite('2026-10-28T14:00:00Z');
const service = new PushService(() => vapidPublicKey(suite.server()));

beforeAll(() => service.start());
afterAll(() => service.stop());

const tag = () => Math.random().toString(36).slice(2, 8);

async function inquiry(first = 'Maria'): Promise<{ id: string; name: string; email: string }> {
  const name = `${first} Lopez-${tag()}`;
  const email = `maria.${tag()}@example.com`;
  const id = await suite.inquiry({
    name,
    email,
    phone: '4075550142',
    products: [{ name: 'Standby Propane', message: 'A 22 kW unit, please.' }],
  });
  return { id, name, email };
}

/** The outbox rows of a lead, by kind and status. */
async function rowsAbout(leadId: string): Promise<Array<{ kind: string; status: string; attempts: number }>> {
  const result = await suite
    .server()
    .database.db.execute<{ kind: string; status: string; attempts: number }>(
      sql`select kind, status, attempts from push_outbox where payload->>'lead_id' = ${leadId} order by id`,
    );
  return result.rows;
}

describe('staff alerts', () => {
  it('pushes a new inquiry, estimate request, booking, move and cancellation once each', async () => {
    const phone = await subscribe(suite, service);
    const asked = await inquiry();
    await eventually(() => pushesAbout(service, phone, asked.id).length > 0);
    const request = await suite.estimate('Tampa');
    const booked = await suite.book(request, '2026-11-02', 'morning');
    expect(booked.status).toBe(201);
    const token = booked.body.manage_token;
    const moved = await suite.publicCall('POST', `/appointments/manage/${token}/reschedule`, {
      date: '2026-11-03',
      window: 'afternoon',
    });
    expect(moved.status).toBe(200);
    expect((await suite.publicCall('POST', `/appointments/manage/${token}/cancel`)).status).toBe(200);
    await pushesSettled(suite.server());

    const [first] = request.name.split(' ');
    expect(pushesAbout(service, phone, asked.id).map((push) => push.payload)).toEqual([
      {
        kind: 'inquiry',
        lead_id: asked.id,
        title: 'New inquiry',
        body: 'Maria',
        url: `/staff?lead=${asked.id}`,
        call: true,
      },
    ]);
    const about = (kind: string) =>
      pushesAbout(service, phone, request.id)
        .map((push) => push.payload as { kind: string })
        .filter((payload) => payload.kind === kind);
    const expected = (kind: string, title: string) => [
      {
        kind,
        lead_id: request.id,
        title,
        body: `${first} in Tampa`,
        url: `/staff?lead=${request.id}`,
        call: true,
      },
    ];
    expect(about('estimate')).toEqual(expected('estimate', 'New estimate request'));
    expect(about('booking')).toEqual(expected('booking', 'Visit booked'));
    expect(about('move')).toEqual(expected('move', 'Visit moved'));
    expect(about('cancellation')).toEqual(expected('cancellation', 'Visit cancelled'));
    expect(pushesAbout(service, phone, request.id)).toHaveLength(4);

    // Nothing personal beyond the first name and city: no surname, address, e-mail or phone.
    const everything = JSON.stringify(service.receivedBy(phone));
    for (const secret of [asked.name.split(' ')[1], asked.email, request.email, request.name.split(' ')[1]]) {
      expect(everything).not.toContain(secret);
    }
    // The lead ids are random hex and may hold "555" (CI once met 8708aaa7-...-a5c2e3fb5552): left out here.
    const withoutIds = everything.replaceAll(asked.id, '').replaceAll(request.id, '');
    expect(withoutIds).not.toMatch(/555|Bayshore|@/);
    expect(service.receivedBy(phone).every((push) => push.urgency === 'high' && push.ttl === '43200')).toBe(
      true,
    );
    expect(service.rejected).toEqual([]);
  });

  it('sends each device only the kinds it chose, and follows a change of kinds', async () => {
    const visits = await subscribe(suite, service, ['booking', 'move', 'cancellation'], 'Visits only');
    const leads = await subscribe(suite, service, ['inquiry', 'estimate'], 'Leads only');
    const request = await suite.estimate('Orlando');
    expect((await suite.book(request, '2026-11-04', 'morning')).status).toBe(201);
    await pushesSettled(suite.server());
    const kinds = (device: typeof visits) =>
      pushesAbout(service, device, request.id).map((push) => (push.payload as { kind: string }).kind);
    expect(kinds(visits)).toEqual(['booking']);
    expect(kinds(leads)).toEqual(['estimate']);

    const patched = await suite.call('PATCH', `/push/subscriptions/${leads.subscriptionId}`, {
      body: { kinds: [] },
    });
    expect(patched.status).toBe(200);
    const asked = await inquiry();
    await pushesSettled(suite.server());
    expect(pushesAbout(service, leads, asked.id)).toEqual([]);
    expect(pushesAbout(service, visits, asked.id)).toEqual([]);
  });

  it('forgets a device the push service says is gone (410), with its queued alerts', async () => {
    const gone = await subscribe(suite, service, ['inquiry'], 'Old phone');
    service.answerDevice(gone, 410);
    await inquiry();
    await eventually(async () => {
      const list = await suite.call<{ subscriptions: Array<{ id: string }> }>('GET', '/push/subscriptions');
      return !list.body.subscriptions.some((device) => device.id === gone.subscriptionId);
    });
    const left = await suite
      .server()
      .database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from push_outbox where subscription_id = ${gone.subscriptionId}`,
      );
    expect(left.rows[0]?.n).toBe(0);
  });

  it('delivers every alert exactly once after the push service was down, and gives up on a broken one', async () => {
    const worker = suite.server().app.pushWorker;
    const phone = await subscribe(suite, service, ['inquiry', 'estimate'], 'Outage phone');
    service.answerEveryone(503);
    const during = [await inquiry('Ana'), await inquiry('Luis')];
    const request = await suite.estimate('Jacksonville');
    const leadIds = [...during.map((lead) => lead.id), request.id];
    // The worker tried each at once and was refused: each is waiting for its retry.
    await eventually(async () => {
      const rows = (await Promise.all(leadIds.map(rowsAbout))).flat();
      return rows.length >= 3 && rows.every((row) => row.status === 'pending' && row.attempts === 1);
    });
    // Then nobody answers at all (the connection is refused), then it is back: the retries are played out
    // on the worker's clock instead of waited for.
    await pushesSettled(suite.server());
    await service.stop();
    let at = Date.now();
    at += 31_000;
    await worker.drain(new Date(at));
    for (const id of leadIds) {
      expect((await rowsAbout(id)).every((row) => row.status === 'pending' && row.attempts === 2)).toBe(true);
    }
    await service.start();
    service.answerEveryone(undefined);
    at += 61_000;
    await worker.drain(new Date(at));
    for (const id of leadIds) {
      expect(pushesAbout(service, phone, id)).toHaveLength(1);
      expect((await rowsAbout(id)).every((row) => row.status === 'sent')).toBe(true);
    }
    // Later rounds send nothing again.
    await worker.drain(new Date(at + 3_600_000));
    for (const id of leadIds) expect(pushesAbout(service, phone, id)).toHaveLength(1);

    // A device whose push service keeps failing: retried with backoff, dead after eight attempts.
    const broken = await subscribe(suite, service, ['inquiry'], 'Broken phone');
    service.answerDevice(broken, 500);
    const asked = await inquiry('Rosa');
    await eventually(async () => {
      const result = await suite
        .server()
        .database.db.execute<{ attempts: number }>(
          sql`select attempts from push_outbox where subscription_id = ${broken.subscriptionId}`,
        );
      return result.rows[0]?.attempts === 1;
    });
    // Nothing in flight on the real clock, whose lease the worker's later clock would see as run out.
    await pushesSettled(suite.server());
    for (let round = 0; round < 10; round += 1) {
      at += 2 * 3_600_000;
      await worker.drain(new Date(at));
    }
    const row = await suite
      .server()
      .database.db.execute<{ status: string; attempts: number; last_error: string }>(
        sql`select status, attempts, last_error from push_outbox where subscription_id = ${broken.subscriptionId}`,
      );
    expect(row.rows).toEqual([{ status: 'dead', attempts: 8, last_error: 'push service answered 500' }]);
    expect(pushesAbout(service, phone, asked.id)).toHaveLength(1);

    // A week on, the sent and dead rows are pruned; nothing is pushed again.
    await worker.drain(new Date(at + 8 * 24 * 3_600_000));
    expect(await rowsAbout(asked.id)).toEqual([]);
    expect(pushesAbout(service, phone, asked.id)).toHaveLength(1);
  });
});

describe('two server processes on one database', () => {
  let second: TestServer | undefined;
  let secondDatabase: Database | undefined;

  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
  });

  it('push each alert once, whichever stored it', async () => {
    const first = suite.server();
    const keys = first.config.vapidKeys;
    if (!keys) throw new Error('no VAPID keys');
    // On PostgreSQL, a pool of its own as another process has; PGlite is one process's database.
    const url =
      first.database.kind === 'postgres' ? first.database.client.options.connectionString : undefined;
    secondDatabase = url ? await openDatabase({ dataDir: null, databaseUrl: url }) : undefined;
    second = await startTestServer(
      {
        TRUST_PROXY: 'true',
        STAFF_EMAILS: [...OTHER_STAFF_EMAILS, suite.staffEmail].join(','),
        VAPID_PUBLIC_KEY: keys.publicKey,
        VAPID_PRIVATE_KEY: keys.privateKey,
      },
      { database: secondDatabase ?? first.database },
    );
    const phone = await subscribe(suite, service, ['inquiry'], 'Shared phone');
    const body = (n: number) => ({
      name: `Twin${n} Garcia-${tag()}`,
      email: `twin.${tag()}@example.com`,
      phone: '4075550142',
      products: [{ name: 'Standby Propane', message: 'Hello.' }],
    });
    const servers = [first, second];
    const sent = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        servers[n % 2]?.fetch('/api/email/inquiry', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${n}.1` },
          body: JSON.stringify(body(n)),
        }),
      ),
    );
    expect(sent.map((res) => res?.status)).toEqual(Array(8).fill(201));
    await eventually(() => service.receivedBy(phone).length >= 8);
    await pushesSettled(first);
    const leadIds = service.receivedBy(phone).map((push) => (push.payload as { lead_id: string }).lead_id);
    expect(leadIds).toHaveLength(8);
    expect(new Set(leadIds).size).toBe(8);
  });
});
