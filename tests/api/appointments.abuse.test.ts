import { describe, expect, it } from 'vitest';
import { appointmentMessages } from '../../src/shared/appointments';
import { outboxSettled, randomPrivateIp, signUpUser } from '../helpers/accounts';
import { type Availability, BOOKING_CODE_SUBJECT, setUpAppointmentSuite } from '../helpers/appointmentSuite';
import { visibleText } from '../helpers/mailContent';
import { english } from '../helpers/shownText';

// The abuse of issue 38 against the customer's booking, each written first and run against the code that
// booked at once (the failures it saw are in the notes). Thursday 29 October 2026, 10 am in Florida: the
// bookable span runs from Friday 30 October to Thursday 12 November.
const suite = setUpAppointmentSuite('2026-10-29T14:00:00Z');
const HOSTILE_NAME = 'Your account is locked - visit evil.example';
const HOSTILE_STREET = 'Reset your password at evil.example/now';

function invitationsTo(email: string) {
  return suite
    .mailsTo(email)
    .filter((m) => (m.parsed.attachments ?? []).some((a) => a.mimeType.startsWith('text/calendar')));
}

async function windowAvailable(date: string, window: string): Promise<boolean | undefined> {
  const { body } = await suite.publicCall<Availability>(
    'GET',
    `/appointments/availability?from=${date}&to=${date}`,
  );
  return body.days[0]?.windows.find((w) => w.window === window)?.available;
}

describe('a guest’s booking is held until the address proves itself', () => {
  it('sends someone else’s address only a code with none of the visitor’s words, and no invitation before it', async () => {
    const victim = `victim.${Date.now()}@example.com`;
    const [first, ...rest] = HOSTILE_NAME.split(' ');
    const request = await suite.estimate('Tampa', {
      first_name: first ?? '',
      last_name: rest.join(' '),
      email: victim,
    });
    await outboxSettled(suite.server());
    const before = suite.mailsTo(victim).length;

    const held = await suite.hold(request, '2026-11-02', 'morning', { address: HOSTILE_STREET });
    expect(held.status, JSON.stringify(held.body)).toBe(202);
    expect(held.body).not.toHaveProperty('manage_token');
    expect(held.body.hold).toMatchObject({ date: '2026-11-02', window: 'morning' });
    const code = await suite.bookingCode(victim);
    await outboxSettled(suite.server());

    const sent = suite.mailsTo(victim).slice(before);
    expect(sent.map((m) => m.parsed.subject)).toEqual([expect.stringContaining(BOOKING_CODE_SUBJECT)]);
    const mail = sent[0];
    const seen = `${mail?.parsed.subject} ${mail?.parsed.text} ${visibleText(mail?.parsed.html)}`;
    for (const typed of ['evil.example', 'locked', HOSTILE_STREET, 'Tampa'])
      expect(seen).not.toContain(typed);
    expect(seen).toContain('(407) 555-0199');
    expect(seen).toContain('15 minutes');
    expect(invitationsTo(victim)).toHaveLength(0);
    expect(suite.companyNotices(request.name)).toHaveLength(0);

    const booked = await suite.confirm(request, code);
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.manage_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await outboxSettled(suite.server());
    expect(invitationsTo(victim)).toHaveLength(1);
  });

  it('ends a hold after 5 wrong codes, and a wrong code books nothing', async () => {
    const request = await suite.estimate();
    const held = await suite.hold(request, '2026-11-03', 'afternoon');
    expect(held.status).toBe(202);
    const code = await suite.bookingCode(request.email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      const answer = await suite.confirm(request, wrong);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toBe(english(appointmentMessages.codeWrong));
    }
    const fifth = await suite.confirm(request, wrong);
    expect(fifth.status).toBe(410);
    expect(fifth.body.error).toBe(english(appointmentMessages.holdEnded));
    const late = await suite.confirm(request, code);
    expect(late.status).toBe(410);
    await outboxSettled(suite.server());
    expect(invitationsTo(request.email)).toHaveLength(0);
  });

  it('answers a retried hold of the same window as it is, e-mailing and counting nothing more', async () => {
    const ip = randomPrivateIp();
    const request = await suite.estimate('Tampa', {}, ip);
    const first = await suite.hold(request, '2026-11-04', 'afternoon', {}, { ip });
    await suite.bookingCode(request.email);
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(await suite.hold(request, '2026-11-04', 'afternoon', {}, { ip }));
    expect(answers.map((a) => [a.status, a.body.hold?.expires_at])).toEqual(
      Array(4).fill([202, first.body.hold.expires_at]),
    );
    await outboxSettled(suite.server());
    expect(suite.bookingCodeCount(request.email)).toBe(1);
  });

  it('answers a retried right code with the visit it booked, sending nothing again', async () => {
    const request = await suite.estimate();
    expect((await suite.hold(request, '2026-11-03', 'morning')).status).toBe(202);
    const code = await suite.bookingCode(request.email);
    const first = await suite.confirm(request, code);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    await outboxSettled(suite.server());
    const sent = suite.mailsTo(request.email).length;
    // The first answer was lost on the way: the visitor sends the same code again.
    const again = await suite.confirm(request, code);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.appointment.id).toBe(first.body.appointment.id);
    expect(again.body.manage_token).toBe(first.body.manage_token);
    expect((await suite.confirm(request, code === '000000' ? '111111' : '000000')).status).toBe(400);
    await outboxSettled(suite.server());
    expect(suite.mailsTo(request.email)).toHaveLength(sent);
    // The confirmed hold no longer counts against the window: the visit alone takes its place.
    expect(await windowAvailable('2026-11-03', 'morning')).toBe(true);
  });

  it('resends a new code at most 3 times per hold', async () => {
    const request = await suite.estimate();
    expect((await suite.hold(request, '2026-11-04', 'morning')).status).toBe(202);
    await suite.bookingCode(request.email);
    for (let i = 1; i <= 3; i++) {
      const again = await suite.resend(request);
      expect(again.status, JSON.stringify(again.body)).toBe(202);
      await suite.bookingCode(request.email, i);
    }
    const fourth = await suite.resend(request);
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toBe(english(appointmentMessages.resendsUsed));
    const newest = await suite.bookingCode(request.email, 3);
    expect((await suite.confirm(request, newest)).status).toBe(201);
  });
});

