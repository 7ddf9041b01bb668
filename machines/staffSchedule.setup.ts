import { assign, emit, setup } from 'xstate';
import { isCalendarDate } from '../src/shared/appointments';
import {
  addBlock,
  closeDates,
  loadBlocks,
  loadSchedule,
  removeBlock,
  runVisitAction,
  saveCapacity,
  updateVisit,
} from './staffSchedule.calls';
import {
  capacityChanges,
  capacityKey,
  checkBlock,
  checkClosure,
  EMPTY_BLOCK,
  EMPTY_CLOSURE,
  mayAllowRebooking,
  mayRenewLink,
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
// and its capacity, closure and block list regions (scheduleCapacity.states.ts, scheduleClosure.states.ts,
// scheduleBlocks.states.ts).

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

/** No visit is being changed (a status, or issue 38's link and re-booking actions): one at a time. */
function visitsIdle(context: StaffScheduleContext): boolean {
  return context.updating === null && context.visitAction === null;
}

export const staffScheduleSetup = setup({
  types: {
    context: {} as StaffScheduleContext,
    input: {} as StaffScheduleInput,
    events: {} as StaffScheduleEvent,
    emitted: {} as StaffScheduleEffect,
  },
  actors: {
    loadSchedule,
    updateVisit,
    saveCapacity,
    closeDates,
    runVisitAction,
    loadBlocks,
    addBlock,
    removeBlock,
  },
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
    noVisitUpdate: ({ context }) => visitsIdle(context),
    dayIsReal: ({ context, event }) =>
      event.type === 'DAY.SELECTED' && visitsIdle(context) && isCalendarDate(event.date),
    // Only a booked visit shown here, while nothing else changes visits (another visit, a closure).
    mayChangeVisit: ({ context, event }) =>
      'id' in event &&
      visitsIdle(context) &&
      context.closing === null &&
      context.appointments.some((visit) => visit.id === event.id && visit.status === 'booked'),
    mayAllowRebooking: ({ context, event }) =>
      'id' in event &&
      visitsIdle(context) &&
      context.closing === null &&
      context.appointments.some((visit) => visit.id === event.id && mayAllowRebooking(visit)),
    mayRenewLink: ({ context, event }) =>
      'id' in event &&
      visitsIdle(context) &&
      context.closing === null &&
      context.appointments.some((visit) => visit.id === event.id && mayRenewLink(visit)),
    blockInvalid: ({ context }) => !checkBlock(context.blockForm).ok,
    blockListed: ({ context, event }) =>
      event.type === 'BLOCK.REMOVE' && (context.blocks ?? []).some((block) => block.id === event.id),
    capacityInvalid: ({ context }) =>
      capacityChanges(context.capacity ?? [], context.capacityEdits).invalid.length > 0,
    capacityChanged: ({ context }) => nextCapacityChange(context) !== undefined,
    moreCapacityChanges: ({ context }, { capacity }: { capacity: CapacityEntry[] }) =>
      capacityChanges(capacity, editsAfterSave(context, capacity)).changes.length > 0,
    closureInvalid: ({ context }) => !checkClosure(context.closure, context.today).ok,
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
    visitAction: null,
    visitError: null,
    capacity: null,
    capacityEdits: {},
    invalidCells: [],
    capacityError: null,
    closure: EMPTY_CLOSURE,
    closing: null,
    closureError: null,
    closureDone: null,
    blocks: null,
    blocksLoadError: null,
    blockForm: EMPTY_BLOCK,
    addingBlock: null,
    removingBlock: null,
    blockError: null,
  };
}
