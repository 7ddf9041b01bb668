/** A stored time as the settings screens show it: in the visitor's own locale and time zone (SPEC 2). */
export function localTime(iso: string): string {
  return new Date(iso).toLocaleString();
}
