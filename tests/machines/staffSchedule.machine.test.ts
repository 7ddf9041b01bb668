import { describe, expect, it } from 'vitest';
import { staffScheduleMachine } from '../../machines/staffSchedule.machine';
import { nextCapacityChange } from '../../machines/staffSchedule.setup';
import type { ClosureForm } from '../../machines/staffSchedule.types';
import { appointmentMessages } from '../../src/shared/appointments';
import { bookingBlockMessages } from '../../src/shared/bookingBlocks';
import { listedWhileRunning } from '../helpers/machineEvents';
import { answer, getMachinePaths, refuse } from '../helpers/machinePaths';
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
  THURSDAY,
  todaySchedule,
  WEDNESDAY,
} from './staffSchedule.fixtures';
import {
  acting,
  input,
  inSchedule,
  type PathEvent,
  type Snapshot,
  unchanged,
  updating,
  walk,
  YESTERDAY,
} from './staffSchedule.walk';

const ORIGINAL = JSON.stringify(todaySchedule.capacity);
const change = (weekday: number, window: 'morning' | 'afternoon', value: string) =>
  ({ type: 'CAPACITY.CHANGED', weekday, window, value }) as const;
const closureField = (field: keyof ClosureForm, value: string) =>
  ({ type: 'CLOSURE.CHANGED', field, value }) as const;

// Separate walks keep each graph small: the ranges, the visits' changes, the capacity editor, the closure
// form, visits against closures, and issue 38's link and re-booking actions and block list. Each offers
// its steps in one order, so the walks stay short. The checks of every step are in staffSchedule.walk.ts.
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
