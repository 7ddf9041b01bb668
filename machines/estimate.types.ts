import type { Message } from '../src/shared/i18n/message';
import type { BookingInput } from './booking.types';
import type { SharedEffect } from './effects';
import type { Submission } from './keyedRetry';
import type { LeadSavedEffect } from './leadOutbox.browser';
import type {
  EstimateFields,
  EstimateTextField,
  EstimateUser,
  FieldErrors,
  SizingAttachment,
} from './leads.rules';

// What the estimate form's machine (estimate.machine.ts) takes, holds, hears and asks of the browser.

export interface EstimateInput {
  /** The signed-in user (names and e-mail prefilled and read-only), or null for a guest. */
  user: EstimateUser | null;
  /** Random, made once per form (newKeyPrefix): each request's Idempotency-Key is numbered under it. */
  keyPrefix: string;
}

export interface EstimateContext {
  fields: EstimateFields;
  user: EstimateUser | null;
  fieldErrors: FieldErrors;
  /** The message under the submit button. */
  error: Message | null;
  /** The guest record made for these contact details, reused if only the request itself failed. */
  guest: { id: string; key: string } | null;
  userId: string | null;
  /** A guest's details for the thank-you dialog's Create Account button. */
  accountDetails: EstimateUser | null;
  keyPrefix: string;
  /** The request just sent, for the thank-you dialog's "Pick a time" (issue 28); null until one is sent. */
  booking: BookingInput | null;
  /** When the company will call about the request just sent (issue 40), as the server worded it. */
  callExpectation: string | null;
  /**
   * The form as submitted, under the key both of its calls send (each operation keeps its own keys), kept
   * until it succeeds so that retries and a re-submit of the same form are answered, not stored again.
   */
  submission: Submission<EstimateFields> | null;
  /** Keeping a lead on this phone failed once (private mode, full storage): the form retries as before. */
  outboxFailed: boolean;
}

export type EstimateEvent =
  | { type: 'FIELD.CHANGED'; field: EstimateTextField; value: string }
  | { type: 'CITY.CHANGED'; city: EstimateFields['city'] }
  | { type: 'SERVICE.CHANGED'; id: EstimateFields['serviceRequest'] }
  | { type: 'HEARD.CHANGED'; id: EstimateFields['howHeard'] }
  | { type: 'CONSENT.CHANGED'; agreed: boolean }
  /** The sizing guide's answers go with the request (issue 27); a new attachment replaces the old. */
  | { type: 'SIZING.ATTACH'; sizing: SizingAttachment }
  | { type: 'SIZING.REMOVE' }
  /**
   * The signed-in visitor, known once the page is live (a prerendered form is a guest's): the names and
   * e-mail become the account's and read-only, and what else was typed stays (issue 28's early-tap finding).
   */
  | { type: 'USER.KNOWN'; user: EstimateUser }
  | { type: 'SUBMIT' }
  | { type: 'TOGGLE' }
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'DIALOG.CLOSE' }
  | { type: 'CREATE_ACCOUNT' };

/** What this flow asks of the browser (see machines/effects.ts). */
export type EstimateEffect = SharedEffect | LeadSavedEffect | { type: 'goToRegister'; details: EstimateUser };
