// The project's own import graph (src/ and machines/), type-only imports included, read with the bundler's
// parser: for the cycle and direction rules of tests/unit/importGraph.test.ts.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'vite';

export const PROJECT_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const ROOTS = ['src', 'machines'];
const SOURCE = /\.(?:ts|tsx)$/;
const EXTENSIONS = ['.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx'];

/** Project files (relative to the project root, forward slashes) and the project files each imports. */
export type ImportGraph = Map<string, Set<string>>;

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (SOURCE.test(entry.name)) out.push(full);
  }
  return out;
}

/** Every specifier a module names: static and dynamic imports, `import type`, `export … from`. */
export function specifiersOf(code: string, file: string): string[] {
  const { module, errors } = parseSync(file, code, {
    lang: file.endsWith('.tsx') ? 'tsx' : 'ts',
    sourceType: 'module',
  });
  if (errors.length > 0)
    throw new Error(`${file} does not parse: ${errors.map((e) => e.message).join('; ')}`);
  const found = [
    ...module.staticImports.map((entry) => entry.moduleRequest.value),
    ...module.staticExports.flatMap((entry) => entry.entries.map((e) => e.moduleRequest?.value)),
  ];
  // Dynamic imports with a literal specifier; a glob (import.meta.glob) is not an edge to one file.
  for (const dynamic of module.dynamicImports) {
    const text = code.slice(dynamic.moduleRequest.start, dynamic.moduleRequest.end);
    const literal = /^(['"`])([^'"`$]+)\1$/.exec(text.trim());
    if (literal?.[2]) found.push(literal[2]);
  }
  return [...new Set(found.filter((s): s is string => s !== undefined))];
}

function resolve(specifier: string, fromFile: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(fromFile), specifier.replace(/\?.*$/, ''));
  if (SOURCE.test(base) && existsSync(base)) return base;
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

export function readImportGraph(root = PROJECT_ROOT): ImportGraph {
  const graph: ImportGraph = new Map();
  const rel = (file: string) => path.relative(root, file).split(path.sep).join('/');
  for (const file of ROOTS.flatMap((dir) => sourceFiles(path.join(root, dir)))) {
    const targets = new Set<string>();
    for (const specifier of specifiersOf(readFileSync(file, 'utf8'), file)) {
      const target = resolve(specifier, file);
      if (target && ROOTS.some((dir) => rel(target).startsWith(`${dir}/`))) targets.add(rel(target));
    }
    graph.set(rel(file), targets);
  }
  return graph;
}

/** Strongly connected components with more than one file (or a file importing itself): the cycles. */
export function importCycles(graph: ImportGraph): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    indexOf.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node) ?? 0, indexOf.get(next) ?? 0));
    }
    if (low.get(node) !== indexOf.get(node)) return;
    const component: string[] = [];
    for (;;) {
      const top = stack.pop();
      if (top === undefined) break;
      onStack.delete(top);
      component.push(top);
      if (top === node) break;
    }
    if (component.length > 1 || graph.get(node)?.has(node)) cycles.push(component.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!indexOf.has(node)) visit(node);
  return cycles;
}

// Issue 11: src/server's folders, one node each (the first path segment below src/server).
const SERVER = 'src/server/';
/** The files directly in src/server (app.ts, main.ts, the route wiring): the one folder that may import all. */
export const SERVER_ROOT_FOLDER = '(root)';

function folderOf(file: string): string {
  const segments = file.slice(SERVER.length).split('/');
  return segments.length > 1 ? (segments[0] ?? SERVER_ROOT_FOLDER) : SERVER_ROOT_FOLDER;
}

/** Folders of src/server and the other folders each one imports (self-imports dropped). */
export function serverFolderGraph(graph: ImportGraph): ImportGraph {
  const folders: ImportGraph = new Map();
  for (const [file, targets] of graph) {
    if (!file.startsWith(SERVER)) continue;
    const from = folderOf(file);
    const edges = folders.get(from) ?? new Set<string>();
    folders.set(from, edges);
    for (const target of targets) {
      if (target.startsWith(SERVER) && folderOf(target) !== from) edges.add(folderOf(target));
    }
  }
  return folders;
}
