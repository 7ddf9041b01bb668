import { MAX_WINDOW_VISITS } from './appointments';

// The staff schedule's texts and limits (issue 28), for the schedule tab of /staff and the drawer's booking
// form. Apart from appointments.ts's customer texts so that no public page downloads them; the server's
// refusals (appointmentMessages) are shown as the server sends them.

/** The longest closure reason, in characters (Closure.reason's maxLength in openapi.yaml). */
export const CLOSURE_REASON_MAX_LENGTH = 200;

export const scheduleTexts = {
  loadFailed: 'The schedule could not be loaded. Please try again.',
  noVisits: 'No visits booked.',
  updateFailed: 'The visit could not be changed. Please try again.',
  cancelQuestion: 'Cancel this visit? The customer is e-mailed a cancellation.',
  markedDone: 'Visit marked done.',
  markedNoShow: 'Visit marked no-show.',
  cancelled: 'Visit cancelled; the customer was e-mailed.',
  capacityRange: `Enter a whole number of visits from 0 to ${MAX_WINDOW_VISITS} (0 closes the window).`,
  capacityUnchanged: 'No number was changed, so there is nothing to save.',
  capacitySaved: 'Capacity saved.',
  capacitySaveFailed: 'The capacity could not be saved. Please try again.',
  closureDatesRequired: 'Choose the first and the last day to close.',
  closureReasonTooLong: `Keep the reason to ${CLOSURE_REASON_MAX_LENGTH} characters or fewer.`,
  closeFailed: 'The days could not be closed. Please try again.',
  windowsLoadFailed: 'The open times could not be loaded. Please try again.',
  bookFailed: 'The visit could not be booked. Please try again.',
  bookUnsure:
    'No answer came back, so the visit may be booked already. Book again (it cannot book twice) or check the schedule.',
  chooseWindow: 'Choose a day and an arrival window first.',
  booked: 'Visit booked; the customer was e-mailed the confirmation and the calendar invitation.',
  // Issue 38: what staff can do about a cancelled visit's proof and a leaked manage link.
  rebookingAllowed: 'Re-booking allowed: the customer can book this visit again online.',
  newLinkSent: 'A new link was e-mailed to the customer. The old link no longer works.',
  visitActionFailed: 'That did not work. Please try again.',
  allowRebookingHint:
    'Cancelled by the office: the customer cannot book it again online unless you allow it.',
  rebookingAllowedNote: 'Re-booking allowed.',
} as const;
