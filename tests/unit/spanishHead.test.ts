import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, describe, expect, it, vi } from 'vitest';

// The head of a page of the Spanish build (issue 39): the router's location has no /es prefix (router.tsx,
// ROUTER_BASENAME), so PageMeta adds it to the canonical and og:url, and names both languages' addresses.
// Analytics reports a Spanish page by its pattern with the prefix. SITE_LOCALE is the Spanish build's.
vi.mock('../../src/api/siteLocale', () => ({ SITE_LOCALE: 'es' }));
// The unit files of a worker share one module graph (vite.config.ts): the modules below are imported anew
// under the mock, and the next file gets the English ones back.
vi.resetModules();
afterAll(() => {
  vi.doUnmock('../../src/api/siteLocale');
  vi.resetModules();
});

const { PageMeta } = await import('../../src/web/components/PageMeta');
const { SiteOriginContext } = await import('../../src/web/components/siteOrigin');
const { pageToReport } = await import('../../src/web/analytics');
const { ROUTER_BASENAME } = await import('../../src/web/router');

const ORIGIN = 'https://www.example.test';

function head(pathname: string, noIndex = false): string {
  return renderToStaticMarkup(
    createElement(
      SiteOriginContext.Provider,
      { value: ORIGIN },
      createElement(
        MemoryRouter,
        { initialEntries: [pathname] },
        createElement(PageMeta, { title: 'Título', description: 'Descripción', noIndex }),
      ),
    ),
  );
}

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

describe('a Spanish page head', () => {
  it('has its own Spanish canonical and og:url, es_US with en_US as the alternate', () => {
    const html = head('/products/standby-generators');
    expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(
      `${ORIGIN}/es/products/standby-generators`,
    );
    expect(attribute(html, /<meta property="og:url" content="([^"]+)"/)).toBe(
      `${ORIGIN}/es/products/standby-generators`,
    );
    expect(attribute(html, /<meta property="og:locale" content="([^"]+)"/)).toBe('es_US');
    expect(attribute(html, /<meta property="og:locale:alternate" content="([^"]+)"/)).toBe('en_US');
  });

  it('names the page in both languages, English as the x-default; the home is /es/', () => {
    const alternates = (html: string) =>
      Object.fromEntries(
        [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/gi)].map((m) => [
          m[1],
          m[2],
        ]),
      );
    expect(alternates(head('/about'))).toEqual({
      en: `${ORIGIN}/about`,
      es: `${ORIGIN}/es/about`,
      'x-default': `${ORIGIN}/about`,
    });
    const home = head('/');
    expect(attribute(home, /<link rel="canonical" href="([^"]+)"/)).toBe(`${ORIGIN}/es/`);
    expect(alternates(home)).toEqual({ en: `${ORIGIN}/`, es: `${ORIGIN}/es/`, 'x-default': `${ORIGIN}/` });
  });

  it('a page search engines should not list (the 404) has neither canonical nor alternates', () => {
    const html = head('/no-such-page', true);
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toMatch(/hreflang/i);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });
});

describe('the Spanish build', () => {
  it('routes under /es/', () => {
    expect(ROUTER_BASENAME).toBe('/es/');
  });

  it('reports a page to analytics by its pattern under /es', () => {
    const state = (pattern: string[]) => ({
      location: { pathname: '/es/services/installations', search: '' },
      navigation: { state: 'idle' },
      matches: pattern.map((path) => ({ route: { path } })),
    });
    expect(pageToReport(null, state(['/', 'services/:slug']))?.path).toBe('/es/services/:slug');
    expect(pageToReport(null, state(['/']))?.path).toBe('/es/');
  });
});
