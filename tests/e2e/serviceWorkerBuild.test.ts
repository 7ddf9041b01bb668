// Issue 29: the service worker as the build writes it (run after `npm run build`): deterministic, no browser.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OFFLINE_PATH, type WorkerBuild } from '../../src/web/serviceWorker/cacheNames';
import { DEFAULT_WEB_DIR, KIB, kib, pageWeight, transferSize } from '../helpers/pageWeight';

const webDir = DEFAULT_WEB_DIR;

/** What the install may fetch beyond what the home page's first load already brought (HTTP-cached). */
const INSTALL_EXTRA_BUDGET = 64 * KIB;
/** The worker script itself, as sent. */
const WORKER_BUDGET = 12 * KIB;

function workerSource(): string {
  const file = path.join(webDir, 'sw.js');
  if (!existsSync(file)) throw new Error(`${file} is missing: run \`npm run build\` first.`);
  return readFileSync(file, 'utf8');
}

/** The facts the build wrote into the worker (prerender/serviceWorkerBuild.ts). */
function workerBuild(): WorkerBuild {
  const json = /"version":"[0-9a-f]{12}".*?"pages":\[[^\]]*\]\}/.exec(workerSource())?.[0];
  if (!json) throw new Error('sw.js holds no build facts: was __SW_BUILD__ replaced?');
  // The build wrote this object with JSON.stringify; its fields are checked by the tests below.
  return JSON.parse(`{${json}`) as WorkerBuild;
}

function manifestPages(): { path: string; sitemap: boolean }[] {
  return JSON.parse(readFileSync(path.join(webDir, 'prerender.json'), 'utf8')).pages;
}

/** The offline page in each language (issue 39): /offline and /es/offline. */
const OFFLINE_PAGES = [OFFLINE_PATH, `/es${OFFLINE_PATH}`];

/** The file under the web dir that a precached URL names. */
const fileOf = (url: string) => (OFFLINE_PAGES.includes(url) ? `${url.slice(1)}/index.html` : url.slice(1));

/** The app's chunks a document starts with (its entry script's data-modules). */
function startModules(file: string): string[] {
  const html = readFileSync(path.join(webDir, file), 'utf8');
  return (/data-modules="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').filter(Boolean);
}

describe('the built service worker', () => {
  it('has its build facts written in, and keeps only the public pages', () => {
    expect(workerSource()).not.toContain('__SW_BUILD__');
    const { pages } = workerBuild();
    const publicPages = manifestPages()
      .filter((page) => page.sitemap)
      .map((page) => page.path);
    expect([...pages].sort()).toEqual([...publicPages].sort());
    for (const path of ['/profile', '/settings', '/staff', '/register', ...OFFLINE_PAGES, '/es/profile'])
      expect(pages, path).not.toContain(path);
    // Both languages' public pages (issue 39).
    expect(pages).toContain('/es/');
    expect(pages).toContain('/es/products/standby-generators');
    expect(pages.some((page) => page.startsWith('/api') || page.includes(':'))).toBe(false);
  });

  it('installs the offline page, the app, the font and the install icons, and no page of anyone', () => {
    const urls = workerBuild().precache.map((item) => item.url);
    for (const offline of OFFLINE_PAGES) expect(urls).toContain(offline);
    expect(urls).toContain('/manifest.webmanifest');
    expect(urls.some((url) => /^\/assets\/inter-latin-wght-normal-.+\.woff2$/.test(url))).toBe(true);
    expect(urls.some((url) => /^\/assets\/boot-.+\.js$/.test(url))).toBe(true);
    // What a page of this build needs to hear of the next one, which the next deploy takes off the server.
    expect(urls.some((url) => /^\/assets\/UpdateOffer-.+\.js$/.test(url))).toBe(true);
    expect(urls.some((url) => /^\/assets\/serviceWorker-.+\.js$/.test(url))).toBe(true);
    expect(urls.filter((url) => url.startsWith('/icons/')).length).toBeGreaterThanOrEqual(3);
    for (const url of urls) {
      expect(existsSync(path.join(webDir, fileOf(url))), url).toBe(true);
      expect(url.startsWith('/api'), url).toBe(false);
    }
    // A file whose name has no content hash is revisioned by its bytes, so a deploy replaces it.
    for (const item of workerBuild().precache)
      expect(item.revision === null, item.url).toBe(item.url.startsWith('/assets/'));
  });

  it(`is at most ${kib(WORKER_BUDGET)} as sent, and its install adds at most ${kib(INSTALL_EXTRA_BUDGET)} to a first visit`, async () => {
    const worker = await transferSize(path.join(webDir, 'sw.js'));
    expect(worker.transferBytes, `sw.js is ${kib(worker.transferBytes)}`).toBeLessThanOrEqual(WORKER_BUDGET);
    const home = await pageWeight('index.html', webDir);
    const loaded = new Set(home.resources.map((resource) => `/${resource.file}`));
    const extra: string[] = [];
    let bytes = 0;
    for (const { url } of workerBuild().precache) {
      if (loaded.has(url)) continue;
      const file = fileOf(url);
      const size = (await transferSize(path.join(webDir, file))).transferBytes;
      bytes += size;
      extra.push(`  ${kib(size).padStart(10)}  ${url}`);
    }
    expect(bytes, `the install fetches ${kib(bytes)} more:\n${extra.join('\n')}`).toBeLessThanOrEqual(
      INSTALL_EXTRA_BUDGET,
    );
  });

  it('installs the English app only: a Spanish visitor keeps the Spanish app as the pages load it (issue 39)', () => {
    const urls = new Set(workerBuild().precache.map((item) => item.url));
    const english = new Set(startModules('index.html'));
    const spanishOnly = startModules('es/index.html').filter((url) => !english.has(url));
    // The Spanish app differs from the English one (its texts) and is not installed: neither its app chunk
    // nor its boot module (a small library chunk the Spanish update offer imports may be).
    const spanishApp = spanishOnly.filter((url) => /^\/assets\/(app|boot)-.+\.js$/.test(url));
    expect(spanishApp.length).toBeGreaterThan(0);
    expect(spanishApp.filter((url) => urls.has(url))).toEqual([]);
    // The Spanish update offer is (the same file as the English one when their bytes match), so a Spanish
    // page open across a deploy still hears of the new version.
    expect([...urls].filter((url) => /^\/assets\/UpdateOffer-.+\.js$/.test(url)).length).toBeGreaterThan(0);
  });

  it('serves the Spanish offline page in Spanish, without the app, its script the same as the English one', () => {
    const english = readFileSync(path.join(webDir, 'offline/index.html'), 'utf8');
    const spanish = readFileSync(path.join(webDir, 'es/offline/index.html'), 'utf8');
    expect(spanish).toContain('<html lang="es"');
    expect(english).toContain('<html lang="en"');
    expect(spanish).not.toMatch(/<script type="module"/);
    const scripts = (html: string) => [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(scripts(spanish)).toEqual(scripts(english));
  });

  it('serves the offline page without the app: no module script, and its one script allowed by hash', () => {
    const html = readFileSync(path.join(webDir, 'offline/index.html'), 'utf8');
    expect(html).not.toMatch(/<script type="module"/);
    expect(html).not.toContain('data-app-ready');
    const hashes: string[] = JSON.parse(
      readFileSync(path.join(webDir, 'prerender.json'), 'utf8'),
    ).scriptHashes;
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(inline.length).toBe(2);
    for (const script of inline) {
      const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
      expect(hashes, script.slice(0, 60)).toContain(hash);
    }
  });
});
