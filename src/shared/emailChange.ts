import { type Message, msg } from './i18n/message';

// Changing the e-mail address on the profile (issue 26): the new address gets a 6-digit code, and only
// that code makes the change. Texts of the browser's step (account catalog, issue 39); the server's own
// answers are shown as sent.

export const EMAIL_CHANGE_TEXTS = {
  title: msg('emailChange.title'),
  fieldHint: msg('emailChange.fieldHint'),
  prompt: (pendingEmail: string): Message => msg('emailChange.prompt', { pendingEmail }),
  codeLabel: msg('emailChange.codeLabel'),
  confirm: msg('emailChange.confirm'),
  cancel: msg('emailChange.cancel'),
  /** When the confirmation brought no answer at all (network down); a refusal shows the server's text. */
  failed: msg('emailChange.failed'),
  /** Shown when the server's answer carries no message of its own. */
  changed: msg('emailChange.changed'),
} as const;
