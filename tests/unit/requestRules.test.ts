import { describe, expect, it } from 'vitest';
import { mediaTypeOf } from '../../src/server/http/bodyMediaType';
import {
  findRefusedField,
  hasForbiddenCharacter,
  hasInvisibleCharacter,
} from '../../src/server/http/controlCharacters';

/** The refused field's name alone, for the tests that look only at naming. */
const fieldOf = (...args: Parameters<typeof findRefusedField>) => findRefusedField(...args)?.field;

describe('hasForbiddenCharacter', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['bell', 'a\u0007'],
    ['escape', '\u001b[31m'],
    ['DEL', 'x\u007f'],
    ['a C1 control', 'x\u0085'],
    ['a lone high surrogate', 'x\ud800y'],
    ['a lone low surrogate', 'x\udc00'],
  ])('refuses %s everywhere', (_label, text) => {
    expect(hasForbiddenCharacter(text, false)).toBe(true);
    expect(hasForbiddenCharacter(text, true)).toBe(true);
  });

  it('allows tabs and line breaks only in free text', () => {
    expect(hasForbiddenCharacter('line one\r\nline\ttwo', true)).toBe(false);
    expect(hasForbiddenCharacter('line one\nline two', false)).toBe(true);
    expect(hasForbiddenCharacter('Jane\t', false)).toBe(true);
  });

  it('allows any printable text, emoji and accents included', () => {
    expect(hasForbiddenCharacter('Zoë 🔌 “quoted” — ünïcödé', false)).toBe(false);
  });
});

describe('findRefusedField', () => {
  const schema = {
    properties: {
      name: {},
      products: { items: { properties: { name: {}, message: { 'x-multiline': true } } } },
    },
  };

  it('names the first bad field by its path in the contract', () => {
    expect(fieldOf({ name: 'ok', products: [{ name: 'a' }, { name: 'b\u0000' }] }, schema, '')).toBe(
      'products.1.name',
    );
  });

  it('lets a field marked x-multiline keep its line breaks', () => {
    expect(fieldOf({ products: [{ name: 'a', message: 'one\ntwo' }] }, schema, '')).toBeUndefined();
  });

  it('never repeats a name the contract does not declare', () => {
    expect(fieldOf({ 'we\u0000ird': 'x' }, schema, '')).toBe('A field');
    expect(fieldOf({ undeclared: 'x\u0000' }, schema, '')).toBe('A field');
    expect(fieldOf({ products: [{ extra: 'x\u0000' }] }, schema, '')).toBe('products.0');
    expect(fieldOf({ x: '\u0001' }, undefined, '', 'A query parameter')).toBe('A query parameter');
  });

  it('checks a bare string body too', () => {
    expect(fieldOf('x\u0000', undefined, '')).toBe('The request');
  });
});

describe('hasInvisibleCharacter (issue 26)', () => {
  it.each([
    ['a right-to-left override', 'evil\u202egnp.exe'],
    ['a left-to-right embedding', '\u202aname'],
    ['a first-strong isolate', 'a\u2068b\u2069'],
    ['a right-to-left mark', 'Ann\u200f'],
    ['a left-to-right mark', '\u200eAnn'],
    ['the Arabic letter mark', 'x\u061c'],
    ['a zero-width space', 'ad\u200bmin'],
    ['a word joiner', 'ad\u2060min'],
    ['a byte-order mark', '\ufeffAnn'],
    ['the Mongolian vowel separator', 'a\u180eb'],
  ])('finds %s', (_label, text) => {
    expect(hasInvisibleCharacter(text)).toBe(true);
  });

  it('keeps the zero-width joiners that Persian and Indic names and emoji need', () => {
    expect(hasInvisibleCharacter('\u0645\u06cc\u200c\u062e\u0648\u0627\u0647\u0645')).toBe(false);
    expect(hasInvisibleCharacter('\u0915\u094d\u200d\u0937')).toBe(false);
    expect(hasInvisibleCharacter('👩\u200d🔧 Zoë — “ünïcödé”')).toBe(false);
  });

  const schema = {
    properties: {
      name: {},
      password: { format: 'password' },
      message: { 'x-multiline': true },
    },
  };

  it('refuses them in single-line fields, naming the field and the reason', () => {
    expect(findRefusedField({ name: 'Ann\u202e' }, schema, '')).toEqual({ field: 'name', kind: 'invisible' });
    expect(findRefusedField({ name: 'Ann\u0000\u202e' }, schema, '')).toEqual({
      field: 'name',
      kind: 'control',
    });
    expect(findRefusedField({ 'we\u200bird': 'x' }, schema, '')).toEqual({
      field: 'A field',
      kind: 'invisible',
    });
  });

  it('lets passwords and free text keep them (but not control characters)', () => {
    expect(findRefusedField({ password: 'pass\u200bword\u202e', message: 'שלום\u200f' }, schema, '')).toBe(
      undefined,
    );
    expect(findRefusedField({ password: 'pass\u0000' }, schema, '')).toEqual({
      field: 'password',
      kind: 'control',
    });
  });
});

describe('mediaTypeOf', () => {
  it('keeps the type and subtype, in lower case, without parameters', () => {
    expect(mediaTypeOf('Application/JSON; charset=UTF-8')).toBe('application/json');
    expect(mediaTypeOf('multipart/form-data; boundary=x')).toBe('multipart/form-data');
    expect(mediaTypeOf('  ')).toBeUndefined();
    expect(mediaTypeOf(undefined)).toBeUndefined();
  });
});
