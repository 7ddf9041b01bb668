import { describe, expect, it } from 'vitest';
import {
  type Availability,
  hasRoom,
  type OpenWindow,
  windowsOfRefusal,
} from '../../machines/appointments.rules';
import {
  type StaffBookingEvent,
  type StaffBookingRequest,
  staffBookingMachine,
} from '../../machines/staffBooking.machine';
import type { StaffAppointment } from '../../machines/staffSchedule.types';
import { ApiError } from '../../src/api/client';
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
  timesEntered,
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
  SATURDAY,
  SUNDAY,
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

const choose = (date: string, window: 'morning' | 'afternoon'): StaffBookingEvent => ({
  type: 'CHOOSE',
  date,
  window,
});
const pick = (date: string): StaffBookingEvent => ({ type: 'DAY.SELECTED', date });
const typed = (value: string): StaffBookingEvent => ({ type: 'ADDRESS.CHANGED', value });
const stateOf = (snapshot: Snapshot) => String(snapshot.value);
const slotKey = (slot: OpenWindow) => `${slot.date} ${slot.window}`;

function walk(paths: MachinePath<Machine>[]) {
  testEveryPath(paths, (path) => {
    const b = withDoubles(staffBookingMachine, {
      listAvailability: callDouble<Availability>(),
      bookVisitForLead: callDouble<StaffAppointment, StaffBookingRequest>(),
    });
    return {
      ...b.run,
      check: (snapshot, { event }, index) => {
        const before = path.steps[index - 1]?.expected;
        const { context } = snapshot;
        const state = stateOf(snapshot);
        expect(snapshot.hasTag('busy')).toBe(state === 'loadingWindows' || state === 'booking');
        expect(b.listAvailability.inputs).toHaveLength(timesEntered(path, index, 'loadingWindows'));
        // A booking is sent once for each Book that starts one, never on its own.
        const books = path.steps
          .slice(0, index + 1)
          .filter((step) => step.event.type === 'BOOK' && step.expected.value === 'booking').length;
        expect(b.bookVisitForLead.inputs).toHaveLength(books);
        if (state === 'booking' && before?.value !== 'booking') {
          expect(b.bookVisitForLead.inputs.at(-1)).toStrictEqual({
            service_request_id: input.serviceRequestId,
            date: context.date,
            window: context.window,
            address: street.trim(),
          });
        }
        // The choice is always one the days on screen offer.
        if (context.date !== null) expect(hasRoom(context.days, context.date)).toBe(true);
        if (context.window !== null)
          expect(hasRoom(context.days, context.date ?? '', context.window)).toBe(true);
        if (event.type === 'BOOK' && before?.value === 'choosing') {
          const complaint = streetAddressError(before.context.address);
          expect(textOf(context.addressError)).toBe(textOf(complaint));
          if (complaint === null && before.context.window === null) {
            expect(state).toBe('choosing');
            expect(textOf(context.error)).toBe(textOf(scheduleTexts.chooseWindow));
          }
        }
        if (event.type === 'xstate.error.actor.listAvailability' && 'error' in event)
          expect(textOf(context.error)).toBe(
            textOf(event.error instanceof ApiError ? event.error.message : scheduleTexts.windowsLoadFailed),
          );
        if (event.type === 'xstate.error.actor.bookVisitForLead' && 'error' in event && before) {
          expect(state).toBe('choosing');
          expect(context.address).toBe(before.context.address);
          const fresh = windowsOfRefusal(event.error);
          if (fresh) {
            const shown = context.days.flatMap((day) => day.windows.map(slotKey));
            expect(new Set(shown)).toEqual(new Set(fresh.map(slotKey)));
            const { date, window } = before.context;
            expect(context.date).toBe(fresh.some((slot) => slot.date === date) ? date : null);
            expect(context.window).toBe(
              fresh.some((slot) => slot.date === date && slot.window === window) ? window : null,
            );
            expect(textOf(context.error)).toBe(textOf((event.error as ApiError).message));
          } else if (LOST.has(event.error))
            expect(textOf(context.error)).toBe(textOf(scheduleTexts.bookUnsure));
          else {
            expect(textOf(context.error)).toBe(textOf((event.error as ApiError).message));
            expect([context.date, context.window]).toEqual([before.context.date, before.context.window]);
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
    name: 'open times, a choice and the address',
    events: (snapshot) => {
      const { context } = snapshot;
      switch (stateOf(snapshot)) {
        case 'loadingWindows':
          return [
            answer('listAvailability', availability),
            ...(context.error === null
              ? [refuse('listAvailability', serverFault), refuse('listAvailability', offline)]
              : []),
          ];
        case 'loadFailed':
          return [{ type: 'RETRY' }];
        case 'choosing':
          if (context.window === null)
            return [
              pick(SUNDAY),
              pick(TUESDAY),
              choose(SATURDAY, 'morning'),
              choose(MONDAY, 'morning'),
              ...(context.address === '' ? [typed(street)] : [{ type: 'BOOK' } as const]),
            ];
          if (context.address === '') return [typed('   '), { type: 'BOOK' }];
          if (context.address.trim() === '') return [{ type: 'BOOK' }, typed(street)];
          return [{ type: 'BOOK' }];
        case 'booking':
          return [answer('bookVisitForLead', booked)];
        default:
          return [];
      }
    },
  },
  {
    // Refusals of the first choice (Monday morning); after one, another window is booked, or the same one
    // again when no answer came back.
    name: 'a window that filled up, and other refusals',
    events: (snapshot) => {
      const { context } = snapshot;
      const first = context.date === MONDAY && context.window === 'morning';
      switch (stateOf(snapshot)) {
        case 'loadingWindows':
          return [answer('listAvailability', availability)];
        case 'choosing':
          if (context.address === '') return [typed(street)];
          if (context.error === null) return first ? [{ type: 'BOOK' }] : [choose(MONDAY, 'morning')];
          return [
            choose(MONDAY, 'afternoon'),
            choose(TUESDAY, 'morning'),
            ...(!first || context.error === scheduleTexts.bookUnsure ? [{ type: 'BOOK' } as const] : []),
          ];
        case 'booking':
          return first
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
      ['booked', 'booking', 'choosing', 'loadFailed', 'loadingWindows'].map((v) => JSON.stringify(v)).sort(),
    );
  });
});

describe.each(walked)('staff booking paths: $name', ({ paths }) => {
  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(3));
  walk(paths);
});
