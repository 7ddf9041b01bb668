import { type Message, msg } from './i18n/message';

// Every text the spec fixes (SPEC sections 2, 5 and 8), written once and used by machines, views and server.
// The account sections are Messages (issue 39): their English, byte for byte the spec's, is in
// src/shared/i18n/en/account.json and their Spanish in es/account.json.

export const messages = {
  signIn: {
    missingFields: msg('signIn.missingFields'),
    /** 'Sign in failed: ' + the reason (the server's text, already in the reader's language). */
    failed: (reason: string): Message => msg('signIn.failed', { reason }),
    welcome: (username: string): Message => msg('signIn.welcome', { username }),
  },
  twoFactorCode: {
    invalid: msg('twoFactorCode.invalid'),
  },
  signUp: {
    missingFields: msg('signUp.missingFields'),
    usernameTooLong: (length: number): Message => msg('signUp.usernameTooLong', { length }),
    passwordTooShort: (length: number): Message => msg('signUp.passwordTooShort', { length }),
    passwordsDoNotMatch: msg('signUp.passwordsDoNotMatch'),
    /**
     * Decided: named outright instead of SPEC 8's "server might be down" (see
     * docs/decisions/035-sign-up-failures-follow-spec-section-8-except-a.md).
     */
    usernameTaken: msg('signUp.usernameTaken'),
    serverDown: msg('signUp.serverDown'),
    welcome: (username: string): Message => msg('signUp.welcome', { username }),
  },
  verification: {
    codeSent: msg('verification.codeSent'),
    noEmail: msg('verification.noEmail'),
    /** 'Sign up failed: ' + the server's text. */
    failed: (reason: string): Message => msg('verification.failed', { reason }),
    fallback: msg('verification.fallback'),
    resendWait: (seconds: number): Message => msg('verification.resendWait', { seconds }),
    resendNoEmail: msg('verification.resendNoEmail'),
    resendFailed: msg('verification.resendFailed'),
  },
  forgotPassword: {
    missingEmail: msg('forgotPassword.missingEmail'),
  },
  resetPassword: {
    invalidLink: msg('resetPassword.invalidLink'),
    passwordsDoNotMatch: msg('resetPassword.passwordsDoNotMatch'),
    tooShort: msg('resetPassword.tooShort'),
    /** 'ERROR: ' + the server's text. */
    failed: (reason: string): Message => msg('resetPassword.failed', { reason }),
    success: msg('resetPassword.success'),
  },
  profile: {
    usernameTooLong: msg('profile.usernameTooLong'),
    passwordTooShort: msg('profile.passwordTooShort'),
    passwordsDoNotMatch: msg('profile.passwordsDoNotMatch'),
    selectImage: msg('profile.selectImage'),
    fetchFailed: (reason: string): Message => msg('profile.fetchFailed', { reason }),
    uploadFailed: (reason: string): Message => msg('profile.uploadFailed', { reason }),
    updateFailed: (reason: string): Message => msg('profile.updateFailed', { reason }),
    updated: msg('profile.updated'),
    imageUpdated: msg('profile.imageUpdated'),
  },
  // The lead forms' texts: the 'leads' namespace (src/shared/i18n/<lang>/leads.json).
  inquiry: {
    missingFields: msg('inquiry.missingFields'),
    failed: msg('inquiry.failed'),
    sent: msg('inquiry.sent'),
  },
  /** Shown while a lead is retried under its Idempotency-Key after a failed try (not a SPEC text; 'site'). */
  retry: {
    retrying: msg('retry.retrying'),
  },
  estimate: {
    failed: msg('estimate.failed'),
    submitted: msg('estimate.submitted'),
    submittedShort: msg('estimate.submittedShort'),
    floridaOnly: msg('estimate.floridaOnly'),
  },
  twoFactor: {
    initiateFailed: msg('twoFactor.initiateFailed'),
    verifyFailed: msg('twoFactor.verifyFailed'),
    disableFailed: msg('twoFactor.disableFailed'),
    enabled: msg('twoFactor.enabled'),
    disabled: msg('twoFactor.disabled'),
  },
  sessions: {
    loadFailed: msg('sessions.loadFailed'),
  },
  phoneNumbers: {
    invalid: msg('phoneNumbers.invalid'),
    missingType: msg('phoneNumbers.missingType'),
    loadFailed: msg('phoneNumbers.loadFailed'),
    empty: msg('phoneNumbers.empty'),
    createFailed: msg('phoneNumbers.createFailed'),
    updateFailed: msg('phoneNumbers.updateFailed'),
    deleteFailed: msg('phoneNumbers.deleteFailed'),
    created: msg('phoneNumbers.created'),
    updated: msg('phoneNumbers.updated'),
    deleted: msg('phoneNumbers.deleted'),
    cityNotSet: msg('phoneNumbers.cityNotSet'),
  },
  notifications: {
    toggleFailed: msg('notifications.toggleFailed'),
    /** '{Field name} notification enabled|disabled' (SPEC 8); `field` is an EmailNotificationKey. */
    toggled: (field: string, enabled: boolean): Message =>
      msg('notifications.toggled', { field, state: enabled ? 'on' : 'off' }),
  },
  signOut: {
    confirm: msg('signOut.confirm'),
    done: msg('signOut.done'),
  },
  /** The not-found page's number; its texts are the 'extras' catalog's `notFound.*` (issue 39). */
  notFound: {
    heading: '404',
  },
} as const;
