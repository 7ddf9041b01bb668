// Changing the e-mail address on the profile (issue 26): the new address gets a 6-digit code, and only
// that code makes the change. Texts of the browser's step; the server's own answers are shown as sent.

export const EMAIL_CHANGE_TEXTS = {
  title: 'Confirm your new e-mail address',
  fieldHint: 'A new address takes effect once you enter the code we e-mail to it',
  prompt: (pendingEmail: string) => `Enter the code we sent to ${pendingEmail}.`,
  codeLabel: 'Code from the e-mail',
  confirm: 'Confirm',
  cancel: 'Cancel',
  /** When the confirmation brought no answer at all (network down); a refusal shows the server's text. */
  failed: 'The code could not be checked. Please check your connection and try again.',
  /** Shown when the server's answer carries no message of its own. */
  changed: 'Your e-mail address was changed.',
} as const;
