import { describe, expect, it } from 'vitest';
import { SimulatedClock, transition } from 'xstate';
import type { BookingRequest, CodeRequest, HoldRequest } from '../../machines/appointments.calls';
import { type AppointmentBooked, daysOf, hasRoom, windowsOfRefusal } from '../../machines/appointments.rules';
import { type BookingEvent, type BookingInput, bookingMachine } from '../../machines/booking.machine';
import type { AppointmentHeld, BookingAnswer } from '../../machines/booking.types';
import type { PickedVisit, VisitPickingInput } from '../../machines/visitPicking.types';
import type { ApiError } from '../../src/api/client';
import { appointmentMessages, bookingTexts, streetAddressError } from '../../src/shared/appointments';
import { callDouble, withDoubles } from '../helpers/machineDoubles';
import { listedWhileRunning } from '../helpers/machineEvents';
import {
  answer,
  type CallAnswer,
  getMachinePaths,
  type MachinePath,
  refuse,
  stateValuesReached,
  testEveryPath,
  timesEntered,
  timesEnteredAnew,
} from '../helpers/machinePaths';
import { shown as textOf } from '../helpers/shownText';
import {
  appointment,
  availability,
  gatewayTimeout,
  MONDAY,
  mondayClosed,
  mondayMorningTaken,
  offline,
  rateLimited,
  refusal,
  stillFree,
  TUESDAY,
} from './appointments.fixtures';

type Machine = typeof bookingMachine;
type Snapshot = ReturnType<Machine['transition']>;
type PathEvent = BookingEvent | CallAnswer;

const input: BookingInput = {
  serviceRequestId: 'f34a6482-2761-47e9-93dd-474c3a0f98e9',
  bookingProof: 'Jf3k0Qm9x1R8bYp2LwT6vNc4HsZ7aE5uKdG0iXoBq1M',
  city: 'Tampa',
};
const street = '  1402 Bayshore Blvd ';
const tooLong = 'x'.repeat(201);
const booked: AppointmentBooked = {
  appointment: appointment({ address: street.trim() }),
  manage_token: 'yJ3o8nP0cE1bT5qLw9VxZ2mK7hR4aG6sDfUi0NtBe3Q',
  moved_existing: false,
};
/** The person's visit from another request, moved to this time (issue 38). */
const movedBooked: AppointmentBooked = {
  ...booked,
  moved_existing: true,
  message: textOf(appointmentMessages.movedExisting) ?? '',
};
const held: AppointmentHeld = {
  hold: {
    date: MONDAY,
    window: 'morning',
    starts_at: booked.appointment.starts_at,
    ends_at: booked.appointment.ends_at,
    time_zone: 'America/New_York',
    expires_at: '2026-11-27T15:15:00.000Z',
  },
};
const codeWrong = refusal(400, appointmentMessages.codeWrong);
const holdGone = refusal(410, appointmentMessages.holdEnded);
const resendsUsed = refusal(429, appointmentMessages.resendsUsed);
const HOLD_TIMER: string = 'xstate.after.holdEnds.booking.awaitingCode';
/**
 * The hold's end, as the walk offers a delayed transition: machinePaths types a model's events as the
 * view's and the calls' only, so this one is cast (runMachinePath advances the clock for it).
 */
const holdEnds = { type: HOLD_TIMER } as unknown as BookingEvent;
/** The code step's states, as stateOf names them. */
const CODE_STATES = ['awaitingCode.enteringCode', 'awaitingCode.checkingCode', 'awaitingCode.resendingCode'];
const proofRefused = refusal(403, appointmentMessages.proofRefused);
const alreadyBooked = refusal(409, appointmentMessages.alreadyBooked);
const LOST = new Set<unknown>([offline, gatewayTimeout]);
/** The customer's asks that send a booking: Confirm, and Send again after a lost answer. */
const SENDS = new Set(['CONFIRM', 'TRY_AGAIN']);

/** The picker's answer: that window, among the days of the first open times. */
const picked = (date: string, window: 'morning' | 'afternoon'): PickedVisit => ({
  days: daysOf(availability),
  date,
  window,
});
const typed = (value: string): BookingEvent => ({ type: 'ADDRESS.CHANGED', value });
const stateOf = (snapshot: Snapshot): string =>
  typeof snapshot.value === 'string'
    ? snapshot.value
    : Object.entries(snapshot.value)
        .map(([parent, child]) => `${parent}.${String(child)}`)
        .join();

