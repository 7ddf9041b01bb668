// `npm run build`, last step: writes every route's document into dist/web with the server-side
// render built by `vite build --ssr` (dist/ssr; dist/ssr-es for the Spanish pages under /es/), the manifest the server reads (prerender.json), the
// service worker's list of what to install and keep (serviceWorkerBuild.ts), and brotli and gzip copies
// of the text assets. Source maps move out of the served folder.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/i18n/locales';
import { compressTextAssets, listFiles } from './compressAssets';
import { INLINE_SCRIPTS, pageDocument } from './document';
import type { PrerenderTarget } from './entry-server';
import { OFFLINE_PAGE_SCRIPT } from './offlinePageScript';
import { BOOT_MODULE, type BuildManifest, laterAssets, moduleAssets, pageModule } from './pageAssets';
import { injectWorkerBuild, type OfflinePage, workerBuild } from './serviceWorkerBuild';

type Entry = typeof import('./entry-server');

const webDir = path.resolve('dist/web');
const mapsDir = path.resolve('dist/sourcemaps');

/**
 * Each language's build (issue 39): English is built into dist/web itself, another language into
 * dist/web-<locale> (vite.config.ts) with its server render in dist/ssr-<locale>. Its documents go under
 * dist/web/<locale>/.
 */
interface LanguageBuild {
  locale: Locale;
  builtDir: string;
  ssrEntry: string;
  /** The folder under dist/web its documents are written to: '' for English, 'es/' for Spanish. */
  folder: string;
}

const LANGUAGE_BUILDS: LanguageBuild[] = LOCALES.map((locale) =>
  locale === DEFAULT_LOCALE
    ? { locale, builtDir: webDir, ssrEntry: path.resolve('dist/ssr/entry-server.js'), folder: '' }
    : {
        locale,
        builtDir: path.resolve(`dist/web-${locale}`),
        ssrEntry: path.resolve(`dist/ssr-${locale}/entry-server.js`),
        folder: `${locale}/`,
      },
);

function fileFor(target: PrerenderTarget): string {
  if (target.kind === 'notFound') return '404.html';
  if (target.path === '/') return 'index.html';
  // A parameter's segment (":token") is a valid name only on some file systems.
  return `${target.path.slice(1).replaceAll(':', '_')}/index.html`;
}

async function moveSourceMaps(): Promise<void> {
  for (const file of await listFiles(webDir)) {
    if (!file.endsWith('.map')) continue;
    const target = path.join(mapsDir, path.relative(webDir, file));
    await mkdir(path.dirname(target), { recursive: true });
    await rename(file, target);
  }
}

/**
 * Moves another language's built files into dist/web: its hashed scripts and styles beside the English
 * ones. A name both builds wrote is the same content (the name carries its hash) and is kept once; the
 * template and the manifest were read already and stay out, so nothing English is overwritten.
 */
async function mergeInto(builtDir: string): Promise<void> {
  for (const file of await listFiles(builtDir)) {
    const relative = path.relative(builtDir, file);
    if (relative === 'index.html') continue;
    const target = path.join(webDir, relative);
    if (existsSync(target)) continue;
    await mkdir(path.dirname(target), { recursive: true });
    await rename(file, target);
  }
  await rm(builtDir, { recursive: true });
}

await rm(mapsDir, { recursive: true, force: true });
// The self-hosted Inter's Latin file (src/web/fonts.css), under the name the build gave it (the same in
// every language's build).
const fonts = (await listFiles(path.join(webDir, 'assets')))
  .filter((file) => /\/inter-latin-wght-normal-[^/]+\.woff2$/.test(file))
  .map((file) => `/${path.relative(webDir, file)}`);
if (fonts.length !== 1)
  throw new Error(`expected one Inter Latin font file in the build, found ${fonts.length}`);
// The server's reading of it is src/server/web/manifest.ts.
const pages: { path: string; file: string; sitemap: boolean; private?: true }[] = [];
const notFound: Partial<Record<Locale, string>> = {};
const offlinePages: OfflinePage[] = [];
const manifests: BuildManifest[] = [];
for (const build of LANGUAGE_BUILDS) {
  const template = await readFile(path.join(build.builtDir, 'index.html'), 'utf8');
  const viteManifestDir = path.join(build.builtDir, '.vite');
  const manifest: BuildManifest = JSON.parse(
    await readFile(path.join(viteManifestDir, 'manifest.json'), 'utf8'),
  );
  await rm(viteManifestDir, { recursive: true });
  if (build.builtDir !== webDir) await mergeInto(build.builtDir);
  manifests.push(manifest);
  // Imported one language after the other: each server build holds its language's texts.
  const entry: Entry = await import(pathToFileURL(build.ssrEntry).href);
  if (entry.LOCALE !== build.locale)
    throw new Error(`${build.ssrEntry} renders ${entry.LOCALE}, expected ${build.locale}`);
  let offline: OfflinePage | undefined;
  for (const target of entry.prerenderTargets()) {
    const file = `${build.folder}${fileFor(target)}`;
    const address = entry.targetAddress(target);
    const markup = await entry.renderTarget(target);
    const withoutApp = target.kind === 'offline';
    const hydrate = !entry.isShellKind(target.kind) && !withoutApp;
    // A shell's page depends on the visitor (signed in or not), so only the app itself is preloaded.
    const modules = entry.isShellKind(target.kind) ? [BOOT_MODULE] : [BOOT_MODULE, pageModule(target.page)];
    const assets = moduleAssets(manifest, modules);
    const html = withoutApp
      ? pageDocument(template, {
          markup,
          hydrate,
          assets: { styles: assets.styles, scripts: [] },
          fonts,
          app: false,
          endScript: OFFLINE_PAGE_SCRIPT,
        })
      : pageDocument(template, { markup, hydrate, assets, later: laterAssets(manifest, modules), fonts });
    await mkdir(path.dirname(path.join(webDir, file)), { recursive: true });
    await writeFile(path.join(webDir, file), html);
    if (target.kind === 'notFound') notFound[build.locale] = file;
    else if (target.kind === 'private') pages.push({ path: address, file, sitemap: false, private: true });
    else pages.push({ path: address, file, sitemap: target.kind === 'page' });
    if (withoutApp) offline = { url: address, file, styles: assets.styles };
  }
  if (!notFound[build.locale]) throw new Error(`the ${build.locale} route table has no not-found route`);
  if (!offline) throw new Error(`the ${build.locale} route table has no offline page`);
  offlinePages.push(offline);
}

await injectWorkerBuild(
  webDir,
  await workerBuild({
    webDir,
    manifests,
    fonts,
    offline: offlinePages,
    pages: pages.filter((page) => page.sitemap).map((page) => page.path),
  }),
);

const scriptHashes = [...INLINE_SCRIPTS, OFFLINE_PAGE_SCRIPT].map(
  (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
);
const { [DEFAULT_LOCALE]: defaultNotFound, ...otherNotFound } = notFound;
await writeFile(
  path.join(webDir, 'prerender.json'),
  `${JSON.stringify({ pages, notFound: defaultNotFound, localeNotFound: otherNotFound, scriptHashes }, null, 2)}\n`,
);
await moveSourceMaps();
const compressed = await compressTextAssets(webDir);
process.stdout.write(
  `prerendered ${pages.length + LANGUAGE_BUILDS.length} documents in ${LANGUAGE_BUILDS.length} languages; ` +
    `compressed ${compressed} text files\n`,
);
