import { isValidEmail } from './email';
import { normalizeUsPhone } from './phone';

// The staff's block list (issue 38): an e-mail address, a US phone number or a whole e-mail domain that
// may not book a visit. A blocked booking is refused silently (the visitor is answered as usual and nothing
// is held or sent), so an abuser learns nothing from it. Values are stored normalised, in the form the
// booking's check compares: e-mail addresses and domains lower-cased (a domain without a leading '@'),
// phone numbers as the 10 digits the project stores everywhere (phone.ts).

export const BOOKING_BLOCK_KINDS = ['email', 'phone', 'domain'] as const;
export type BookingBlockKind = (typeof BOOKING_BLOCK_KINDS)[number];

export const BOOKING_BLOCK_REASON_MAX_LENGTH = 200;
/** The longest value the form takes (an e-mail address's limit; a domain or a phone is shorter). */
export const BOOKING_BLOCK_VALUE_MAX_LENGTH = 254;

export const bookingBlockKindLabels: Record<BookingBlockKind, string> = {
  email: 'E-mail address',
  phone: 'Phone number',
  domain: 'E-mail domain',
};

export const bookingBlockMessages = {
  badEmail: 'Enter a valid e-mail address, such as name@example.com.',
  badPhone: 'Enter a valid US phone number, such as (407) 555-0142.',
  badDomain: 'Enter a domain such as example.com (with or without the @).',
  reasonTooLong: `Keep the reason to ${BOOKING_BLOCK_REASON_MAX_LENGTH} characters or fewer.`,
  alreadyBlocked: 'This is already on the block list.',
  notFound: 'This block was already removed.',
  added: 'Blocked from booking.',
  removed: 'Removed from the block list.',
  loadFailed: 'We could not load the block list. Please try again.',
  saveFailed: 'We could not change the block list. Please try again.',
  empty: 'Nobody is blocked from booking.',
  explainer:
    'Bookings from these addresses, numbers and domains are refused silently: the visitor sees the usual answer and nothing is held or e-mailed.',
} as const;

const DOMAIN_LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/;

/** A domain lower-cased without a leading '@', or null when it is not a dotted domain name. */
export function normalizeBlockedDomain(input: string): string | null {
  const domain = input.trim().toLowerCase().replace(/^@/, '');
  const labels = domain.split('.');
  if (domain.length > 253 || labels.length < 2) return null;
  if (!labels.every((label) => DOMAIN_LABEL.test(label))) return null;
  return /^\d+$/.test(labels[labels.length - 1] ?? '') ? null : domain;
}

/** The stored form of a block's value, or the message saying what is wrong with it. */
export function normalizeBlockValue(
  kind: BookingBlockKind,
  input: string,
): { value: string } | { error: string } {
  if (kind === 'email') {
    return isValidEmail(input)
      ? { value: input.trim().toLowerCase() }
      : { error: bookingBlockMessages.badEmail };
  }
  if (kind === 'phone') {
    const digits = normalizeUsPhone(input.trim());
    return digits ? { value: digits } : { error: bookingBlockMessages.badPhone };
  }
  const domain = normalizeBlockedDomain(input);
  return domain ? { value: domain } : { error: bookingBlockMessages.badDomain };
}

/**
 * The domains a block may name for an address: its own domain and each parent domain ('a.mail.example.com'
 * is caught by a block of 'mail.example.com' or of 'example.com'), never a bare top-level domain.
 */
export function blockableDomains(email: string): string[] {
  const domain = email
    .trim()
    .toLowerCase()
    .slice(email.trim().lastIndexOf('@') + 1);
  const labels = domain.split('.').filter((label) => label.length > 0);
  return labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'));
}