/** The address steps: nothing typed, then a blank or too long one, then a real one (mended once). */
function addressSteps(address: string): BookingEvent[] {
  if (address === '') return [typed('   '), typed(tooLong), typed(street)];
  return address === street ? [] : [typed(street)];
}

type Doubles = {
  confirmAppointmentHold: { inputs: unknown[] };
  resendAppointmentCode: { inputs: unknown[] };
};

/** The code step (issue 38): what is sent, when, and what the customer is told. */
function checkCodeStep(
  b: Doubles,
  path: MachinePath<Machine>,
  index: number,
  snapshot: Snapshot,
  before: Snapshot | undefined,
) {
  const { context } = snapshot;
  const state = stateOf(snapshot);
  const event = path.steps[index]?.event;
  const entered = (name: string) =>
    path.steps.slice(0, index + 1).filter((step, i) => {
      const previous = path.steps[i - 1]?.expected;
      return stateOf(step.expected) === name && (!previous || stateOf(previous) !== name);
    }).length;
  // One check per submitted six digits, one resend per ask; each with this request's proof.
  expect(b.confirmAppointmentHold.inputs).toHaveLength(entered('awaitingCode.checkingCode'));
  expect(b.resendAppointmentCode.inputs).toHaveLength(entered('awaitingCode.resendingCode'));
  const proof = { service_request_id: input.serviceRequestId, booking_proof: input.bookingProof };
  for (const sent of b.resendAppointmentCode.inputs) expect(sent).toStrictEqual(proof);
  for (const sent of b.confirmAppointmentHold.inputs) {
    expect(sent).toMatchObject(proof);
    expect((sent as CodeRequest).code).toMatch(/^\d{6}$/);
  }
  if (CODE_STATES.includes(state)) expect(context.hold).toEqual(held.hold);
  if (event?.type === 'CODE.CHANGED') expect(context.code).toBe(event.value.replace(/\D/g, '').slice(0, 6));
  if (event?.type === 'SUBMIT_CODE' && before) {
    const complete = /^\d{6}$/.test(before.context.code);
    expect(state).toBe(complete ? 'awaitingCode.checkingCode' : 'awaitingCode.enteringCode');
    expect(textOf(context.codeError)).toBe(textOf(complete ? null : bookingTexts.codeInvalid));
  }
  if (event?.type === 'xstate.error.actor.confirmAppointmentHold' && 'error' in event) {
    if (event.error === codeWrong) {
      expect(state).toBe('awaitingCode.enteringCode');
      expect(textOf(context.codeError)).toBe(textOf(appointmentMessages.codeWrong));
    }
    if (event.error === offline) expect(textOf(context.codeError)).toBe(textOf(bookingTexts.confirmFailed));
  }
  if (event?.type === 'xstate.done.actor.resendAppointmentCode') {
    expect([state, context.code, context.notice]).toEqual([
      'awaitingCode.enteringCode',
      '',
      bookingTexts.codeResent,
    ]);
  }
  if (event?.type === 'xstate.error.actor.resendAppointmentCode' && 'error' in event) {
    const gone = event.error === holdGone;
    expect(state).toBe(gone ? 'picking' : 'awaitingCode.enteringCode');
    if (!gone) expect(textOf(context.codeError)).toBe(textOf(appointmentMessages.resendsUsed));
  }
  if (event?.type === HOLD_TIMER) expect(state).toBe('picking');
}

/**
 * How the booking starts its picker on each entry to picking: as the booking sets it (a window chosen ends
 * picking), with the days and choice it holds; the open times loaded when the customer asks for them or the
 * hold ended (its message kept), the days shown when going back, a 409's fresh windows after a refusal.
 */
function checkPickerStart(
  started: VisitPickingInput | undefined,
  snapshot: Snapshot,
  before: Snapshot | undefined,
  event: { type: string; error?: unknown },
) {
  const { context } = snapshot;
  expect(started).toMatchObject({
    endsOn: 'CHOOSE',
    loadFailed: bookingTexts.windowsLoadFailed,
    chooseWindow: null,
    days: context.days,
    date: context.date,
    window: context.window,
    error: context.error,
  });
  const from = before === undefined ? '' : stateOf(before);
  if (event.type === 'PICK_TIME') expect([started?.start, started?.error]).toEqual([{ type: 'load' }, null]);
  // After a lost answer it still says to look for the e-mail.
  if (event.type === 'CHECK')
    expect([started?.start, started?.error]).toEqual([{ type: 'load' }, bookingTexts.bookingUnsure]);
  if (event.type === 'BACK') expect([started?.start, started?.error]).toEqual([{ type: 'show' }, null]);
  if (event.type === HOLD_TIMER || event.error === holdGone)
    expect([started?.start, started?.error]).toEqual([{ type: 'load' }, appointmentMessages.holdEnded]);
  if (event.error !== undefined && windowsOfRefusal(event.error) !== null) {
    expect(started?.start).toEqual({ type: 'refused', error: event.error });
    expect(from).toMatch(/^booking$|^awaitingCode/);
  }
}

