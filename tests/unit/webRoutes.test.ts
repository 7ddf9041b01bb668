import { createMemoryRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { buildRoutes } from '../../src/web/router';

// SPEC section 2, route table.
const specPaths = [
  '/',
  '/register',
  '/email-verification',
  '/reset-password',
  '/profile',
  '/settings',
  '/services',
  '/services/installations',
  '/services/maintenance-repairs',
  '/services/commercial-industrial',
  '/services/residential',
  '/services/firepumps',
  '/products',
  '/products/portable-generators',
  '/products/standby-generators',
  '/products/transfer-switches',
  '/products/fuel-tanks',
  '/locations',
  '/about',
  '/about/our-story',
  '/privacy-policy',
  '/terms-of-service',
];

const guest = { isSignedIn: () => false };
const member = { isSignedIn: () => true };

function leaf(routes: RouteObject[], path: string): RouteObject | undefined {
  return matchRoutes(routes, path)?.at(-1)?.route;
}

async function settle(routes: RouteObject[], path: string): Promise<string> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized && router.state.navigation.state === 'idle') return resolve();
    const stop = router.subscribe((state) => {
      if (state.initialized && state.navigation.state === 'idle') {
        stop();
        resolve();
      }
    });
  });
  const { pathname } = router.state.location;
  router.dispose();
  return pathname;
}

describe('route table', () => {
  it.each(specPaths)('%s has its own page', (path) => {
    const route = leaf(buildRoutes(member), path);
    expect(route?.path).not.toBe('*');
    // Lazily loaded, so a page's code is only downloaded when it is visited.
    expect(route?.lazy).toBeTypeOf('function');
    expect(route?.Component).toBeUndefined();
  });

  it.each(['/nope', '/services/nope', '/products/portable-generators/x'])('%s is not found', (path) => {
    expect(leaf(buildRoutes(guest), path)?.path).toBe('*');
  });

  it('for guests, /profile and /settings are only redirects, with no page code', async () => {
    for (const path of ['/profile', '/settings']) {
      expect(leaf(buildRoutes(guest), path)?.lazy).toBeUndefined();
      expect(await settle(buildRoutes(guest), path)).toBe('/');
    }
  });

  it('signed-in visitors reach /profile and /settings but are sent home from /register', async () => {
    expect(await settle(buildRoutes(member), '/profile')).toBe('/profile');
    expect(await settle(buildRoutes(member), '/settings')).toBe('/settings');
    expect(await settle(buildRoutes(member), '/register')).toBe('/');
    expect(await settle(buildRoutes(guest), '/register')).toBe('/register');
  });

  it('an account page re-checks the session on each visit', async () => {
    let signedIn = true;
    const routes = buildRoutes({ isSignedIn: () => signedIn });
    signedIn = false;
    expect(await settle(routes, '/settings')).toBe('/');
  });
});

describe('the staff inbox route', () => {
  const staff = { isSignedIn: () => true, isStaff: () => true };

  it('is a private shell: served only to staff, never in the sitemap', () => {
    for (const session of [guest, member, staff]) {
      const route = leaf(buildRoutes(session), '/staff');
      expect(route?.path).toBe('staff');
      expect(route?.handle).toMatchObject({ prerender: 'private' });
    }
  });

  it('draws the inbox for staff and the not-found page for everyone else', () => {
    expect(leaf(buildRoutes(staff), '/staff')?.handle).toMatchObject({ page: 'StaffPage' });
    expect(leaf(buildRoutes(member), '/staff')?.handle).toMatchObject({ page: 'NotFoundPage' });
    expect(leaf(buildRoutes(guest), '/staff')?.handle).toMatchObject({ page: 'NotFoundPage' });
  });
});
