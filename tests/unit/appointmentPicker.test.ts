import { describe, expect, it } from 'vitest';
import {
  answerLost,
  daysOf,
  daysWithRoomNow,
  hasRoom,
  keptChoice,
  NO_CHOICE,
  pickerAfterRefusal,
  refusedWith,
  windowsOfRefusal,
} from '../../machines/appointments.rules';
import { bookingRequest } from '../../machines/booking.machine';
import { ApiError } from '../../src/api/client';
import { appointmentMessages, bookingTexts, streetAddressError } from '../../src/shared/appointments';
import { shown } from '../helpers/shownText';
import {
  availability,
  MONDAY,
  mondayMorningTaken,
  offline,
  open,
  refusal,
  SATURDAY,
  SUNDAY,
  TUESDAY,
} from '../machines/appointments.fixtures';

// The booking and manage machines' picker rules (machines/appointments.rules.ts), apart from their walks:
// days from an availability answer or a 409's windows, the choice kept against them, and a refusal read.

const days = daysOf(availability);

describe('the days shown', () => {
  it('keep every date answered, each with only its windows that have room', () => {
    expect(days.map((day) => [day.date, day.windows.map((slot) => slot.window)])).toEqual([
      [SATURDAY, ['afternoon']],
      [SUNDAY, []],
      [MONDAY, ['morning', 'afternoon']],
      [TUESDAY, ['morning']],
    ]);
    expect(days[2]?.windows[0]).toEqual(open(MONDAY, 'morning'));
  });

  it("after a 409 hold the 409's windows, in the day's order, and every date shown before", () => {
    const fresh = daysWithRoomNow(days, [
      open(TUESDAY, 'morning'),
      open(MONDAY, 'afternoon'),
      open(MONDAY, 'morning'),
    ]);
    expect(fresh.map((day) => [day.date, day.windows.map((slot) => slot.window)])).toEqual([
      [SATURDAY, []],
      [SUNDAY, []],
      [MONDAY, ['morning', 'afternoon']],
      [TUESDAY, ['morning']],
    ]);
    // A date the 409 names that was not shown (the span moved on at midnight) is added in its place.
    const later = daysWithRoomNow(days, [open('2026-12-02', 'morning')]);
    expect(later.map((day) => day.date)).toEqual([SATURDAY, SUNDAY, MONDAY, TUESDAY, '2026-12-02']);
  });

  it('say which day and window has room', () => {
    expect(hasRoom(days, MONDAY)).toBe(true);
    expect(hasRoom(days, SUNDAY)).toBe(false);
    expect(hasRoom(days, '2027-01-01')).toBe(false);
    expect(hasRoom(days, SATURDAY, 'morning')).toBe(false);
    expect(hasRoom(days, SATURDAY, 'afternoon')).toBe(true);
  });
});

describe('the choice against fresh days', () => {
  const fresh = daysWithRoomNow(days, [open(MONDAY, 'afternoon'), open(TUESDAY, 'morning')]);

  it('keeps the day and the window while both are free', () => {
    expect(keptChoice({ date: MONDAY, window: 'afternoon' }, fresh)).toEqual({
      date: MONDAY,
      window: 'afternoon',
    });
  });

  it('keeps the day but drops a window that was taken', () => {
    expect(keptChoice({ date: MONDAY, window: 'morning' }, fresh)).toEqual({ date: MONDAY, window: null });
    expect(keptChoice({ date: TUESDAY, window: null }, fresh)).toEqual({ date: TUESDAY, window: null });
  });

  it('drops a day without room, and keeps no choice as none', () => {
    expect(keptChoice({ date: SATURDAY, window: 'afternoon' }, fresh)).toEqual(NO_CHOICE);
    expect(keptChoice(NO_CHOICE, fresh)).toEqual(NO_CHOICE);
  });
});

describe('the picker after a 409', () => {
  it("shows the 409's windows and its message, the day kept and the taken window dropped", () => {
    const after = pickerAfterRefusal({ days, date: MONDAY, window: 'morning' }, mondayMorningTaken);
    expect(after).toMatchObject({ date: MONDAY, window: null });
    expect(shown(after.error)).toBe(shown(appointmentMessages.windowFull));
    expect(hasRoom(after.days, MONDAY, 'afternoon')).toBe(true);
    expect(hasRoom(after.days, MONDAY, 'morning')).toBe(false);
  });
});

describe('a refusal', () => {
  it("gives a 409's windows, and nothing for any other failure", () => {
    expect(
      windowsOfRefusal(mondayMorningTaken)
        ?.map((slot) => `${slot.date} ${slot.window}`)
        .sort(),
    ).toEqual([`${SATURDAY} afternoon`, `${MONDAY} afternoon`, `${TUESDAY} morning`]);
    expect(windowsOfRefusal(refusal(409, appointmentMessages.tooLateToChange))).toBeNull();
    expect(windowsOfRefusal(refusal(400, 'Bad', { windows: [] }))).toBeNull();
    expect(windowsOfRefusal(offline)).toBeNull();
    // A body that is not what the contract says is not trusted.
    expect(
      windowsOfRefusal(new ApiError(409, 'x', { error: 'x', windows: [{ date: MONDAY, window: 'night' }] })),
    ).toBeNull();
    expect(windowsOfRefusal(new ApiError(409, 'x', { error: 'x', windows: 'none' }))).toBeNull();
    expect(windowsOfRefusal(new ApiError(409, 'x', { error: 'x', windows: [] }))).toEqual([]);
  });

  it('may have been carried out when no answer came, or only a gateway answered', () => {
    expect(answerLost(offline)).toBe(true);
    for (const status of [502, 503, 504]) expect(answerLost(refusal(status, 'x'))).toBe(true);
    for (const status of [400, 403, 409, 429, 500]) expect(answerLost(refusal(status, 'x'))).toBe(false);
    expect(refusedWith(refusal(404, 'x'), 404)).toBe(true);
    expect(refusedWith(offline, 404)).toBe(false);
  });
});

describe('the booking', () => {
  it("asks for a street address of at most 200 characters, counted as the contract's maxLength counts", () => {
    expect(streetAddressError('')).toBe(bookingTexts.addressRequired);
    expect(streetAddressError(' \t ')).toBe(bookingTexts.addressRequired);
    expect(streetAddressError(` ${'x'.repeat(200)} `)).toBeNull();
    expect(streetAddressError('x'.repeat(201))).toBe(bookingTexts.addressTooLong);
    // 200 emoji are 400 UTF-16 units but 200 characters.
    expect(streetAddressError('🏠'.repeat(200))).toBeNull();
  });

  it('sends exactly the request, the proof, the chosen window and the trimmed address', () => {
    const context = {
      serviceRequestId: 'f34a6482-2761-47e9-93dd-474c3a0f98e9',
      bookingProof: 'proof',
      city: 'Tampa',
      days,
      date: MONDAY,
      window: 'morning' as const,
      pickFrom: { type: 'show' } as const,
      address: ' 1402 Bayshore Blvd ',
      addressError: null,
      error: null,
      hold: null,
      code: '',
      codeError: null,
      notice: null,
      booked: null,
    };
    expect(bookingRequest(context)).toStrictEqual({
      service_request_id: context.serviceRequestId,
      booking_proof: 'proof',
      date: MONDAY,
      window: 'morning',
      address: '1402 Bayshore Blvd',
    });
    expect(() => bookingRequest({ ...context, window: null })).toThrow(/without a chosen window/);
  });
});
