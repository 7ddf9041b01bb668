import type { Schema } from './contract';
import type { Random } from './random';

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Strings any text field may meet: control characters, broken UTF-16, oversize, markup, quoting. */
export function nastyString(rnd: Random, marker: string): string {
  return rnd.pick([
    `${marker}\u0000`,
    `a\u0000b${marker}`,
    `${marker}\u0001\u0002`,
    `\u001b[31m${marker}`,
    `${marker}\u007f`,
    `${marker}\u0085`,
    `${marker}\ud800`,
    `\udc00${marker}`,
    `${marker}\tx`,
    `${marker}\r\nline`,
    '',
    '   ',
    `${marker}${'x'.repeat(rnd.int(101, 300))}`,
    `${marker}${'y'.repeat(rnd.int(4001, 9000))}`,
    `'; drop table users; --${marker}`,
    `<script>${marker}</script>`,
    `${marker} 🔌 Zoë`,
    `%00${marker}%ff`,
    '\\u0000',
    `${marker}\u2028\u2029`,
    `${marker}\ufeff`,
  ]);
}

function uuid(rnd: Random): string {
  const hex = rnd.string('0123456789abcdef', 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`;
}

// The contract's request patterns, each with a generator of matching text.
const PATTERNS: Record<string, (rnd: Random) => string> = {
  '^[0-9]{6}$': (rnd) => rnd.string('0123456789', 6),
  '^[0-9]{10}$': (rnd) => rnd.pick(['4075550142', '8135550199', '9045550123', rnd.string('0123456789', 10)]),
  '^[0-9()+\\-. ]{10,20}$': (rnd) =>
    rnd.pick(['(407) 555-0142', '+1 813.555.0199', '904-555-0123', rnd.string('0123456789', 10)]),
  '^[A-Za-z2-7]+=*$': (rnd) => rnd.string('ABCDEFGHIJKLMNOPQRSTUVWXYZ234567', 32),
  // Idempotency-Key: visible ASCII, quotes, slashes and braces included.
  '^[!-~]+$': (rnd) =>
    rnd.string(
      Array.from({ length: 94 }, (_unused, i) => String.fromCharCode(33 + i)).join(''),
      rnd.int(1, 64),
    ),
};

function validString(schema: Schema, rnd: Random, marker: string): string {
  if (schema.format === 'email')
    return `${marker}.${rnd.string(LETTERS, rnd.int(1, 8))}@example.com`.toLowerCase();
  if (schema.format === 'uuid') return uuid(rnd);
  const fromPattern = schema.pattern ? PATTERNS[schema.pattern] : undefined;
  if (fromPattern) return fromPattern(rnd);
  const min = schema.minLength ?? 0;
  const max = Math.min(schema.maxLength ?? 40, min + 24);
  const length = rnd.int(min, max);
  const text = `${marker}${rnd.string(LETTERS, Math.max(0, length - marker.length))}`;
  return length >= marker.length ? text : text.slice(0, length);
}

function nonNullType(schema: Schema): string | undefined {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  return types.find((t) => t !== 'null');
}

/** A value the schema accepts (most of the time: formats beyond the contract's are not modelled). */
export function validValue(schema: Schema, rnd: Random, marker: string): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return rnd.pick(schema.enum);
  const nullable = Array.isArray(schema.type) && schema.type.includes('null');
  if (nullable && rnd.chance(0.1)) return null;
  switch (nonNullType(schema)) {
    case 'string':
      return validString(schema, rnd, marker);
    case 'integer':
      return rnd.int(schema.minimum ?? 0, schema.maximum ?? 1000);
    case 'boolean':
      return rnd.chance(0.5);
    case 'array': {
      const count = rnd.int(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, (schema.minItems ?? 0) + 3));
      return Array.from({ length: count }, () => validValue(schema.items ?? {}, rnd, marker));
    }
    case 'object': {
      const out: Record<string, unknown> = {};
      const properties = Object.entries(schema.properties ?? {});
      for (const [key, sub] of properties) {
        if (schema.required?.includes(key) || rnd.chance(0.5)) out[key] = validValue(sub, rnd, marker);
      }
      // minProperties/maxProperties 1 (2FA disable): exactly one of the optional fields.
      if (schema.maxProperties === 1 && properties.length > 0) {
        const [key, sub] = rnd.pick(properties);
        return { [key]: validValue(sub, rnd, marker) };
      }
      return out;
    }
    default:
      return validString({}, rnd, marker);
  }
}

/** A value of the wrong kind: any JSON type but the expected one, deep nesting included. */
export function wrongKind(rnd: Random, marker: string): unknown {
  return rnd.pick<unknown>([
    null,
    true,
    0,
    -1,
    1.5,
    2 ** 53 + 1,
    1e308,
    marker,
    [],
    [marker],
    {},
    { [marker]: marker },
    JSON.parse(`${'['.repeat(200)}${']'.repeat(200)}`),
  ]);
}

/** One change somewhere inside `value` (a field made nasty, of the wrong kind, dropped or added). */
export function mutate(value: unknown, rnd: Random, marker: string): unknown {
  if (Array.isArray(value)) {
    if (value.length === 0 || rnd.chance(0.2))
      return rnd.chance(0.5) ? wrongKind(rnd, marker) : [...value, value[0]];
    const at = rnd.int(0, value.length - 1);
    return value.map((item, index) => (index === at ? mutate(item, rnd, marker) : item));
  }
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value);
    const action = rnd.int(0, 9);
    if (entries.length === 0 || action === 0) return { ...value, zz_extra: marker };
    const [key, item] = rnd.pick(entries);
    if (action === 1) return Object.fromEntries(entries.filter(([k]) => k !== key));
    return { ...value, [key]: mutate(item, rnd, marker) };
  }
  return rnd.chance(0.7) ? nastyString(rnd, marker) : wrongKind(rnd, marker);
}
