import { assign, emit, setup } from 'xstate';
import { isCalendarDate } from '../src/shared/appointments';
import { closeDates, loadSchedule, saveCapacity, updateVisit } from './staffSchedule.calls';
import {
  capacityChanges,
  capacityKey,
  checkClosure,
  EMPTY_CLOSURE,
  pendingEdits,
  spanOf,
  withoutEdit,
} from './staffSchedule.rules';
import type {
  CapacityEntry,
  ScheduleRange,
  StaffScheduleContext,
  StaffScheduleEffect,
  StaffScheduleEvent,
  StaffScheduleInput,
  VisitOutcome,
} from './staffSchedule.types';

// The staff schedule's calls, actions and guards (issue 28), shared by the machine (staffSchedule.machine.ts)
// and its capacity and closure regions (scheduleCapacity.states.ts, scheduleClosure.states.ts).

/** The next capacity entry to send: the first changed cell (the editor is locked while saving). */
export function nextCapacityChange(context: StaffScheduleContext): CapacityEntry | undefined {
  return capacityChanges(context.capacity ?? [], context.capacityEdits).changes[0];
}

/** The edits after the first change was saved and the server answered `capacity`: what still differs. */
function editsAfterSave(context: StaffScheduleContext, capacity: CapacityEntry[]) {
  const sent = nextCapacityChange(context);
  const edits = sent
    ? withoutEdit(context.capacityEdits, capacityKey(sent.weekday, sent.window))
    : context.capacityEdits;
  return pendingEdits(capacity, edits);
}

export const staffScheduleSetup = setup({
  types: {
    context: {} as StaffScheduleContext,
    input: {} as StaffScheduleInput,
    events: {} as StaffScheduleEvent,
    emitted: {} as StaffScheduleEffect,
  },
  actors: { loadSchedule, updateVisit, saveCapacity, closeDates },
  actions: {
    chooseRange: assign(({ context }, range: ScheduleRange) => ({ range, ...spanOf(range, context.today) })),
    startUpdate: assign((_, updating: { id: string; status: VisitOutcome }) => ({
      updating,
      confirmingCancel: null,
      visitError: null,
    })),
    applySavedCapacity: assign(({ context }, { capacity }: { capacity: CapacityEntry[] }) => ({
      capacity,
      capacityEdits: editsAfterSave(context, capacity),
    })),
    notifySuccess: emit(
      (_, { message }: { message: string }) => ({ type: 'notifySuccess', message }) as const,
    ),
  },
  guards: {
    noVisitUpdate: ({ context }) => context.updating === null,
    dayIsReal: ({ context, event }) =>
      event.type === 'DAY.SELECTED' && context.updating === null && isCalendarDate(event.date),
    // Only a booked visit shown here, while nothing else changes visits (another visit, a closure).
    mayChangeVisit: ({ context, event }) =>
      'id' in event &&
      context.updating === null &&
      context.closing === null &&
      context.appointments.some((visit) => visit.id === event.id && visit.status === 'booked'),
    capacityInvalid: ({ context }) =>
      capacityChanges(context.capacity ?? [], context.capacityEdits).invalid.length > 0,
    capacityChanged: ({ context }) => nextCapacityChange(context) !== undefined,
    moreCapacityChanges: ({ context }, { capacity }: { capacity: CapacityEntry[] }) =>
      capacityChanges(capacity, editsAfterSave(context, capacity)).changes.length > 0,
    closureInvalid: ({ context }) => !checkClosure(context.closure).ok,
  },
});

export function initialScheduleContext({ input }: { input: StaffScheduleInput }): StaffScheduleContext {
  return {
    today: input.today,
    range: { kind: 'today' },
    ...spanOf({ kind: 'today' }, input.today),
    appointments: [],
    closedDates: [],
    loadError: null,
    confirmingCancel: null,
    updating: null,
    visitError: null,
    capacity: null,
    capacityEdits: {},
    invalidCells: [],
    capacityError: null,
    closure: EMPTY_CLOSURE,
    closing: null,
    closureError: null,
    closureDone: null,
  };
}
