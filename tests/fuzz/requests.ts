import type { Operation, Schema } from './contract';
import type { Random } from './random';
import { mutate, nastyString, validValue, wrongKind } from './values';

/** How the request authenticates; the runner turns it into a header at send time. */
export type AuthKind = 'valid' | 'fresh' | 'none' | 'garbage' | 'revoked' | 'malformed';

export interface FuzzRequest {
  /** What was generated, for the report: `<operationId> <kind>`. */
  label: string;
  method: string;
  target: string;
  headers: Record<string, string>;
  body?: Buffer;
  auth: AuthKind;
  /** A string planted in the request's text; no error answer may repeat it. */
  marker: string;
}

const JSON_TYPE = 'application/json';
const OTHER_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'application/json-patch+json',
  'application/octet-stream',
  'image/png',
  'application/jsonx',
  ';',
];
const MALFORMED_BODIES = [
  '{"email":',
  '{',
  '[1,2',
  'nul\u0000',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '\ufeff{}',
  '{"a":"\\ud800"}',
  `{"a":${'1'.repeat(400)}}`,
];

/**
 * A body nested far deeper than any operation takes (issue 25: 3,000 levels made every JSON operation
 * answer 500): bare arrays or objects, or a valid body with one of its fields replaced by such a value.
 */
function deepBody(rnd: Random, valid: unknown): string {
  const levels = rnd.pick([10_000, 20_000]);
  const deep = rnd.chance(0.5)
    ? `${'['.repeat(levels)}${']'.repeat(levels)}`
    : `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
  if (rnd.chance(0.5) || typeof valid !== 'object' || valid === null || Array.isArray(valid)) return deep;
  const keys = Object.keys(valid);
  const field = keys.length > 0 ? rnd.pick(keys) : 'a';
  const placeholder = '"__deep__"';
  return JSON.stringify({ ...valid, [field]: '__deep__' }).replace(placeholder, deep);
}

/** Percent-encodes every byte but unreserved ones; unlike encodeURIComponent it accepts lone surrogates. */
function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).padStart(2, '0')}`,
    )
    .join('');
}

function multipartBody(rnd: Random, marker: string): { type: string; body: Buffer } {
  const boundary = `fz${rnd.string('abcdef0123456789', 12)}`;
  const field = rnd.pick(['image', 'image', 'file', marker]);
  const bytes = Buffer.from(rnd.string('\u0000\u0001abcdefPNG\u0089', rnd.int(0, 200)), 'latin1');
  const part = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${marker}.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    bytes,
    Buffer.from(rnd.chance(0.8) ? `\r\n--${boundary}--\r\n` : '\r\n--'),
  ]);
  return {
    type: rnd.chance(0.9) ? `multipart/form-data; boundary=${boundary}` : 'multipart/form-data',
    body: part,
  };
}

function pathParam(schema: Schema, rnd: Random, marker: string): string {
  return rnd.weighted<() => string>([
    [6, () => percentEncode(String(validValue(schema, rnd, marker)))],
    [2, () => percentEncode(nastyString(rnd, marker))],
    [1, () => marker + 'p'.repeat(rnd.int(101, 1500))],
    [
      1,
      () => rnd.pick(['%E0%A4%A', '%zz', '%', '%C0%80', '%00', '..', '%2e%2e', '%2F', '%ff%fe', '%ED%A0%80']),
    ],
  ])();
}

function queryString(rnd: Random, marker: string): string {
  if (rnd.chance(0.8)) return '';
  return rnd.pick([
    `?x=${percentEncode(nastyString(rnd, marker))}`,
    `?${marker}=1&${marker}=2`,
    `?a[b][c]=${marker}`,
    '?%00=1',
    '?x=%E0%A4%A',
    `?token=${marker}&email=a%40b.c`,
  ]);
}

function forwardedFor(rnd: Random): string {
  return rnd.weighted([
    [12, `10.${rnd.int(0, 255)}.${rnd.int(0, 255)}.${rnd.int(1, 254)}`],
    [
      1,
      rnd.pick([
        'abc',
        '999.1.1.1',
        '::1',
        '2001:db8::1',
        '1.2.3.4, 5.6.7.8',
        'unknown',
        '10.0.0.1:80',
        'x'.repeat(300),
      ]),
    ],
  ]);
}

/**
 * Keys shared by every request that draws one: the same key with the same or another body, or while its
 * first request runs, is a replay, a 422 or a 409.
 */
const SHARED_KEYS = ['fuzz-key-1', 'fuzz-key-2', 'fuzz-key-3'];

/** A value for a declared header (Idempotency-Key), or undefined to leave it out. */
function headerParam(schema: Schema, rnd: Random, marker: string): string | undefined {
  return rnd.weighted<() => string | undefined>([
    [3, () => undefined],
    [3, () => `${marker}-${String(validValue(schema, rnd, marker))}`.slice(0, schema.maxLength ?? 255)],
    [2, () => rnd.pick(SHARED_KEYS)],
    [
      2,
      () =>
        rnd.pick([
          '',
          `two words ${marker}`,
          `${marker}${'k'.repeat(rnd.int(256, 400))}`,
          `${marker}\u00e9`,
          `${marker}\ttab`,
          `${marker}\u{1F50C}`,
        ]),
    ],
  ])();
}

