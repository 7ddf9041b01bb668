import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import type { MoveRequest } from '../../machines/appointments.calls';
import {
  type Appointment,
  type Availability,
  daysOf,
  hasRoom,
  type OpenWindow,
  windowsOfRefusal,
} from '../../machines/appointments.rules';
import {
  type ManageAppointmentEvent,
  manageAppointmentMachine,
} from '../../machines/manageAppointment.machine';
import { ApiError } from '../../src/api/client';
import { appointmentMessages, bookingTexts } from '../../src/shared/appointments';
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
  appointment,
  availability,
  MONDAY,
  mondayClosed,
  mondayMorningTaken,
  offline,
  rateLimited,
  refusal,
  SATURDAY,
  SUNDAY,
  serverFault,
  stillFree,
  TUESDAY,
} from './appointments.fixtures';

type Machine = typeof manageAppointmentMachine;
type Snapshot = ReturnType<Machine['transition']>;
type PathEvent = ManageAppointmentEvent | CallAnswer;

const token = 'yJ3o8nP0cE1bT5qLw9VxZ2mK7hR4aG6sDfUi0NtBe3Q';
const booked = appointment();
/** Its window has started: the link may only show it. */
const started = appointment({ can_change: false });
/** Staff closed its day: a new time may be picked, but there is nothing to cancel. */
const closedByStorm = appointment({ status: 'cancelled', cancel_reason: 'closure' });
const moved = appointment({ date: TUESDAY, window: 'morning' });
const cancelled = appointment({ status: 'cancelled', cancel_reason: 'customer', can_change: false });
const linkGone = refusal(404, appointmentMessages.linkInvalid);
const tooLate = refusal(409, appointmentMessages.tooLateToChange);

const choose = (date: string, window: 'morning' | 'afternoon'): ManageAppointmentEvent => ({
  type: 'CHOOSE',
  date,
  window,
});
const pick = (date: string): ManageAppointmentEvent => ({ type: 'DAY.SELECTED', date });
const stateOf = (snapshot: Snapshot) => String(snapshot.value);
const slotKey = (slot: OpenWindow) => `${slot.date} ${slot.window}`;
const firstDays = JSON.stringify(daysOf(availability));
const CHANGES = new Set(['RESCHEDULE', 'CANCEL']);

