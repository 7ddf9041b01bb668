import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { components } from '../../src/api/schema';
import { manageToken, manageTokenHash } from '../../src/server/appointments/appointmentTokens';
import { appointments } from '../../src/server/db/schema';
import { accountKeys } from '../../src/server/security/keys';
import { appointmentMessages } from '../../src/shared/appointments';
import { bookingBlockMessages } from '../../src/shared/bookingBlocks';
import { sessionTexts } from '../../src/shared/sessionRules';
import { outboxSettled, signUpUser } from '../helpers/accounts';
import {
  type Appointment,
  type Availability,
  type ErrorBody,
  type StaffAppointment,
  setUpAppointmentSuite,
} from '../helpers/appointmentSuite';
import { en } from '../helpers/englishText';
import { english } from '../helpers/shownText';
import { signInWithCode, turnTwoFactorOn } from '../helpers/twoFactorFlow';

// Issue 38, the staff's side of the booking's abuse: each test plays an abuse the old code let through
// (the step marked "attack"), then what staff can do about it.
const suite = setUpAppointmentSuite('2026-10-28T14:00:00Z');
const { call } = suite;
type BookingBlock = components['schemas']['BookingBlock'];

const manage = (token: string, action = '', body?: unknown) =>
  suite.publicCall<Appointment & ErrorBody>(
    action ? 'POST' : 'GET',
    `/appointments/manage/${encodeURIComponent(token)}${action}`,
    body,
  );

async function booked(date: string, window = 'morning', city = 'Tampa') {
  const request = await suite.estimate(city);
  const res = await suite.book(request, date, window, { address: '14 Bayshore Blvd' });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { request, token: res.body.manage_token, id: res.body.appointment.id };
}

/** The subjects of the appointment e-mails to `email`, and the company notices about `name`, so far. */
async function visitMail(email: string, name: string) {
  await outboxSettled(suite.server());
  const customer = suite.mailsTo(email).map((m) => m.parsed.subject ?? '');
  return {
    customer: customer.filter((s) => s.includes('in-home assessment')),
    company: suite.companyNotices(name).length,
  };
}

describe('a visit staff or a closure cancelled', () => {
  it('cannot be booked again with the request’s old proof until staff allow it', async () => {
    const { request, id } = await booked('2026-11-02');
    const cancelled = await call('PATCH', `/appointments/${id}`, { body: { status: 'cancelled' } });
    expect(cancelled.status).toBe(200);
    // The attack: the same proof books the fortnight again, as often as staff cancel.
    const again = await suite.hold(request, '2026-11-03', 'morning', { address: '14 Bayshore Blvd' });
    expect(again).toMatchObject({
      status: 409,
      body: { error: english(appointmentMessages.rebookingRefused) },
    });

    const allowed = await call<StaffAppointment>('POST', `/appointments/${id}/allow-rebooking`);
    expect(allowed).toMatchObject({
      status: 200,
      body: { id, status: 'cancelled', rebooking_allowed: true },
    });
    const rebooked = await suite.book(request, '2026-11-03', 'morning', { address: '14 Bayshore Blvd' });
    expect(rebooked.status).toBe(201);
    expect(rebooked.body.appointment.id).not.toBe(id);
  });

  it('a closure: the proof is refused, the closure e-mail’s own link still picks a new time', async () => {
    const { request, token, id } = await booked('2026-11-05');
    const closed = await call('POST', '/appointments/closures', {
      body: { from: '2026-11-05', to: '2026-11-05', reason: 'Tropical storm' },
    });
    expect(closed).toMatchObject({ status: 200, body: { cancelled: 1 } });
    const again = await suite.hold(request, '2026-11-06', 'morning');
    expect(again).toMatchObject({
      status: 409,
      body: { error: english(appointmentMessages.rebookingRefused) },
    });
    const picked = await manage(token, '/reschedule', { date: '2026-11-06', window: 'morning' });
    expect(picked).toMatchObject({ status: 200, body: { id, status: 'booked', date: '2026-11-06' } });
  });

  it('allowing re-booking is refused for a visit nobody at the office cancelled, and unknown ids are 404', async () => {
    const { id } = await booked('2026-11-02', 'afternoon');
    const refused = await call('POST', `/appointments/${id}/allow-rebooking`);
    expect(refused).toMatchObject({
      status: 409,
      body: { error: english(appointmentMessages.rebookingNotNeeded) },
    });
    const missing = await call('POST', '/appointments/00000000-0000-4000-8000-000000000000/allow-rebooking');
    expect(missing).toMatchObject({ status: 404, body: { error: english(appointmentMessages.notFound) } });
    for (const path of ['/appointments/not-an-id/allow-rebooking', '/appointments/not-an-id/new-link']) {
      const bad = await call('POST', path);
      expect([path, bad.status, bad.body]).toEqual([path, 400, { error: 'id must be a valid uuid.' }]);
    }
    const badBlock = await call('DELETE', '/booking-blocks/not-an-id');
    expect(badBlock).toMatchObject({ status: 400, body: { error: 'id must be a valid uuid.' } });
  });
});

