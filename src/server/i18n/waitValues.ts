// The values of a wait in a message, shared by the rate limits (http/) and the services' own waits.

/**
 * How long to wait, as the values of a message's wait ("1 minute", "15 minutes", "45 seconds" in English):
 * the catalogs write it `{minutes, plural, =0 {{seconds, plural, one {# second} other {# seconds}}}
 * one {# minute} other {# minutes}}`, so each language says it in its own words.
 */
export function waitValues(seconds: number): { minutes: number; seconds: number } {
  if (seconds < 60) return { minutes: 0, seconds };
  return { minutes: Math.ceil(seconds / 60), seconds: 0 };
}
