import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  MANIFEST_URL,
  type PrecacheItem,
  SERVICE_WORKER_URL,
  type WorkerBuild,
} from '../serviceWorker/cacheNames';
import { listFiles } from './compressAssets';
import { BOOT_MODULE, type BuildManifest, moduleAssets } from './pageAssets';

// The build's last word to the service worker (issue 29): `vite build` of src/web/serviceWorker writes
// dist/web/sw.js with the identifier `__SW_BUILD__` where this build's facts go, since only the prerender
// knows them: what to install with the app and which pages are public.

const PLACEHOLDER = '__SW_BUILD__';

/**
 * The lazy chunks a page of this build needs to learn of the next one: the registration and the offer.
 * After a deploy the server no longer has them, and the page still runs this build: kept with the worker
 * (whose copies stay until the new worker takes over), they load from the phone.
 */
const UPDATE_MODULES = ['offline/serviceWorker.ts', 'offline/UpdateOffer.tsx'];

/** Files not under assets/ keep their names across deploys: their revision is a hash of their bytes. */
async function revisioned(webDir: string, url: string): Promise<PrecacheItem> {
  const bytes = await readFile(path.join(webDir, url));
  return { url, revision: createHash('sha256').update(bytes).digest('hex').slice(0, 16) };
}

/** The entry script (main.tsx) and its styles: every document loads them. */
function entryFiles(manifest: BuildManifest): string[] {
  return Object.values(manifest)
    .filter((chunk) => chunk.isEntry)
    .flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])])
    .map((file) => `/${file}`);
}

/** A language's offline page: its URL, its file under webDir and its stylesheets. */
export interface OfflinePage {
  url: string;
  file: string;
  styles: readonly string[];
}

export interface ServiceWorkerFacts {
  webDir: string;
  /** Each language's build manifest, English (the default language) first (issue 39). */
  manifests: readonly BuildManifest[];
  fonts: readonly string[];
  /** Each language's offline page. */
  offline: readonly OfflinePage[];
  /** Public prerendered pages (the sitemap's), in every language. */
  pages: readonly string[];
}

/**
 * The app shell the worker installs: the entry, the app (boot.tsx) with its styles, the font, the install
 * files (manifest, icons), and in every language the update chunks and the offline page with its styles.
 * Page chunks are kept as pages are opened.
 *
 * One worker serves both languages (issue 39). It installs the English app only: a Spanish visitor's app
 * is kept as the pages load it (the assets cache), so nobody downloads two apps on install. What a page
 * needs while the network is away or after a deploy is small and installed in each language: the offline
 * page (a Spanish page offline shows the Spanish one) and the update chunks (a Spanish page open across a
 * deploy still offers the new version in Spanish).
 */
export async function workerBuild(facts: ServiceWorkerFacts): Promise<WorkerBuild> {
  const { webDir, manifests } = facts;
  const [manifest] = manifests;
  if (!manifest) throw new Error('the service worker build needs the English build manifest');
  const boot = moduleAssets(manifest, [BOOT_MODULE]);
  // Another language's update chunks without the app they import: a page that asks for them runs that app
  // already (its modules are in memory), and installing it would double the download.
  const updates = manifests.map((each) => {
    const update = moduleAssets(each, UPDATE_MODULES);
    if (each === manifest) return update;
    const app = moduleAssets(each, [BOOT_MODULE]);
    const inApp = new Set([...app.scripts, ...app.styles]);
    return {
      scripts: update.scripts.filter((url) => !inApp.has(url)),
      styles: update.styles.filter((url) => !inApp.has(url)),
    };
  });
  const hashed = new Set([
    ...entryFiles(manifest),
    ...boot.scripts,
    ...boot.styles,
    ...updates.flatMap((update) => [...update.scripts, ...update.styles]),
    ...facts.fonts,
    ...facts.offline.flatMap((page) => page.styles),
  ]);
  const installFiles = (await listFiles(path.join(webDir, 'icons')))
    .filter((file) => file.endsWith('.png'))
    .map((file) => `/${path.relative(webDir, file)}`);
  const named = await Promise.all([...installFiles, MANIFEST_URL].map((url) => revisioned(webDir, url)));
  const offline = await Promise.all(
    facts.offline.map(async (page) => ({
      url: page.url,
      revision: (await revisioned(webDir, `/${page.file}`)).revision,
    })),
  );
  const precache: PrecacheItem[] = [
    ...[...hashed].sort().map((url) => ({ url, revision: null })),
    ...named.sort((a, b) => a.url.localeCompare(b.url)),
    ...offline,
  ];
  const pages = [...facts.pages].sort();
  const version = createHash('sha256').update(JSON.stringify({ precache, pages })).digest('hex').slice(0, 12);
  return { version, precache, pages };
}

/** Writes `build` into the built worker in place of its placeholder. */
export async function injectWorkerBuild(webDir: string, build: WorkerBuild): Promise<void> {
  const file = path.join(webDir, SERVICE_WORKER_URL);
  const source = await readFile(file, 'utf8');
  const parts = source.split(PLACEHOLDER);
  if (parts.length !== 2)
    throw new Error(`${SERVICE_WORKER_URL} should name ${PLACEHOLDER} once, found ${parts.length - 1}`);
  await writeFile(file, parts.join(JSON.stringify(build)));
}
