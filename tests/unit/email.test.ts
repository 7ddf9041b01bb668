import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail } from '../../src/shared/email';

describe('isValidEmail', () => {
  it.each([
    'jane@example.com',
    'Jane.Doe+estimate@mail.example.co',
    "o'brien@example.org",
    '  padded@example.com  ',
    'x@sub-domain.example.io',
  ])('accepts %s', (input) => {
    expect(isValidEmail(input)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['plainaddress', 'no @'],
    ['@example.com', 'no local part'],
    ['jane@', 'no domain'],
    ['jane@localhost', 'an undotted domain'],
    ['jane@example..com', 'an empty label'],
    ['jane@-example.com', 'a label starting with a hyphen'],
    ['jane doe@example.com', 'a space'],
    ['jane..doe@example.com', 'two dots in a row'],
    ['jane@127.0.0.1', 'an IP address'],
    ['jane@exa_mple.com', 'an underscore in the domain'],
    [`${'a'.repeat(65)}@example.com`, 'a local part over 64 characters'],
    [`jane@${'a'.repeat(250)}.com`, 'over 254 characters'],
  ])('refuses %s (%s)', (input) => {
    expect(isValidEmail(input)).toBe(false);
  });
});

describe('normalizeEmail', () => {
  it('trims and keeps the case', () => {
    expect(normalizeEmail('  Jane@Example.com ')).toBe('Jane@Example.com');
  });
});
