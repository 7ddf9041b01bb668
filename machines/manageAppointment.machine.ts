import { assign, emit, sendTo, setup } from 'xstate';
import { appointmentMessages, bookingTexts } from '../src/shared/appointments';
import type { Message } from '../src/shared/i18n/message';
import {
  cancelAppointment,
  getAppointment,
  type MoveRequest,
  rescheduleAppointment,
} from './appointments.calls';
import { NO_CHOICE, refusedWith, windowsOfRefusal } from './appointments.rules';
import type {
  ManageAppointmentContext,
  ManageAppointmentEffect,
  ManageAppointmentEvent,
  ManageAppointmentInput,
} from './manageAppointment.types';
import { refusalMessage } from './refusal';
import {
  LOAD_WINDOWS,
  pickingInput,
  refusedPick,
  SHOW_DAYS,
  visitPickingMachine,
} from './visitPicking.machine';

// The page of the manage link in every appointment e-mail (issue 28): the visit as booked, a new time picked
// in the visit picker (visitPicking.machine.ts, a child; a 409 starts it again with the windows open now,
// the choice kept where it still is), or a
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
  // The move starts only from the picker's output, which sets both.
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
    // Typed so the view can reach the running picker as `snapshot.children.visitPicking`.
    children: {} as { visitPicking: 'visitPicking' },
  },
  actors: { getAppointment, visitPicking: visitPickingMachine, rescheduleAppointment, cancelAppointment },
  actions: {
    notifySuccess: emit(
      (_, { message }: { message: Message }) => ({ type: 'notifySuccess', message }) as const,
    ),
    clearError: assign({ error: null }),
    showError: assign({ error: (_, { message }: { message: Message }) => message }),
    showLinkInvalid: assign({ error: appointmentMessages.linkInvalid, appointment: null }),
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
    linkInvalid: (_, { error }: { error: unknown }) => refusedWith(error, 404),
    windowsChanged: (_, { error }: { error: unknown }) => windowsOfRefusal(error) !== null,
    unchangeable: (_, { error }: { error: unknown }) => refusedWith(error, 409),
  },
}).createMachine({
  id: 'manageAppointment',
  context: ({ input }) => ({
    token: input.token,
    appointment: null,
    days: [],
    ...NO_CHOICE,
    ...LOAD_WINDOWS,
    error: null,
  }),
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
        RESCHEDULE: {
          guard: 'canReschedule',
          target: 'picking',
          actions: assign({ ...LOAD_WINDOWS, error: null }),
        },
        CANCEL: { guard: 'canCancel', target: 'confirmingCancel', actions: 'clearError' },
      },
    },
    // The new day and window, in the visit picker; "Move my visit" (CONFIRM) ends it with the window picked.
    picking: {
      invoke: {
        id: 'visitPicking',
        src: 'visitPicking',
        input: ({ context }) =>
          pickingInput(context, {
            endsOn: 'PICK',
            loadFailed: bookingTexts.windowsLoadFailed,
            chooseWindow: null,
          }),
        onDone: {
          target: 'rescheduling',
          actions: assign(({ event }) => ({ ...event.output, error: null })),
        },
      },
      on: {
        CONFIRM: { actions: sendTo('visitPicking', { type: 'PICK' }) },
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
            target: 'picking',
            actions: assign(({ event }) => ({ ...refusedPick(event.error), error: null })),
          },
          ...refusedChange,
          {
            target: 'picking',
            actions: assign(({ event }) => ({
              ...SHOW_DAYS,
              error: refusalMessage(event.error, bookingTexts.rescheduleFailed),
            })),
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
