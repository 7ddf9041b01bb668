import { assign, emit, setup } from 'xstate';
import type { ApiSchemas } from '../src/api/client';
import { serverMessage } from '../src/shared/apiErrors';
import { type AppointmentWindow, streetAddressError } from '../src/shared/appointments';
import type { Message } from '../src/shared/i18n/message';
import { scheduleTexts } from '../src/shared/staffSchedule';
import { listAvailability } from './appointments.calls';
import {
  answerLost,
  type BookableDay,
  dayPicked,
  daysOf,
  hasRoom,
  keptChoice,
  NO_CHOICE,
  pickedDayHasRoom,
  pickedWindowIsOpen,
  pickerAfterRefusal,
  windowsOfRefusal,
} from './appointments.rules';
import type { SharedEffect } from './effects';
import { bookVisitForLead } from './staffSchedule.calls';
import type { StaffAppointment } from './staffSchedule.types';

// Staff book a visit for a caller from the lead's drawer (issue 28): the open windows of the bookable span
// load, staff pick a day and a window as the customer would (the same picker rules), type the street
// address and book. A window that filled up meanwhile (409) comes back with the windows open now, the
// choice kept where it still is. Booking is sent once per Book; a lost answer is said as such, and booking
// again is safe (a request has at most one booked visit; booking its own window again changes nothing).

export type StaffBookingRequest = ApiSchemas['StaffBookingRequest'];

export interface StaffBookingInput {
  /** The lead's id: its estimate request. */
  serviceRequestId: string;
}

export interface StaffBookingContext extends StaffBookingInput {
  days: BookableDay[];
  date: string | null;
  window: AppointmentWindow | null;
  address: string;
  /** A Message of the shared rules (shown in English: the staff area is English only). */
  addressError: Message | null;
  /** A refusal, a failed load or a booking that got no answer (the windows' refusal is a shared Message). */
  error: Message | string | null;
  booked: StaffAppointment | null;
}

export type StaffBookingEvent =
  | { type: 'RETRY' }
  | { type: 'DAY.SELECTED'; date: string }
  | { type: 'CHOOSE'; date: string; window: AppointmentWindow }
  | { type: 'ADDRESS.CHANGED'; value: string }
  | { type: 'BOOK' };

export type StaffBookingEffect = SharedEffect;

type Failure = { event: { error: unknown } };
const failure = ({ event }: Failure) => ({ error: event.error });

/** The booking's body: the chosen window for this request, the address trimmed. */
export function staffBookingRequest(context: StaffBookingContext): StaffBookingRequest {
  const { date, window } = context;
  // BOOK is guarded by hasChoice, so both are set whenever a booking starts.
  if (date === null || window === null) throw new Error('a booking started without a chosen window');
  return { service_request_id: context.serviceRequestId, date, window, address: context.address.trim() };
}

export const staffBookingMachine = setup({
  types: {
    context: {} as StaffBookingContext,
    input: {} as StaffBookingInput,
    events: {} as StaffBookingEvent,
    emitted: {} as StaffBookingEffect,
  },
  actors: { listAvailability, bookVisitForLead },
  actions: {
    showError: assign({ error: (_, { message }: { message: Message | string }) => message }),
    showFreshWindows: assign(({ context }, { error }: { error: unknown }) =>
      pickerAfterRefusal(context, error),
    ),
    notifySuccess: emit(
      (_, { message }: { message: string }) => ({ type: 'notifySuccess', message }) as const,
    ),
  },
  guards: {
    dayHasRoom: ({ context, event }) => pickedDayHasRoom(context.days, event),
    windowIsOpen: ({ context, event }) => pickedWindowIsOpen(context.days, event),
    hasChoice: ({ context }) =>
      context.date !== null && context.window !== null && hasRoom(context.days, context.date, context.window),
    addressInvalid: ({ context }) => streetAddressError(context.address) !== null,
    windowsChanged: (_, { error }: { error: unknown }) => windowsOfRefusal(error) !== null,
    answerLost: (_, { error }: { error: unknown }) => answerLost(error),
  },
}).createMachine({
  id: 'staffBooking',
  context: ({ input }) => ({
    serviceRequestId: input.serviceRequestId,
    days: [],
    ...NO_CHOICE,
    address: '',
    addressError: null,
    error: null,
    booked: null,
  }),
  initial: 'loadingWindows',
  states: {
    loadingWindows: {
      tags: ['busy'],
      invoke: {
        id: 'listAvailability',
        src: 'listAvailability',
        onDone: {
          target: 'choosing',
          actions: assign(({ context, event }) => {
            const days = daysOf(event.output);
            return { days, ...keptChoice(context, days), error: null };
          }),
        },
        onError: {
          target: 'loadFailed',
          actions: {
            type: 'showError',
            params: ({ event }) => ({ message: serverMessage(event.error, scheduleTexts.windowsLoadFailed) }),
          },
        },
      },
    },
    loadFailed: { on: { RETRY: 'loadingWindows' } },
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
        'ADDRESS.CHANGED': { actions: assign({ address: ({ event }) => event.value, addressError: null }) },
        BOOK: [
          {
            guard: 'addressInvalid',
            actions: assign({ addressError: ({ context }) => streetAddressError(context.address) }),
          },
          { guard: 'hasChoice', target: 'booking', actions: assign({ error: null }) },
          { actions: { type: 'showError', params: { message: scheduleTexts.chooseWindow } } },
        ],
      },
    },
    booking: {
      tags: ['busy'],
      invoke: {
        id: 'bookVisitForLead',
        src: 'bookVisitForLead',
        input: ({ context }) => staffBookingRequest(context),
        onDone: {
          target: 'booked',
          actions: [
            assign({ booked: ({ event }) => event.output }),
            { type: 'notifySuccess', params: { message: scheduleTexts.booked } },
          ],
        },
        onError: [
          {
            guard: { type: 'windowsChanged', params: failure },
            target: 'choosing',
            actions: { type: 'showFreshWindows', params: failure },
          },
          {
            guard: { type: 'answerLost', params: failure },
            target: 'choosing',
            actions: { type: 'showError', params: { message: scheduleTexts.bookUnsure } },
          },
          {
            target: 'choosing',
            actions: {
              type: 'showError',
              params: ({ event }) => ({ message: serverMessage(event.error, scheduleTexts.bookFailed) }),
            },
          },
        ],
      },
    },
    booked: { type: 'final' },
  },
});