describe('a leaked manage link', () => {
  it('staff send a new link: the old one is dead at once, the new one is e-mailed and works', async () => {
    const { request, token, id } = await booked('2026-11-04');
    expect((await manage(token)).status).toBe(200);
    // The attack: the link leaked (a forwarded e-mail); before issue 38 nothing could end it.
    const renewed = await call<StaffAppointment>('POST', `/appointments/${id}/new-link`);
    expect(renewed).toMatchObject({ status: 200, body: { id, status: 'booked' } });
    for (const [action, body] of [
      ['', undefined],
      ['/reschedule', { date: '2026-11-05', window: 'morning' }],
      ['/cancel', undefined],
    ] as const) {
      const old = await manage(token, action, body);
      expect([action, old.status, old.body]).toEqual([
        action,
        404,
        { error: english(appointmentMessages.linkInvalid) },
      ]);
    }
    const mail = await suite.mailTo(request.email, 'A new link for your in-home assessment');
    const link = /\/appointments\/manage\/([A-Za-z0-9_-]+)/.exec(mail.parsed.text ?? '')?.[1];
    expect(link).toBeDefined();
    expect(link).not.toBe(token);
    expect(mail.parsed.text).not.toContain(token);
    const fresh = await manage(link ?? '');
    expect(fresh).toMatchObject({ status: 200, body: { id, status: 'booked' } });
    // Every e-mail after it (here a move) carries the new link.
    await manage(link ?? '', '/reschedule', { date: '2026-11-04', window: 'afternoon' });
    const moved = await suite.mailTo(request.email, 'New time for your in-home assessment');
    expect(moved.parsed.text).toContain(`/appointments/manage/${link}`);
    const missing = await call('POST', '/appointments/00000000-0000-4000-8000-000000000000/new-link');
    expect(missing).toMatchObject({ status: 404, body: { error: english(appointmentMessages.notFound) } });
  });
});

describe('a visit booked before manage links had a random part', () => {
  it('keeps its link (e-mails carry it) until staff send a new one', async () => {
    const { request, token, id } = await booked('2026-11-06', 'afternoon');
    // As migration 0011 leaves a visit booked before it: no nonce, the token derived from the id alone.
    const keys = accountKeys(suite.server().config);
    const legacy = manageToken(keys, { id, manage_nonce: null });
    expect(legacy).not.toBe(token);
    await suite
      .server()
      .database.db.update(appointments)
      .set({ manage_nonce: null, manage_token_hash: manageTokenHash(legacy) })
      .where(eq(appointments.id, id));
    expect((await manage(token)).status).toBe(404);
    expect((await manage(legacy)).body).toMatchObject({ id, status: 'booked' });
    await manage(legacy, '/reschedule', { date: '2026-11-07', window: 'afternoon' });
    const moved = await suite.mailTo(request.email, 'New time for your in-home assessment');
    expect(moved.parsed.text).toContain(`/appointments/manage/${legacy}`);

    expect((await call('POST', `/appointments/${id}/new-link`)).status).toBe(200);
    expect((await manage(legacy)).status).toBe(404);
    const mail = await suite.mailTo(request.email, 'A new link for your in-home assessment');
    const fresh = /\/appointments\/manage\/([A-Za-z0-9_-]+)/.exec(mail.parsed.text ?? '')?.[1] ?? '';
    expect((await manage(fresh)).body).toMatchObject({ id, date: '2026-11-07' });
  });
});

