// Build-time chunking for the browser app (vite.config.ts). Left to itself the bundler splits the code every
// page starts with into dozens of small chunks, one per set of lazy importers; over HTTP/1.1 a phone fetches
// six at a time, so on a 150 ms round trip the first load waited more on round trips than on bytes
// (docs/decisions/095-the-first-tap-always-works-issue-23.md). Every page starts with boot.tsx and what it
// imports, so those modules go into one chunk: no page downloads a byte more, in a few requests instead of
// dozens.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ChunkingContext } from 'rolldown';

const ENTRY = path.resolve('src/web/main.tsx');
const BOOT = path.resolve('src/web/boot.tsx');

/**
 * Libraries whose index re-exports everything: following the index would make every component look
 * imported by boot.tsx. Only the names a module imports from them are followed, to their own files.
 */
const BARRELS: Record<string, string> = {
  '@mantine/core': 'node_modules/@mantine/core/esm/index.mjs',
  '@mantine/hooks': 'node_modules/@mantine/hooks/esm/index.mjs',
  '@mantine/notifications': 'node_modules/@mantine/notifications/esm/index.mjs',
  '@tabler/icons-react': 'node_modules/@tabler/icons-react/dist/esm/tabler-icons-react.mjs',
};

const NAMED_FROM = /(?:import|export)\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;

/** `a`, `a as b`, `default as b`: the names a braces list brings in, as [imported, local]. */
function names(list: string): [string, string][] {
  return list
    .split(',')
    .map((spec) => spec.trim().split(/\s+as\s+/))
    .filter((parts): parts is [string] | [string, string] => Boolean(parts[0]))
    .map(([imported, local]) => [imported, local ?? imported]);
}

/**
 * A barrel's exported names, each with the file that defines it, or, for a name it takes from another
 * package (Mantine re-exports react-remove-scroll's RemoveScroll), that package's own folder.
 */
function barrelExports(barrel: string): Map<string, string> {
  const exports = new Map<string, string>();
  for (const [, list = '', from = ''] of readFileSync(barrel, 'utf8').matchAll(NAMED_FROM)) {
    const file = from.startsWith('.') ? path.resolve(path.dirname(barrel), from) : packageFolder(from);
    for (const [, local] of names(list)) exports.set(local, file);
  }
  return exports;
}

const packageFolder = (name: string) => `${path.resolve('node_modules', name)}${path.sep}`;

/** The files behind the names `code` imports from the barrel packages (a folder: what the barrel imports there). */
function throughBarrels(code: string, barrels: Map<string, Map<string, string>>): string[] {
  const files: string[] = [];
  for (const [, list = '', from = ''] of code.matchAll(NAMED_FROM)) {
    const barrel = barrels.get(from);
    if (!barrel) continue;
    for (const [imported] of names(list)) {
      const file = barrel.get(imported);
      if (file) files.push(file);
    }
  }
  return files;
}

/** What the barrels import from the package in `folder` (its entry module, as resolved by the bundler). */
function barrelImportsIn(folder: string, barrelFiles: Set<string>, ctx: ChunkingContext): string[] {
  return [...barrelFiles].flatMap((barrel) =>
    (ctx.getModuleInfo(barrel)?.importedIds ?? []).filter((imported) => imported.startsWith(folder)),
  );
}

/** Every module `root` imports statically, directly or not, following barrels by name only. */
function staticClosure(root: string, ctx: ChunkingContext, barrels: Map<string, Map<string, string>>) {
  const barrelFiles = new Set([...Object.values(BARRELS)].map((file) => path.resolve(file)));
  const seen = new Set<string>();
  const stack = [root];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    if (!info) continue;
    stack.push(...info.importedIds.filter((imported) => !barrelFiles.has(imported)));
    for (const file of info.code ? throughBarrels(info.code, barrels) : []) {
      if (!file.endsWith(path.sep)) stack.push(file);
      else stack.push(...barrelImportsIn(file, barrelFiles, ctx));
    }
  }
  return seen;
}

/**
 * Whether `id` belongs with the app: boot.tsx reaches it, or only modules that belong with the app import
 * it. The second catches what a CommonJS `require` brings in (React DOM's scheduler), which the import
 * lists do not show; left out, it would land in a chunk that imports the app chunk while the app chunk
 * imports it, and one of them would run before the other was ready.
 */
function joinsApp(id: string, app: Set<string>, ctx: ChunkingContext, walking: Set<string>): boolean {
  if (app.has(id)) return true;
  if (walking.has(id) || id === ENTRY) return false;
  walking.add(id);
  const importers = ctx.getModuleInfo(id)?.importers ?? [];
  const joins = importers.length > 0 && importers.every((importer) => joinsApp(importer, app, ctx, walking));
  if (joins) app.add(id);
  return joins;
}

/**
 * The code-splitting group's name function: 'app' for every module boot.tsx imports statically, except
 * boot.tsx itself (the build lists it by name) and what the entry already holds.
 */
export function appChunkName(): (id: string, ctx: ChunkingContext) => string | null {
  let app: Set<string> | undefined;
  return (id, ctx) => {
    if (!app) {
      const barrels = new Map(
        Object.entries(BARRELS).map(([name, file]) => [name, barrelExports(path.resolve(file))]),
      );
      const entry = staticClosure(ENTRY, ctx, barrels);
      app = new Set([...staticClosure(BOOT, ctx, barrels)].filter((module) => !entry.has(module)));
      app.delete(BOOT);
    }
    return joinsApp(id, app, ctx, new Set()) ? 'app' : null;
  };
}