function walk(paths: MachinePath<Machine>[]) {
  testEveryPath(paths, (path) => {
    const b = withDoubles(bookingMachine, {
      visitPicking: callDouble<PickedVisit, VisitPickingInput>(),
      bookAppointment: callDouble<BookingAnswer, BookingRequest>(),
      confirmAppointmentHold: callDouble<AppointmentBooked, CodeRequest>(),
      resendAppointmentCode: callDouble<AppointmentHeld, HoldRequest>(),
    });
    return {
      ...b.run,
      clock: new SimulatedClock(),
      check: (snapshot, { event }, index) => {
        const before = path.steps[index - 1]?.expected;
        const beforeState = before ? stateOf(before) : '';
        const { context } = snapshot;
        const state = stateOf(snapshot);
        const busy = ['booking', 'awaitingCode.checkingCode', 'awaitingCode.resendingCode'];
        expect(snapshot.hasTag('busy')).toBe(busy.includes(state));
        checkCodeStep(b, path, index, snapshot, before);
        // Each call is made once on entering its state; a booking only for a Confirm, never twice for one.
        expect(b.visitPicking.inputs).toHaveLength(timesEnteredAnew(path, index, 'picking'));
        if (state === 'picking' && beforeState !== 'picking')
          checkPickerStart(b.visitPicking.inputs.at(-1), snapshot, before, event);
        const asked = path.steps
          .slice(0, index + 1)
          .filter((step) => SENDS.has(step.event.type) && step.expected.value === 'booking').length;
        expect(b.bookAppointment.inputs).toHaveLength(asked);
        expect(timesEntered(path, index, 'booking')).toBe(asked);
        // Sent again only when the customer asks, and then exactly as before.
        if (event.type === 'TRY_AGAIN') {
          expect(before?.value).toBe('unsure');
          expect(b.bookAppointment.inputs.at(-1)).toStrictEqual(b.bookAppointment.inputs.at(-2));
        }
        if (state === 'booking' && before?.value !== 'booking') {
          // Exactly the chosen window of this request, with the address as typed, trimmed.
          expect(b.bookAppointment.inputs.at(-1)).toStrictEqual({
            service_request_id: input.serviceRequestId,
            booking_proof: input.bookingProof,
            date: context.date,
            window: context.window,
            address: context.address.trim(),
          });
          expect(streetAddressError(context.address)).toBeNull();
        }
        // The choice is always one the days on screen offer; the confirmation always has a window.
        if (context.date !== null) expect(hasRoom(context.days, context.date)).toBe(true);
        if (context.window !== null)
          expect(hasRoom(context.days, context.date ?? '', context.window)).toBe(true);
        if (state === 'confirming' || state === 'booking') expect(context.window).not.toBeNull();
        if (event.type === 'xstate.done.actor.visitPicking' && 'output' in event) {
          // The window the picker answered, among the days it showed; its message gone with it.
          expect(state).toBe('confirming');
          expect({ days: context.days, date: context.date, window: context.window }).toEqual(event.output);
          expect(context.error).toBeNull();
        }
        if (event.type === 'xstate.error.actor.bookAppointment' && 'error' in event && before) {
          const fresh = windowsOfRefusal(event.error);
          expect(context.address).toBe(before.context.address);
          if (fresh) {
            // The picker starts again with the 409's fresh windows (see checkPickerStart), the choice as it was.
            expect(state).toBe('picking');
            expect([context.date, context.window]).toEqual([before.context.date, before.context.window]);
          } else if (LOST.has(event.error)) {
            // It may have gone through: said so, and not sent again (the counts above).
            expect(state).toBe('unsure');
            expect(textOf(context.error)).toBe(textOf(bookingTexts.bookingUnsure));
          } else {
            expect(state).toBe('confirming');
            expect(textOf(context.error)).toBe(textOf((event.error as ApiError).message));
            expect(context.date).toBe(before.context.date);
            expect(context.window).toBe(before.context.window);
          }
        }
        if (event.type === 'CONFIRM' && before?.value === 'confirming') {
          const complaint = streetAddressError(before.context.address);
          expect(state).toBe(complaint === null ? 'booking' : 'confirming');
          expect(textOf(context.addressError)).toBe(textOf(complaint));
        }
        if (event.type === 'BACK')
          expect([context.date, context.window]).toEqual([before?.context.date, before?.context.window]);
        if (state === 'booked') {
          const answered = 'output' in event ? event.output : undefined;
          expect(context.booked).toEqual(answered);
          expect([booked, movedBooked]).toContainEqual(context.booked);
        }
        if (event.type === 'xstate.done.actor.bookAppointment') {
          expect(state).toBe(event.output === held ? 'awaitingCode.enteringCode' : 'booked');
        }
        // Outside the code step nothing of a hold is kept.
        if (!CODE_STATES.includes(state)) {
          expect([context.hold, context.code, context.codeError, context.notice]).toEqual([
            null,
            '',
            null,
            null,
          ]);
        }
        if (
          beforeState.startsWith('awaitingCode') &&
          state === 'picking' &&
          context.pickFrom.type === 'load'
        ) {
          expect(textOf(context.error)).toBe(textOf(appointmentMessages.holdEnded));
        }
        // A final state ends the path: the models offer it nothing (see also "final states" below).
        if (snapshot.status === 'done') {
          expect(['booked', 'callMe']).toContain(state);
          expect(index).toBe(path.steps.length - 1);
        }
        expect(b.effects().entries).toEqual([]);
      },
    };
  });
}

