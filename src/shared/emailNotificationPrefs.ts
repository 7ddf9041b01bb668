import { type Message, msg } from './i18n/message';

// The four e-mail notification preferences (SPEC 2 and 3); password_change is always on and locked.

export const EMAIL_NOTIFICATION_KEYS = [
  'password_change',
  'inquiry_verification',
  'estimate_verification',
  'phone_number_change',
] as const;

export type EmailNotificationKey = (typeof EMAIL_NOTIFICATION_KEYS)[number];

export type EmailNotificationPrefs = Record<EmailNotificationKey, boolean>;

export const LOCKED_NOTIFICATION: EmailNotificationKey = 'password_change';

/** The '{Field name}' of the toggle toasts (SPEC 8) and the toggles' labels. */
export const NOTIFICATION_FIELD_NAMES: Record<EmailNotificationKey, Message> = {
  password_change: msg('notifications.passwordChange'),
  inquiry_verification: msg('notifications.inquiryVerification'),
  estimate_verification: msg('notifications.estimateVerification'),
  phone_number_change: msg('notifications.phoneNumberChange'),
};

/** What a new account has (the server's default too). */
export const DEFAULT_NOTIFICATION_PREFS: EmailNotificationPrefs = {
  password_change: true,
  inquiry_verification: true,
  estimate_verification: true,
  phone_number_change: true,
};
