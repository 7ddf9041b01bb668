import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { type Availability, daysOf, windowsOfRefusal } from '../../machines/appointments.rules';
import {
  type StaffBookingEvent,
  type StaffBookingRequest,
  staffBookingMachine,
} from '../../machines/staffBooking.machine';
import type { StaffAppointment } from '../../machines/staffSchedule.types';
import { visitPickingMachine } from '../../machines/visitPicking.machine';
import type { PickedVisit, VisitPickingInput } from '../../machines/visitPicking.types';
import type { ApiError } from '../../src/api/client';
import { streetAddressError } from '../../src/shared/appointments';
import { staffMessages } from '../../src/shared/staffMessages';
import { scheduleTexts } from '../../src/shared/staffSchedule';
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
  timesEnteredAnew,
} from '../helpers/machinePaths';
import { shown as textOf } from '../helpers/shownText';
import {
  availability,
  gatewayTimeout,
  MONDAY,
  mondayClosed,
  mondayMorningTaken,
  offline,
  refusal,
  serverFault,
  stillFree,
  TUESDAY,
} from './appointments.fixtures';
import { visit } from './staffSchedule.fixtures';

type Machine = typeof staffBookingMachine;
type Snapshot = ReturnType<Machine['transition']>;
type PathEvent = StaffBookingEvent | CallAnswer;

const input = { serviceRequestId: 'f34a6482-2761-47e9-93dd-474c3a0f98e9' };
const street = '  1402 Bayshore Blvd ';
const booked: StaffAppointment = visit('a0000000-0000-4000-8000-000000000009', MONDAY, 'morning', {
  lead_id: input.serviceRequestId,
  address: street.trim(),
});
const leadGone = refusal(404, staffMessages.leadNotFound);
const LOST = new Set<unknown>([offline, gatewayTimeout]);

const typed = (value: string): StaffBookingEvent => ({ type: 'ADDRESS.CHANGED', value });
/** The picker's answers: the window picked among the days it showed. */
const mondayMorning: PickedVisit = { days: daysOf(availability), date: MONDAY, window: 'morning' };
const tuesdayMorning: PickedVisit = { days: daysOf(availability), date: TUESDAY, window: 'morning' };
const stateOf = (snapshot: Snapshot) => String(snapshot.value);

function walk(paths: MachinePath<Machine>[]) {
  testEveryPath(paths, (path) => {
    const b = withDoubles(staffBookingMachine, {
      visitPicking: callDouble<PickedVisit, VisitPickingInput>(),
      bookVisitForLead: callDouble<StaffAppointment, StaffBookingRequest>(),
    });
    return {
      ...b.run,
      check: (snapshot, { event }, index) => {
        const before = path.steps[index - 1]?.expected;
        const { context } = snapshot;
        const state = stateOf(snapshot);
        expect(snapshot.hasTag('busy')).toBe(state === 'booking');
        // The picker starts on each entry to picking; a booking is sent once for each window it picks.
        expect(b.visitPicking.inputs).toHaveLength(timesEnteredAnew(path, index, 'picking'));
        expect(b.bookVisitForLead.inputs).toHaveLength(timesEnteredAnew(path, index, 'booking'));
        if (state === 'booking' && before?.value !== 'booking') {
          expect(b.bookVisitForLead.inputs.at(-1)).toStrictEqual({
            service_request_id: input.serviceRequestId,
            date: context.date,
            window: context.window,
            address: street.trim(),
          });
        }
        if (state === 'picking' && before?.value !== 'picking') {
          // The picker as staff use it: Book ends it, and it says to choose a window first.
          const started = b.visitPicking.inputs.at(-1);
          expect(started).toMatchObject({
            endsOn: 'PICK',
            loadFailed: scheduleTexts.windowsLoadFailed,
            chooseWindow: scheduleTexts.chooseWindow,
            days: context.days,
            date: context.date,
            window: context.window,
          });
          if (index === 0) expect(started?.start).toEqual({ type: 'load' });
        }
        if (event.type === 'BOOK' && before?.value === 'picking') {
          const complaint = streetAddressError(before.context.address);
          expect(textOf(context.addressError)).toBe(textOf(complaint));
          expect(state).toBe('picking');
        }
        if (event.type === 'xstate.done.actor.visitPicking' && 'output' in event) {
          expect(state).toBe('booking');
          expect({ days: context.days, date: context.date, window: context.window }).toEqual(event.output);
        }
        if (event.type === 'xstate.error.actor.bookVisitForLead' && 'error' in event && before) {
          expect(state).toBe('picking');
          expect(context.address).toBe(before.context.address);
          expect([context.days, context.date, context.window]).toEqual([
            before.context.days,
            before.context.date,
            before.context.window,
          ]);
          const started = b.visitPicking.inputs.at(-1);
          if (windowsOfRefusal(event.error)) {
            // The picker reads the 409's fresh windows (visitPicking.machine.test.ts).
            expect([started?.start, started?.error]).toEqual([{ type: 'refused', error: event.error }, null]);
          } else {
            expect(started?.start).toEqual({ type: 'show' });
            const said = LOST.has(event.error) ? scheduleTexts.bookUnsure : (event.error as ApiError).message;
            expect(textOf(started?.error ?? null)).toBe(textOf(said));
          }
        }
        if (state === 'booked') {
          expect(context.booked).toEqual(booked);
          expect(b.effects().entries).toEqual([['notifySuccess', { message: scheduleTexts.booked }]]);
          expect(index).toBe(path.steps.length - 1);
        } else expect(b.effects().entries).toEqual([]);
      },
    };
  });
}