const models: { name: string; events: (snapshot: Snapshot) => PathEvent[] }[] = [
  {
    name: 'offer, open times, a choice and the address',
    events: (snapshot) => {
      const { context } = snapshot;
      switch (stateOf(snapshot)) {
        case 'offered':
          return [{ type: 'PICK_TIME' }, { type: 'CALL_ME' }];
        case 'picking':
          return [answer('visitPicking', picked(MONDAY, 'morning')), { type: 'CALL_ME' }];
        case 'confirming':
          return [
            ...addressSteps(context.address),
            { type: 'CONFIRM' },
            ...(context.address === '' ? [{ type: 'BACK' } as const, { type: 'CALL_ME' } as const] : []),
          ];
        case 'booking':
          return [answer('bookAppointment', booked)];
        default:
          return [];
      }
    },
  },
  {
    name: 'a window that filled up, and other refusals',
    events: (snapshot) => {
      const { context } = snapshot;
      const refused = context.error !== null;
      switch (stateOf(snapshot)) {
        case 'offered':
          return [{ type: 'PICK_TIME' }];
        case 'picking':
          return context.pickFrom.type === 'load'
            ? [answer('visitPicking', picked(MONDAY, 'morning'))]
            : [
                answer('visitPicking', picked(MONDAY, 'afternoon')),
                answer('visitPicking', picked(TUESDAY, 'morning')),
              ];
        case 'confirming':
          return context.address === ''
            ? [typed(street)]
            : [{ type: 'CONFIRM' }, ...(refused ? [{ type: 'BACK' } as const] : [])];
        case 'booking':
          // Refusals of the first pick (a 409 starts the picker again), then it goes through.
          return context.pickFrom.type === 'load'
            ? [
                answer('bookAppointment', booked),
                refuse('bookAppointment', mondayMorningTaken),
                refuse('bookAppointment', mondayClosed),
                refuse('bookAppointment', stillFree),
                refuse('bookAppointment', alreadyBooked),
                refuse('bookAppointment', proofRefused),
                refuse('bookAppointment', rateLimited),
              ]
            : [answer('bookAppointment', booked)];
        default:
          return [];
      }
    },
  },
  {
    name: 'a booking that got no answer',
    events: (snapshot) => {
      const { context } = snapshot;
      switch (stateOf(snapshot)) {
        case 'offered':
          return [{ type: 'PICK_TIME' }];
        case 'picking':
          return [
            answer('visitPicking', picked(MONDAY, 'morning')),
            answer('visitPicking', picked(MONDAY, 'afternoon')),
          ];
        case 'confirming':
          return context.address === '' ? [typed(street)] : [{ type: 'CONFIRM' }];
        case 'booking':
          return [
            answer('bookAppointment', booked),
            refuse('bookAppointment', offline),
            refuse('bookAppointment', gatewayTimeout),
          ];
        case 'unsure':
          return [{ type: 'TRY_AGAIN' }, { type: 'CHECK' }, { type: 'CALL_ME' }];
        default:
          return [];
      }
    },
  },
];

