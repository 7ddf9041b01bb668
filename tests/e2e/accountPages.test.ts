import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../src/shared/messages';
import { browserAvailability } from '../helpers/browser';
import { createSignedInUser } from '../helpers/sessionFixture';
import { axeViolations, type Site, startSite, VARIANTS } from './siteFixture';

const availability = browserAvailability();

// The rest of SPEC's route table — the account pages and the not-found page — at both widths and in both
// themes: one h1 each, unique titles, and no axe-core violations. (The public pages have their own sweeps in
// sitePages.test.ts and cataloguePages.test.ts.)
const GUEST_PAGES: Record<string, string> = {
  '/register': 'Create your account',
  '/email-verification': 'Verify your email',
  '/reset-password?token=abc&email=someone%40example.com': 'Reset your password',
  '/no/such/page': messages.notFound.heading,
};
const ACCOUNT_PAGES: Record<string, string> = {
  '/profile': 'Your profile',
  '/settings': 'Settings',
};

describe.skipIf(!availability.available)('account and not-found pages', () => {
  let web: Site;
  let signedIn: Record<string, unknown>;

  beforeAll(async () => {
    if (!availability.available) return;
    web = await startSite(availability.path);
    const user = await createSignedInUser(web.server.database.db, { first_name: 'Ana', last_name: 'Reyes' });
    signedIn = {
      authToken: user.token,
      authUser: {
        first_name: 'Ana',
        last_name: 'Reyes',
        email: user.email,
        username: user.username,
        profileimg: null,
      },
    };
  });
  afterAll(async () => {
    await web?.close();
  });

  const cases = Object.entries({ ...GUEST_PAGES, ...ACCOUNT_PAGES });
  const cookiesFor = (path: string) => (path in ACCOUNT_PAGES ? signedIn : {});

  it('give every page one h1 and its own title', async () => {
    const titles = new Set<string>();
    for (const [path, heading] of cases) {
      const { page } = await web.open(path, { cookies: cookiesFor(path) });
      expect(await page.locator('h1').allTextContents()).toEqual([heading]);
      titles.add(await page.title());
    }
    expect(titles.size).toBe(cases.length);
  });

  it.each(VARIANTS.flatMap((variant) => cases.map(([path]) => ({ ...variant, path }))))(
    '$path passes axe-core with no violations ($theme, $width px)',
    async ({ theme, width, path }) => {
      const { page, errors } = await web.open(path, {
        theme,
        width,
        reducedMotion: 'reduce',
        cookies: cookiesFor(path),
      });
      expect(await axeViolations(page)).toEqual([]);
      expect(errors).toEqual([]);
    },
  );
});
