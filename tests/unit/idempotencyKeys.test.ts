import { readFileSync } from 'node:fs';
import { parseYaml } from '@redocly/openapi-core';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { CONTRACT_FILE } from '../../src/server/config/projectFiles';
import { jsonFingerprint, keyHash, uploadFingerprint } from '../../src/server/idempotency/requestHashes';
import { isIdempotencyKey } from '../../src/shared/idempotencyRules';

// The Idempotency-Key's rule (one rule: src/shared, and the contract's parameter says the same) and the
// hashes a key is stored under and compared with.

const ACCEPTED = ['a', 'k'.repeat(255), '6f1c1d0e-2b7a-4c55-9a1e-0d8f3b2a4c61', '!~', '{"quoted"}/\\', '0-1'];
const REFUSED = [
  '',
  'k'.repeat(256),
  ' ',
  'two words',
  'caf\u00e9',
  'tab\tkey',
  'del\u007f',
  'line\nbreak',
  '🔌',
];

interface HeaderSchema {
  minLength: number;
  maxLength: number;
  pattern: string;
}

function contractRule(): (value: string) => boolean {
  const contract = parseYaml(readFileSync(CONTRACT_FILE, 'utf8')) as {
    components: { parameters: { IdempotencyKey: { in: string; required: boolean; schema: HeaderSchema } } };
  };
  const parameter = contract.components.parameters.IdempotencyKey;
  expect(parameter).toMatchObject({ in: 'header', required: false });
  const { minLength, maxLength, pattern } = parameter.schema;
  // As ajv reads it: lengths in code points, the pattern as a Unicode regular expression.
  const regex = new RegExp(pattern, 'u');
  return (value) => [...value].length >= minLength && [...value].length <= maxLength && regex.test(value);
}

describe('the Idempotency-Key rule', () => {
  it('takes 1 to 255 visible ASCII characters and nothing else', () => {
    for (const key of ACCEPTED) expect(isIdempotencyKey(key), JSON.stringify(key)).toBe(true);
    for (const key of REFUSED) expect(isIdempotencyKey(key), JSON.stringify(key)).toBe(false);
  });

  it("is the contract parameter's rule too", () => {
    const accepts = contractRule();
    for (const key of [...ACCEPTED, ...REFUSED])
      expect(accepts(key), JSON.stringify(key)).toBe(isIdempotencyKey(key));
  });
});

const request = (url: string, body: unknown, method = 'POST') =>
  ({ method, routeOptions: { url }, body }) as unknown as FastifyRequest;

describe('what a key is stored under', () => {
  it('is a SHA-256 of the operation, the caller and the key, different for each', () => {
    const key = 'my-key-1';
    const hash = keyHash('sendInquiry', 'guest', key);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(key);
    expect(keyHash('sendInquiry', 'guest', key)).toBe(hash);
    const others = [
      keyHash('createGuest', 'guest', key),
      keyHash('sendInquiry', '0c7e5f7e-9d0b-4a43-8f35-1f2c8f0a9b11', key),
      keyHash('sendInquiry', 'guest', 'my-key-2'),
    ];
    expect(new Set([hash, ...others]).size).toBe(4);
  });

  it('fingerprints a JSON request by method, path and body, whatever the order of its fields', () => {
    const body = { name: 'Ann', products: [{ name: 'A', message: 'x' }, { name: 'B' }] };
    const same = { products: [{ message: 'x', name: 'A' }, { name: 'B' }], name: 'Ann' };
    const print = jsonFingerprint(request('/api/email/inquiry', body));
    expect(print).toMatch(/^[0-9a-f]{64}$/);
    expect(jsonFingerprint(request('/api/email/inquiry', same))).toBe(print);
    const different = [
      jsonFingerprint(request('/api/email/inquiry', { ...body, name: 'Anne' })),
      jsonFingerprint(
        request('/api/email/inquiry', { ...body, products: [{ name: 'B' }, { name: 'A', message: 'x' }] }),
      ),
      jsonFingerprint(request('/api/guests/create', body)),
      jsonFingerprint(request('/api/email/inquiry', body, 'PUT')),
    ];
    expect(new Set([print, ...different]).size).toBe(5);
  });

  it("fingerprints an upload by the file's field name and bytes", () => {
    const upload = request('/api/images/upload', undefined);
    const print = uploadFingerprint(upload, 'image', Buffer.from('PNG bytes'));
    expect(uploadFingerprint(upload, 'image', Buffer.from('PNG bytes'))).toBe(print);
    expect(uploadFingerprint(upload, 'image', Buffer.from('PNG bytez'))).not.toBe(print);
    expect(uploadFingerprint(upload, 'file', Buffer.from('PNG bytes'))).not.toBe(print);
  });
});
