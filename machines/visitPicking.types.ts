import type { AppointmentWindow } from '../src/shared/appointments';
import type { Message } from '../src/shared/i18n/message';
import type { BookableDay, Choice } from './appointments.rules';

// What the visit picker (visitPicking.machine.ts) takes from the flow that invokes it, holds, hears from the
// view and answers when a window is picked.

/** A text the picker shows: a shared Message (customer pages), or plain English (the staff area). */
export type PickingText = Message | string;

/**
 * How picking starts: with the open windows loaded, with the days the flow already showed (back from its
 * next step, or after its call failed), or with the fresh windows a refused call (409) answered.
 */
export type PickingStart = { type: 'load' } | { type: 'show' } | { type: 'refused'; error: unknown };

/** What the flow shows when picking and keeps between its picks: the days and the choice among them. */
export interface PickedDays extends Choice {
  days: BookableDay[];
}

export interface VisitPickingInput extends PickedDays {
  start: PickingStart;
  /** The flow's message to show above the days (kept while the windows load again), or null. */
  error: PickingText | null;
  /**
   * `CHOOSE`: a window picked ends picking (the booking's address step comes next); `PICK`: the flow's own
   * button (Move, Book this visit) ends it, through the flow, which sends PICK.
   */
  endsOn: 'CHOOSE' | 'PICK';
  /** Said when the windows could not be loaded and the server gave no reason. */
  loadFailed: PickingText;
  /** Said for PICK without a window, or null where the button is disabled until there is one. */
  chooseWindow: PickingText | null;
}

export type VisitPickingContext = Omit<VisitPickingInput, 'start'>;

/** The picker's output: the days shown and the window picked among them. */
export interface PickedVisit {
  days: BookableDay[];
  date: string;
  window: AppointmentWindow;
}

export type VisitPickingEvent =
  | { type: 'RETRY' }
  | { type: 'DAY.SELECTED'; date: string }
  | { type: 'CHOOSE'; date: string; window: AppointmentWindow }
  /** The flow's confirmation of the chosen window (endsOn PICK). */
  | { type: 'PICK' };
