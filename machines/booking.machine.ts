import { assign, setup } from 'xstate';
import { serverMessage } from '../src/shared/apiErrors';
import { bookingTexts, streetAddressError } from '../src/shared/appointments';
import { type BookingRequest, bookAppointment, listAvailability } from './appointments.calls';
import {
  answerLost,
  dayPicked,
  daysOf,
  keptChoice,
  NO_CHOICE,
  pickedDayHasRoom,
  pickedWindowIsOpen,
  pickerAfterRefusal,
  windowsOfRefusal,
} from './appointments.rules';
import type { BookingContext, BookingEffect, BookingEvent, BookingInput } from './booking.types';

// Booking the free in-home assessment right after an estimate request (issue 28): the thank-you step
// offers to pick a time or to be called as today; the open windows of the next 14 days load, the customer
// picks a day and a window, types the street address and confirms. A window that filled up meanwhile (409)
// comes back with the windows open now, the choice kept where it still is. The booking is sent once per
// Confirm and never retried on its own: the call takes no Idempotency-Key, so a lost answer is told as
// such, and the customer sends the same booking again, checks the times or asks for a call. Sending it
// again cannot make a second visit: a request has at most one booked visit, and booking again only moves
// it (openapi.yaml, bookAppointment).

export type { BookingContext, BookingEffect, BookingEvent, BookingInput } from './booking.types';

type Failure = { event: { error: unknown } };

/** The body of the booking: the chosen window for this request, with the address as it will be stored. */
export function bookingRequest(context: BookingContext): BookingRequest {
  const { date, window } = context;
  // Only CHOOSE (which sets both) leads to the confirmation, and only its Confirm to the booking.
  if (date === null || window === null) throw new Error('a booking started without a chosen window');
  return {
    service_request_id: context.serviceRequestId,
    booking_proof: context.bookingProof,
    date,
    window,
    address: context.address.trim(),
  };
}

export const bookingMachine = setup({
  types: {
    context: {} as BookingContext,
    input: {} as BookingInput,
    events: {} as BookingEvent,
    emitted: {} as BookingEffect,
  },
  actors: { listAvailability, bookAppointment },
  actions: {
    clearError: assign({ error: null }),
    showError: assign({ error: (_, { message }: { message: string }) => message }),
    // A 409's windows replace the days' windows; the choice stays where it still has room.
    showFreshWindows: assign(({ context }, { error }: { error: unknown }) =>
      pickerAfterRefusal(context, error),
    ),
  },
  guards: {
    dayHasRoom: ({ context, event }) => pickedDayHasRoom(context.days, event),
    windowIsOpen: ({ context, event }) => pickedWindowIsOpen(context.days, event),
    addressInvalid: ({ context }) => streetAddressError(context.address) !== null,
    windowsChanged: (_, { error }: { error: unknown }) => windowsOfRefusal(error) !== null,
    answerLost: (_, { error }: { error: unknown }) => answerLost(error),
  },
}).createMachine({
  id: 'booking',
  context: ({ input }) => ({
    ...input,
    days: [],
    ...NO_CHOICE,
    address: '',
    addressError: null,
    error: null,
    booked: null,
  }),
  initial: 'offered',
  states: {
    offered: {
      on: { PICK_TIME: 'loadingWindows', CALL_ME: 'callMe' },
    },
    loadingWindows: {
      tags: ['busy'],
      invoke: {
        id: 'listAvailability',
        src: 'listAvailability',
        onDone: {
          target: 'choosing',
          // A check after a lost answer keeps its message: the customer should look for the e-mail first.
          actions: assign(({ context, event }) => {
            const days = daysOf(event.output);
            return { days, ...keptChoice(context, days) };
          }),
        },
        onError: {
          target: 'loadFailed',
          actions: {
            type: 'showError',
            params: ({ event }) => ({ message: serverMessage(event.error, bookingTexts.windowsLoadFailed) }),
          },
        },
      },
    },
    loadFailed: {
      on: { RETRY: { target: 'loadingWindows', actions: 'clearError' }, CALL_ME: 'callMe' },
    },
    choosing: {
      on: {
        'DAY.SELECTED': {
          guard: 'dayHasRoom',
          actions: assign(({ context, event }) => dayPicked(context, event.date)),
        },
        CHOOSE: {
          guard: 'windowIsOpen',
          target: 'confirming',
          actions: assign(({ event }) => ({ date: event.date, window: event.window, error: null })),
        },
        CALL_ME: 'callMe',
      },
    },
    confirming: {
      on: {
        'ADDRESS.CHANGED': { actions: assign({ address: ({ event }) => event.value, addressError: null }) },
        BACK: { target: 'choosing', actions: 'clearError' },
        CONFIRM: [
          {
            guard: 'addressInvalid',
            actions: assign({ addressError: ({ context }) => streetAddressError(context.address) }),
          },
          { target: 'booking', actions: 'clearError' },
        ],
        CALL_ME: 'callMe',
      },
    },
    booking: {
      tags: ['busy'],
      invoke: {
        id: 'bookAppointment',
        src: 'bookAppointment',
        input: ({ context }) => bookingRequest(context),
        onDone: { target: 'booked', actions: assign({ booked: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'windowsChanged', params: ({ event }: Failure) => ({ error: event.error }) },
            target: 'choosing',
            actions: { type: 'showFreshWindows', params: ({ event }) => ({ error: event.error }) },
          },
          {
            guard: { type: 'answerLost', params: ({ event }: Failure) => ({ error: event.error }) },
            target: 'unsure',
            actions: { type: 'showError', params: { message: bookingTexts.bookingUnsure } },
          },
          {
            target: 'confirming',
            actions: {
              type: 'showError',
              params: ({ event }) => ({ message: serverMessage(event.error, bookingTexts.bookingFailed) }),
            },
          },
        ],
      },
    },
    // The booking got no answer: it may have gone through. Not sent again unasked (see bookAppointment).
    unsure: {
      on: {
        TRY_AGAIN: { target: 'booking', actions: 'clearError' },
        CHECK: 'loadingWindows',
        CALL_ME: 'callMe',
      },
    },
    booked: { type: 'final' },
    callMe: { type: 'final' },
  },
});
