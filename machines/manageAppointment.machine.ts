import { assign, emit, setup } from 'xstate';
import { appointmentMessages, bookingTexts } from '../src/shared/appointments';
import type { Message } from '../src/shared/i18n/message';
import {
  cancelAppointment,
  getAppointment,
  listAvailability,
  type MoveRequest,
  rescheduleAppointment,
} from './appointments.calls';
import {
  dayPicked,
  daysOf,
  hasRoom,
  keptChoice,
  NO_CHOICE,
  pickedDayHasRoom,
  pickedWindowIsOpen,
  pickerAfterRefusal,
  refusedWith,
  windowsOfRefusal,
} from './appointments.rules';
import type {
  ManageAppointmentContext,
  ManageAppointmentEffect,
  ManageAppointmentEvent,
  ManageAppointmentInput,
} from './manageAppointment.types';
import { refusalMessage } from './refusal';

// The page of the manage link in every appointment e-mail (issue 28): the visit as booked, a new time picked
// from the windows with room (a 409 brings the windows open now, the choice kept where it still is), or a
// cancel after a confirmation. What the link may still do is the server's `can_change`; the buttons' events
// are refused without it. A 409 without windows means the visit changed meanwhile, so it is read again.

export type {
  ManageAppointmentContext,
  ManageAppointmentEffect,
  ManageAppointmentEvent,
  ManageAppointmentInput,
} from './manageAppointment.types';

type Failure = { event: { error: unknown } };
const failure = ({ event }: Failure) => ({ error: event.error });

/** The move's request: the chosen window, for this link. */
export function moveRequest(context: ManageAppointmentContext): MoveRequest {
  const { token, date, window } = context;
  // CONFIRM is guarded by hasChoice, so both are set whenever the move starts.
  if (date === null || window === null) throw new Error('a move started without a chosen window');
  return { token, date, window };
}

/** A failed change's ways out, common to the move and the cancel, before its own fallback. */
const refusedChange = [
  { guard: { type: 'linkInvalid', params: failure }, target: 'notFound', actions: 'showLinkInvalid' },
  {
    guard: { type: 'unchangeable', params: failure },
    target: 'loading',
    actions: {
      type: 'showError',
      params: ({ event }: Failure) => ({
        message: refusalMessage(event.error, appointmentMessages.tooLateToChange),
      }),
    },
  },
] as const;