function expandPath(op: Operation, rnd: Random, marker: string): string {
  return op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    pathParam(op.pathParams[name] ?? {}, rnd, marker),
  );
}

/** One generated request for `op`: mostly well-formed with one thing wrong, sometimes valid. */
export function generateRequest(op: Operation, rnd: Random, index: number): FuzzRequest {
  const marker = `qz${index.toString(36)}${rnd.string('klmnpqrstvwxz', 4)}`;
  const headers: Record<string, string> = { 'x-forwarded-for': forwardedFor(rnd) };
  let method = op.method;
  let kind = 'valid';
  let body: Buffer | undefined;
  const json = op.bodies[JSON_TYPE];
  const multipart = op.bodies['multipart/form-data'];

  if (json) {
    const valid = validValue(json, rnd, marker);
    kind = rnd.weighted([
      [4, 'valid'],
      [10, 'mutated'],
      [2, 'wrongKind'],
      [2, 'malformed'],
      [4, 'mediaType'],
      [1, 'empty'],
      [1, 'deep'],
    ]);
    const text =
      kind === 'deep'
        ? deepBody(rnd, valid)
        : kind === 'mutated'
          ? JSON.stringify(mutate(valid, rnd, marker))
          : kind === 'wrongKind'
            ? JSON.stringify(wrongKind(rnd, marker))
            : kind === 'malformed'
              ? rnd.pick(MALFORMED_BODIES)
              : JSON.stringify(valid);
    if (kind !== 'empty') body = Buffer.from(text);
    if (kind === 'mediaType') {
      if (rnd.chance(0.85)) headers['content-type'] = rnd.pick(OTHER_TYPES);
    } else if (kind !== 'empty' || rnd.chance(0.5)) {
      headers['content-type'] = rnd.pick([
        JSON_TYPE,
        JSON_TYPE,
        'application/json; charset=utf-8',
        'Application/JSON',
      ]);
    }
  } else if (multipart) {
    kind = rnd.pick(['multipart', 'multipart', 'jsonInstead', 'empty']);
    if (kind === 'multipart') {
      const form = multipartBody(rnd, marker);
      headers['content-type'] = form.type;
      body = form.body;
    } else if (kind === 'jsonInstead') {
      headers['content-type'] = JSON_TYPE;
      body = Buffer.from(JSON.stringify({ image: marker }));
    }
  } else if (rnd.chance(0.15)) {
    kind = 'unwantedBody';
    headers['content-type'] = rnd.pick([JSON_TYPE, 'text/plain']);
    body = Buffer.from(
      rnd.chance(0.3) ? deepBody(rnd, null) : JSON.stringify({ [marker]: nastyString(rnd, marker) }),
    );
  }

  if (rnd.chance(0.06)) {
    method = rnd.pick(
      ['GET', 'PUT', 'POST', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'].filter((m) => m !== op.method),
    );
    kind = `method ${method}`;
  }
  const auth: AuthKind =
    op.bearer === 'none'
      ? 'none'
      : rnd.weighted<AuthKind>([
          [op.id === 'signOut' ? 0 : 10, 'valid'],
          [op.id === 'signOut' ? 6 : 1, 'fresh'],
          [2, 'none'],
          [1, 'garbage'],
          [1, 'revoked'],
          [1, 'malformed'],
        ]);
  if (rnd.chance(0.05)) headers['if-none-match'] = rnd.pick(['*', `"${marker}"`, 'W/"x"']);
  for (const [name, schema] of Object.entries(op.headerParams)) {
    const value = headerParam(schema, rnd, marker);
    if (value !== undefined) headers[name] = value;
  }
  const target = `/api${expandPath(op, rnd, marker)}${queryString(rnd, marker)}`;
  return { label: `${op.id} ${kind}`, method, target, headers, ...(body ? { body } : {}), auth, marker };
}

/** Requests no operation would produce: unknown or broken paths, and request lines Node itself refuses. */
export function generateStray(rnd: Random, index: number): FuzzRequest {
  const marker = `qz${index.toString(36)}${rnd.string('klmnpqrstvwxz', 4)}`;
  const [label, method, target, headers] = rnd.pick<[string, string, string, Record<string, string>]>([
    ['unknown path', 'GET', `/api/${marker}`, {}],
    ['unknown path', 'POST', `/api/users/signin/${marker}`, {}],
    ['double slashes', 'POST', '/api//users//signin', {}],
    ['traversal', 'GET', `/api/../../etc/passwd?${marker}`, {}],
    ['bad escape', 'GET', `/api/${marker}%E0%A4%A`, {}],
    ['raw control byte', 'GET', `/api/health\u0001${marker}`, {}],
    ['raw space', 'GET', `/api/users/user ${marker}`, {}],
    ['bad method', 'G\u0001T', '/api/health', {}],
    ['huge header', 'GET', '/api/health', { 'x-fuzz': marker + 'h'.repeat(20_000) }],
    ['bad header name', 'GET', '/api/health', { [`x-${marker}\u0001`]: '1' }],
    ['absolute form', 'GET', `http://127.0.0.1/api/health?${marker}`, {}],
    ['very long URL', 'GET', `/api/images/${'u'.repeat(9000)}${marker}`, {}],
  ]);
  return { label: `stray ${label}`, method, target, headers, auth: 'none', marker };
}
