import { expect } from 'vitest';
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
import { type CallAnswer, type MachinePath, testEveryPath } from '../helpers/machinePaths';
import { refusal } from './appointments.fixtures';
import {
  booked,
  domainBlock,
  done,
  phoneBlock,
  STORM,
  scheduleFor,
  shownVisits,
  THURSDAY,
  TODAY,
  WEDNESDAY,
} from './staffSchedule.fixtures';

// The staff schedule's path walk (issue 28, issue 38's additions): the doubles of every call and the checks
// made after each step of each path; the models that generate the paths are in staffSchedule.machine.test.ts.

/** The day before TODAY. */
export const YESTERDAY = '2026-11-29';

export type Machine = typeof staffScheduleMachine;
export type Snapshot = ReturnType<Machine['transition']>;
export type PathEvent = StaffScheduleEvent | CallAnswer;

export const input = { today: TODAY };
export const unchanged = refusal(409, appointmentMessages.statusUnchanged);
/** The events that load the schedule when they are taken. */
const LOADS = new Set(['RANGE.TODAY', 'RANGE.WEEK', 'RELOAD']);

export const inSchedule = (snapshot: Snapshot, state: 'loading' | 'loadFailed' | 'showing') =>
  snapshot.matches({ schedule: state });
export const updating = (snapshot: Snapshot) => snapshot.matches({ schedule: { showing: 'updating' } });
export const acting = (snapshot: Snapshot) => snapshot.matches({ schedule: { showing: 'acting' } });
const blocksIdle = (snapshot: Snapshot) =>
  snapshot.matches({ blocks: { showing: 'idle' } }) || snapshot.matches({ blocks: 'loadFailed' });

export function walk(paths: MachinePath<Machine>[]) {
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
