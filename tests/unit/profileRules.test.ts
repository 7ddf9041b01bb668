import { describe, expect, it } from 'vitest';
import { failureMessage, serverErrorText } from '../../src/shared/apiErrors';
import { searchContactNumbers, shortContactId } from '../../src/shared/contactNumberList';
import { messages } from '../../src/shared/messages';
import {
  changesBesidesEmail,
  formFromUser,
  isProfileChanged,
  mergeFetchedUser,
  profileErrors,
  profileUpdateBody,
} from '../../src/shared/profileRules';
import { isSixDigitCode, keepCodeDigits } from '../../src/shared/sixDigitCode';

const saved = { first_name: 'Ana', last_name: 'Lopez', username: 'ana', email: 'ana@example.com' };

describe('profile form rules (SPEC 5)', () => {
  it('is unchanged until a field differs or a password is typed', () => {
    const form = formFromUser(saved);
    expect(isProfileChanged(form, saved)).toBe(false);
    expect(isProfileChanged({ ...form, last_name: 'López' }, saved)).toBe(true);
    expect(isProfileChanged({ ...form, currentPassword: 'x' }, saved)).toBe(true);
  });

  it('gives the exact messages', () => {
    const form = {
      ...formFromUser(saved),
      username: 'u'.repeat(21),
      newPassword: 'short',
      confirmPassword: 'other',
    };
    expect(profileErrors(form)).toEqual({
      username: messages.profile.usernameTooLong,
      newPassword: messages.profile.passwordTooShort,
      confirmPassword: messages.profile.passwordsDoNotMatch,
    });
    expect(profileErrors({ ...formFromUser(saved), username: 'u'.repeat(20) })).toEqual({});
    expect(
      profileErrors({ ...formFromUser(saved), newPassword: 'long enough', confirmPassword: 'long enough' }),
    ).toEqual({});
  });

  it('sends only what changed, with the current password when one is typed', () => {
    const form = { ...formFromUser(saved), email: ' new@example.com ', currentPassword: 'old password' };
    expect(profileUpdateBody(form, saved)).toEqual({
      email: 'new@example.com',
      password: { current: 'old password' },
    });
    const change = {
      ...formFromUser(saved),
      currentPassword: 'old',
      newPassword: 'new password',
      confirmPassword: 'new password',
    };
    expect(profileUpdateBody(change, saved)).toEqual({
      password: { current: 'old', changed: 'new password' },
    });
    expect(profileUpdateBody(formFromUser(saved), saved)).toEqual({});
  });

  it('tells a save that only asks for a new e-mail address (which waits for its code) from one that saves more', () => {
    expect(changesBesidesEmail({ email: 'new@example.com', password: { current: 'old' } })).toBe(false);
    expect(changesBesidesEmail({ email: 'new@example.com', first_name: 'Anna' })).toBe(true);
    expect(
      changesBesidesEmail({ email: 'new@example.com', password: { current: 'old', changed: 'new pass' } }),
    ).toBe(true);
    expect(changesBesidesEmail({ username: 'anna' })).toBe(true);
  });

  it('a refetch keeps edits in progress and updates the rest', () => {
    const form = { ...formFromUser(saved), first_name: 'Anabel' };
    const fetched = { ...saved, first_name: 'Anna', last_name: 'Diaz' };
    expect(mergeFetchedUser(form, saved, fetched)).toMatchObject({ first_name: 'Anabel', last_name: 'Diaz' });
  });

  it('six-digit code fields keep digits only, at most 6, and only six digits are a code', () => {
    expect(keepCodeDigits('12 34-56x789')).toBe('123456');
    expect(keepCodeDigits('abc')).toBe('');
    expect(isSixDigitCode('012345')).toBe(true);
    for (const bad of ['12345', '1234567', '12345a', ' 123456', '١٢٣٤٥٦', ''])
      expect(isSixDigitCode(bad)).toBe(false);
  });
});

describe('phone number list (SPEC 2)', () => {
  const numbers = [
    { id: 'a1b2c3d4e5f6', city: 'Orlando', type: 'Mobile', phone_number: '4075550142' },
    { id: 'ffeeddccbbaa', city: '', type: 'Work', phone_number: '8135550100' },
  ];

  it('shows ids as 6 characters and an ellipsis', () => {
    expect(shortContactId('a1b2c3d4e5f6')).toBe('a1b2c3…');
  });

  it.each([
    ['ORL', ['a1b2c3d4e5f6']],
    ['work', ['ffeeddccbbaa']],
    ['A1B2', ['a1b2c3d4e5f6']],
    ['813555', ['ffeeddccbbaa']],
    ['(407) 555', ['a1b2c3d4e5f6']],
    ['', ['a1b2c3d4e5f6', 'ffeeddccbbaa']],
    ['tampa', []],
  ])('search %j finds %j', (query, ids) => {
    expect(searchContactNumbers(numbers, query).map((entry) => entry.id)).toEqual(ids);
  });
});

describe('reading API failures', () => {
  it('prefers the server text, else the fallback', () => {
    expect(serverErrorText({ status: 400, body: { error: 'Wrong code' } }, 'Invalid code')).toBe(
      'Wrong code',
    );
    expect(serverErrorText({ status: 500, body: null }, 'Invalid code')).toBe('Invalid code');
    expect(serverErrorText(new TypeError('Failed to fetch'), 'Invalid code')).toBe('Invalid code');
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});
