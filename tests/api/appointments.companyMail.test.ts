import { describe, expect, it } from 'vitest';
import { outboxSettled } from '../helpers/accounts';
import { setUpAppointmentSuite } from '../helpers/appointmentSuite';
import { COMPANY } from '../helpers/leadsSuite';
import type { ReceivedMail } from '../helpers/smtpReceiver';

// The company inbox hears of every change a customer makes online and of staff bookings for callers
// (issue 28): what happened, when in Florida time, who (name, phone, city) and the way to the staff
// schedule. Staff cancellations, closures and repeated bookings of the same window tell it nothing.
// The clock is Wednesday 28 October 2026, 10 am in Florida.
const suite = setUpAppointmentSuite('2026-10-28T14:00:00Z');

/** The company's notices about `name` once the outbox has delivered everything queued so far. */
async function noticesAbout(name: string): Promise<ReceivedMail[]> {
  await outboxSettled(suite.server());
  return suite.companyNotices(name);
}

/** The subjects, sorted: the outbox may deliver messages of different transactions in any order. */
const subjects = (mails: ReceivedMail[]) => mails.map((m) => m.parsed.subject ?? '').sort();

/** The notice whose subject starts with `start`. */
function notice(mails: ReceivedMail[], start: string): ReceivedMail {
  const found = mails.find((m) => m.parsed.subject?.startsWith(start));
  if (!found) throw new Error(`no notice "${start}…"`);
  return found;
}

