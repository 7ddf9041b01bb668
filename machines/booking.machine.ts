import { assign } from 'xstate';
import { bookingTexts, streetAddressError } from '../src/shared/appointments';
import { NO_CHOICE } from './appointments.rules';
import { bookingPicking, bookingRequest, bookingSetup, type Failure } from './booking.setup';
import { bookingCodeStates } from './bookingCode.states';
import { refusalMessage } from './refusal';
import { LOAD_WINDOWS, refusedPick, SHOW_DAYS } from './visitPicking.machine';

// Booking the free in-home assessment right after an estimate request (issue 28): the thank-you step
// offers to pick a time or to be called as today; the visit picker (visitPicking.machine.ts, a child) loads
// the open windows of the next 14 days and the customer picks a day and a window there, then types the
// street address and confirms. A window that filled up meanwhile (409) starts the picker again with the
// windows open now, the choice kept where it still is. The booking is sent once per
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
    ...LOAD_WINDOWS,
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
      on: { PICK_TIME: 'picking', CALL_ME: 'callMe' },
    },
    // The day and the window, in the visit picker (visitPicking.machine.ts); the address comes next.
    picking: {
      invoke: {
        id: 'visitPicking',
        src: 'visitPicking',
        input: ({ context }) => bookingPicking(context),
        onDone: { target: 'confirming', actions: assign(({ event }) => ({ ...event.output, error: null })) },
      },
      on: { CALL_ME: 'callMe' },
    },
    confirming: {
      on: {
        'ADDRESS.CHANGED': { actions: assign({ address: ({ event }) => event.value, addressError: null }) },
        BACK: { target: 'picking', actions: assign({ ...SHOW_DAYS, error: null }) },
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
            target: 'picking',
            actions: assign(({ event }) => ({ ...refusedPick(event.error), error: null })),
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
        CHECK: { target: 'picking', actions: assign(LOAD_WINDOWS) },
        CALL_ME: 'callMe',
      },
    },
    // Held for the code e-mailed to the request's address (bookingCode.states.ts).
    awaitingCode: bookingCodeStates,
    booked: { type: 'final' },
    callMe: { type: 'final' },
  },
});
