import { assign, emit, sendTo, setup } from 'xstate';
import type { ApiSchemas } from '../src/api/client';
import { serverMessage } from '../src/shared/apiErrors';
import { type AppointmentWindow, streetAddressError } from '../src/shared/appointments';
import type { Message } from '../src/shared/i18n/message';
import { scheduleTexts } from '../src/shared/staffSchedule';
import { answerLost, type BookableDay, NO_CHOICE, windowsOfRefusal } from './appointments.rules';
import type { SharedEffect } from './effects';
import { bookVisitForLead } from './staffSchedule.calls';
import type { StaffAppointment } from './staffSchedule.types';
import {
  LOAD_WINDOWS,
  pickingInput,
  refusedPick,
  SHOW_DAYS,
  visitPickingMachine,
} from './visitPicking.machine';
import type { PickingStart } from './visitPicking.types';

// Staff book a visit for a caller from the lead's drawer (issue 28): in the visit picker the customers use
// (visitPicking.machine.ts, a child) the open windows of the bookable span load and staff pick a day and a
// window; beside it they type the street address and book. A window that filled up meanwhile (409) starts
// the picker again with the windows open now, the choice kept where it still is. Booking is sent once per Book; a lost answer is said as such, and booking
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
  /** How the visit picker starts when the form enters picking (again). */
  pickFrom: PickingStart;
  address: string;
  /** A Message of the shared rules (shown in English: the staff area is English only). */
  addressError: Message | null;
  /** A refusal, a failed load or a booking that got no answer (the windows' refusal is a shared Message). */
  error: Message | string | null;
  booked: StaffAppointment | null;
}

/** The form's own events; the day and window go to the picker (visitPicking.types.ts). */
export type StaffBookingEvent = { type: 'ADDRESS.CHANGED'; value: string } | { type: 'BOOK' };

export type StaffBookingEffect = SharedEffect;

type Failure = { event: { error: unknown } };
const failure = ({ event }: Failure) => ({ error: event.error });

/** The booking's body: the chosen window for this request, the address trimmed. */
export function staffBookingRequest(context: StaffBookingContext): StaffBookingRequest {
  const { date, window } = context;
  // The booking starts only from the picker's output, which sets both.
  if (date === null || window === null) throw new Error('a booking started without a chosen window');
  return { service_request_id: context.serviceRequestId, date, window, address: context.address.trim() };
}

export const staffBookingMachine = setup({
  types: {
    context: {} as StaffBookingContext,
    input: {} as StaffBookingInput,
    events: {} as StaffBookingEvent,
    emitted: {} as StaffBookingEffect,
    // Typed so the view can reach the running picker as `snapshot.children.visitPicking`.
    children: {} as { visitPicking: 'visitPicking' },
  },
  actors: { visitPicking: visitPickingMachine, bookVisitForLead },
  actions: {
    // A failed booking: the picker again with the days shown, the message above them.
    showError: assign((_, { message }: { message: Message | string }) => ({ ...SHOW_DAYS, error: message })),
    notifySuccess: emit(
      (_, { message }: { message: string }) => ({ type: 'notifySuccess', message }) as const,
    ),
  },
  guards: {
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
    ...LOAD_WINDOWS,
    address: '',
    addressError: null,
    error: null,
    booked: null,
  }),
  initial: 'picking',
  states: {
    // The day and window in the visit picker, the address beside it; Book checks the address, then asks the
    // picker for its window ("Choose a day and an arrival window first" while there is none).
    picking: {
      invoke: {
        id: 'visitPicking',
        src: 'visitPicking',
        input: ({ context }) =>
          pickingInput(context, {
            endsOn: 'PICK',
            loadFailed: scheduleTexts.windowsLoadFailed,
            chooseWindow: scheduleTexts.chooseWindow,
          }),
        onDone: { target: 'booking', actions: assign(({ event }) => ({ ...event.output, error: null })) },
      },
      on: {
        'ADDRESS.CHANGED': { actions: assign({ address: ({ event }) => event.value, addressError: null }) },
        BOOK: [
          {
            guard: 'addressInvalid',
            actions: assign({ addressError: ({ context }) => streetAddressError(context.address) }),
          },
          { actions: sendTo('visitPicking', { type: 'PICK' }) },
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
            target: 'picking',
            actions: assign(({ event }) => ({ ...refusedPick(event.error), error: null })),
          },
          {
            guard: { type: 'answerLost', params: failure },
            target: 'picking',
            actions: { type: 'showError', params: { message: scheduleTexts.bookUnsure } },
          },
          {
            target: 'picking',
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
