import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authTokenIn } from '../../shared/cookieText';
import { languageChoiceIn } from '../../shared/i18n/languageChoice';
import { DEFAULT_LOCALE, LOCALE_PATH_PREFIX, LOCALES, pathInLocale } from '../../shared/i18n/locales';
import type { Config } from '../config/config';
import { requestErrors, sendError } from '../http/requestErrors';
import { type CachedDocument, sendDocument } from './document';
import { type PrerenderManifest, readManifest } from './manifest';
import { loadPageCache, notFoundFor, type PageCache } from './pageCache';
import { type PageGates, privatePageHandler } from './privatePage';
import { robotsTxt, sitemapXml } from './seoFiles';
import { registerStaticFiles } from './staticFiles';
import { sendPage } from './themedPages';

/** The built site as the server holds it; null when `npm run build` has not run. */
export interface WebBuild {
  manifest: PrerenderManifest;
  cache: PageCache;
  robots: CachedDocument;
  sitemap: CachedDocument;
}

const NOT_BUILT = 'The web app has not been built. Run "npm run build" (npm start does it for you).';

/** Reads the build once at start-up (see pageCache.ts); the CSP needs its script hashes before routes. */
export async function loadWebBuild(
  config: Pick<Config, 'webDir' | 'publicUrl' | 'pageCacheDir'>,
): Promise<WebBuild | null> {
  const manifest = await readManifest(config.webDir);
  if (!manifest) return null;
  const origin = config.publicUrl.replace(/\/+$/, '');
  const { extra, ...cache } = await loadPageCache(
    config.webDir,
    manifest,
    origin,
    [
      { type: 'text/plain; charset=utf-8', text: robotsTxt(manifest, origin) },
      { type: 'application/xml; charset=utf-8', text: sitemapXml(manifest, origin) },
    ],
    config.pageCacheDir,
  );
  const [robots, sitemap] = extra as [CachedDocument, CachedDocument];
  return { manifest, cache, robots, sitemap };
}

/** Whether the request carries a session (the web app's `authToken` cookie), valid or not. */
export function signedInRequest(request: FastifyRequest): boolean {
  return authTokenIn(request.headers.cookie ?? '') !== null;
}

function isApi(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** A request URL's path and its query (with its `?`, or ''). */
function splitUrl(url: string): { pathname: string; query: string } {
  const q = url.indexOf('?');
  return q === -1 ? { pathname: url, query: '' } : { pathname: url.slice(0, q), query: url.slice(q) };
}

/** The language homes whose address ends in a slash (issue 39): `/es` -> `/es/`. */
const LANGUAGE_HOMES = new Map(
  LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => [
    LOCALE_PATH_PREFIX[locale],
    pathInLocale('/', locale),
  ]),
);

/**
 * The address a public page is really at, for a near miss (query kept): `/about/` -> `/about` when `/about`
 * is one of `pages`, and a language's home without its slash, `/es` -> `/es/`; otherwise null.
 */
function canonicalPageUrl(url: string, pages: ReadonlySet<string>): string | null {
  const { pathname, query } = splitUrl(url);
  const home = LANGUAGE_HOMES.get(pathname);
  if (home !== undefined) return pages.has(home) ? home + query : null;
  if (pathname === '/' || !pathname.endsWith('/')) return null;
  const bare = pathname.replace(/\/+$/, '');
  if (pages.has(bare)) return bare + query;
  // `/es//` and the like: the home of its language when that is a page.
  return pages.has(`${bare}/`) ? `${bare}/${query}` : null;
}

/**
 * `/` for a visitor who chose another language (issue 39: the `lang` cookie the language switch writes):
 * where to send them (`/es/`, query kept), or null to answer the English home as for everyone else. Only
 * `/`: every other address is the page it names, in its language, whatever the cookie says.
 */
export function languageHomeRedirect(url: string, cookieHeader: string | undefined): string | null {
  const { pathname, query } = splitUrl(url);
  if (pathname !== '/') return null;
  const chosen = languageChoiceIn(cookieHeader);
  if (chosen === null || chosen === DEFAULT_LOCALE) return null;
  return pathInLocale('/', chosen) + query;
}

/**
 * Everything outside /api: each prerendered page at its path (200), in English at the root and in Spanish
 * under /es/ (issue 39), the build's files, robots.txt and sitemap.xml, and the not-found page in the
 * address's language with a real 404 for any other GET/HEAD. A private page answers as
 * its gate in `gates` decides (privatePage.ts). Without a build, pages answer a 503 that says how to
 * build; the API works either way.
 */
export async function registerWeb(
  app: FastifyInstance,
  webDir: string,
  build: WebBuild | null,
  gates: PageGates = new Map(),
): Promise<void> {
  const privatePaths = new Set(build?.manifest.pages.filter((page) => page.private).map((page) => page.path));
  // Only public pages redirect from a trailing slash: a redirect would tell anyone that a private page exists.
  const publicPaths = new Set(
    [...(build?.cache.pages.keys() ?? [])].filter((path) => !privatePaths.has(path)),
  );
  if (build) {
    await registerStaticFiles(app, webDir);
    for (const [path, page] of build.cache.pages) {
      if (path === '/') {
        app.get(path, (request, reply) => {
          const target = languageHomeRedirect(request.url, request.headers.cookie);
          if (target === null || !build.cache.pages.has(splitUrl(target).pathname)) {
            return sendPage(request, reply, page, 200, { noStore: signedInRequest(request) });
          }
          // Chosen by the visitor's cookie: no shared cache may keep it, and a browser's keys it by the cookie.
          return reply
            .header('cache-control', 'private, no-cache')
            .header('vary', 'Cookie')
            .redirect(target, 302);
        });
        continue;
      }
      if (!privatePaths.has(path)) {
        app.get(path, (request, reply) =>
          sendPage(request, reply, page, 200, { noStore: signedInRequest(request) }),
        );
        continue;
      }
      const gate = gates.get(path);
      if (!gate) app.log.warn({ path }, 'private page without a gate: every visitor gets the not-found page');
      app.get(path, privatePageHandler(page, notFoundFor(build.cache, path), gate));
    }
    app.get('/robots.txt', (request, reply) => sendDocument(request, reply, build.robots));
    app.get('/sitemap.xml', (request, reply) => sendDocument(request, reply, build.sitemap));
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (isApi(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return sendError(request, reply, 404, requestErrors.notFound);
    }
    if (!build) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    const target = canonicalPageUrl(request.url, publicPaths);
    if (target) return reply.redirect(target, 301);
    // An unknown address under /es/ gets the Spanish page (issue 39).
    return sendPage(request, reply, notFoundFor(build.cache, splitUrl(request.url).pathname), 404);
  });
}
