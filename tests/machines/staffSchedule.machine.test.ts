import { describe, expect, it } from 'vitest';
import { type StaffScheduleEvent, staffScheduleMachine } from '../../machines/staffSchedule.machine';
import {
  capacityChanges,
  checkBlock,
  checkClosure,
  mayAllowRebooking,
  mayRenewLink,
  outcomeMessage,
  spanOf,
  visitActionMessage,
} from '../../machines/staffSchedule.rules';
import { nextCapacityChange } from '../../machines/staffSchedule.setup';
import type {
  BookingBlock,
  BookingBlockRequest,
  CapacityEntry,
  ClosureForm,
  ClosureResult,
  StaffAppointment,
  StaffSchedule,
  VisitAction,
  VisitOutcome,
} from '../../machines/staffSchedule.types';
import { ApiError } from '../../src/api/client';
import { appointmentMessages, isCalendarDate } from '../../src/shared/appointments';
import { bookingBlockMessages } from '../../src/shared/bookingBlocks';
import { scheduleTexts } from '../../src/shared/staffSchedule';
import { callDouble, withDoubles } from '../helpers/machineDoubles';
import { listedWhileRunning } from '../helpers/machineEvents';
import {
  answer,
  type CallAnswer,
  getMachinePaths,
  type MachinePath,
  refuse,
  testEveryPath,
} from '../helpers/machinePaths';
import { offline, refusal, serverFault } from './appointments.fixtures';
import {
  actedVisit,
  booked,
  cancelledByStaff,
  capacityWith,
  changedVisit,
  closedByStorm,
  domainBlock,
  done,
  phoneBlock,
  STORM,
  scheduleFor,
  shownVisits,
  THURSDAY,
  TODAY,
  todaySchedule,
  WEDNESDAY,
} from './staffSchedule.fixtures';

type Machine = typeof staffScheduleMachine;
type Snapshot = ReturnType<Machine['transition']>;
type PathEvent = StaffScheduleEvent | CallAnswer;

const input = { today: TODAY };
const unchanged = refusal(409, appointmentMessages.statusUnchanged);
/** The events that load the schedule when they are taken. */
const LOADS = new Set(['RANGE.TODAY', 'RANGE.WEEK', 'RELOAD']);

const inSchedule = (snapshot: Snapshot, state: 'loading' | 'loadFailed' | 'showing') =>
  snapshot.matches({ schedule: state });
const updating = (snapshot: Snapshot) => snapshot.matches({ schedule: { showing: 'updating' } });
const acting = (snapshot: Snapshot) => snapshot.matches({ schedule: { showing: 'acting' } });
const blocksIdle = (snapshot: Snapshot) =>
  snapshot.matches({ blocks: { showing: 'idle' } }) || snapshot.matches({ blocks: 'loadFailed' });