describe('moving a visit back and forth', () => {
  it('e-mails only new times, and the link moves a visit at most 3 times in 24 hours', async () => {
    const { request, token } = await booked('2026-11-09');
    const before = await visitMail(request.email, request.name);
    expect(before).toEqual({
      customer: ['Your free in-home assessment on Monday, November 9, 2026'],
      company: 1,
    });
    const move = (date: string, window = 'morning') => manage(token, '/reschedule', { date, window });
    expect((await move('2026-11-10')).status).toBe(200);
    const once = await visitMail(request.email, request.name);
    expect(once.customer).toHaveLength(2);
    expect(once.company).toBe(2);
    // The attack: back and forth between two windows, each move another invitation and notice.
    expect((await move('2026-11-09')).body).toMatchObject({ date: '2026-11-09', status: 'booked' });
    expect((await move('2026-11-10')).body).toMatchObject({ date: '2026-11-10', status: 'booked' });
    expect(await visitMail(request.email, request.name)).toEqual(once);
    const fourth = await move('2026-11-11');
    expect(fourth).toMatchObject({ status: 429, body: { error: english(appointmentMessages.moveLimit) } });
    expect((await manage(token)).body.date).toBe('2026-11-10');

    suite.clock.set('2026-10-29T14:00:01Z');
    expect((await move('2026-11-11')).status).toBe(200);
    const later = await visitMail(request.email, request.name);
    expect(later.customer).toHaveLength(3);
    expect(later.company).toBe(3);
    suite.clock.set('2026-10-28T14:00:00Z');
  });
});

describe('closing days', () => {
  it('needs a confirmation in the last 15 minutes, like the export', async () => {
    const { id } = await booked('2026-11-11', 'afternoon');
    const owner = await signUpUser(suite.server(), suite.receiver, { email: 'owner@example.com' });
    const { secret } = await turnTwoFactorOn(suite.server(), owner);
    const { token } = await signInWithCode(suite.server(), owner, secret);
    // The attack: a staff session (a token taken from a browser) cancels and e-mails every visit for 60 days.
    const unconfirmed = await call('POST', '/appointments/closures', {
      token,
      body: { from: '2026-11-11', to: '2026-11-11', reason: 'Storm' },
    });
    expect(unconfirmed).toMatchObject({
      status: 403,
      body: { error: en(sessionTexts.confirmationRequired) },
    });
    const schedule = await call<{ appointments: StaffAppointment[]; closed_dates: unknown[] }>(
      'GET',
      '/appointments?from=2026-11-11&to=2026-11-11',
    );
    expect(schedule.body.appointments.find((a) => a.id === id)?.status).toBe('booked');
    expect(schedule.body.closed_dates).toEqual([]);
  });

  it('refuses days before today (Florida time), and takes today', async () => {
    // The attack: a closure of days gone by is taken and recorded as if it meant something.
    const past = await call('POST', '/appointments/closures', {
      body: { from: '2026-10-27', to: '2026-10-28', reason: 'Storm' },
    });
    expect(past).toMatchObject({ status: 400, body: { error: english(appointmentMessages.closurePast) } });
    // Today (Florida time) may still be closed: its afternoon may not have begun.
    const today = await call('POST', '/appointments/closures', {
      body: { from: '2026-10-28', to: '2026-10-28', reason: 'Storm' },
    });
    expect(today.status).toBe(200);
  });
});

