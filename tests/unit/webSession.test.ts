import { afterEach, describe, expect, it, vi } from 'vitest';
import { serializeCookie } from '../../src/api/cookies';
import { isSignedIn, isStaff, readSignedInUser } from '../../src/web/session';

const now = new Date();
const pair = (name: Parameters<typeof serializeCookie>[0], value: unknown) =>
  serializeCookie(name, value, 30, now).split(';')[0];
const user = {
  first_name: 'Ana',
  last_name: 'Diaz',
  email: 'ana@example.com',
  username: 'ana',
  profileimg: null,
};

function withCookies(...pairs: (string | undefined)[]) {
  vi.stubGlobal('document', { cookie: pairs.filter(Boolean).join('; ') });
}

describe('session', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is signed in with a user object and a token', () => {
    withCookies(pair('authUser', user), pair('authToken', 'abc'));
    expect(isSignedIn()).toBe(true);
    // A user stored before sign-in said who is staff reads as a customer.
    expect(readSignedInUser()).toEqual({ ...user, staff: false });
    expect(isStaff()).toBe(false);
  });

  it('is staff only when sign-in stored staff: true', () => {
    withCookies(pair('authUser', { ...user, staff: true }), pair('authToken', 'abc'));
    expect(isStaff()).toBe(true);
    withCookies(pair('authUser', { ...user, staff: 'yes' }), pair('authToken', 'abc'));
    expect(isStaff()).toBe(false);
    withCookies(pair('authUser', { ...user, staff: true }));
    expect(isStaff()).toBe(false);
  });

  it.each([
    ['no cookies', []],
    ['a user but no token', [pair('authUser', user)]],
    ['a token but no user', [pair('authToken', 'abc')]],
    ['a user that is not an object', [pair('authUser', 'ana'), pair('authToken', 'abc')]],
    ['an empty token', [pair('authUser', user), pair('authToken', '')]],
  ])('is a guest with %s', (_, pairs) => {
    withCookies(...pairs);
    expect(isSignedIn()).toBe(false);
    expect(readSignedInUser()).toBeNull();
  });

  it('is a guest where there is no document (prerendering)', () => {
    expect(isSignedIn()).toBe(false);
  });
});
