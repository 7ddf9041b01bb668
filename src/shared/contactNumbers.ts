import { type Message, msg } from './i18n/message';
import { messages } from './messages';
import { normalizeUsPhone } from './phone';

// A user's phone numbers (SPEC 3, 5 and 9): the phone numbers form and the API check them with the same
// rules, so a number the form accepts is never refused by the server.

export const CONTACT_TYPES = ['Mobile', 'Home', 'Work', 'Other'] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/** How many numbers one user may keep; the contract answers 409 beyond it. */
export const MAX_CONTACT_NUMBERS_PER_USER = 20;

/** The free-text city's longest length (openapi.yaml ContactNumberInput.city). */
export const CONTACT_CITY_MAX_LENGTH = 100;

export interface ContactNumberFields {
  city?: string | null | undefined;
  type?: string | null | undefined;
  phone_number: string;
}

export interface CheckedContactNumber {
  city: string;
  type: ContactType;
  /** Exactly 10 digits of a valid US number. */
  phone_number: string;
}

export type ContactNumberCheck = { ok: true; value: CheckedContactNumber } | { ok: false; message: Message };

export function isContactType(value: unknown): value is ContactType {
  return typeof value === 'string' && (CONTACT_TYPES as readonly string[]).includes(value);
}

/**
 * Checks a number as the phone numbers form sends it and gives the values to store: the digits of the
 * number, the type, and the city trimmed (absent or null means not set, stored as empty).
 */
export function checkContactNumber(fields: ContactNumberFields): ContactNumberCheck {
  const digits = normalizeUsPhone(fields.phone_number);
  if (digits === null) return { ok: false, message: messages.phoneNumbers.invalid };
  if (!isContactType(fields.type)) return { ok: false, message: messages.phoneNumbers.missingType };
  const city = (fields.city ?? '').trim();
  if ([...city].length > CONTACT_CITY_MAX_LENGTH) {
    return { ok: false, message: msg('phoneNumbers.cityTooLong', { max: CONTACT_CITY_MAX_LENGTH }) };
  }
  return { ok: true, value: { city, type: fields.type, phone_number: digits } };
}
