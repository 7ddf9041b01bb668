// What a prerendered page needs besides the entry: the app (boot.tsx) and its page chunk, with the chunks
// those import, and their styles. The styles are linked from the document's head, so every style applies
// from the first paint. The scripts are listed on #root (document.ts) and preloaded by the entry once the
// page has painted: requested from the head, they would share a phone's first round trips with the
// document and its styles, which is what delays the first paint.

/** The part of Vite's build manifest (build.manifest) this reads. */
export type BuildManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
>;

export interface PageAssets {
  scripts: string[];
  styles: string[];
}

function collect(manifest: BuildManifest, key: string, into: Set<string>): void {
  if (into.has(key) || !manifest[key]) return;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) collect(manifest, imported, into);
}

function assetsOf(manifest: BuildManifest, keys: Set<string>): PageAssets {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key];
    if (!chunk) continue;
    scripts.add(`/${chunk.file}`);
    for (const css of chunk.css ?? []) styles.add(`/${css}`);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/** The app itself (main.tsx imports it after the first paint). */
export const BOOT_MODULE = 'boot.tsx';

export const pageModule = (page: string) => `pages/${page}.tsx`;

function entryKeys(manifest: BuildManifest): Set<string> {
  const keys = new Set<string>();
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) collect(manifest, key, keys);
  return keys;
}

/** The assets of `modules` (keys of the manifest, e.g. "boot.tsx") that the entry does not already bring. */
export function moduleAssets(manifest: BuildManifest, modules: readonly string[]): PageAssets {
  const keys = new Set<string>();
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`the build manifest has no ${module}`);
    collect(manifest, module, keys);
  }
  for (const key of entryKeys(manifest)) keys.delete(key);
  return assetsOf(manifest, keys);
}

/**
 * Lazy imports never fetched ahead: what only a signed-in visitor opens, and what no tap opens but loads on
 * its own schedule (the service worker's registration, seconds after the page is live, and the offer of a
 * new version). Fetched ahead, the last two were four more requests in the page's start, which a phone's
 * simulated load in Lighthouse paid for in time to interactive.
 */
const NOT_FETCHED_AHEAD = new Set([
  'account/UserMenu.tsx',
  'offline/serviceWorker.ts',
  'offline/UpdateOffer.tsx',
]);

/**
 * What a visitor of the page may open next: the lazy imports of the page's first load (dialogs, drawers,
 * toasts, the API client), except other pages and what only a signed-in visitor opens, without what the
 * first load already brings. The entry fetches it once the first load is in (main.tsx), while the page
 * hydrates and the network would otherwise be idle. Their styles come too: imported on the first tap, a
 * chunk's stylesheet would be fetched then, and the import would wait for it (a traced phone's first
 * sign-in dialog waited on three).
 */
export function laterAssets(manifest: BuildManifest, modules: readonly string[]): PageAssets {
  const first = new Set<string>();
  for (const module of modules) collect(manifest, module, first);
  const later = [...first]
    .flatMap((key) => manifest[key]?.dynamicImports ?? [])
    .filter((key) => !key.startsWith('pages/') && !NOT_FETCHED_AHEAD.has(key));
  const firstLoad = moduleAssets(manifest, modules);
  const firstScripts = new Set(firstLoad.scripts);
  // The entry's own styles are linked from every document's head already.
  const firstStyles = new Set([...firstLoad.styles, ...assetsOf(manifest, entryKeys(manifest)).styles]);
  const { scripts, styles } = moduleAssets(manifest, [...new Set(later)]);
  return {
    scripts: scripts.filter((script) => !firstScripts.has(script)),
    styles: styles.filter((style) => !firstStyles.has(style)),
  };
}

/** The page's stylesheet links, for the document's head. */
export function styleLinks(styles: readonly string[]): string {
  return styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
}
