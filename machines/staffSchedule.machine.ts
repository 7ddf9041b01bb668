import { assign } from 'xstate';
import { serverMessage } from '../src/shared/apiErrors';
import { scheduleTexts } from '../src/shared/staffSchedule';
import { scheduleBlocksStates } from './scheduleBlocks.states';
import { scheduleCapacityStates } from './scheduleCapacity.states';
import { scheduleClosureStates } from './scheduleClosure.states';
import { outcomeMessage, visitActionMessage, withVisit } from './staffSchedule.rules';
import { initialScheduleContext, staffScheduleSetup } from './staffSchedule.setup';

// The staff schedule at /staff (issue 28), in three regions. The schedule region loads the visits of
// today, this week or a chosen day, and marks a booked visit done, no-show or (after a confirmation)
// cancelled, one at a time. The capacity region edits how many visits each weekday's window takes and
// saves the changed windows one call each (setCapacity takes one). The closure region closes days with a
// reason, then loads the schedule again. A visit is not changed while days are being closed, and the
// reverse, so the reload after a closure never lands in the middle of a visit's change. Issue 38 adds, for
// a visit, "Allow re-booking" (cancelled by staff or a closure) and "Send a new link" (its manage link ends
// and the customer is e-mailed a new one), each a change of visits like the others; and a fourth region,
// the block list (scheduleBlocks.states.ts).

export type {
  StaffScheduleContext,
  StaffScheduleEffect,
  StaffScheduleEvent,
  StaffScheduleInput,
} from './staffSchedule.types';

export const staffScheduleMachine = staffScheduleSetup.createMachine({
  id: 'staffSchedule',
  context: initialScheduleContext,
  type: 'parallel',
  states: {
    schedule: {
      initial: 'loading',
      on: {
        'RANGE.TODAY': {
          guard: 'noVisitUpdate',
          target: '.loading',
          actions: { type: 'chooseRange', params: { kind: 'today' } },
        },
        'RANGE.WEEK': {
          guard: 'noVisitUpdate',
          target: '.loading',
          actions: { type: 'chooseRange', params: { kind: 'week' } },
        },
        'DAY.SELECTED': {
          guard: 'dayIsReal',
          target: '.loading',
          actions: { type: 'chooseRange', params: ({ event }) => ({ kind: 'day', date: event.date }) },
        },
        RELOAD: { guard: 'noVisitUpdate', target: '.loading' },
      },
      states: {
        loading: {
          tags: ['busy'],
          entry: assign({ confirmingCancel: null, visitError: null }),
          invoke: {
            id: 'loadSchedule',
            src: 'loadSchedule',
            input: ({ context }) => ({ from: context.from, to: context.to }),
            onDone: {
              target: 'showing',
              actions: assign(({ event }) => ({
                appointments: event.output.appointments,
                closedDates: event.output.closed_dates,
                capacity: event.output.capacity,
                loadError: null,
              })),
            },
            onError: {
              target: 'loadFailed',
              actions: assign({
                loadError: ({ event }) => serverMessage(event.error, scheduleTexts.loadFailed),
              }),
            },
          },
        },
        loadFailed: { on: { RETRY: 'loading' } },
        showing: {
          initial: 'idle',
          on: {
            'VISIT.DONE': {
              guard: 'mayChangeVisit',
              target: '.updating',
              actions: { type: 'startUpdate', params: ({ event }) => ({ id: event.id, status: 'done' }) },
            },
            'VISIT.NO_SHOW': {
              guard: 'mayChangeVisit',
              target: '.updating',
              actions: { type: 'startUpdate', params: ({ event }) => ({ id: event.id, status: 'no_show' }) },
            },
            'VISIT.CANCEL': {
              guard: 'mayChangeVisit',
              target: '.confirmingCancel',
              actions: assign({ confirmingCancel: ({ event }) => event.id, visitError: null }),
            },
            'VISIT.ALLOW_REBOOKING': {
              guard: 'mayAllowRebooking',
              target: '.acting',
              actions: assign(({ event }) => ({
                visitAction: { id: event.id, kind: 'allowRebooking' as const },
                confirmingCancel: null,
                visitError: null,
              })),
            },
            'VISIT.NEW_LINK': {
              guard: 'mayRenewLink',
              target: '.acting',
              actions: assign(({ event }) => ({
                visitAction: { id: event.id, kind: 'newLink' as const },
                confirmingCancel: null,
                visitError: null,
              })),
            },
          },
          states: {
            idle: {},
            confirmingCancel: {
              on: {
                'CANCEL.CONFIRM': {
                  target: 'updating',
                  actions: {
                    type: 'startUpdate',
                    params: ({ context }) => ({ id: context.confirmingCancel ?? '', status: 'cancelled' }),
                  },
                },
                'CANCEL.BACK': { target: 'idle', actions: assign({ confirmingCancel: null }) },
              },
            },
            updating: {
              tags: ['busy'],
              invoke: {
                id: 'updateVisit',
                src: 'updateVisit',
                // Entered only with `updating` set (visitChange and CANCEL.CONFIRM).
                input: ({ context }) => context.updating ?? { id: '', status: 'done' },
                onDone: {
                  target: 'idle',
                  actions: [
                    {
                      type: 'notifySuccess',
                      params: ({ context }) => ({
                        message: outcomeMessage(context.updating?.status ?? 'done'),
                      }),
                    },
                    assign(({ context, event }) => ({
                      appointments: withVisit(context.appointments, event.output),
                      updating: null,
                    })),
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    visitError: {
                      id: context.updating?.id ?? '',
                      message: serverMessage(event.error, scheduleTexts.updateFailed),
                    },
                    updating: null,
                  })),
                },
              },
            },
            acting: {
              tags: ['busy'],
              invoke: {
                id: 'runVisitAction',
                src: 'runVisitAction',
                // Entered only with `visitAction` set (VISIT.ALLOW_REBOOKING, VISIT.NEW_LINK).
                input: ({ context }) => context.visitAction ?? { id: '', kind: 'newLink' },
                onDone: {
                  target: 'idle',
                  actions: [
                    {
                      type: 'notifySuccess',
                      params: ({ context }) => ({
                        message: visitActionMessage(context.visitAction?.kind ?? 'newLink'),
                      }),
                    },
                    assign(({ context, event }) => ({
                      appointments: withVisit(context.appointments, event.output),
                      visitAction: null,
                    })),
                  ],
                },
                onError: {
                  target: 'idle',
                  actions: assign(({ context, event }) => ({
                    visitError: {
                      id: context.visitAction?.id ?? '',
                      message: serverMessage(event.error, scheduleTexts.visitActionFailed),
                    },
                    visitAction: null,
                  })),
                },
              },
            },
          },
        },
      },
    },
    capacity: scheduleCapacityStates,
    closure: scheduleClosureStates,
    blocks: scheduleBlocksStates,
  },
});
