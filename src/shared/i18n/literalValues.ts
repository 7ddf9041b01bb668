import type { MessageValue, MessageValues } from './message';

// Lingui decodes `\uXXXX` and `\xXX` escape sequences in the text it formats, the values included
// (@lingui/core's interpolate): a customer's name typed as `\u0000` became a NUL byte that PostgreSQL
// refused (a 500 the fuzzer found, 27 November), and `\u202e` would have slipped a direction override past
// the invisible-character rule into the company's e-mail. So a value holding a backslash goes in as a
// placeholder from Unicode's private-use area and is put back, as typed, after the formatting.

const PLACEHOLDER = /\uE000(\d+)\uE001/g;

/** `format(values)`, with every value that holds a backslash kept exactly as it is. */
export function formatWithLiteralValues(
  values: MessageValues | undefined,
  format: (values: MessageValues | undefined) => string,
): string {
  if (!values) return format(values);
  const held: string[] = [];
  let shielded: Record<string, MessageValue> | undefined;
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== 'string' || !value.includes('\\')) continue;
    shielded ??= { ...values };
    shielded[name] = `\uE000${held.length}\uE001`;
    held.push(value);
  }
  if (!shielded) return format(values);
  return format(shielded).replace(PLACEHOLDER, (whole, index: string) => held[Number(index)] ?? whole);
}
