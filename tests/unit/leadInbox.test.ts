import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseYaml } from '@redocly/openapi-core';
import { describe, expect, it } from 'vitest';
import { LEAD_KINDS, LEAD_LIMITS, LEAD_STATUS_LABELS, LEAD_STATUSES } from '../../src/shared/leadInbox';

type Json = Record<string, unknown>;
const CONTRACT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../openapi.yaml');
const components = (parseYaml(readFileSync(CONTRACT, 'utf8')) as { components: Json }).components;
const schema = (name: string) => (components.schemas as Record<string, Json>)[name] ?? {};
const parameterSchema = (name: string) =>
  ((components.parameters as Record<string, Json>)[name]?.schema ?? {}) as Json;

// The shared rules (which the /staff page will use) and the contract (which the server checks) say the same.
describe('the lead inbox rules in src/shared and openapi.yaml', () => {
  it('list the same statuses and kinds', () => {
    expect(schema('LeadStatus').enum).toEqual([...LEAD_STATUSES]);
    expect(schema('LeadKind').enum).toEqual([...LEAD_KINDS]);
    expect(Object.keys(LEAD_STATUS_LABELS)).toEqual([...LEAD_STATUSES]);
  });

  it('have the same limits', () => {
    const note = (schema('LeadUpdate').properties as Record<string, Json>).note;
    expect(note?.maxLength).toBe(LEAD_LIMITS.noteMaxLength);
    expect(parameterSchema('LeadSearch')).toMatchObject({
      minLength: LEAD_LIMITS.searchMinLength,
      maxLength: LEAD_LIMITS.searchMaxLength,
    });
    // The page size is text in the query string (the API does not coerce types): 1 to the maximum.
    const pageSize = new RegExp(String(parameterSchema('LeadPageSize').pattern));
    expect(pageSize.test(String(LEAD_LIMITS.pageSizeMax))).toBe(true);
    expect(pageSize.test(String(LEAD_LIMITS.pageSizeMax + 1))).toBe(false);
    expect(pageSize.test('1') && !pageSize.test('0')).toBe(true);
    expect(pageSize.test(String(LEAD_LIMITS.pageSizeDefault))).toBe(true);
  });
});
