import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import {
  type Availability,
  daysOf,
  hasRoom,
  keptChoice,
  type OpenWindow,
  windowsOfRefusal,
} from '../../machines/appointments.rules';
import { visitPickingMachine } from '../../machines/visitPicking.machine';
import type { PickedVisit, VisitPickingEvent, VisitPickingInput } from '../../machines/visitPicking.types';
import { ApiError } from '../../src/api/client';
import { bookingTexts } from '../../src/shared/appointments';
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
  laterAvailability,
  MONDAY,
  mondayClosed,
  mondayMorningTaken,
  offline,
  SATURDAY,
  SUNDAY,
  serverFault,
  stillFree,
  TUESDAY,
} from './appointments.fixtures';

// The visit picker (issue 41), which the booking, the manage page and staff booking invoke as a child: every
// way it starts (loading the open times, the days a flow showed, a 409's fresh windows), each ending (a
// window chosen, or the flow's PICK), walked with @xstate/graph and replayed against the real machine with
// its one call as a double. The flows' own tests answer for the picker with its output; each also runs the
// real picker inside once (their "with the real picker" tests).

type Machine = typeof visitPickingMachine;
type Snapshot = ReturnType<Machine['transition']>;
type PathEvent = VisitPickingEvent | CallAnswer;

const customer = { loadFailed: bookingTexts.windowsLoadFailed, chooseWindow: null } as const;
const staff = {
  loadFailed: scheduleTexts.windowsLoadFailed,
  chooseWindow: scheduleTexts.chooseWindow,
} as const;
const shownDays = daysOf(availability);
const mondayMorning = { date: MONDAY, window: 'morning' } as const;

/** Each way a flow starts the picker, with the settings of the flow that starts it so. */
const starts: { name: string; input: VisitPickingInput }[] = [
  {
    name: 'booking: the open times load, a window chosen ends picking',
    input: {
      days: [],
      date: null,
      window: null,
      error: null,
      start: { type: 'load' },
      endsOn: 'CHOOSE',
      ...customer,
    },
  },
  {
    name: 'staff: the open times load, Book (PICK) ends picking',
    input: {
      days: [],
      date: null,
      window: null,
      error: null,
      start: { type: 'load' },
      endsOn: 'PICK',
      ...staff,
    },
  },
  {
    name: 'booking after a lost answer: the times load again, its message kept, the choice kept where it is',
    input: {
      days: shownDays,
      ...mondayMorning,
      error: bookingTexts.bookingUnsure,
      start: { type: 'load' },
      endsOn: 'CHOOSE',
      ...customer,
    },
  },
  {
    name: 'manage: back from a failed move, the days shown with its message',
    input: {
      days: shownDays,
      ...mondayMorning,
      error: bookingTexts.rescheduleFailed,
      start: { type: 'show' },
      endsOn: 'PICK',
      ...customer,
    },
  },
  ...[mondayMorningTaken, mondayClosed, stillFree].map((refused) => ({
    name: `a 409 with fresh windows (${refused.message})`,
    input: {
      days: shownDays,
      ...mondayMorning,
      error: null,
      start: { type: 'refused', error: refused },
      endsOn: 'PICK',
      ...customer,
    } satisfies VisitPickingInput,
  })),
];

const pick = (date: string): VisitPickingEvent => ({ type: 'DAY.SELECTED', date });
const choose = (date: string, window: 'morning' | 'afternoon'): VisitPickingEvent => ({
  type: 'CHOOSE',
  date,
  window,
});
const slotKey = (slot: OpenWindow) => `${slot.date} ${slot.window}`;
const stateOf = (snapshot: Snapshot) => String(snapshot.value);

/** What the view and the call may do in each state; loads answer at most twice, so the walk ends. */
function events(snapshot: Snapshot): PathEvent[] {
  const { context } = snapshot;
  switch (stateOf(snapshot)) {
    case 'loadingWindows':
      return [
        answer('listAvailability', availability),
        answer('listAvailability', laterAvailability),
        ...(context.error === null
          ? [refuse('listAvailability', serverFault), refuse('listAvailability', offline)]
          : []),
      ];
    case 'loadFailed':
      return [{ type: 'RETRY' }];
    case 'choosing':
      return [
        pick(SUNDAY),
        pick(TUESDAY),
        pick(MONDAY),
        choose(SATURDAY, 'morning'),
        choose(MONDAY, 'morning'),
        choose(TUESDAY, 'morning'),
        { type: 'PICK' },
      ];
    default:
      return [];
  }
}

