import { assign } from 'xstate';
import { bookingTexts, streetAddressError } from '../src/shared/appointments';
import { dayPicked, daysOf, keptChoice, NO_CHOICE } from './appointments.rules';
import { bookingRequest, bookingSetup, type Failure } from './booking.setup';
import { bookingCodeStates } from './bookingCode.states';
import { refusalMessage } from './refusal';

// Booking the free in-home assessment right after an estimate request (issue 28): the thank-you step
// offers to pick a time or to be called as today; the open windows of the next 14 days load, the customer
// picks a day and a window, types the street address and confirms. A window that filled up meanwhile (409)
// comes back with the windows open now, the choice kept where it still is. The booking is sent once per
// Confirm and never retried on its own: the call takes no Idempotency-Key, so a lost answer is told as
// such, and the customer sends the same booking again, checks the times or asks for a call. Sending it
// again cannot make a second visit: a request has at most one booked visit, and booking again only moves
// it (openapi.yaml, bookAppointment).
// Issue 38: a guest's booking is held (202) until the 6-digit code e-mailed to the request's address is
// entered; the code step checks it, sends a new one on request, and when the hold ends (its 15 minutes
// pass, or the server says it ended) goes back to fresh open times with the reason.

export { bookingRequest, HOLD_MS } from './booking.setup';
export type { BookingContext, BookingEffect, BookingEvent, BookingInput } from './booking.types';

export const bookingMachine = bookingSetup.createMachine({
  id: 'booking',
  context: ({ input }) => ({
    ...input,
    days: [],
    ...NO_CHOICE,
    address: '',
    addressError: null,
    error: null,
    hold: null,
    code: '',
    codeError: null,
    notice: null,
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
            params: ({ event }) => ({ message: refusalMessage(event.error, bookingTexts.windowsLoadFailed) }),
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
        onDone: [
          {
            guard: ({ event }) => 'hold' in event.output,
            target: 'awaitingCode',
            actions: assign({ hold: ({ event }) => ('hold' in event.output ? event.output.hold : null) }),
          },
          {
            target: 'booked',
            actions: assign({ booked: ({ event }) => ('hold' in event.output ? null : event.output) }),
          },
        ],
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
              params: ({ event }) => ({ message: refusalMessage(event.error, bookingTexts.bookingFailed) }),
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
    // Held for the code e-mailed to the request's address (bookingCode.states.ts).
    awaitingCode: bookingCodeStates,
    booked: { type: 'final' },
    callMe: { type: 'final' },
  },
});