function walk(paths: MachinePath<Machine>[]) {
  testEveryPath(paths, (path) => {
    const b = withDoubles(manageAppointmentMachine, {
      getAppointment: callDouble<Appointment, { token: string }>(),
      listAvailability: callDouble<Availability>(),
      rescheduleAppointment: callDouble<Appointment, MoveRequest>(),
      cancelAppointment: callDouble<Appointment, { token: string }>(),
    });
    let toasts = 0;
    return {
      ...b.run,
      check: (snapshot, { event }, index) => {
        const before = path.steps[index - 1]?.expected;
        const { context } = snapshot;
        const state = stateOf(snapshot);
        const busy = ['loading', 'loadingWindows', 'rescheduling', 'cancelling'];
        expect(snapshot.hasTag('busy')).toBe(busy.includes(state));
        // Each call once on entering its state, for this link only.
        expect(b.getAppointment.inputs).toEqual(
          Array.from({ length: timesEntered(path, index, 'loading') }, () => ({ token })),
        );
        expect(b.listAvailability.inputs).toHaveLength(timesEntered(path, index, 'loadingWindows'));
        expect(b.rescheduleAppointment.inputs).toHaveLength(timesEntered(path, index, 'rescheduling'));
        expect(b.cancelAppointment.inputs).toHaveLength(timesEntered(path, index, 'cancelling'));
        if (state === 'rescheduling') {
          expect(b.rescheduleAppointment.inputs.at(-1)).toStrictEqual({
            token,
            date: before?.context.date,
            window: before?.context.window,
          });
          expect(hasRoom(before?.context.days ?? [], context.date ?? '', context.window ?? 'morning')).toBe(
            true,
          );
        }
        if (state === 'cancelling') {
          expect(before?.value).toBe('confirmingCancel');
          expect(b.cancelAppointment.inputs.at(-1)).toEqual({ token });
        }
        // Without can_change the link only shows the visit: both changes refused.
        if (before?.value === 'showing' && CHANGES.has(event.type)) {
          const visit = before.context.appointment;
          const allowed =
            visit?.can_change === true && (event.type === 'RESCHEDULE' || visit.status === 'booked');
          expect(state).toBe(
            allowed ? (event.type === 'RESCHEDULE' ? 'loadingWindows' : 'confirmingCancel') : 'showing',
          );
        }
        if (context.date !== null) expect(hasRoom(context.days, context.date)).toBe(true);
        if (context.window !== null)
          expect(hasRoom(context.days, context.date ?? '', context.window)).toBe(true);
        if (state === 'showing')
          expect([context.days, context.date, context.window]).toEqual([[], null, null]);
        if (state === 'notFound') {
          expect(textOf(context.error)).toBe(textOf(appointmentMessages.linkInvalid));
          expect(context.appointment).toBeNull();
          expect(snapshot.status).toBe('done');
          expect(index).toBe(path.steps.length - 1);
        }
        if ('error' in event && before) {
          const { error } = event;
          const fresh = windowsOfRefusal(error);
          const text = error instanceof ApiError ? error.message : undefined;
          if (error === linkGone) expect(state).toBe('notFound');
          else if (fresh) {
            expect(state).toBe('choosing');
            expect(textOf(context.error)).toBe(textOf(text));
            const shown = context.days.flatMap((day) => day.windows.map(slotKey));
            expect(new Set(shown)).toEqual(new Set(fresh.map(slotKey)));
            const { date, window } = before.context;
            expect(context.date).toBe(fresh.some((slot) => slot.date === date) ? date : null);
            const free = fresh.some((slot) => slot.date === date && slot.window === window);
            expect(context.window).toBe(free ? window : null);
          } else if (error === tooLate) {
            // The visit changed meanwhile: read again, the reason still shown.
            expect(state).toBe('loading');
            expect(textOf(context.error)).toBe(textOf(appointmentMessages.tooLateToChange));
          } else {
            const fallback = {
              loading: bookingTexts.appointmentLoadFailed,
              loadingWindows: bookingTexts.windowsLoadFailed,
              rescheduling: bookingTexts.rescheduleFailed,
              cancelling: bookingTexts.cancelFailed,
            }[stateOf(before)];
            expect(textOf(context.error)).toBe(textOf(text ?? fallback));
          }
        }
        if (event.type === 'xstate.done.actor.rescheduleAppointment') {
          toasts += 1;
          expect(context.appointment).toEqual(moved);
          expect(b.effects().entries.at(-1)).toEqual([
            'notifySuccess',
            { message: bookingTexts.rescheduled },
          ]);
        }
        if (event.type === 'xstate.done.actor.cancelAppointment') {
          toasts += 1;
          expect(context.appointment).toEqual(cancelled);
          expect(b.effects().entries.at(-1)).toEqual(['notifySuccess', { message: bookingTexts.cancelled }]);
        }
        expect(b.effects().entries).toHaveLength(toasts);
      },
    };
  });
}

const loaded = (visit: Appointment) => answer('getAppointment', visit);

