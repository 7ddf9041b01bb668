// Delays of the account flows (SPEC section 9), in milliseconds.

/** Sign-in success: the page reloads after this. */
export const SIGN_IN_RELOAD_MS = 1500;

/** Sign-out: the page reloads after this. */
export const SIGN_OUT_RELOAD_MS = 1200;

/** Forgot password: the modal closes this long after the success message. */
export const FORGOT_PASSWORD_CLOSE_MS = 2000;

/** Missing sign-up fields stay highlighted this long. */
export const FIELD_HIGHLIGHT_MS = 2000;

/** E-mail verification: the welcome message shows this long before going home. */
export const SIGN_UP_REDIRECT_MS = 2500;

/** Password reset (success or a bad link): home after this. */
export const RESET_REDIRECT_MS = 1500;

/** The resend countdown ticks once a second. */
export const COUNTDOWN_TICK_MS = 1000;
