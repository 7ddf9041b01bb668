// Per-route exceptions to the site chrome (SPEC section 2). The paths always drawn dark are in
// src/shared/theme.ts, since the server picks their document by them too.

/** No navigation bar on these paths. */
export const HEADERLESS_PATHS: ReadonlySet<string> = new Set(['/email-verification']);