const models: { name: string; events: (snapshot: Snapshot) => PathEvent[] }[] = [
  {
    name: 'reading the link, and what it may change',
    events: (snapshot) => {
      switch (stateOf(snapshot)) {
        case 'loading':
          return [
            loaded(booked),
            loaded(started),
            loaded(closedByStorm),
            refuse('getAppointment', linkGone),
            refuse('getAppointment', serverFault),
            refuse('getAppointment', offline),
          ];
        case 'loadFailed':
          return [{ type: 'RETRY' }];
        case 'showing':
          return [{ type: 'RESCHEDULE' }, { type: 'CANCEL' }];
        case 'loadingWindows':
          return [refuse('listAvailability', serverFault)];
        case 'confirmingCancel':
          return [{ type: 'BACK' }];
        default:
          return [];
      }
    },
  },
  {
    name: 'a new time',
    events: (snapshot) => {
      const { context } = snapshot;
      const refused = context.error !== null;
      switch (stateOf(snapshot)) {
        case 'loading':
          return [loaded(refused ? started : booked)];
        case 'showing':
          return context.appointment?.date === MONDAY && !refused ? [{ type: 'RESCHEDULE' }] : [];
        case 'loadingWindows':
          return [answer('listAvailability', availability), refuse('listAvailability', offline)];
        case 'choosing':
          if (context.window === null)
            return [
              pick(SUNDAY),
              pick(TUESDAY),
              choose(SATURDAY, 'morning'),
              choose(MONDAY, 'morning'),
              { type: 'CONFIRM' },
            ];
          return refused
            ? [choose(MONDAY, 'afternoon'), choose(TUESDAY, 'morning'), { type: 'CONFIRM' }]
            : [{ type: 'CONFIRM' }, { type: 'BACK' }];
        case 'rescheduling':
          return JSON.stringify(context.days) === firstDays
            ? [
                answer('rescheduleAppointment', moved),
                refuse('rescheduleAppointment', mondayMorningTaken),
                refuse('rescheduleAppointment', mondayClosed),
                refuse('rescheduleAppointment', stillFree),
                refuse('rescheduleAppointment', tooLate),
                refuse('rescheduleAppointment', linkGone),
                refuse('rescheduleAppointment', rateLimited),
              ]
            : [answer('rescheduleAppointment', moved)];
        default:
          return [];
      }
    },
  },
  {
    name: 'a cancel',
    events: (snapshot) => {
      const { context } = snapshot;
      switch (stateOf(snapshot)) {
        case 'loading':
          return [loaded(context.error === null ? booked : cancelled)];
        case 'showing':
          return [{ type: 'CANCEL' }];
        case 'confirmingCancel':
          return [{ type: 'CONFIRM' }, { type: 'BACK' }];
        case 'cancelling':
          return [
            answer('cancelAppointment', cancelled),
            refuse('cancelAppointment', tooLate),
            refuse('cancelAppointment', linkGone),
            refuse('cancelAppointment', offline),
          ];
        default:
          return [];
      }
    },
  },
];

const walked = models.map(({ name, events }) => ({
  name,
  paths: getMachinePaths({
    machine: manageAppointmentMachine,
    input: { token },
    events: listedWhileRunning(events),
  }),
}));

describe('manage appointment: every state is reached', () => {
  it('by the models together', () => {
    const reached = new Set(walked.flatMap(({ paths }) => [...stateValuesReached(paths)]));
    const states = [
      'loading',
      'loadFailed',
      'notFound',
      'showing',
      'loadingWindows',
      'choosing',
      'rescheduling',
      'confirmingCancel',
      'cancelling',
    ];
    expect([...reached].sort()).toEqual(states.map((value) => JSON.stringify(value)).sort());
  });

  it('a link that is gone never changes afterwards', () => {
    const gone = walked.flatMap(({ paths }) =>
      paths.flatMap((path) => path.steps.map((step) => step.expected).filter((s) => s.value === 'notFound')),
    );
    expect(gone.length).toBeGreaterThan(0);
    const events: ManageAppointmentEvent[] = [
      { type: 'RETRY' },
      { type: 'RESCHEDULE' },
      { type: 'CANCEL' },
      { type: 'CONFIRM' },
      { type: 'BACK' },
    ];
    for (const snapshot of gone) {
      for (const event of events) {
        const [next] = transition(manageAppointmentMachine, snapshot, event);
        expect([next.value, next.context, next.status]).toEqual([snapshot.value, snapshot.context, 'done']);
      }
    }
  });
});

describe.each(walked)('manage appointment paths: $name', ({ paths }) => {
  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(3));
  walk(paths);
});
