// The reset-password page's passkey checklist (issue 26): a reset keeps only the passkeys the visitor
// leaves ticked, so one added with a stolen session does not outlive the new password. Kept out of
// messages.ts, which every public page loads.

export const RESET_PASSKEY_TEXTS = {
  legend: 'Passkeys on your account',
  intro: 'Keep these passkeys? Untick any you do not recognise: it will be removed with the reset.',
  loading: 'Loading the passkeys of your account…',
  listFailed:
    'We could not load the passkeys of your account, so the reset keeps all of them. After signing in, you can remove any you do not recognise in Settings, Passkeys.',
  removing: (count: number) =>
    count === 1
      ? 'The unticked passkey will be removed when you change your password.'
      : `The ${count} unticked passkeys will be removed when you change your password.`,
} as const;
