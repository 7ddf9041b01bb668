import { assign } from 'xstate';
import { serverMessage } from '../src/shared/apiErrors';
import { bookingBlockMessages } from '../src/shared/bookingBlocks';
import { checkBlock, EMPTY_BLOCK } from './staffSchedule.rules';
import { staffScheduleSetup } from './staffSchedule.setup';

// The staff schedule's block list region (issue 38): the e-mail addresses, phone numbers and domains
// refused booking, loaded with the tab; one added (checked and normalised first) or removed at a time,
// each answer the whole list. A refused add keeps what was typed.

export const scheduleBlocksStates = staffScheduleSetup.createStateConfig({
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadBlocks',
        src: 'loadBlocks',
        onDone: {
          target: 'showing',
          actions: assign({ blocks: ({ event }) => event.output, blocksLoadError: null }),
        },
        onError: {
          target: 'loadFailed',
          actions: assign({
            blocksLoadError: ({ event }) => serverMessage(event.error, bookingBlockMessages.loadFailed),
          }),
        },
      },
    },
    loadFailed: { on: { 'BLOCKS.RETRY': 'loading' } },
    showing: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'BLOCK.CHANGED': {
              actions: assign(({ context, event }) => ({
                blockForm: { ...context.blockForm, [event.field]: event.value },
                blockError: null,
              })),
            },
            'BLOCK.ADD': [
              {
                guard: 'blockInvalid',
                actions: assign(({ context }) => {
                  const checked = checkBlock(context.blockForm);
                  return { blockError: checked.ok ? null : checked.message };
                }),
              },
              {
                target: 'adding',
                actions: assign(({ context }) => {
                  const checked = checkBlock(context.blockForm);
                  return { addingBlock: checked.ok ? checked.block : null, blockError: null };
                }),
              },
            ],
            'BLOCK.REMOVE': {
              guard: 'blockListed',
              target: 'removing',
              actions: assign({ removingBlock: ({ event }) => event.id, blockError: null }),
            },
          },
        },
        adding: {
          tags: ['busy'],
          invoke: {
            id: 'addBlock',
            src: 'addBlock',
            // Entered only with the checked block set (BLOCK.ADD).
            input: ({ context }) => context.addingBlock ?? { kind: EMPTY_BLOCK.kind, value: '' },
            onDone: {
              target: 'idle',
              actions: [
                assign({ blocks: ({ event }) => event.output, addingBlock: null, blockForm: EMPTY_BLOCK }),
                { type: 'notifySuccess', params: { message: bookingBlockMessages.added } },
              ],
            },
            onError: {
              target: 'idle',
              actions: assign({
                addingBlock: null,
                blockError: ({ event }) => serverMessage(event.error, bookingBlockMessages.saveFailed),
              }),
            },
          },
        },
        removing: {
          tags: ['busy'],
          invoke: {
            id: 'removeBlock',
            src: 'removeBlock',
            // Entered only with the block's id set (BLOCK.REMOVE).
            input: ({ context }) => context.removingBlock ?? '',
            onDone: {
              target: 'idle',
              actions: [
                assign({ blocks: ({ event }) => event.output, removingBlock: null }),
                { type: 'notifySuccess', params: { message: bookingBlockMessages.removed } },
              ],
            },
            onError: {
              target: 'idle',
              actions: assign({
                removingBlock: null,
                blockError: ({ event }) => serverMessage(event.error, bookingBlockMessages.saveFailed),
              }),
            },
          },
        },
      },
    },
  },
});
