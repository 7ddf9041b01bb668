import { failureMessage, failureStatus } from './apiErrors';
import { type ContactType, checkContactNumber } from './contactNumbers';
import { type Message, verbatim } from './i18n/message';
import { messages } from './messages';

// How the Phone Numbers screen lists numbers and reads its form (SPEC 2, 5 and 8): search on id, city, type
// or number, ignoring case; ids shortened to 6 characters and an ellipsis; load failures by status.

export interface ContactNumber {
  id: string;
  city: string;
  type: ContactType;
  phone_number: string;
}

/** The create and edit form: digits only (at most 10), shown formatted by the view. */
export interface PhoneForm {
  city: string;
  type: ContactType | '';
  digits: string;
}

export interface LoadError {
  message: Message;
  /** A server failure (status 500 or above, or no answer): its text is shown in red. */
  severe: boolean;
}

/** SPEC 8: a load failure below 500 invites adding a number; 500 and above shows the server's answer. */
export function loadErrorOf(error: unknown): LoadError {
  const status = failureStatus(error);
  if (status !== undefined && status < 500)
    return { message: messages.phoneNumbers.loadFailed, severe: false };
  return { message: verbatim(failureMessage(error)), severe: true };
}

export function checkPhoneForm(form: PhoneForm) {
  return checkContactNumber({ city: form.city, type: form.type, phone_number: form.digits });
}

export interface ListedContactNumber {
  id: string;
  city: string;
  type: string;
  phone_number: string;
}

export const SHORT_ID_LENGTH = 6;

export function shortContactId(id: string): string {
  return `${id.slice(0, SHORT_ID_LENGTH)}…`;
}

/**
 * The numbers matching `query`. The number matches on its digits too when the query is typed formatted
 * ('(407) 555'), since the stored value is digits only.
 */
export function searchContactNumbers<T extends ListedContactNumber>(
  numbers: readonly T[],
  query: string,
): T[] {
  const needle = query.trim().toLowerCase();
  if (needle === '') return [...numbers];
  // A query of digits and phone punctuation also matches the stored digits of a formatted number.
  const digits = /^[\d\s()+\-.]+$/.test(needle) ? needle.replace(/\D/g, '') : '';
  return numbers.filter(
    (entry) =>
      entry.id.toLowerCase().includes(needle) ||
      entry.city.toLowerCase().includes(needle) ||
      entry.type.toLowerCase().includes(needle) ||
      entry.phone_number.includes(needle) ||
      (digits !== '' && entry.phone_number.includes(digits)),
  );
}
