import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authTokenIn } from '../../shared/cookieText';
import type { Config } from '../config/config';
import { type CachedDocument, sendDocument } from './document';
import { type PrerenderManifest, readManifest } from './manifest';
import { loadPageCache, type PageCache } from './pageCache';
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

/** `/about/` -> `/about` (query kept) when `/about` is one of `pages`; otherwise null. */
function withoutTrailingSlash(url: string, pages: ReadonlySet<string>): string | null {
  const q = url.indexOf('?');
  const pathname = q === -1 ? url : url.slice(0, q);
  if (pathname === '/' || !pathname.endsWith('/')) return null;
  const bare = pathname.replace(/\/+$/, '');
  return pages.has(bare) ? bare + (q === -1 ? '' : url.slice(q)) : null;
}

/**
 * Everything outside /api: each prerendered page at its path (200), the build's files, robots.txt and
 * sitemap.xml, and the not-found page with a real 404 for any other GET/HEAD. A private page answers as
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
      if (!privatePaths.has(path)) {
        app.get(path, (request, reply) =>
          sendPage(request, reply, page, 200, { noStore: signedInRequest(request) }),
        );
        continue;
      }
      const gate = gates.get(path);
      if (!gate) app.log.warn({ path }, 'private page without a gate: every visitor gets the not-found page');
      app.get(path, privatePageHandler(page, build.cache.notFound, gate));
    }
    app.get('/robots.txt', (request, reply) => sendDocument(request, reply, build.robots));
    app.get('/sitemap.xml', (request, reply) => sendDocument(request, reply, build.sitemap));
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    if (isApi(request.url) || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ error: 'Not found' });
    }
    if (!build) return reply.code(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    const target = withoutTrailingSlash(request.url, publicPaths);
    if (target) return reply.redirect(target, 301);
    return sendPage(request, reply, build.cache.notFound, 404);
  });
}
