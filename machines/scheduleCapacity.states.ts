import { assign } from 'xstate';
import { serverMessage } from '../src/shared/apiErrors';
import { scheduleTexts } from '../src/shared/staffSchedule';
import { capacityChanges, capacityKey } from './staffSchedule.rules';
import { nextCapacityChange, staffScheduleSetup } from './staffSchedule.setup';

// The staff schedule's capacity region: how many visits each weekday's window takes. Numbers are typed
// into cells, checked on Save (a whole number from 0 to MAX_WINDOW_VISITS), and the changed cells are
// sent one call each (setCapacity takes one window), each answer becoming the saved capacity.

export const scheduleCapacityStates = staffScheduleSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      on: {
        'CAPACITY.CHANGED': {
          actions: assign(({ context, event }) => {
            const key = capacityKey(event.weekday, event.window);
            const invalidCells = context.invalidCells.filter((cell) => cell !== key);
            return {
              capacityEdits: { ...context.capacityEdits, [key]: event.value },
              invalidCells,
              capacityError: invalidCells.length > 0 ? context.capacityError : null,
            };
          }),
        },
        'CAPACITY.SAVE': [
          {
            guard: 'capacityInvalid',
            actions: assign(({ context }) => ({
              invalidCells: capacityChanges(context.capacity ?? [], context.capacityEdits).invalid,
              capacityError: scheduleTexts.capacityRange,
            })),
          },
          { guard: 'capacityChanged', target: 'saving', actions: assign({ capacityError: null }) },
          { actions: assign({ capacityError: scheduleTexts.capacityUnchanged }) },
        ],
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveCapacity',
        src: 'saveCapacity',
        // Entered only through capacityChanged, so there is a change to send.
        input: ({ context }) => nextCapacityChange(context) ?? { weekday: 0, window: 'morning', visits: 0 },
        onDone: [
          {
            guard: { type: 'moreCapacityChanges', params: ({ event }) => ({ capacity: event.output }) },
            target: 'saving',
            reenter: true,
            actions: { type: 'applySavedCapacity', params: ({ event }) => ({ capacity: event.output }) },
          },
          {
            target: 'idle',
            actions: [
              { type: 'applySavedCapacity', params: ({ event }) => ({ capacity: event.output }) },
              { type: 'notifySuccess', params: { message: scheduleTexts.capacitySaved } },
            ],
          },
        ],
        // The unsaved numbers stay in the editor, so nothing typed is lost.
        onError: {
          target: 'idle',
          actions: assign({
            capacityError: ({ event }) => serverMessage(event.error, scheduleTexts.capacitySaveFailed),
          }),
        },
      },
    },
  },
});
