import type { AppointmentWindow } from '../src/shared/appointments';
import type { Message } from '../src/shared/i18n/message';
import type { Appointment, BookableDay } from './appointments.rules';
import type { SharedEffect } from './effects';
import type { PickingStart } from './visitPicking.types';

// What the manage-appointment machine (manageAppointment.machine.ts) takes, holds, hears and asks of the
// browser.

export interface ManageAppointmentInput {
  /** The token of the manage link (/appointments/manage/<token>). */
  token: string;
}

export interface ManageAppointmentContext extends ManageAppointmentInput {
  /** The appointment as the server last answered it. */
  appointment: Appointment | null;
  /** While choosing a new time: the bookable span's days with their windows that still have room. */
  days: BookableDay[];
  date: string | null;
  window: AppointmentWindow | null;
  /** How the visit picker starts when the page enters picking (again). */
  pickFrom: PickingStart;
  /** The message of the current step: a refusal or a failed load. */
  error: Message | null;
}

export type ManageAppointmentEvent =
  | { type: 'RETRY' }
  /** "Pick a new time". */
  | { type: 'RESCHEDULE' }
  /** "Cancel the visit", then CONFIRM or BACK. */
  | { type: 'CANCEL' }
  /** Move to the window picked (the picker's day and window), or cancel the visit. */
  | { type: 'CONFIRM' }
  | { type: 'BACK' };

/** What this flow asks of the browser (see machines/effects.ts): the shared toasts. */
export type ManageAppointmentEffect = SharedEffect;
