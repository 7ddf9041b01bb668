// Texts of the profile and settings screens that the spec leaves open (its fixed texts are in messages.ts).

export const SESSION_TEXTS = {
  endOne: 'End session',
  endOthers: 'End all other sessions',
  confirmOne: 'End this session? The device using it will be signed out.',
  confirmOthers: 'End every session except this one? Those devices will be signed out.',
  endedOne: 'Session ended',
  endedOthers: 'All other sessions ended',
  endFailed: 'Failed to end the session',
  unknownLocation: 'Unknown location',
} as const;

export const PHONE_TEXTS = {
  noMatch: (query: string) => `No phone numbers match “${query}”.`,
} as const;

export const TWO_FACTOR_TEXTS = {
  onIdle: 'Two-factor authentication is on. Your account is protected by a code from your authenticator app.',
  offIdle:
    'Two-factor authentication is off. When it is on, you enter a 6-digit code from an authenticator app after your password.',
  manualEntry: 'Or enter this key in your app:',
  disableTitle: 'Disable two-factor authentication',
  disableIntro:
    'Enter a current 6-digit code from your authenticator app. If you cannot, leave it blank and enter one of your recovery codes.',
  recoveryCodeLabel: 'Recovery code',
  codesCopied: 'Recovery codes copied',
  copyFailed: 'Could not copy the codes; select them and copy them by hand.',
  copy: 'Copy',
  download: 'Download (.txt)',
  codesFileName: 'recovery-codes.txt',
} as const;
