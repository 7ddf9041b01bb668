// Sessions and "sudo mode" (issue 26): the rules and texts the server answers and the web app's "Confirm
// it's you" step reads. Kept apart from `messages`, which every public page loads; only signed-in screens
// need these.

/** How a session was signed in: what Active Sessions shows and what the staff rule asks for. */
export const SIGNED_IN_WITH = ['password', 'password_and_code', 'passkey'] as const;
export type SignedInWith = (typeof SIGNED_IN_WITH)[number];

/** A session ends this long after sign-in, however much it is used. */
export const SESSION_LIFETIME_DAYS = 30;
/** A session unused this long stops working (beside the lifetime). */
export const SESSION_IDLE_DAYS = 7;

/** After confirming it's them, the user is not asked again for this long (the session's "sudo mode"). */
export const CONFIRMATION_WINDOW_MINUTES = 15;

export const sessionTexts = {
  /**
   * The 403 of every sensitive call made without a confirmation in the last 15 minutes. The web app
   * recognises this exact text, asks the user to confirm it's them (POST /sessions/current/confirm) and
   * then sends the call again.
   */
  confirmationRequired: "Please confirm it's you to continue.",
  confirmed: `Thank you. You will not be asked again for ${CONFIRMATION_WINDOW_MINUTES} minutes.`,
  passwordWrong: 'This password is not right. Please try again.',
  noPasskeys: 'There is no passkey on your account. Confirm with your password instead.',
  passkeyFailed: "This passkey could not confirm it's you. Please try again or use your password.",
  /** Active Sessions: how each session was signed in. */
  signedInWith: {
    password: 'Password',
    password_and_code: 'Password and authentication code',
    passkey: 'Passkey',
  } satisfies Record<SignedInWith, string>,
} as const;