function walk(paths: MachinePath<Machine>[]) {
  testEveryPath(paths, (path) => {
    const b = withDoubles(staffScheduleMachine, {
      loadSchedule: callDouble<StaffSchedule, { from: string; to: string }>(),
      updateVisit: callDouble<StaffAppointment, { id: string; status: VisitOutcome }>(),
      saveCapacity: callDouble<CapacityEntry[], CapacityEntry>(),
      closeDates: callDouble<ClosureResult, ClosureForm>(),
      runVisitAction: callDouble<StaffAppointment, VisitAction>(),
      loadBlocks: callDouble<BookingBlock[]>(),
      addBlock: callDouble<BookingBlock[], BookingBlockRequest>(),
      removeBlock: callDouble<BookingBlock[], string>(),
    });
    return {
      ...b.run,
      check: (snapshot, { event }, index) => {
        const before = path.steps[index - 1]?.expected;
        const { context } = snapshot;
        const steps = path.steps.slice(0, index + 1);
        const last = b.effects().entries.at(-1);
        // The schedule loads on start, on a range or a reload taken, on Retry and after a closure.
        const loads = steps.filter(({ event: taken, expected }, at) => {
          const prior = path.steps[at - 1]?.expected;
          if (at === 0) return true;
          if (!inSchedule(expected, 'loading')) return false;
          if (LOADS.has(taken.type) || taken.type === 'xstate.done.actor.closeDates') return true;
          if (taken.type === 'DAY.SELECTED') return isCalendarDate(taken.date);
          return taken.type === 'RETRY' && prior !== undefined && inSchedule(prior, 'loadFailed');
        }).length;
        expect(b.loadSchedule.inputs).toHaveLength(loads);
        // Always for the span of the range chosen, counted from the input's today.
        expect(b.loadSchedule.inputs.at(-1)).toEqual(spanOf(context.range, TODAY));
        expect({ from: context.from, to: context.to }).toEqual(spanOf(context.range, TODAY));
        if (event.type === 'RANGE.WEEK' && inSchedule(snapshot, 'loading'))
          expect(b.loadSchedule.inputs.at(-1)).toEqual({ from: TODAY, to: '2026-12-06' });
        if (event.type === 'DAY.SELECTED' && !isCalendarDate(event.date))
          expect(context.range).toEqual(before?.context.range);
        if (event.type === 'xstate.done.actor.loadSchedule' && 'output' in event)
          expect([context.appointments, context.closedDates]).toEqual([
            scheduleFor(snapshot.context.range).appointments,
            scheduleFor(snapshot.context.range).closed_dates,
          ]);
        if (event.type === 'xstate.error.actor.loadSchedule' && 'error' in event) {
          expect(inSchedule(snapshot, 'loadFailed')).toBe(true);
          const text = event.error instanceof ApiError ? event.error.message : scheduleTexts.loadFailed;
          expect(context.loadError).toBe(text);
        }

        // A visit changes only when booked, one at a time, never while days are being closed; a cancel
        // only after its confirmation.
        expect(context.updating !== null && context.closing !== null).toBe(false);
        expect(updating(snapshot)).toBe(context.updating !== null);
        // A change is sent on entering `updating` (never entered at the start).
        const sent = steps.filter(({ expected }, at) => {
          const prior = path.steps[at - 1]?.expected;
          return updating(expected) && prior !== undefined && !updating(prior);
        });
        expect(b.updateVisit.inputs).toHaveLength(sent.length);
        if (updating(snapshot) && before && !updating(before)) {
          const asked = b.updateVisit.inputs.at(-1);
          expect(asked).toEqual(context.updating);
          expect(before.context.appointments.find((item) => item.id === asked?.id)?.status).toBe('booked');
          const status: Record<string, VisitOutcome> = {
            'VISIT.DONE': 'done',
            'VISIT.NO_SHOW': 'no_show',
            'CANCEL.CONFIRM': 'cancelled',
          };
          expect(asked?.status).toBe(status[event.type]);
        }
        if (event.type === 'VISIT.CANCEL' && before?.context.updating === null && 'id' in event) {
          const mayCancel =
            before.context.closing === null &&
            inSchedule(before, 'showing') &&
            before.context.appointments.some((item) => item.id === event.id && item.status === 'booked');
          expect(context.confirmingCancel).toBe(mayCancel ? booked.id : before.context.confirmingCancel);
        }
        if (event.type === 'VISIT.DONE' && 'id' in event && event.id === done.id)
          expect(context.updating).toEqual(before?.context.updating);
        if (event.type === 'xstate.done.actor.updateVisit' && before?.context.updating) {
          const { id, status } = before.context.updating;
          expect(context.appointments.find((item) => item.id === id)?.status).toBe(status);
          expect(last).toEqual(['notifySuccess', { message: outcomeMessage(status) }]);
        }
        if (event.type === 'xstate.error.actor.updateVisit' && before?.context.updating)
          expect(context.visitError).toEqual({
            id: before.context.updating.id,
            message: appointmentMessages.statusUnchanged,
          });

        // Capacity: out-of-range numbers are named and never sent; valid changes are sent one window a call.
        for (const entry of b.saveCapacity.inputs) {
          expect(entry.visits).toBeGreaterThanOrEqual(0);
          expect(entry.visits).toBeLessThanOrEqual(50);
        }
        if (event.type === 'CAPACITY.SAVE' && before) {
          const { invalid, changes } = capacityChanges(
            before.context.capacity ?? [],
            before.context.capacityEdits,
          );
          if (invalid.length > 0) {
            expect(context.invalidCells).toEqual(invalid);
            expect(context.capacityError).toBe(scheduleTexts.capacityRange);
          } else if (changes.length === 0)
            expect(context.capacityError).toBe(scheduleTexts.capacityUnchanged);
          else expect(b.saveCapacity.inputs.at(-1)).toEqual(changes[0]);
        }
        if (event.type === 'xstate.done.actor.saveCapacity' && before) {
          const sentEntry = nextCapacityChange(before.context);
          expect(sentEntry).toBeDefined();
          if (snapshot.matches({ capacity: 'saving' }))
            expect(b.saveCapacity.inputs.at(-1)).toEqual(nextCapacityChange(context));
          else {
            expect(context.capacityEdits).toEqual({});
            expect(last).toEqual(['notifySuccess', { message: scheduleTexts.capacitySaved }]);
          }
        }
        if (event.type === 'xstate.error.actor.saveCapacity') {
          expect(context.capacityError).toBe('Something went wrong on our side.');
          // Nothing typed is lost.
          expect(context.capacityEdits).toEqual(before?.context.capacityEdits);
        }
        if (event.type === 'CAPACITY.CHANGED' && snapshot.matches({ capacity: 'idle' }))
          expect(shownVisits(context, event.weekday, event.window)).toBe(event.value);

        // Closure: checked before it is sent, sent trimmed, then the schedule loads again.
        if (event.type === 'CLOSURE.SUBMIT' && before) {
          const checked = checkClosure(before.context.closure, TODAY);
          const { from, to } = before.context.closure;
          if (from === YESTERDAY && to === THURSDAY)
            expect(context.closureError).toBe(appointmentMessages.closurePast);
          if (!checked.ok) {
            expect(context.closureError).toBe(checked.message);
            expect(snapshot.matches({ closure: 'idle' })).toBe(true);
          } else if (snapshot.matches({ closure: 'closing' }))
            expect(b.closeDates.inputs.at(-1)).toEqual({
              from: WEDNESDAY,
              to: THURSDAY,
              reason: STORM.trim(),
            });
        }
        if (event.type === 'xstate.done.actor.closeDates') {
          expect(context.closureDone).toBe(appointmentMessages.closed(1));
          expect(context.closure).toEqual({ from: '', to: '', reason: '' });
          expect(inSchedule(snapshot, 'loading')).toBe(true);
        }
        if (event.type === 'xstate.error.actor.closeDates') {
          expect(context.closureError).toBe(scheduleTexts.closeFailed);
          expect(context.closure).toEqual(before?.context.closure);
        }
        // Issue 38's visit actions: only for a visit they fit, one change of visits at a time.
        expect(context.visitAction !== null && (context.updating !== null || context.closing !== null)).toBe(
          false,
        );
        expect(acting(snapshot)).toBe(context.visitAction !== null);
        const acted = steps.filter(({ expected }, at) => {
          const prior = path.steps[at - 1]?.expected;
          return acting(expected) && prior !== undefined && !acting(prior);
        });
        expect(b.runVisitAction.inputs).toHaveLength(acted.length);
        if ((event.type === 'VISIT.ALLOW_REBOOKING' || event.type === 'VISIT.NEW_LINK') && before) {
          const target = before.context.appointments.find((item) => item.id === event.id);
          const fits = event.type === 'VISIT.NEW_LINK' ? mayRenewLink : mayAllowRebooking;
          const free =
            inSchedule(before, 'showing') &&
            before.context.updating === null &&
            before.context.visitAction === null &&
            before.context.closing === null;
          const kind = event.type === 'VISIT.NEW_LINK' ? 'newLink' : 'allowRebooking';
          if (free && target !== undefined && fits(target)) {
            expect(context.visitAction).toEqual({ id: event.id, kind });
            expect(b.runVisitAction.inputs.at(-1)).toEqual({ id: event.id, kind });
          } else expect(context.visitAction).toEqual(before.context.visitAction);
        }
        if (event.type === 'xstate.done.actor.runVisitAction' && before?.context.visitAction) {
          const { id, kind } = before.context.visitAction;
          const after = context.appointments.find((item) => item.id === id);
          if (kind === 'allowRebooking') expect(after?.rebooking_allowed).toBe(true);
          expect(last).toEqual(['notifySuccess', { message: visitActionMessage(kind) }]);
        }
        if (event.type === 'xstate.error.actor.runVisitAction' && before?.context.visitAction)
          expect(context.visitError).toEqual({
            id: before.context.visitAction.id,
            message: appointmentMessages.newLinkRefused,
          });

        // The block list: checked and normalised before it is sent; each answer is the whole list.
        if (event.type === 'BLOCK.ADD' && before && before.context.addingBlock === null) {
          const checked = checkBlock(before.context.blockForm);
          if (!checked.ok) {
            expect(context.blockError).toBe(checked.message);
            expect(snapshot.matches({ blocks: { showing: 'adding' } })).toBe(false);
          } else expect(b.addBlock.inputs.at(-1)).toEqual(checked.block);
        }
        for (const sentBlock of b.addBlock.inputs)
          expect(checkBlock({ reason: '', ...sentBlock }).ok).toBe(true);
        if (event.type === 'xstate.done.actor.addBlock') {
          expect(context.blocks).toEqual([phoneBlock, domainBlock]);
          expect(context.blockForm).toEqual({ kind: 'email', value: '', reason: '' });
          expect(last).toEqual(['notifySuccess', { message: bookingBlockMessages.added }]);
        }
        if (event.type === 'xstate.error.actor.addBlock') {
          expect(context.blockError).toBe(bookingBlockMessages.alreadyBlocked);
          // Nothing typed is lost.
          expect(context.blockForm).toEqual(before?.context.blockForm);
        }
        if (event.type === 'BLOCK.REMOVE' && snapshot.matches({ blocks: { showing: 'removing' } }))
          expect(b.removeBlock.inputs.at(-1)).toBe(event.id);
        if (event.type === 'xstate.done.actor.removeBlock')
          expect(last).toEqual(['notifySuccess', { message: bookingBlockMessages.removed }]);
        if (event.type === 'xstate.error.actor.loadBlocks' && 'error' in event) {
          const text =
            event.error instanceof ApiError ? event.error.message : bookingBlockMessages.loadFailed;
          expect(context.blocksLoadError).toBe(text);
        }
        expect(b.loadBlocks.inputs).toHaveLength(
          1 + steps.filter(({ event: taken }, at) => taken.type === 'BLOCKS.RETRY' && at > 0).length,
        );

        expect(new Set(b.effects().names())).toEqual(
          new Set(b.effects().entries.length > 0 ? ['notifySuccess'] : []),
        );
        const busy =
          inSchedule(snapshot, 'loading') ||
          updating(snapshot) ||
          acting(snapshot) ||
          !blocksIdle(snapshot) ||
          !snapshot.matches({ capacity: 'idle' }) ||
          !snapshot.matches({ closure: 'idle' });
        expect(snapshot.hasTag('busy')).toBe(busy);
      },
    };
  });
}

