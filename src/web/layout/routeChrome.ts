// Per-route exceptions to the site chrome (SPEC section 2).

/** No navigation bar on these paths. */
export const HEADERLESS_PATHS: ReadonlySet<string> = new Set(['/email-verification']);

/** Always drawn dark, whatever theme the visitor chose (the stored choice is left alone). */
export const DARK_ONLY_PATHS: ReadonlySet<string> = new Set(['/email-verification']);