function walk(input: VisitPickingInput, paths: MachinePath<Machine>[]) {
  testEveryPath(paths, (path) => {
    const b = withDoubles(visitPickingMachine, { listAvailability: callDouble<Availability>() });
    return {
      ...b.run,
      check: (snapshot, { event }, index) => {
        const before = path.steps[index - 1]?.expected;
        const { context } = snapshot;
        const state = stateOf(snapshot);
        expect(snapshot.hasTag('busy')).toBe(state === 'loadingWindows');
        // One load on each entry to loading, never more.
        expect(b.listAvailability.inputs).toHaveLength(timesEntered(path, index, 'loadingWindows'));
        // The choice is always one the days on screen offer.
        if (context.date !== null) expect(hasRoom(context.days, context.date)).toBe(true);
        if (context.window !== null)
          expect(hasRoom(context.days, context.date ?? '', context.window)).toBe(true);
        if (index === 0 && input.start.type === 'refused') {
          // The 409's windows replace the days shown; the choice stays where it has room; its message said.
          const refused = input.start.error as ApiError;
          const fresh = windowsOfRefusal(refused) ?? [];
          expect(state).toBe('choosing');
          expect(new Set(context.days.flatMap((day) => day.windows.map(slotKey)))).toEqual(
            new Set(fresh.map(slotKey)),
          );
          expect(context.days.map((day) => day.date)).toEqual(
            expect.arrayContaining(input.days.map((day) => day.date)),
          );
          expect(context.date).toBe(fresh.some((slot) => slot.date === MONDAY) ? MONDAY : null);
          const free = fresh.some((slot) => slot.date === MONDAY && slot.window === 'morning');
          expect(context.window).toBe(free ? 'morning' : null);
          expect(textOf(context.error)).toBe(refused.message);
        }
        if (index === 0 && input.start.type !== 'refused') {
          expect(state).toBe(input.start.type === 'load' ? 'loadingWindows' : 'choosing');
          expect([context.days, context.date, context.window, context.error]).toEqual([
            input.days,
            input.date,
            input.window,
            input.error,
          ]);
        }
        if (event.type === 'xstate.done.actor.listAvailability' && 'output' in event && before) {
          const days = daysOf(event.output as Availability);
          expect(state).toBe('choosing');
          expect(context.days).toEqual(days);
          // Fresh times keep the choice where it still has room, and the flow's message.
          expect({ date: context.date, window: context.window }).toEqual(keptChoice(before.context, days));
          expect(context.error).toBe(before.context.error);
        }
        if (event.type === 'xstate.error.actor.listAvailability' && 'error' in event) {
          expect(state).toBe('loadFailed');
          const said = event.error instanceof ApiError ? event.error.message : input.loadFailed;
          expect(textOf(context.error)).toBe(textOf(said));
        }
        if (event.type === 'RETRY') expect([state, context.error]).toEqual(['loadingWindows', null]);
        // A day without room, or a window without it, is not taken.
        const refusedPick =
          (event.type === 'DAY.SELECTED' && !hasRoom(before?.context.days ?? [], event.date)) ||
          (event.type === 'CHOOSE' && !hasRoom(before?.context.days ?? [], event.date, event.window));
        if (refusedPick) expect([snapshot.value, context]).toEqual([before?.value, before?.context]);
        if (event.type === 'DAY.SELECTED' && !refusedPick) {
          expect(context.date).toBe(event.date);
          expect(context.window).toBe(event.date === before?.context.date ? before.context.window : null);
        }
        if (event.type === 'CHOOSE' && !refusedPick) {
          expect([context.date, context.window]).toEqual([event.date, event.window]);
          expect(state).toBe(input.endsOn === 'CHOOSE' ? 'picked' : 'choosing');
        }
        if (event.type === 'PICK' && before) {
          const chosen = before.context.window !== null;
          expect(state).toBe(chosen ? 'picked' : 'choosing');
          if (!chosen) expect(context.error).toEqual(input.chooseWindow ?? before.context.error);
        }
        if (snapshot.status === 'done') {
          const output: PickedVisit = {
            days: context.days,
            date: context.date ?? '',
            window: context.window ?? 'morning',
          };
          expect(snapshot.output).toEqual(output);
          expect(index).toBe(path.steps.length - 1);
        }
      },
    };
  });
}

const walked = starts.map(({ name, input }) => ({
  name,
  input,
  paths: getMachinePaths({ machine: visitPickingMachine, input, events: listedWhileRunning(events) }),
}));

describe('visit picking: every state is reached', () => {
  it('by the starts together', () => {
    const reached = new Set(walked.flatMap(({ paths }) => [...stateValuesReached(paths)]));
    expect([...reached].sort()).toEqual(
      ['choosing', 'loadFailed', 'loadingWindows', 'picked'].map((value) => JSON.stringify(value)).sort(),
    );
  });

  it('walks every start with paths of its own (484 in all when written, issue 41)', () => {
    const counts = walked.map(({ paths }) => paths.length);
    expect(counts.every((count) => count > 3)).toBe(true);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(400);
  });
});

describe.each(walked)('visit picking paths: $name', ({ input, paths }) => walk(input, paths));

describe('visit picking: the output', () => {
  it('is the days shown and the window picked', async () => {
    const b = withDoubles(visitPickingMachine, { listAvailability: callDouble<Availability>() });
    const actor = createActor(b.logic, { input: starts[0]?.input as VisitPickingInput }).start();
    await b.listAvailability.resolve(availability);
    actor.send(pick(MONDAY));
    actor.send(choose(MONDAY, 'afternoon'));
    expect(actor.getSnapshot().output).toEqual({ days: shownDays, date: MONDAY, window: 'afternoon' });
  });
});