const ORIGINAL = JSON.stringify(todaySchedule.capacity);
/** The day before TODAY. */
const YESTERDAY = '2026-11-29';
const change = (weekday: number, window: 'morning' | 'afternoon', value: string) =>
  ({ type: 'CAPACITY.CHANGED', weekday, window, value }) as const;
const closureField = (field: keyof ClosureForm, value: string) =>
  ({ type: 'CLOSURE.CHANGED', field, value }) as const;

// Separate walks keep each graph small: the ranges, the visits' changes, the capacity editor, the closure
// form, and visits against closures. Each offers its steps in one order, so the walks stay short.
const models: { name: string; events: (snapshot: Snapshot) => PathEvent[] }[] = [
  {
    name: 'loading and ranges',
    events: (snapshot) => {
      const { range, loadError } = snapshot.context;
      if (inSchedule(snapshot, 'loading'))
        return [
          answer('loadSchedule', scheduleFor(snapshot.context.range)),
          ...(range.kind === 'today' && loadError === null
            ? [refuse('loadSchedule', serverFault), { type: 'RANGE.WEEK' } as const]
            : []),
          ...(range.kind === 'week' && loadError === null ? [refuse('loadSchedule', offline)] : []),
        ];
      if (inSchedule(snapshot, 'loadFailed')) return [{ type: 'RETRY' }];
      if (range.kind === 'today') return [{ type: 'RANGE.WEEK' }, { type: 'DAY.SELECTED', date: '' }];
      if (range.kind === 'week') return [{ type: 'DAY.SELECTED', date: THURSDAY }];
      return [{ type: 'RANGE.TODAY' }, { type: 'RELOAD' }];
    },
  },
  {
    name: 'marking visits',
    events: (snapshot) => [
      answer('loadSchedule', scheduleFor(snapshot.context.range)),
      { type: 'VISIT.DONE', id: booked.id },
      { type: 'VISIT.NO_SHOW', id: booked.id },
      { type: 'VISIT.CANCEL', id: booked.id },
      { type: 'VISIT.DONE', id: done.id },
      { type: 'CANCEL.CONFIRM' },
      { type: 'CANCEL.BACK' },
      answer('updateVisit', changedVisit(snapshot.context)),
      refuse('updateVisit', unchanged),
      // A range chosen while a visit changes waits: the change's answer must land on its schedule.
      ...(updating(snapshot) ? [{ type: 'RANGE.WEEK' } as const] : []),
    ],
  },
  {
    name: 'capacity',
    events: (snapshot) => {
      const { context } = snapshot;
      if (inSchedule(snapshot, 'loading'))
        return [answer('loadSchedule', scheduleFor(snapshot.context.range))];
      if (snapshot.matches({ capacity: 'saving' })) {
        const sent = nextCapacityChange(context);
        return [
          ...(sent ? [answer('saveCapacity', capacityWith(context.capacity ?? [], sent))] : []),
          ...(context.capacityError === null ? [refuse('saveCapacity', serverFault)] : []),
        ];
      }
      if (JSON.stringify(context.capacity) !== ORIGINAL) return [];
      const edits = context.capacityEdits;
      if (edits['1-morning'] === undefined) return [change(1, 'morning', '3'), { type: 'CAPACITY.SAVE' }];
      // Typed out of range, then typed back to what is saved; then a window closed.
      if (edits['2-morning'] === undefined) return [change(2, 'morning', '51')];
      if (edits['2-morning'] === '51') return [{ type: 'CAPACITY.SAVE' }, change(2, 'morning', '2')];
      if (edits['6-afternoon'] === undefined) return [change(6, 'afternoon', '0'), { type: 'CAPACITY.SAVE' }];
      return [{ type: 'CAPACITY.SAVE' }];
    },
  },
  {
    name: 'closing days',
    events: (snapshot) => {
      const { closure, closureDone, closureError } = snapshot.context;
      if (inSchedule(snapshot, 'loading'))
        return [answer('loadSchedule', scheduleFor(snapshot.context.range))];
      if (snapshot.matches({ closure: 'closing' }))
        return [
          answer('closeDates', closedByStorm),
          ...(closureError === null ? [refuse('closeDates', offline)] : []),
        ];
      if (closureDone !== null) return [];
      // Yesterday first (refused: days before today cannot be closed), then Wednesday.
      if (closure.from === '') return [{ type: 'CLOSURE.SUBMIT' }, closureField('from', YESTERDAY)];
      if (closure.to === '') return [closureField('to', THURSDAY), closureField('to', '2027-03-01')];
      if (closure.reason === '') return [closureField('reason', '   ')];
      if (closure.reason.trim() === '') return [{ type: 'CLOSURE.SUBMIT' }, closureField('reason', STORM)];
      if (closure.from === YESTERDAY) return [{ type: 'CLOSURE.SUBMIT' }, closureField('from', WEDNESDAY)];
      return [{ type: 'CLOSURE.SUBMIT' }];
    },
  },
  {
    name: 'one change of visits at a time',
    events: (snapshot) => {
      const { closure, closureDone } = snapshot.context;
      if (inSchedule(snapshot, 'loading'))
        return [answer('loadSchedule', scheduleFor(snapshot.context.range))];
      if (closureDone !== null) return [];
      if (closure.from === '') return [closureField('from', WEDNESDAY)];
      if (closure.to === '') return [closureField('to', THURSDAY)];
      if (closure.reason === '') return [closureField('reason', STORM)];
      return [
        { type: 'CLOSURE.SUBMIT' },
        { type: 'VISIT.DONE', id: booked.id },
        answer('updateVisit', changedVisit(snapshot.context)),
        answer('closeDates', closedByStorm),
      ];
    },
  },
  {
    name: 'a visit’s link and re-booking',
    events: (snapshot) => {
      const { context } = snapshot;
      if (inSchedule(snapshot, 'loading'))
        return [answer('loadSchedule', scheduleFor(snapshot.context.range))];
      if (acting(snapshot))
        return [
          answer('runVisitAction', actedVisit(context)),
          ...(context.visitError === null
            ? [refuse('runVisitAction', refusal(409, appointmentMessages.newLinkRefused))]
            : []),
          // Another change waits while one is sent.
          { type: 'VISIT.DONE', id: booked.id } as const,
        ];
      if (context.appointments.find((item) => item.id === cancelledByStaff.id)?.rebooking_allowed) return [];
      return [
        { type: 'VISIT.NEW_LINK', id: booked.id },
        { type: 'VISIT.NEW_LINK', id: done.id },
        { type: 'VISIT.ALLOW_REBOOKING', id: booked.id },
        { type: 'VISIT.ALLOW_REBOOKING', id: cancelledByStaff.id },
      ];
    },
  },
  {
    name: 'the block list',
    events: (snapshot) => {
      const { blockForm, blocks, blocksLoadError, blockError } = snapshot.context;
      if (snapshot.matches({ blocks: 'loading' }))
        return [
          answer('loadBlocks', [domainBlock]),
          ...(blocksLoadError === null ? [refuse('loadBlocks', serverFault)] : []),
        ];
      if (snapshot.matches({ blocks: 'loadFailed' })) return [{ type: 'BLOCKS.RETRY' }];
      if (snapshot.matches({ blocks: { showing: 'adding' } }))
        return [
          answer('addBlock', [phoneBlock, domainBlock]),
          ...(blockError === null
            ? [refuse('addBlock', refusal(409, bookingBlockMessages.alreadyBlocked))]
            : []),
        ];
      if (snapshot.matches({ blocks: { showing: 'removing' } })) return [answer('removeBlock', [phoneBlock])];
      if ((blocks ?? []).length === 2) return [{ type: 'BLOCK.REMOVE', id: domainBlock.id }];
      if ((blocks ?? []).length !== 1 || (blocks ?? [])[0]?.id !== domainBlock.id) return [];
      const field = (name: 'kind' | 'value', value: string) =>
        ({ type: 'BLOCK.CHANGED', field: name, value }) as const;
      if (blockForm.kind === 'email') return [{ type: 'BLOCK.ADD' }, field('kind', 'phone')];
      if (blockForm.value === '') return [field('value', '555')];
      if (blockForm.value === '555') return [{ type: 'BLOCK.ADD' }, field('value', '+1 (407) 555-0199')];
      return [{ type: 'BLOCK.ADD' }, { type: 'BLOCK.REMOVE', id: 'b0000000-0000-4000-8000-00000000dead' }];
    },
  },
];

