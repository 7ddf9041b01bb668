import type { Message } from '../src/shared/i18n/message';
import type { SharedEffect } from './effects';
import type { Submission } from './keyedRetry';
import type { LeadSavedEffect } from './leadOutbox.browser';

// What the inquiry list's machine (inquiryList.machine.ts) takes, holds, hears and asks of the browser.

export interface InquiryItem {
  name: string;
  message: string;
}

export type InquiryField = 'name' | 'email' | 'phone';

/** Contact details as typed; `phone` holds the digits only (the view shows them formatted). */
export type InquiryContact = Record<InquiryField, string>;

/** The body of POST /email/inquiry. */
export interface InquiryPayload {
  name: string;
  email: string;
  phone: string;
  products: { name: string; message: string }[];
}

/** The signed-in user's names and e-mail, which prefill the contact fields (SPEC section 6). */
export interface InquiryUser {
  first_name: string;
  last_name: string;
  email: string;
}

export interface InquiryListInput {
  /** The `InquiryList` cookie as parsed JSON, so possibly anything. */
  stored: unknown;
  user: InquiryUser | null;
  /** Random, made once per page (newKeyPrefix): each inquiry's Idempotency-Key is numbered under it. */
  keyPrefix: string;
}

export interface InquiryListContext {
  items: InquiryItem[];
  contact: InquiryContact;
  /** What the contact fields return to after a successful send. */
  prefill: InquiryContact;
  /** The inline message under the send button. */
  error: Message | null;
  /** Names of the items on their way to the server, so that items added meanwhile survive the reset. */
  sending: string[];
  keyPrefix: string;
  /** The inquiry being sent, or last sent without success: retries send exactly this, under its key. */
  submission: Submission<InquiryPayload> | null;
  /** Whether a user was signed in when the list was made: their inquiries are not kept offline. */
  signedIn: boolean;
  /** Keeping an inquiry on this phone failed once (private mode, full storage): it retries as before. */
  outboxFailed: boolean;
}

export type InquiryListEvent =
  | { type: 'ITEM.ADD'; name: string }
  | { type: 'ITEM.REMOVE'; name: string }
  | { type: 'ITEM.MESSAGE'; name: string; message: string }
  | { type: 'FIELD.CHANGED'; field: InquiryField; value: string }
  | { type: 'OPEN' }
  | { type: 'CLOSE' }
  | { type: 'TOGGLE' }
  | { type: 'SEND' };

/** What this flow asks of the browser (see machines/effects.ts). */
export type InquiryListEffect = SharedEffect | LeadSavedEffect | { type: 'persistList'; names: string[] };