/** The code step's asks by what the field holds: typing, a short code refused, a resend, the hold's end. */
function codeSteps(context: Snapshot['context']): PathEvent[] {
  if (context.codeError === appointmentMessages.resendsUsed) return [];
  if (context.code === '4029') return [{ type: 'CODE.CHANGED', value: '402913' }];
  if (context.code === '402913') return [{ type: 'SUBMIT_CODE' }];
  if (context.codeError !== null || context.notice !== null)
    return [{ type: 'CODE.CHANGED', value: '402913' }];
  return [
    { type: 'CODE.CHANGED', value: '40 29' },
    { type: 'SUBMIT_CODE' },
    { type: 'RESEND_CODE' },
    holdEnds,
    { type: 'CALL_ME' },
  ];
}

models.push({
  name: 'a held booking and its e-mailed code',
  events: (snapshot) => {
    const { context } = snapshot;
    switch (stateOf(snapshot)) {
      case 'offered':
        return [{ type: 'PICK_TIME' }];
      case 'picking':
        // Back at the open times after the hold ended, or with a 409's: the path ends there.
        return context.error === null && context.pickFrom.type === 'load'
          ? [answer('visitPicking', picked(MONDAY, 'morning'))]
          : [];
      case 'confirming':
        return context.address === '' ? [typed(street)] : [{ type: 'CONFIRM' }];
      case 'booking':
        return [answer('bookAppointment', held)];
      case 'awaitingCode.enteringCode':
        return codeSteps(context);
      case 'awaitingCode.checkingCode':
        return [
          answer('confirmAppointmentHold', booked),
          answer('confirmAppointmentHold', movedBooked),
          refuse('confirmAppointmentHold', codeWrong),
          refuse('confirmAppointmentHold', holdGone),
          refuse('confirmAppointmentHold', mondayClosed),
          refuse('confirmAppointmentHold', offline),
        ];
      case 'awaitingCode.resendingCode':
        return [
          answer('resendAppointmentCode', held),
          refuse('resendAppointmentCode', holdGone),
          refuse('resendAppointmentCode', resendsUsed),
        ];
      default:
        return [];
    }
  },
});

const walked = models.map(({ name, events }) => ({
  name,
  paths: getMachinePaths({ machine: bookingMachine, input, events: listedWhileRunning(events) }),
}));

describe('booking: every state is reached', () => {
  it('by the models together', () => {
    const reached = new Set(walked.flatMap(({ paths }) => [...stateValuesReached(paths)]));
    expect([...reached].sort()).toEqual(
      [
        'booked',
        'booking',
        'callMe',
        'confirming',
        'offered',
        'picking',
        'unsure',
        { awaitingCode: 'enteringCode' },
        { awaitingCode: 'checkingCode' },
        { awaitingCode: 'resendingCode' },
      ]
        .map((value) => JSON.stringify(value))
        .sort(),
    );
  });
});

describe.each(walked)('booking paths: $name', ({ paths }) => {
  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(3));
  walk(paths);
});

describe('booking: final states', () => {
  const finals = walked.flatMap(({ paths }) =>
    paths.flatMap((path) =>
      path.steps.map((step) => step.expected).filter((snapshot) => snapshot.status === 'done'),
    ),
  );
  const everyEvent: BookingEvent[] = [
    { type: 'PICK_TIME' },
    { type: 'CALL_ME' },
    typed('elsewhere'),
    { type: 'BACK' },
    { type: 'CONFIRM' },
    { type: 'CHECK' },
    { type: 'TRY_AGAIN' },
    { type: 'CODE.CHANGED', value: '123456' },
    { type: 'SUBMIT_CODE' },
    { type: 'RESEND_CODE' },
  ];

  it('are both reached', () => {
    expect(new Set(finals.map(stateOf))).toEqual(new Set(['booked', 'callMe']));
  });

  it('never change, whatever the view sends', () => {
    for (const snapshot of finals) {
      for (const event of everyEvent) {
        const [next] = transition(bookingMachine, snapshot, event);
        expect([next.value, next.context, next.status]).toEqual([snapshot.value, snapshot.context, 'done']);
      }
    }
  });
});
