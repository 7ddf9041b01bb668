import { describe, expect, it } from 'vitest';
import { mediaTypeOf } from '../../src/server/http/bodyMediaType';
import { findForbiddenField, hasForbiddenCharacter } from '../../src/server/http/controlCharacters';

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

describe('findForbiddenField', () => {
  const schema = {
    properties: {
      name: {},
      products: { items: { properties: { name: {}, message: { 'x-multiline': true } } } },
    },
  };

  it('names the first bad field by its path in the contract', () => {
    expect(
      findForbiddenField({ name: 'ok', products: [{ name: 'a' }, { name: 'b\u0000' }] }, schema, ''),
    ).toBe('products.1.name');
  });

  it('lets a field marked x-multiline keep its line breaks', () => {
    expect(
      findForbiddenField({ products: [{ name: 'a', message: 'one\ntwo' }] }, schema, ''),
    ).toBeUndefined();
  });

  it('never repeats a name the contract does not declare', () => {
    expect(findForbiddenField({ 'we\u0000ird': 'x' }, schema, '')).toBe('A field');
    expect(findForbiddenField({ undeclared: 'x\u0000' }, schema, '')).toBe('A field');
    expect(findForbiddenField({ products: [{ extra: 'x\u0000' }] }, schema, '')).toBe('products.0');
    expect(findForbiddenField({ x: '\u0001' }, undefined, '', 'A query parameter')).toBe('A query parameter');
  });

  it('checks a bare string body too', () => {
    expect(findForbiddenField('x\u0000', undefined, '')).toBe('The request');
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
