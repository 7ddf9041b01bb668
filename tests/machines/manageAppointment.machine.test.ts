import { describe, expect, it } from 'vitest';
import { transition } from 'xstate';
import type { MoveRequest } from '../../machines/appointments.calls';
import { type Appointment, daysOf, hasRoom, windowsOfRefusal } from '../../machines/appointments.rules';
import {
  type ManageAppointmentEvent,
  manageAppointmentMachine,
} from '../../machines/manageAppointment.machine';
import type { PickedVisit, VisitPickingInput } from '../../machines/visitPicking.types';
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
  timesEnteredAnew,
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

/** The picker's answers: the window picked among the days it showed. */
const mondayMorning: PickedVisit = { days: daysOf(availability), date: MONDAY, window: 'morning' };
const tuesdayMorning: PickedVisit = { days: daysOf(availability), date: TUESDAY, window: 'morning' };
const stateOf = (snapshot: Snapshot) => String(snapshot.value);
const CHANGES = new Set(['RESCHEDULE', 'CANCEL']);

function walk(paths: MachinePath<Machine>[]) {
  testEveryPath(paths, (path) => {
    const b = withDoubles(manageAppointmentMachine, {
      getAppointment: callDouble<Appointment, { token: string }>(),
      visitPicking: callDouble<PickedVisit, VisitPickingInput>(),
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
        const busy = ['loading', 'rescheduling', 'cancelling'];
        expect(snapshot.hasTag('busy')).toBe(busy.includes(state));
        // Each call once on entering its state, for this link only.
        expect(b.getAppointment.inputs).toEqual(
          Array.from({ length: timesEntered(path, index, 'loading') }, () => ({ token })),
        );
        expect(b.visitPicking.inputs).toHaveLength(timesEnteredAnew(path, index, 'picking'));
        expect(b.rescheduleAppointment.inputs).toHaveLength(timesEntered(path, index, 'rescheduling'));
        expect(b.cancelAppointment.inputs).toHaveLength(timesEntered(path, index, 'cancelling'));
        if (state === 'rescheduling') {
          // The window the picker answered, among the days it showed.
          expect(b.rescheduleAppointment.inputs.at(-1)).toStrictEqual({
            token,
            date: context.date,
            window: context.window,
          });
          expect('output' in event ? event.output : undefined).toEqual({
            days: context.days,
            date: context.date,
            window: context.window,
          });
          expect(hasRoom(context.days, context.date ?? '', context.window ?? 'morning')).toBe(true);
        }
        if (state === 'picking' && before?.value !== 'picking') {
          const started = b.visitPicking.inputs.at(-1);
          expect(started).toMatchObject({
            endsOn: 'PICK',
            loadFailed: bookingTexts.windowsLoadFailed,
            chooseWindow: null,
            days: context.days,
            date: context.date,
            window: context.window,
          });
          if (before?.value === 'showing')
            expect([started?.start, started?.error]).toEqual([{ type: 'load' }, null]);
        }
        // CONFIRM asks the picker for its window: the page itself does not move.
        if (event.type === 'CONFIRM' && before?.value === 'picking')
          expect(snapshot.context).toEqual(before.context);
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
            allowed ? (event.type === 'RESCHEDULE' ? 'picking' : 'confirmingCancel') : 'showing',
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
            // The picker starts again with the 409's fresh windows (visitPicking.machine.test.ts).
            expect(state).toBe('picking');
            const started = b.visitPicking.inputs.at(-1);
            expect([started?.start, started?.error]).toEqual([{ type: 'refused', error }, null]);
            expect([context.days, context.date, context.window]).toEqual([
              before.context.days,
              before.context.date,
              before.context.window,
            ]);
          } else if (error === tooLate) {
            // The visit changed meanwhile: read again, the reason still shown.
            expect(state).toBe('loading');
            expect(textOf(context.error)).toBe(textOf(appointmentMessages.tooLateToChange));
          } else {
            const fallback = {
              loading: bookingTexts.appointmentLoadFailed,
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
        case 'picking':
          return [{ type: 'BACK' }];
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
        case 'picking':
          // The picker answers the window picked (the first time Monday morning, after a refusal Tuesday).
          return context.pickFrom.type === 'load'
            ? [{ type: 'CONFIRM' }, answer('visitPicking', mondayMorning), { type: 'BACK' }]
            : [answer('visitPicking', tuesdayMorning)];
        case 'rescheduling':
          return context.pickFrom.type === 'load'
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
      'picking',
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
