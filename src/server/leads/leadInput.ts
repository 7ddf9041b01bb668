import { invalidEmailMessage, isValidEmail, normalizeEmail } from '../../shared/email';
import { type Message, msg } from '../../shared/i18n/message';
import { heardAboutLabel, serviceTypeLabel } from '../../shared/leads';
import { messages } from '../../shared/messages';
import { normalizeUsPhone } from '../../shared/phone';
import { httpError } from '../http/httpError';

// The checks the contract's JSON schema cannot express: text that is only spaces, phone numbers that
// match the character pattern but are not valid US numbers, and ids outside the fixed lists.

/** One line of text (names, e-mail subjects): surrounding spaces trimmed, inner runs of space or newlines collapsed. */
export function singleLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

/** Free text (descriptions, messages): trimmed, line breaks kept; absent or null is empty. */
export function freeText(value: string | null | undefined): string {
  return (value ?? '').trim();
}

/** A name that must hold more than spaces. */
export function requiredName(
  value: string,
  field: string,
  message: Message | string = msg('validation.notEmpty', { field }),
): string {
  const name = singleLine(value);
  if (!name) throw httpError(400, message);
  return name;
}

/** The address trimmed, or 400 when it is not a usable e-mail address. */
export function contactEmail(value: string): string {
  const email = normalizeEmail(value);
  if (!isValidEmail(email)) throw httpError(400, invalidEmailMessage);
  return email;
}

/** The 10 stored digits, or 400 with the site's phone message (SPEC 5). */
export function contactPhone(value: string): string {
  const digits = normalizeUsPhone(value);
  if (!digits) throw httpError(400, messages.phoneNumbers.invalid);
  return digits;
}

/** A service type id of SPEC 3, or null when none was chosen; anything else is a 400. */
export function serviceTypeId(value: number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (!serviceTypeLabel(value))
    throw httpError(400, msg('leadApi.unknownServiceType', { id: String(value) }));
  return value;
}

/** A heard-about option id of SPEC 3, or null when none was chosen; anything else is a 400. */
export function heardAboutOptionId(value: number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (!heardAboutLabel(value)) throw httpError(400, msg('leadApi.unknownHeardAbout', { id: String(value) }));
  return value;
}
