import { type Message, msg } from './i18n/message';

// The reset-password page's passkey checklist (issue 26): a reset keeps only the passkeys the visitor
// leaves ticked, so one added with a stolen session does not outlive the new password. Kept out of
// messages.ts, which every public page loads. Texts in the account catalog (issue 39).

export const RESET_PASSKEY_TEXTS = {
  legend: msg('resetPasskeys.legend'),
  intro: msg('resetPasskeys.intro'),
  loading: msg('resetPasskeys.loading'),
  listFailed: msg('resetPasskeys.listFailed'),
  removing: (count: number): Message => msg('resetPasskeys.removing', { count }),
} as const;
