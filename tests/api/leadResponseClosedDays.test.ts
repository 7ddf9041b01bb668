import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leads } from '../../src/server/db/schema';
import { setUpAppointmentSuite } from '../helpers/appointmentSuite';

// Issue 40: the response time skips the days staff closed in the schedule (a holiday, a storm), so the
// visitor is told the truth and the owner is not alerted about a day nobody works. Wednesday 25 November
// 2026, 17:55 EST: five business minutes are left that day (the site's hours close at 18:00).
const suite = setUpAppointmentSuite('2026-11-25T22:55:00Z');

type ExpectCall = { by: string; within_minutes: number | null; text: string };

async function guestRequestPromise(): Promise<ExpectCall> {
  const v = suite.visitor();
  const guest = { first_name: v.first, last_name: v.last, email: v.email, phone_number: '4075550177' };
  const created = await suite.post('/guests/create', guest, v.ip);
  expect(created.status).toBe(201);
  const guestId = (created.body.payload as { id: string }).id;
  const sent = await suite.post('/guest/service-request', { guest_id: guestId, service_type_id: 1 }, v.ip);
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return (sent.body.payload as { expect_call: ExpectCall }).expect_call;
}

describe('the time to answer a lead across a day staff closed', () => {
  it('promises the next open day after a closure, and stores the same deadline', async () => {
    // Without a closure: the last ten minutes run on Thursday at 7:00.
    const open = await guestRequestPromise();
    expect(open.by).toBe('2026-11-26T12:10:00.000Z');

    const closed = await suite.call('POST', '/appointments/closures', {
      body: { from: '2026-11-26', to: '2026-11-26', reason: 'Thanksgiving' },
    });
    expect(closed.status).toBe(200);
    const promised = await guestRequestPromise();
    expect(promised.by).toBe('2026-11-27T12:10:00.000Z');
    expect(promised.within_minutes).toBeNull();
    expect(promised.text).toContain('Friday');

    const inquiry = await suite.post(
      '/email/inquiry',
      {
        name: 'Holiday Hal',
        email: 'holiday-hal@example.com',
        phone: '4075550178',
        products: [{ name: 'Fuel Tanks' }],
      },
      suite.visitor().ip,
    );
    expect(inquiry.status).toBe(201);
    expect((inquiry.body as { expect_call: ExpectCall }).expect_call.by).toBe('2026-11-27T12:10:00.000Z');

    // The deadline the escalation holds the company to is the one the visitor was given.
    const [stored] = await suite
      .server()
      .database.db.select({ respondBy: leads.respond_by })
      .from(leads)
      .where(eq(leads.email, 'holiday-hal@example.com'));
    expect(stored?.respondBy?.toISOString()).toBe('2026-11-27T12:10:00.000Z');
  });
});
