import { describe, expect, it } from 'vitest';
import { themedHtml, themesOf } from '../../src/server/web/themedPages';
import { THEME_COLORS, themeInCookies } from '../../src/shared/theme';
import { THEME_SCRIPT } from '../../src/web/prerender/document';

// The server's theme variant of a page (for visitors without JavaScript) and the inline theme script
// (for everyone else) must mark the page alike, or a visitor with JavaScript would see it change.

const TEMPLATE =
  '<!doctype html><html lang="en" data-mantine-color-scheme="dark"><head>' +
  '<meta name="theme-color" content="#0f172a" /></head>' +
  '<body data-theme="dark" class="theme-dark"><div id="root"></div></body></html>';

interface Marks {
  scheme: string | undefined;
  theme: string | undefined;
  className: string | undefined;
  /** The browser bar's colour (`<meta name="theme-color">`). */
  barColour: string | undefined;
}

/** What the inline script leaves on a page, run against a stand-in document. */
function scriptMarks(cookie: string, pathname: string): Marks {
  const element = () => ({
    attributes: new Map<string, string>(),
    className: '',
    setAttribute(name: string, value: string) {
      this.attributes.set(name, value);
    },
  });
  const documentElement = element();
  const body = element();
  const meta = element();
  meta.setAttribute('content', '#0f172a');
  const querySelector = (selector: string) => (selector === 'meta[name=theme-color]' ? meta : null);
  new Function('document', 'location', THEME_SCRIPT)(
    { cookie, documentElement, body, querySelector },
    { pathname },
  );
  return {
    scheme: documentElement.attributes.get('data-mantine-color-scheme'),
    theme: body.attributes.get('data-theme'),
    className: body.className,
    barColour: meta.attributes.get('content'),
  };
}

/** What the server sends for the same request. */
function serverMarks(cookie: string, pathname: string): Marks {
  const themes = themesOf(pathname);
  const wanted = themeInCookies(cookie);
  const html = themedHtml(TEMPLATE, themes.includes(wanted) ? wanted : 'dark');
  return {
    scheme: /<html[^>]*data-mantine-color-scheme="([^"]*)"/.exec(html)?.[1],
    theme: /<body[^>]*data-theme="([^"]*)"/.exec(html)?.[1],
    className: /<body[^>]*class="([^"]*)"/.exec(html)?.[1],
    barColour: /<meta name="theme-color" content="([^"]*)"/.exec(html)?.[1],
  };
}

const COOKIES = [
  '',
  'theme=%22light%22',
  'theme=%22dark%22',
  'a=1; theme=%22light%22; b=2',
  'authToken=%22x%22;theme=%22light%22',
  'theme=light',
  'theme=%22LIGHT%22',
  'theme=%7B',
  'theme=%E0%A4%A',
  'themes=%22light%22',
];

describe('theme variants', () => {
  for (const pathname of ['/', '/services', '/email-verification', '/no-such-page']) {
    it(`mark ${pathname} as the inline script does, for every cookie`, () => {
      for (const cookie of COOKIES) {
        expect(serverMarks(cookie, pathname), cookie).toEqual(scriptMarks(cookie, pathname));
      }
    });
  }

  it('are light only where the cookie asks for it and the page allows it', () => {
    expect(scriptMarks('theme=%22light%22', '/').scheme).toBe('light');
    expect(scriptMarks('theme=%22light%22', '/').barColour).toBe(THEME_COLORS.light);
    expect(scriptMarks('', '/').barColour).toBe(THEME_COLORS.dark);
    expect(scriptMarks('theme=%22light%22', '/email-verification').scheme).toBe('dark');
  });

  it('add the marks to a document that has none', () => {
    expect(themedHtml('<html><head></head><body><p>x</p></body></html>', 'light')).toBe(
      '<html data-mantine-color-scheme="light"><head></head>' +
        '<body data-theme="light" class="theme-light"><p>x</p></body></html>',
    );
  });
});
