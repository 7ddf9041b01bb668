import { assign } from 'xstate';
import { bookingTexts } from '../src/shared/appointments';
import { keepCodeDigits } from '../src/shared/sixDigitCode';
import { bookingSetup, type Failure, holdRequest, NO_HOLD } from './booking.setup';
import { refusalMessage } from './refusal';
import { refusedPick } from './visitPicking.machine';

// The booking's code step (issue 38): a guest's booking is held (202) until the 6-digit code e-mailed to
// the request's address is entered. The code is checked by the server (a wrong one is said under the
// field), a new one is sent on request, and when the hold ends (HOLD_MS pass, or the server answers 410)
// the customer is taken back to fresh open times with the reason. Calling instead stays offered.

export const bookingCodeStates = bookingSetup.createStateConfig({
  initial: 'enteringCode',
  after: { holdEnds: { target: 'picking', actions: 'holdEnded' } },
  on: { CALL_ME: { target: 'callMe', actions: assign(NO_HOLD) } },
  states: {
    enteringCode: {
      on: {
        'CODE.CHANGED': {
          actions: assign({ code: ({ event }) => keepCodeDigits(event.value), codeError: null }),
        },
        SUBMIT_CODE: [
          { guard: 'codeIncomplete', actions: assign({ codeError: bookingTexts.codeInvalid }) },
          { target: 'checkingCode', actions: assign({ codeError: null, notice: null }) },
        ],
        RESEND_CODE: { target: 'resendingCode', actions: assign({ codeError: null, notice: null }) },
      },
    },
    checkingCode: {
      tags: ['busy'],
      invoke: {
        id: 'confirmAppointmentHold',
        src: 'confirmAppointmentHold',
        input: ({ context }) => ({ ...holdRequest(context), code: context.code }),
        onDone: {
          target: '#booking.booked',
          actions: assign({ ...NO_HOLD, booked: ({ event }) => event.output }),
        },
        onError: [
          {
            guard: { type: 'holdGone', params: ({ event }: Failure) => ({ error: event.error }) },
            target: '#booking.picking',
            actions: 'holdEnded',
          },
          {
            // A day staff closed meanwhile: the windows open now, as for a refused booking.
            guard: { type: 'windowsChanged', params: ({ event }: Failure) => ({ error: event.error }) },
            target: '#booking.picking',
            actions: assign(({ event }) => ({ ...NO_HOLD, ...refusedPick(event.error) })),
          },
          {
            target: 'enteringCode',
            actions: assign({
              codeError: ({ event }) => refusalMessage(event.error, bookingTexts.confirmFailed),
            }),
          },
        ],
      },
    },
    resendingCode: {
      tags: ['busy'],
      invoke: {
        id: 'resendAppointmentCode',
        src: 'resendAppointmentCode',
        input: ({ context }) => holdRequest(context),
        onDone: {
          target: 'enteringCode',
          actions: assign({ code: '', notice: bookingTexts.codeResent }),
        },
        onError: [
          {
            guard: { type: 'holdGone', params: ({ event }: Failure) => ({ error: event.error }) },
            target: '#booking.picking',
            actions: 'holdEnded',
          },
          {
            target: 'enteringCode',
            actions: assign({
              codeError: ({ event }) => refusalMessage(event.error, bookingTexts.confirmFailed),
            }),
          },
        ],
      },
    },
  },
});
