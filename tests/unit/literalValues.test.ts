import { describe, expect, it } from 'vitest';
import { translate } from '../../src/server/i18n/translate';
import { formatWithLiteralValues } from '../../src/shared/i18n/literalValues';
import { msg } from '../../src/shared/i18n/message';

// Lingui decodes escape sequences in what it formats; what a person typed must come out as they typed it.
describe('values with backslashes keep their text', () => {
  it.each([
    ['\\u0000', 'Hi \\u0000,'],
    ['\\u202eevil', 'Hi \\u202eevil,'],
    ['Ana \\x41 "quoted" \\', 'Hi Ana \\x41 "quoted" \\,'],
  ])('a first name of %j', (firstName, expected) => {
    expect(translate('en', msg('mail.hi', { firstName }))).toBe(expected);
    expect(translate('es', 'mail.hi', { firstName })).toContain(firstName);
  });

  it('leaves values without a backslash to the formatter, numbers and dates included', () => {
    const seen: unknown[] = [];
    const text = formatWithLiteralValues({ a: 'plain', n: 3 }, (values) => {
      seen.push(values);
      return 'formatted';
    });
    expect(text).toBe('formatted');
    expect(seen).toEqual([{ a: 'plain', n: 3 }]);
  });

  it('puts several held values back in their places', () => {
    const text = formatWithLiteralValues(
      { first: 'a\\u0041', second: 'b\\x42' },
      (values) => `${values?.second} then ${values?.first}`,
    );
    expect(text).toBe('b\\x42 then a\\u0041');
  });
});