describe('the block list', () => {
  it('is listed, added to (normalised) and removed from by staff; bad values are 400, repeats 409', async () => {
    type Blocks = { blocks: BookingBlock[] };
    const added = await call<Blocks>('POST', '/booking-blocks', {
      body: { kind: 'domain', value: ' @Spam-Mail.Example ', reason: 'Invitation spam' },
    });
    expect(added.status).toBe(201);
    expect(added.body.blocks[0]).toMatchObject({
      kind: 'domain',
      value: 'spam-mail.example',
      reason: 'Invitation spam',
      added_by: 'Sam Staffer',
    });
    const phone = await call<Blocks>('POST', '/booking-blocks', {
      body: { kind: 'phone', value: '+1 (407) 555-0199' },
    });
    const phoneBlock = phone.body.blocks.find((b) => b.kind === 'phone');
    expect(phoneBlock?.value).toBe('4075550199');
    const email = await call<Blocks>('POST', '/booking-blocks', {
      body: { kind: 'email', value: 'Mallory@Example.COM', reason: 'Fake name' },
    });
    expect(email.body.blocks.map((b) => b.value)).toEqual([
      'mallory@example.com',
      '4075550199',
      'spam-mail.example',
    ]);
    const twice = await call('POST', '/booking-blocks', {
      body: { kind: 'domain', value: 'SPAM-mail.example', reason: '' },
    });
    expect(twice).toMatchObject({ status: 409, body: { error: bookingBlockMessages.alreadyBlocked } });
    for (const [kind, value, error] of [
      ['email', 'not an address', bookingBlockMessages.badEmail],
      ['phone', '123', bookingBlockMessages.badPhone],
      ['domain', 'localhost', bookingBlockMessages.badDomain],
    ]) {
      const bad = await call<ErrorBody>('POST', '/booking-blocks', { body: { kind, value, reason: '' } });
      expect([kind, bad.status, bad.body]).toEqual([kind, 400, { error }]);
    }
    const removed = await call<Blocks>('DELETE', `/booking-blocks/${phoneBlock?.id}`);
    expect(removed).toMatchObject({ status: 200 });
    expect(removed.body.blocks.map((b) => b.value)).toEqual(['mallory@example.com', 'spam-mail.example']);
    const again = await call('DELETE', `/booking-blocks/${phoneBlock?.id}`);
    expect(again).toMatchObject({ status: 404, body: { error: bookingBlockMessages.notFound } });
    const list = await call<Blocks>('GET', '/booking-blocks');
    expect(list.headers.get('cache-control')).toBe('no-store');
    expect(list.body).toEqual(removed.body);
    const customer = await signUpUser(suite.server(), suite.receiver);
    for (const [method, path] of [
      ['GET', '/booking-blocks'],
      ['POST', '/booking-blocks'],
      ['DELETE', `/booking-blocks/${phoneBlock?.id}`],
    ] as const) {
      const body = method === 'POST' ? { kind: 'email', value: 'a@b.example' } : undefined;
      expect([method, (await call(method, path, { token: customer.token, body })).status]).toEqual([
        method,
        403,
      ]);
      expect([method, (await call(method, path, { token: null, body })).status]).toEqual([method, 401]);
    }
  });

  it('an e-mail address or a phone number on the list is refused as silently', async () => {
    const stamp = Date.now();
    const email = `Blocked.${stamp}@Example.com`;
    await call('POST', '/booking-blocks', { body: { kind: 'email', value: email.toLowerCase() } });
    await call('POST', '/booking-blocks', { body: { kind: 'phone', value: '(813) 555-0147' } });
    const byEmail = await suite.estimate('Tampa', { email });
    const byPhone = await suite.estimate('Tampa', { phone_number: '8135550147' });
    await outboxSettled(suite.server());
    const sentBefore = suite.receiver.messages.length;
    for (const request of [byEmail, byPhone]) {
      const held = await suite.hold(request, '2026-11-07', 'afternoon', { address: '1 Main St' });
      expect([201, 202]).toContain(held.status);
    }
    await outboxSettled(suite.server());
    expect(suite.receiver.messages.slice(sentBefore).flatMap((m) => m.envelopeTo)).toEqual([]);
  });

  it('a blocked address books as if all were normal, and nothing is held or e-mailed', async () => {
    await call('POST', '/booking-blocks', {
      body: { kind: 'domain', value: 'blocked.example', reason: 'Abuse' },
    });
    const request = await suite.estimate('Tampa', { email: `victim${Date.now()}@mail.blocked.example` });
    const windows = async () =>
      (
        await suite.publicCall<Availability>(
          'GET',
          '/appointments/availability?from=2026-11-07&to=2026-11-07',
        )
      ).body;
    const free = await windows();
    await outboxSettled(suite.server());
    const sentBefore = suite.receiver.messages.length;
    // The attack: a booking for an address staff blocked.
    const held = await suite.hold(request, '2026-11-07', 'morning', { address: '1 Main St' });
    expect([201, 202]).toContain(held.status);
    await outboxSettled(suite.server());
    expect(suite.receiver.messages.slice(sentBefore).flatMap((m) => m.envelopeTo)).toEqual([]);
    expect(suite.companyNotices(request.name)).toEqual([]);
    expect(await windows()).toEqual(free);
  });
});
