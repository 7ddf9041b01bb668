import type { ApiSchemas } from '../src/api/client';
import type { AppointmentWindow } from '../src/shared/appointments';
import type { Message } from '../src/shared/i18n/message';
import type { AppointmentBooked, BookableDay } from './appointments.rules';
import type { SharedEffect } from './effects';
import type { PickingStart } from './visitPicking.types';

// What the booking machine (booking.machine.ts) takes, holds, hears and asks of the browser.

/** A booking held until the code e-mailed to the request's address is entered (issue 38). */
export type AppointmentHeld = ApiSchemas['AppointmentHeld'];
/** What POST /appointments answers: the visit (booked at once) or the hold. */
export type BookingAnswer = AppointmentBooked | AppointmentHeld;

export interface BookingInput {
  /** The estimate request just sent, and the proof its creation answered (ServiceRequestCreated). */
  serviceRequestId: string;
  bookingProof: string;
  /** The request's city: the visit's, shown beside the street address (the server takes it from the request). */
  city: string;
}

export interface BookingContext extends BookingInput {
  /** The days of the bookable span, each with its windows that still have room. */
  days: BookableDay[];
  /** The chosen day, kept while it has room. */
  date: string | null;
  /** The chosen window of that day, kept while it is free. */
  window: AppointmentWindow | null;
  /** How the visit picker starts when the booking enters picking (again). */
  pickFrom: PickingStart;
  /** The street address as typed; it is sent trimmed. */
  address: string;
  /** The inline complaint under the address field. */
  addressError: Message | null;
  /** The message of the current step: a refusal, a failed load, or a booking that may not have gone through. */
  error: Message | null;
  /** The held window while its code is awaited. */
  hold: AppointmentHeld['hold'] | null;
  /** The code as typed (digits only, at most six). */
  code: string;
  /** The inline complaint under the code field: incomplete, or the server's "not right". */
  codeError: Message | null;
  /** A passing note on the code step: a new code was sent. */
  notice: Message | null;
  /** The booked appointment and its manage token, once booked (`moved_existing`: the person's visit moved). */
  booked: AppointmentBooked | null;
}

export type BookingEvent =
  /** The thank-you step's "Pick a time for your free in-home assessment". */
  | { type: 'PICK_TIME' }
  /** "Call me to schedule instead": today's path. The day and window go to the picker (visitPicking.types.ts). */
  | { type: 'CALL_ME' }
  | { type: 'ADDRESS.CHANGED'; value: string }
  | { type: 'BACK' }
  | { type: 'CONFIRM' }
  /** After a booking that got no answer: the same booking once more, as the customer asks. */
  | { type: 'TRY_AGAIN' }
  /** After a booking that got no answer: load the open times again. */
  | { type: 'CHECK' }
  /** The code step (issue 38): typing the code, sending it, asking for a new one. */
  | { type: 'CODE.CHANGED'; value: string }
  | { type: 'SUBMIT_CODE' }
  | { type: 'RESEND_CODE' };

/** What this flow asks of the browser (see machines/effects.ts): nothing beyond the shared effects. */
export type BookingEffect = SharedEffect;