describe('the company’s notice of a visit', () => {
  it('tells of an online booking, with the time in Florida, the customer and the staff schedule', async () => {
    const request = await suite.estimate('Tampa', { phone_number: '8135550176' });
    const res = await suite.book(request, '2026-11-02', 'morning', { address: '1402 Bayshore Blvd' });
    expect(res.status).toBe(201);
    const [notice, ...others] = await noticesAbout(request.name);
    expect(others).toEqual([]);
    expect(notice?.envelopeTo).toEqual([COMPANY]);
    expect(notice?.parsed.subject).toBe(
      `Visit booked: ${request.name}, Monday, November 2, 2026, 8 am – 12 pm`,
    );
    expect(notice?.parsed.replyTo?.map((a) => a.address)).toEqual([request.email]);
    expect(notice?.parsed.attachments).toEqual([]);
    const text = notice?.parsed.text ?? '';
    for (const line of [
      `${request.name} booked a free in-home assessment on the website.`,
      'When: Monday, November 2, 2026, 8 am – 12 pm Florida time (Eastern)',
      `Name: ${request.name}`,
      'Phone: (813) 555-0176',
      'City: Tampa, FL',
      'Address: 1402 Bayshore Blvd',
      `Request id: ${request.id}`,
      `Open the staff schedule: ${suite.server().url}/staff`,
    ]) {
      expect(text).toContain(line);
    }
    // Nothing of the customer's link: it would let whoever reads the company inbox change the visit.
    expect(text).not.toContain(res.body.manage_token);
    expect(notice?.parsed.html).toContain(`href="${suite.server().url}/staff"`);
  });

  it('tells of a move by booking again and by the manage link, with the previous time', async () => {
    const request = await suite.estimate('Orlando');
    const booked = await suite.book(request, '2026-11-03', 'morning');
    expect((await suite.book(request, '2026-11-03', 'morning')).status).toBe(201);
    expect((await suite.book(request, '2026-11-03', 'afternoon')).status).toBe(201);
    const moved = await suite.publicCall(
      'POST',
      `/appointments/manage/${booked.body.manage_token}/reschedule`,
      {
        date: '2026-11-04',
        window: 'morning',
      },
    );
    expect(moved.status).toBe(200);
    const notices = await noticesAbout(request.name);
    expect(subjects(notices)).toEqual([
      `Visit booked: ${request.name}, Tuesday, November 3, 2026, 8 am – 12 pm`,
      `Visit moved: ${request.name}, Tuesday, November 3, 2026, 12 pm – 5 pm`,
      `Visit moved: ${request.name}, Wednesday, November 4, 2026, 8 am – 12 pm`,
    ]);
    const last = notice(notices, `Visit moved: ${request.name}, Wednesday`).parsed.text ?? '';
    expect(last).toContain(
      `${request.name} picked a new time for their free in-home assessment on the website.`,
    );
    expect(last).toContain('When: Wednesday, November 4, 2026, 8 am – 12 pm Florida time (Eastern)');
    expect(last).toContain('Previous time: Tuesday, November 3, 2026, 12 pm – 5 pm Florida time (Eastern)');
  });

  it('tells of a cancellation by the manage link, but not of one by staff or by a closure', async () => {
    const online = await suite.estimate();
    const booked = await suite.book(online, '2026-11-05', 'morning');
    expect(
      (await suite.publicCall('POST', `/appointments/manage/${booked.body.manage_token}/cancel`)).status,
    ).toBe(200);
    const notices = await noticesAbout(online.name);
    expect(subjects(notices)).toEqual([
      `Visit booked: ${online.name}, Thursday, November 5, 2026, 8 am – 12 pm`,
      `Visit cancelled: ${online.name}, Thursday, November 5, 2026, 8 am – 12 pm`,
    ]);
    const text = notice(notices, 'Visit cancelled').parsed.text ?? '';
    expect(text).toContain(`${online.name} cancelled their free in-home assessment on the website.`);
    expect(text).toContain('Was booked for: Thursday, November 5, 2026, 8 am – 12 pm Florida time (Eastern)');

    const byStaff = await suite.estimate();
    const staffCancelled = await suite.book(byStaff, '2026-11-05', 'afternoon');
    const patched = await suite.call('PATCH', `/appointments/${staffCancelled.body.appointment.id}`, {
      body: { status: 'cancelled' },
    });
    expect(patched.status).toBe(200);
    const byClosure = await suite.estimate();
    expect((await suite.book(byClosure, '2026-11-10', 'morning')).status).toBe(201);
    const closed = await suite.call('POST', '/appointments/closures', {
      body: { from: '2026-11-10', to: '2026-11-10', reason: 'Hurricane Milton' },
    });
    expect(closed.status).toBe(200);
    expect(subjects(await noticesAbout(byStaff.name))).toEqual([
      `Visit booked: ${byStaff.name}, Thursday, November 5, 2026, 12 pm – 5 pm`,
    ]);
    expect(subjects(await noticesAbout(byClosure.name))).toEqual([
      `Visit booked: ${byClosure.name}, Tuesday, November 10, 2026, 8 am – 12 pm`,
    ]);
  });

  it('tells of a staff booking for a caller and of its move, naming the staff member', async () => {
    const caller = await suite.estimate('Jacksonville');
    expect((await suite.staffBook(caller, '2026-11-06', 'morning', '88 Riverside Ave')).status).toBe(201);
    expect((await suite.staffBook(caller, '2026-11-06', 'morning', '88 Riverside Ave')).status).toBe(201);
    expect((await suite.staffBook(caller, '2026-11-07', 'afternoon', '88 Riverside Ave')).status).toBe(201);
    const notices = await noticesAbout(caller.name);
    expect(subjects(notices)).toEqual([
      `Visit booked: ${caller.name}, Friday, November 6, 2026, 8 am – 12 pm`,
      `Visit moved: ${caller.name}, Saturday, November 7, 2026, 12 pm – 5 pm`,
    ]);
    const booked = notice(notices, 'Visit booked');
    const moved = notice(notices, 'Visit moved');
    expect(booked.parsed.html).toContain('Visit booked for a caller');
    expect(booked.parsed.text).toContain(
      `Sam Staffer booked a free in-home assessment for ${caller.name} from the staff inbox.`,
    );
    expect(booked.parsed.text).toContain('City: Jacksonville, FL');
    expect(moved.parsed.text).toContain(
      `Sam Staffer moved the free in-home assessment of ${caller.name} from the staff inbox.`,
    );
    expect(moved.parsed.text).toContain(
      'Previous time: Friday, November 6, 2026, 8 am – 12 pm Florida time (Eastern)',
    );
  });

  it('is not sent when the booking is refused', async () => {
    const request = await suite.estimate();
    expect((await suite.book(request, '2026-11-08', 'morning')).status).toBe(409);
    expect((await suite.staffBook(request, '2026-11-08', 'morning', '9 Main St')).status).toBe(409);
    expect(await noticesAbout(request.name)).toEqual([]);
  });
});
