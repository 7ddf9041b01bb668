import { type Message, msg } from './i18n/message';

// E-mail address syntax, checked the same way in the browser and on the server. Deliberately the practical
// rule (one @, a dotted domain of valid labels, no spaces) rather than RFC 5322's quoted forms, which
// no visitor types and many mail servers refuse.

export const EMAIL_MAX_LENGTH = 254;

/** 'Please enter a valid e-mail address.' in the reader's language (issue 39; the 'leads' namespace). */
export const invalidEmailMessage: Message = msg('email.invalid');

const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = /^[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;

/** True when `input` (surrounding spaces ignored) is a usable e-mail address. */
export function isValidEmail(input: string): boolean {
  const value = input.trim();
  if (value.length === 0 || value.length > EMAIL_MAX_LENGTH) return false;
  const at = value.lastIndexOf('@');
  if (at <= 0 || at > 64) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (!LOCAL_PART.test(local)) return false;
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  if (!labels.every((label) => DOMAIN_LABEL.test(label))) return false;
  // A top-level domain is never all digits; this also refuses bare IPv4 addresses.
  return !/^\d+$/.test(labels[labels.length - 1] ?? '');
}

/** The address as stored and mailed: without surrounding spaces. Case is kept (local parts may be case-sensitive). */
export function normalizeEmail(input: string): string {
  return input.trim();
}
