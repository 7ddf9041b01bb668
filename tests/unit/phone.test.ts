import { describe, expect, it } from 'vitest';
import { formatUsPhone, isValidUsPhone, keepPhoneDigits, normalizeUsPhone } from '../../src/shared/phone';
import { usPhoneMetadata } from '../../src/shared/usPhoneMetadata';
import { extractUsMetadata } from '../tools/usPhoneMetadata';

describe('normalizeUsPhone', () => {
  it.each([
    ['4075550142', '4075550142'],
    ['(407) 555-0142', '4075550142'],
    ['407.555.0142', '4075550142'],
    ['407-555-0142', '4075550142'],
    ['+1 407 555 0142', '4075550142'],
    ['1 (813) 555-0199', '8135550199'],
    ['  904 555 0100 ', '9045550100'],
  ])('keeps the 10 digits of %s', (input, digits) => {
    expect(normalizeUsPhone(input)).toBe(digits);
    expect(isValidUsPhone(input)).toBe(true);
  });

  it.each([
    ['', 'empty'],
    ['407555014', '9 digits'],
    ['40755501421', '11 digits not starting with the country code'],
    ['1234567890', 'area code starting with 1'],
    ['0075550142', 'area code starting with 0'],
    ['4071234567', 'exchange starting with 1'],
    ['5555555555', 'not an assigned area code'],
    ['4165550142', 'a Canadian number (shares +1)'],
    ['+44 20 7946 0958', 'another country'],
    ['407-555-O142', 'a letter O instead of a zero'],
    ['407 555 0142 ext 2', 'an extension'],
  ])('refuses %s (%s)', (input) => {
    expect(normalizeUsPhone(input)).toBeNull();
    expect(isValidUsPhone(input)).toBe(false);
  });
});

describe('keepPhoneDigits', () => {
  it('drops everything but digits and keeps at most 10', () => {
    expect(keepPhoneDigits('(407) 555-0142')).toBe('4075550142');
    expect(keepPhoneDigits('407555014299')).toBe('4075550142');
    expect(keepPhoneDigits('abc')).toBe('');
    expect(keepPhoneDigits('40')).toBe('40');
  });

  it('drops the US country code', () => {
    expect(keepPhoneDigits('+1 (407) 555-0142')).toBe('4075550142');
    expect(keepPhoneDigits('1')).toBe('');
  });
});

describe('formatUsPhone', () => {
  it('shows 10 digits as (123) 456-7890', () => {
    expect(formatUsPhone('4075550142')).toBe('(407) 555-0142');
  });

  it('shows partial input without trailing punctuation, so deleting always removes a digit', () => {
    expect(formatUsPhone('')).toBe('');
    expect(formatUsPhone('4')).toBe('(4');
    expect(formatUsPhone('407')).toBe('(407');
    expect(formatUsPhone('4075')).toBe('(407) 5');
    expect(formatUsPhone('407555')).toBe('(407) 555');
    expect(formatUsPhone('4075550')).toBe('(407) 555-0');
  });

  it('ignores non-digits and anything past 10 digits', () => {
    expect(formatUsPhone('(407) 555-0142 99')).toBe('(407) 555-0142');
  });

  it('round-trips with keepPhoneDigits while typing', () => {
    let shown = '';
    for (const key of '4075550142') shown = formatUsPhone(keepPhoneDigits(shown + key));
    expect(shown).toBe('(407) 555-0142');
    shown = formatUsPhone(keepPhoneDigits(shown.slice(0, -1)));
    expect(shown).toBe('(407) 555-014');
  });
});

describe('US-only phone metadata', () => {
  it('is what the tool extracts from the installed libphonenumber-js (run tests/tools/usPhoneMetadata.ts after an upgrade)', () => {
    expect(usPhoneMetadata).toEqual(extractUsMetadata());
  });
});
