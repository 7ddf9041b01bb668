// `npm run build`, last step: writes every route's document into dist/web with the server-side
// render built by `vite build --ssr` (dist/ssr), the manifest the server reads (prerender.json), the
// service worker's list of what to install and keep (serviceWorkerBuild.ts), and brotli and gzip copies
// of the text assets. Source maps move out of the served folder.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { compressTextAssets, listFiles } from './compressAssets';
import { INLINE_SCRIPTS, pageDocument } from './document';
import type { PrerenderTarget } from './entry-server';
import { OFFLINE_PAGE_SCRIPT } from './offlinePageScript';
import { BOOT_MODULE, type BuildManifest, laterAssets, moduleAssets, pageModule } from './pageAssets';
import { injectWorkerBuild, workerBuild } from './serviceWorkerBuild';

type Entry = typeof import('./entry-server');

const webDir = path.resolve('dist/web');
const ssrEntry = path.resolve('dist/ssr/entry-server.js');
const mapsDir = path.resolve('dist/sourcemaps');

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

const entry: Entry = await import(pathToFileURL(ssrEntry).href);
const template = await readFile(path.join(webDir, 'index.html'), 'utf8');
const viteManifestDir = path.join(webDir, '.vite');
const manifest: BuildManifest = JSON.parse(
  await readFile(path.join(viteManifestDir, 'manifest.json'), 'utf8'),
);
await rm(viteManifestDir, { recursive: true });
await rm(mapsDir, { recursive: true, force: true });
// The self-hosted Inter's Latin file (src/web/fonts.css), under the name the build gave it.
const fonts = (await listFiles(path.join(webDir, 'assets')))
  .filter((file) => /\/inter-latin-wght-normal-[^/]+\.woff2$/.test(file))
  .map((file) => `/${path.relative(webDir, file)}`);
if (fonts.length !== 1)
  throw new Error(`expected one Inter Latin font file in the build, found ${fonts.length}`);
// The server's reading of it is src/server/web/manifest.ts.
const pages: { path: string; file: string; sitemap: boolean; private?: true }[] = [];
let notFound = '';
let offline: { url: string; file: string; styles: string[] } | undefined;
for (const target of entry.prerenderTargets()) {
  const file = fileFor(target);
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
  if (target.kind === 'notFound') notFound = file;
  else if (target.kind === 'private') pages.push({ path: target.path, file, sitemap: false, private: true });
  else pages.push({ path: target.path, file, sitemap: target.kind === 'page' });
  if (withoutApp) offline = { url: target.path, file, styles: assets.styles };
}
if (!notFound) throw new Error('the route table has no not-found route');
if (!offline) throw new Error('the route table has no offline page');

await injectWorkerBuild(
  webDir,
  await workerBuild({
    webDir,
    manifest,
    fonts,
    offline,
    pages: pages.filter((page) => page.sitemap).map((page) => page.path),
  }),
);

const scriptHashes = [...INLINE_SCRIPTS, OFFLINE_PAGE_SCRIPT].map(
  (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`,
);
await writeFile(
  path.join(webDir, 'prerender.json'),
  `${JSON.stringify({ pages, notFound, scriptHashes }, null, 2)}\n`,
);
await moveSourceMaps();
const compressed = await compressTextAssets(webDir);
process.stdout.write(`prerendered ${pages.length + 1} documents; compressed ${compressed} text files\n`);
