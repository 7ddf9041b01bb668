import { assign, raise } from 'xstate';
import { serverMessage } from '../src/shared/apiErrors';
import { appointmentMessages } from '../src/shared/appointments';
import { scheduleTexts } from '../src/shared/staffSchedule';
import { checkClosure, EMPTY_CLOSURE } from './staffSchedule.rules';
import { staffScheduleSetup } from './staffSchedule.setup';

// The staff schedule's closure region: close the days from one date to another with a reason the
// customers read. The server cancels their booked visits and e-mails each customer; the answer says how
// many, and the schedule is loaded again to show it.

export const scheduleClosureStates = staffScheduleSetup.createStateConfig({
  initial: 'idle',
  states: {
    idle: {
      on: {
        'CLOSURE.CHANGED': {
          actions: assign(({ context, event }) => ({
            closure: { ...context.closure, [event.field]: event.value },
            closureError: null,
            closureDone: null,
          })),
        },
        'CLOSURE.SUBMIT': [
          {
            guard: 'closureInvalid',
            actions: assign(({ context }) => {
              const checked = checkClosure(context.closure, context.today);
              return { closureError: checked.ok ? null : checked.message, closureDone: null };
            }),
          },
          {
            guard: 'noVisitUpdate',
            target: 'closing',
            actions: assign(({ context }) => {
              const checked = checkClosure(context.closure, context.today);
              return {
                closing: checked.ok ? checked.closure : null,
                closureError: null,
                closureDone: null,
              };
            }),
          },
        ],
      },
    },
    closing: {
      tags: ['busy'],
      invoke: {
        id: 'closeDates',
        src: 'closeDates',
        // Entered only with the checked closure set (CLOSURE.SUBMIT).
        input: ({ context }) => context.closing ?? EMPTY_CLOSURE,
        onDone: {
          target: 'idle',
          actions: [
            assign(({ event }) => ({
              closure: EMPTY_CLOSURE,
              closing: null,
              closureDone: appointmentMessages.closed(event.output.cancelled),
            })),
            raise({ type: 'RELOAD' }),
          ],
        },
        onError: {
          target: 'idle',
          actions: assign({
            closing: null,
            closureError: ({ event }) => serverMessage(event.error, scheduleTexts.closeFailed),
          }),
        },
      },
    },
  },
});
