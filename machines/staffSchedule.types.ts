import type { ApiSchemas } from '../src/api/client';
import type { AppointmentWindow } from '../src/shared/appointments';
import type { SharedEffect } from './effects';

// What the staff schedule machine (staffSchedule.machine.ts) takes, holds, hears and asks of the browser.

export type StaffAppointment = ApiSchemas['StaffAppointment'];
export type StaffSchedule = ApiSchemas['StaffSchedule'];
export type CapacityEntry = ApiSchemas['CapacityEntry'];
export type ClosedDate = ApiSchemas['ClosedDate'];
export type ClosureResult = ApiSchemas['ClosureResult'];
export type BookingBlock = ApiSchemas['BookingBlock'];
export type BookingBlockRequest = ApiSchemas['BookingBlockRequest'];
/** What staff may set a visit to (AppointmentUpdate.status). */
export type VisitOutcome = ApiSchemas['AppointmentUpdate']['status'];

/** Which days the schedule shows: today, today and the next six days, or one chosen day. */
export type ScheduleRange = { kind: 'today' } | { kind: 'week' } | { kind: 'day'; date: string };

/** A capacity cell's key, `<weekday>-<window>` (weekday 0 is Sunday, as the contract counts). */
export type CapacityKey = `${number}-${AppointmentWindow}`;

/** Issue 38: allow a cancelled visit to be booked again, or end its manage link and e-mail a new one. */
export type VisitActionKind = 'allowRebooking' | 'newLink';
export interface VisitAction {
  id: string;
  kind: VisitActionKind;
}

/** The block list's form, as typed. */
export interface BlockForm {
  kind: BookingBlock['kind'];
  value: string;
  reason: string;
}

export interface ClosureForm {
  from: string;
  to: string;
  reason: string;
}

export interface StaffScheduleInput {
  /** Today's date in Florida (localDateOf at the page's start): what Today and This week count from. */
  today: string;
}

export interface StaffScheduleContext extends StaffScheduleInput {
  range: ScheduleRange;
  /** The span of the schedule shown (or being loaded), both ends included. */
  from: string;
  to: string;
  appointments: StaffAppointment[];
  closedDates: ClosedDate[];
  loadError: string | null;
  /** The visit whose cancel waits for a confirmation. */
  confirmingCancel: string | null;
  /** The visit being changed, and to what. */
  updating: { id: string; status: VisitOutcome } | null;
  /** The link or re-booking action being sent for a visit (issue 38). */
  visitAction: VisitAction | null;
  /** A refused change, shown beside its visit. */
  visitError: { id: string; message: string } | null;
  /** The capacity as the server last answered it; null until the first schedule arrives. */
  capacity: CapacityEntry[] | null;
  /** Numbers typed into the capacity editor, by cell, not saved yet. */
  capacityEdits: Partial<Record<CapacityKey, string>>;
  /** The cells whose number is out of range, and the message saying so. */
  invalidCells: CapacityKey[];
  capacityError: string | null;
  closure: ClosureForm;
  /** The closure being sent, as checked (reason trimmed). */
  closing: ClosureForm | null;
  closureError: string | null;
  /** What the last closure did (appointmentMessages.closed). */
  closureDone: string | null;
  /** The block list (issue 38) as the server last answered it; null until it arrives. */
  blocks: BookingBlock[] | null;
  blocksLoadError: string | null;
  blockForm: BlockForm;
  /** The block being added, as checked (value normalised, reason trimmed). */
  addingBlock: BookingBlockRequest | null;
  /** The block being removed. */
  removingBlock: string | null;
  blockError: string | null;
}

export type StaffScheduleEvent =
  | { type: 'RANGE.TODAY' }
  | { type: 'RANGE.WEEK' }
  | { type: 'DAY.SELECTED'; date: string }
  /** Load the same span again (a Refresh button; also raised after days were closed). */
  | { type: 'RELOAD' }
  | { type: 'RETRY' }
  | { type: 'VISIT.DONE'; id: string }
  | { type: 'VISIT.NO_SHOW'; id: string }
  | { type: 'VISIT.CANCEL'; id: string }
  | { type: 'CANCEL.CONFIRM' }
  | { type: 'CANCEL.BACK' }
  | { type: 'CAPACITY.CHANGED'; weekday: number; window: AppointmentWindow; value: string }
  | { type: 'CAPACITY.SAVE' }
  | { type: 'CLOSURE.CHANGED'; field: keyof ClosureForm; value: string }
  | { type: 'CLOSURE.SUBMIT' }
  | { type: 'VISIT.ALLOW_REBOOKING'; id: string }
  | { type: 'VISIT.NEW_LINK'; id: string }
  | { type: 'BLOCK.CHANGED'; field: keyof BlockForm; value: string }
  | { type: 'BLOCK.ADD' }
  | { type: 'BLOCK.REMOVE'; id: string }
  | { type: 'BLOCKS.RETRY' };

/** What this flow asks of the browser (see machines/effects.ts): nothing beyond the shared effects. */
export type StaffScheduleEffect = SharedEffect;
