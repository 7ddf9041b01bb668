import { assign, setup } from 'xstate';
import {
  appointmentMessages,
  bookingTexts,
  HOLD_MINUTES,
  streetAddressError,
} from '../src/shared/appointments';
import type { Message } from '../src/shared/i18n/message';
import { isSixDigitCode } from '../src/shared/sixDigitCode';
import {
  type BookingRequest,
  bookAppointment,
  confirmAppointmentHold,
  type HoldRequest,
  resendAppointmentCode,
} from './appointments.calls';
import { answerLost, refusedWith, windowsOfRefusal } from './appointments.rules';
import type { BookingContext, BookingEffect, BookingEvent, BookingInput } from './booking.types';
import { LOAD_WINDOWS, pickingInput, visitPickingMachine } from './visitPicking.machine';

// The booking machine's calls, actions, guards and delay (booking.machine.ts), shared with its code step's
// states (bookingCode.states.ts). Picking the day and window is the visit picker's (visitPicking.machine.ts).

export type Failure = { event: { error: unknown } };

/** How long the code step waits before the hold has surely ended on the server too. */
export const HOLD_MS = HOLD_MINUTES * 60_000;

/** The held booking's request and proof, for the code calls. */
export function holdRequest(context: BookingContext): HoldRequest {
  return { service_request_id: context.serviceRequestId, booking_proof: context.bookingProof };
}

/** Leaving the code step: the hold and what was typed for it are gone. */
export const NO_HOLD = { hold: null, code: '', codeError: null, notice: null } as const;

/** The body of the booking: the chosen window for this request, with the address as it will be stored. */
export function bookingRequest(context: BookingContext): BookingRequest {
  const { date, window } = context;
  // Only the picker's output (which sets both) leads to the confirmation, and only its Confirm to the booking.
  if (date === null || window === null) throw new Error('a booking started without a chosen window');
  return {
    service_request_id: context.serviceRequestId,
    booking_proof: context.bookingProof,
    date,
    window,
    address: context.address.trim(),
  };
}

/** The picker's input: a window picked ends picking, as the address comes next. */
export function bookingPicking(context: BookingContext) {
  return pickingInput(context, {
    endsOn: 'CHOOSE',
    loadFailed: bookingTexts.windowsLoadFailed,
    chooseWindow: null,
  });
}

export const bookingSetup = setup({
  types: {
    context: {} as BookingContext,
    input: {} as BookingInput,
    events: {} as BookingEvent,
    emitted: {} as BookingEffect,
    // Typed so the view can reach the running picker as `snapshot.children.visitPicking`.
    children: {} as { visitPicking: 'visitPicking' },
  },
  actors: {
    visitPicking: visitPickingMachine,
    bookAppointment,
    confirmAppointmentHold,
    resendAppointmentCode,
  },
  delays: { holdEnds: HOLD_MS },
  actions: {
    clearError: assign({ error: null }),
    // The hold ended: fresh open times, with the reason kept above them.
    holdEnded: assign({ ...NO_HOLD, ...LOAD_WINDOWS, error: appointmentMessages.holdEnded }),
    showError: assign({ error: (_, { message }: { message: Message }) => message }),
  },
  guards: {
    addressInvalid: ({ context }) => streetAddressError(context.address) !== null,
    windowsChanged: (_, { error }: { error: unknown }) => windowsOfRefusal(error) !== null,
    answerLost: (_, { error }: { error: unknown }) => answerLost(error),
    holdGone: (_, { error }: { error: unknown }) => refusedWith(error, 410),
    codeIncomplete: ({ context }) => !isSixDigitCode(context.code),
  },
});
