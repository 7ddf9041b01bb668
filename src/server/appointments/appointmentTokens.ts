import { createHmac, randomBytes } from 'node:crypto';
import type { Locale } from '../../shared/i18n/locales';
import type { AccountKeys } from '../security/keys';
import { hashToken } from '../security/tokens';

// The manage link's token is derived from the appointment's id and its random `manage_nonce` with a key of
// its own (security/keys.ts), so every e-mail (the confirmation, the reminder a worker sends, a closure's
// note) and a repeated booking can carry it again without it ever being stored: the table keeps only its
// SHA-256, by which a link finds its appointment. It opens that appointment and nothing else, until a day
// after the visit. Staff's "Send a new link" draws a new nonce (issue 38), which ends the old link at once.
// Visits booked before the nonce existed have none: their token is derived from the id alone, as the
// links already e-mailed for them were, until staff send them a new one.

const DAY_MS = 24 * 60 * 60_000;
/** How long after the visit's window ends its link still shows it. */
export const LINK_LIFETIME_AFTER_VISIT_MS = DAY_MS;
/** The reminder goes out this long before the visit's window starts. */
export const REMINDER_LEAD_MS = DAY_MS;

/** What a manage token is derived from: the visit's id and its per-visit random part. */
export interface ManagedVisit {
  id: string;
  manage_nonce: string | null;
}

export function manageToken(keys: Pick<AccountKeys, 'appointmentToken'>, visit: ManagedVisit): string {
  const subject =
    visit.manage_nonce === null ? `manage:${visit.id}` : `manage:${visit.id}:${visit.manage_nonce}`;
  return createHmac('sha256', keys.appointmentToken).update(subject).digest('base64url');
}

/** A new visit's random part of its manage token (128 bits). */
export function newManageNonce(): string {
  return randomBytes(16).toString('base64url');
}

export const manageTokenHash = hashToken;

export function linkExpiry(endsAt: Date): Date {
  return new Date(endsAt.getTime() + LINK_LIFETIME_AFTER_VISIT_MS);
}

/**
 * A visit booked less than a day ahead gets no reminder (its confirmation is as recent), so the reminder
 * is counted as sent from the start.
 */
export function reminderSentAt(startsAt: Date, now: Date): Date | null {
  return startsAt.getTime() - now.getTime() <= REMINDER_LEAD_MS ? now : null;
}

export function manageUrl(publicUrl: string, token: string, locale: Locale = 'en'): string {
  return `${publicUrl}${locale === 'en' ? '' : `/${locale}`}/appointments/manage/${token}`;
}
