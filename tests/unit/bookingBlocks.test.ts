import { describe, expect, it } from 'vitest';
import { blockableDomains, bookingBlockMessages, normalizeBlockValue } from '../../src/shared/bookingBlocks';

// The block list's values (issue 38) are stored in the form the booking's check compares.

describe('normalizeBlockValue', () => {
  it.each([
    ['email', '  Mallory@Example.COM ', { value: 'mallory@example.com' }],
    ['email', 'no-at-sign.example', { error: bookingBlockMessages.badEmail }],
    ['phone', '+1 (407) 555-0199', { value: '4075550199' }],
    ['phone', '407.555.0199', { value: '4075550199' }],
    ['phone', '123', { error: bookingBlockMessages.badPhone }],
    ['phone', '(416) 555-0199x', { error: bookingBlockMessages.badPhone }],
    ['domain', ' @Spam-Mail.Example ', { value: 'spam-mail.example' }],
    ['domain', 'localhost', { error: bookingBlockMessages.badDomain }],
    ['domain', 'example.123', { error: bookingBlockMessages.badDomain }],
    ['domain', 'bad_label.example', { error: bookingBlockMessages.badDomain }],
  ] as const)('%s %j', (kind, input, expected) => {
    expect(normalizeBlockValue(kind, input)).toEqual(expected);
  });
});

describe('blockableDomains', () => {
  it('names the address’s domain and each parent, never the top-level domain', () => {
    expect(blockableDomains('Eve@A.Mail.Example.com')).toEqual([
      'a.mail.example.com',
      'mail.example.com',
      'example.com',
    ]);
    expect(blockableDomains('eve@example.com')).toEqual(['example.com']);
  });
});
