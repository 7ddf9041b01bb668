import { parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { usPhoneMetadata } from './usPhoneMetadata';

// US phone numbers (SPEC 5 and 9): 10 digits of a valid US number; digits only are stored and sent, and
// they are shown as (123) 456-7890. The browser formats while typing and the server re-checks, with the
// same rules, so that a number the form accepts is never refused by the API and the other way round.

export const US_PHONE_DIGITS = 10;

/**
 * The digits of what was typed, at most 10. A leading 1 is the US country code (no area code starts with
 * 1), so '+1 (407) 555-0142' keeps '4075550142'.
 */
export function keepPhoneDigits(input: string): string {
  const digits = input.replace(/\D/g, '');
  const national = digits.startsWith('1') ? digits.slice(1) : digits;
  return national.slice(0, US_PHONE_DIGITS);
}

/**
 * The 10 digits of a valid US number written in any usual way ('(407) 555-0142', '+1 407 555 0142',
 * '407.555.0142'), or null when it is not one: wrong length, an impossible area code or exchange, another
 * country (Canada shares +1 but is not served), or letters.
 */
export function normalizeUsPhone(input: string): string | null {
  if (!/^[\d\s()+\-.]*$/.test(input)) return null;
  const digits = input.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== US_PHONE_DIGITS) return null;
  const parsed = parsePhoneNumberFromString(national, 'US', usPhoneMetadata);
  if (!parsed?.isValid() || parsed.country !== 'US') return null;
  return parsed.nationalNumber;
}

/** True when `input` is a valid 10-digit US number in any usual notation. */
export function isValidUsPhone(input: string): boolean {
  return normalizeUsPhone(input) !== null;
}

/**
 * Shows digits as (123) 456-7890. Partial input is shown as far as it goes ('407' -> '(407',
 * '4075' -> '(407) 5') with no trailing punctuation, so that deleting a character in a formatted input
 * always deletes a digit. Non-digits are ignored and at most 10 digits are shown.
 */
export function formatUsPhone(digits: string): string {
  const d = digits.replace(/\D/g, '').slice(0, US_PHONE_DIGITS);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}