export const manageAppointmentMachine = setup({
  types: {
    context: {} as ManageAppointmentContext,
    input: {} as ManageAppointmentInput,
    events: {} as ManageAppointmentEvent,
    emitted: {} as ManageAppointmentEffect,
  },
  actors: { getAppointment, listAvailability, rescheduleAppointment, cancelAppointment },
  actions: {
    notifySuccess: emit(
      (_, { message }: { message: Message }) => ({ type: 'notifySuccess', message }) as const,
    ),
    clearError: assign({ error: null }),
    showError: assign({ error: (_, { message }: { message: Message }) => message }),
    showLinkInvalid: assign({ error: appointmentMessages.linkInvalid, appointment: null }),
    showFreshWindows: assign(({ context }, { error }: { error: unknown }) =>
      pickerAfterRefusal(context, error),
    ),
    showAppointment: assign(
      (_, { appointment }: { appointment: ManageAppointmentContext['appointment'] }) => ({
        appointment,
        days: [],
        ...NO_CHOICE,
      }),
    ),
  },
  guards: {
    canReschedule: ({ context }) => context.appointment?.can_change === true,
    // A visit cancelled by a closure may get a new time, but there is nothing left to cancel.
    canCancel: ({ context }) =>
      context.appointment?.can_change === true && context.appointment.status === 'booked',
    dayHasRoom: ({ context, event }) => pickedDayHasRoom(context.days, event),
    windowIsOpen: ({ context, event }) => pickedWindowIsOpen(context.days, event),
    hasChoice: ({ context }) =>
      context.date !== null && context.window !== null && hasRoom(context.days, context.date, context.window),
    linkInvalid: (_, { error }: { error: unknown }) => refusedWith(error, 404),
    windowsChanged: (_, { error }: { error: unknown }) => windowsOfRefusal(error) !== null,
    unchangeable: (_, { error }: { error: unknown }) => refusedWith(error, 409),
  },
}).createMachine({
  id: 'manageAppointment',
  context: ({ input }) => ({ token: input.token, appointment: null, days: [], ...NO_CHOICE, error: null }),
  initial: 'loading',
  states: {
    // Also entered after a change was refused as no longer possible (409): its message stays shown.
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'getAppointment',
        src: 'getAppointment',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'showing',
          actions: { type: 'showAppointment', params: ({ event }) => ({ appointment: event.output }) },
        },
        onError: [
          { guard: { type: 'linkInvalid', params: failure }, target: 'notFound', actions: 'showLinkInvalid' },
          {
            target: 'loadFailed',
            actions: {
              type: 'showError',
              params: ({ event }) => ({
                message: refusalMessage(event.error, bookingTexts.appointmentLoadFailed),
              }),
            },
          },
        ],
      },
    },
    loadFailed: { on: { RETRY: { target: 'loading', actions: 'clearError' } } },
    notFound: { type: 'final' },
    showing: {
      on: {
        RESCHEDULE: { guard: 'canReschedule', target: 'loadingWindows', actions: 'clearError' },
        CANCEL: { guard: 'canCancel', target: 'confirmingCancel', actions: 'clearError' },
      },
    },
    loadingWindows: {
      tags: ['busy'],
      invoke: {
        id: 'listAvailability',
        src: 'listAvailability',
        onDone: {
          target: 'choosing',
          actions: assign(({ context, event }) => {
            const days = daysOf(event.output);
            return { days, ...keptChoice(context, days) };
          }),
        },
        onError: {
          target: 'showing',
          actions: {
            type: 'showError',
            params: ({ event }) => ({ message: refusalMessage(event.error, bookingTexts.windowsLoadFailed) }),
          },
        },
      },
    },
    choosing: {
      on: {
        'DAY.SELECTED': {
          guard: 'dayHasRoom',
          actions: assign(({ context, event }) => dayPicked(context, event.date)),
        },
        CHOOSE: {
          guard: 'windowIsOpen',
          actions: assign(({ event }) => ({ date: event.date, window: event.window })),
        },
        CONFIRM: { guard: 'hasChoice', target: 'rescheduling', actions: 'clearError' },
        BACK: { target: 'showing', actions: assign({ days: [], ...NO_CHOICE, error: null }) },
      },
    },
    rescheduling: {
      tags: ['busy'],
      invoke: {
        id: 'rescheduleAppointment',
        src: 'rescheduleAppointment',
        input: ({ context }) => moveRequest(context),
        onDone: {
          target: 'showing',
          actions: [
            { type: 'showAppointment', params: ({ event }) => ({ appointment: event.output }) },
            { type: 'notifySuccess', params: { message: bookingTexts.rescheduled } },
          ],
        },
        onError: [
          {
            guard: { type: 'windowsChanged', params: failure },
            target: 'choosing',
            actions: { type: 'showFreshWindows', params: failure },
          },
          ...refusedChange,
          {
            target: 'choosing',
            actions: {
              type: 'showError',
              params: ({ event }) => ({
                message: refusalMessage(event.error, bookingTexts.rescheduleFailed),
              }),
            },
          },
        ],
      },
    },
    confirmingCancel: {
      on: { CONFIRM: 'cancelling', BACK: 'showing' },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'cancelAppointment',
        src: 'cancelAppointment',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'showing',
          actions: [
            { type: 'showAppointment', params: ({ event }) => ({ appointment: event.output }) },
            { type: 'notifySuccess', params: { message: bookingTexts.cancelled } },
          ],
        },
        onError: [
          ...refusedChange,
          {
            target: 'showing',
            actions: {
              type: 'showError',
              params: ({ event }) => ({ message: refusalMessage(event.error, bookingTexts.cancelFailed) }),
            },
          },
        ],
      },
    },
  },
});