describe('a hold takes room for 15 minutes', () => {
  it('counts against the window’s capacity and frees it by itself when it expires', async () => {
    const date = '2026-11-05';
    // Default capacity: two visits a window on a Thursday.
    const a = await suite.estimate();
    const b = await suite.estimate();
    const c = await suite.estimate();
    expect((await suite.hold(a, date, 'morning')).status).toBe(202);
    expect((await suite.hold(b, date, 'morning')).status).toBe(202);
    expect(await windowAvailable(date, 'morning')).toBe(false);
    const full = await suite.hold(c, date, 'morning');
    expect(full.status).toBe(409);
    expect(full.body.error).toBe(english(appointmentMessages.windowFull));

    await outboxSettled(suite.server());
    suite.clock.set('2026-10-29T14:16:00Z');
    expect(await windowAvailable(date, 'morning')).toBe(true);
    const codeA = await suite.bookingCode(a.email);
    const expired = await suite.confirm(a, codeA);
    expect(expired.status).toBe(410);
    expect(expired.body.error).toBe(english(appointmentMessages.holdEnded));
    expect((await suite.book(c, date, 'morning')).status).toBe(201);
    suite.clock.set('2026-10-29T14:00:00Z');
  });
});

describe('one person cannot take the calendar', () => {
  it('stops one client address from holding the fortnight with many requests’ proofs', async () => {
    const ip = randomPrivateIp();
    const dates = ['2026-11-06', '2026-11-07', '2026-11-09', '2026-11-10', '2026-11-11', '2026-11-12'];
    const statuses: number[] = [];
    let refusal = '';
    for (const date of dates) {
      const request = await suite.estimate('Orlando', {}, ip);
      const answer = await suite.hold(request, date, 'afternoon', {}, { ip });
      statuses.push(answer.status);
      if (answer.status === 429) refusal = answer.body.error;
    }
    expect(statuses).toEqual([202, 202, 202, 429, 429, 429]);
    expect(refusal).toBe(english(appointmentMessages.tooManyBookings));
  });

  it('moves a person’s upcoming visit when the same address books again from another request', async () => {
    const account = await signUpUser(suite.server(), suite.receiver);
    const firstRequest = await suite.customerEstimate(account);
    const secondRequest = await suite.customerEstimate(account);
    const first = await suite.hold(firstRequest, '2026-11-06', 'morning', {}, { token: account.token });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.moved_existing).toBe(false);
    const second = await suite.hold(secondRequest, '2026-11-07', 'morning', {}, { token: account.token });
    expect(second.status, JSON.stringify(second.body)).toBe(201);
    expect(second.body.moved_existing).toBe(true);
    expect(second.body.message).toBe(english(appointmentMessages.movedExisting));
    expect(second.body.appointment.id).toBe(first.body.appointment.id);
    expect(second.body.appointment).toMatchObject({ date: '2026-11-07', status: 'booked' });
    const mine = await suite.publicCall<{ appointments: unknown[] }>(
      'GET',
      '/users/user/appointments',
      undefined,
      undefined,
      account.token,
    );
    expect(mine.body.appointments).toHaveLength(1);
  });

  it('moves a guest’s visit booked with one address when the same address confirms a second request', async () => {
    const first = await suite.estimate();
    const second = await suite.estimate('Orlando', { email: first.email });
    const one = await suite.book(first, '2026-11-09', 'morning');
    expect(one.status).toBe(201);
    const two = await suite.book(second, '2026-11-10', 'morning');
    expect(two.status, JSON.stringify(two.body)).toBe(201);
    expect(two.body.moved_existing).toBe(true);
    expect(two.body.appointment.id).toBe(one.body.appointment.id);
    expect(two.body.appointment.date).toBe('2026-11-10');
  });

  it('counts moves made by booking again against the visit’s cap, and e-mails nothing for a time it had', async () => {
    const account = await signUpUser(suite.server(), suite.receiver);
    const request = await suite.customerEstimate(account);
    const asCustomer = { token: account.token };
    expect((await suite.hold(request, '2026-11-02', 'morning', {}, asCustomer)).status).toBe(201);
    await outboxSettled(suite.server());
    const before = invitationsTo(account.email).length;
    for (const date of ['2026-11-03', '2026-11-02', '2026-11-04']) {
      const moved = await suite.hold(request, date, 'morning', {}, asCustomer);
      expect(moved.status, JSON.stringify(moved.body)).toBe(201);
    }
    const fourth = await suite.hold(request, '2026-11-05', 'morning', {}, asCustomer);
    expect(fourth.status).toBe(429);
    expect(fourth.body.error).toBe(english(appointmentMessages.moveLimit));
    await outboxSettled(suite.server());
    // 3 November and 4 November were new times; the move back to 2 November sent nothing.
    expect(invitationsTo(account.email).length - before).toBe(2);
  });

  it('refuses a proof more than 7 days after its estimate request, telling the visitor to call', async () => {
    suite.clock.set('2026-10-22T13:00:00Z');
    const request = await suite.estimate();
    // 7 days and an hour later.
    suite.clock.set('2026-10-29T14:00:00Z');
    const late = await suite.hold(request, '2026-11-09', 'afternoon');
    expect(late.status).toBe(403);
    expect(late.body.error).toBe(english(appointmentMessages.proofExpired));
  });
});