const walked = models.map(({ name, events }) => ({
  name,
  paths: getMachinePaths({ machine: staffScheduleMachine, input, events: listedWhileRunning(events) }),
}));

describe('staff schedule: every state is reached', () => {
  it('by the models together', () => {
    const reached = new Set(
      walked
        .flatMap(({ paths }) => paths.flatMap((path) => path.steps.map((step) => step.expected)))
        .flatMap((snapshot) => [
          `blocks.${JSON.stringify(snapshot.value.blocks)}`,
          `schedule.${JSON.stringify(snapshot.value.schedule)}`,
          `capacity.${String(snapshot.value.capacity)}`,
          `closure.${String(snapshot.value.closure)}`,
        ]),
    );
    expect([...reached].sort()).toEqual(
      [
        'schedule."loading"',
        'schedule."loadFailed"',
        'schedule.{"showing":"idle"}',
        'schedule.{"showing":"confirmingCancel"}',
        'schedule.{"showing":"updating"}',
        'schedule.{"showing":"acting"}',
        'blocks."loading"',
        'blocks."loadFailed"',
        'blocks.{"showing":"idle"}',
        'blocks.{"showing":"adding"}',
        'blocks.{"showing":"removing"}',
        'capacity.idle',
        'capacity.saving',
        'closure.idle',
        'closure.closing',
      ].sort(),
    );
  });
});

describe.each(walked)('staff schedule paths: $name', ({ paths }) => {
  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(3));
  walk(paths);
});