const models: { name: string; events: (snapshot: Snapshot) => PathEvent[] }[] = [
  {
    name: 'the address, then the window picked',
    events: (snapshot) => {
      const { context } = snapshot;
      switch (stateOf(snapshot)) {
        case 'picking':
          if (context.address === '') return [typed('   '), { type: 'BOOK' }, typed(street)];
          if (context.address.trim() === '') return [{ type: 'BOOK' }, typed(street)];
          // The picker ends only when Book asks it for its window.
          return [
            { type: 'BOOK' },
            answer('visitPicking', mondayMorning),
            answer('visitPicking', tuesdayMorning),
          ];
        case 'booking':
          return [answer('bookVisitForLead', booked)];
        default:
          return [];
      }
    },
  },
  {
    // Refusals of the first pick (Monday morning); after one, another window is booked.
    name: 'a window that filled up, and other refusals',
    events: (snapshot) => {
      const { context } = snapshot;
      const first = context.date === null;
      switch (stateOf(snapshot)) {
        case 'picking':
          if (context.address === '') return [typed(street)];
          return [answer('visitPicking', first ? mondayMorning : tuesdayMorning)];
        case 'booking':
          return context.date === MONDAY
            ? [
                refuse('bookVisitForLead', mondayMorningTaken),
                refuse('bookVisitForLead', mondayClosed),
                refuse('bookVisitForLead', stillFree),
                refuse('bookVisitForLead', offline),
                refuse('bookVisitForLead', gatewayTimeout),
                refuse('bookVisitForLead', leadGone),
                refuse('bookVisitForLead', serverFault),
                answer('bookVisitForLead', booked),
              ]
            : [answer('bookVisitForLead', booked)];
        default:
          return [];
      }
    },
  },
];

const walked = models.map(({ name, events }) => ({
  name,
  paths: getMachinePaths({ machine: staffBookingMachine, input, events: listedWhileRunning(events) }),
}));

describe('staff booking: every state is reached', () => {
  it('by the models together', () => {
    const reached = new Set(walked.flatMap(({ paths }) => [...stateValuesReached(paths)]));
    expect([...reached].sort()).toEqual(
      ['booked', 'booking', 'picking'].map((v) => JSON.stringify(v)).sort(),
    );
  });
});

describe.each(walked)('staff booking paths: $name', ({ paths }) => {
  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(3));
  walk(paths);
});

describe('staff booking with the real picker', () => {
  it('picks in the picker, books its window, and after a 409 picks again among the fresh windows', async () => {
    const list = callDouble<Availability>();
    const book = callDouble<StaffAppointment, StaffBookingRequest>();
    const picking = visitPickingMachine.provide({ actors: { listAvailability: list.logic } });
    const logic = staffBookingMachine.provide({
      actors: { visitPicking: picking, bookVisitForLead: book.logic },
    });
    const actor = createActor(logic, { input }).start();
    const picker = () => actor.getSnapshot().children.visitPicking;
    await list.resolve(availability);
    actor.send({ type: 'BOOK' });
    expect(actor.getSnapshot().context.addressError).not.toBeNull();
    actor.send(typed(street));
    actor.send({ type: 'BOOK' });
    expect(picker()?.getSnapshot().context.error).toBe(scheduleTexts.chooseWindow);
    picker()?.send({ type: 'DAY.SELECTED', date: MONDAY });
    picker()?.send({ type: 'CHOOSE', date: MONDAY, window: 'morning' });
    actor.send({ type: 'BOOK' });
    expect(actor.getSnapshot().value).toBe('booking');
    expect(book.inputs.at(-1)).toMatchObject({ date: MONDAY, window: 'morning', address: street.trim() });
    await book.reject(mondayMorningTaken);
    expect(actor.getSnapshot().value).toBe('picking');
    expect(picker()?.getSnapshot().context).toMatchObject({ date: MONDAY, window: null });
    expect(textOf(picker()?.getSnapshot().context.error ?? null)).toBe(mondayMorningTaken.message);
    picker()?.send({ type: 'CHOOSE', date: MONDAY, window: 'afternoon' });
    actor.send({ type: 'BOOK' });
    await book.resolve(booked);
    expect(actor.getSnapshot().value).toBe('booked');
    // The open times were loaded once; the 409's windows came with the refusal.
    expect(list.inputs).toHaveLength(1);
    actor.stop();
  });
});
