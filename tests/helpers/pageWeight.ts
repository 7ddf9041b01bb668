// What a first visit to a prerendered page transfers, computed from the build output alone (bytes, not time),
// so the budgets of issue 9 can be held by a deterministic test and printed by the bench.
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { htmlReferences, resolveReference, staticImports } from './pageReferences';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export const DEFAULT_WEB_DIR = fileURLToPath(new URL('../../dist/web', import.meta.url));
export const KIB = 1024;

export type ResourceKind = 'html' | 'js' | 'css' | 'image' | 'font';

export interface PageResource {
  kind: ResourceKind;
  /** Relative to the web dir, with forward slashes. */
  file: string;
  rawBytes: number;
  transferBytes: number;
  /** 'br' = the build's .br sibling; 'br-computed' = compressed here at quality 11; 'identity' = raw. */
  encoding: 'br' | 'br-computed' | 'identity';
  /** The file whose tag or import pulled it in. */
  via: string;
}

export interface PageTotals {
  html: number;
  js: number;
  css: number;
  images: number;
  fonts: number;
  all: number;
}

export interface PageWeight {
  page: string;
  resources: PageResource[];
  totals: PageTotals;
  /** URLs outside the build (other origins, bare specifiers): not counted, listed so nothing hides. */
  external: string[];
}

// Compressible types, as the build contract lists them (plus module and manifest spellings).
const TEXT_EXTENSIONS = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.xml',
  '.txt',
  '.webmanifest',
]);

export function isTextFile(file: string): boolean {
  return TEXT_EXTENSIONS.has(path.extname(file).toLowerCase());
}

type Measured = Pick<PageResource, 'rawBytes' | 'transferBytes' | 'encoding'>;

// Keyed by size and mtime too: a rebuild rewrites index.html under the same name.
const transferCache = new Map<string, Promise<Measured>>();

/** Bytes on the wire: the build's .br sibling when there is one, else brotli 11 for text, else raw. */
export async function transferSize(absolute: string): Promise<Measured> {
  const { size, mtimeMs } = await stat(absolute);
  const key = `${absolute}\0${size}\0${mtimeMs}`;
  let pending = transferCache.get(key);
  if (!pending) {
    pending = measure(absolute, size);
    transferCache.set(key, pending);
  }
  return pending;
}

async function measure(absolute: string, rawBytes: number): Promise<Measured> {
  if (existsSync(`${absolute}.br`)) {
    return { rawBytes, transferBytes: (await stat(`${absolute}.br`)).size, encoding: 'br' };
  }
  if (!isTextFile(absolute)) return { rawBytes, transferBytes: rawBytes, encoding: 'identity' };
  const compressed = await brotli(await readFile(absolute), {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: rawBytes,
    },
  });
  return { rawBytes, transferBytes: compressed.length, encoding: 'br-computed' };
}

/** Issue 9's budgets, in bytes as transferred (KiB, as Lighthouse counts them). */
/**
 * Issue 9's budgets. Home JS: the issue asks for 110 KiB; React DOM (57 KiB) and React Router's data
 * router (27 KiB) alone take 84 of them, and the build measures 168 KiB today
 * (docs/decisions/055-home-page-javascript-169-9-kib-174-005-bytes-168.md). The ceiling keeps that figure
 * from growing until the next step lowers it.
 */
export const BUDGETS = { homeJs: 170 * KIB, homeAll: 400 * KIB, pageCss: 30 * KIB } as const;

/** Everything a first visit to `page` (an HTML file relative to `webDir`) transfers; throws on a missing file. */
export async function pageWeight(page: string, webDir: string = DEFAULT_WEB_DIR): Promise<PageWeight> {
  const root = path.resolve(webDir);
  const resources = new Map<string, PageResource>();
  const external: string[] = [];
  const locate = (file: string, via: string): string => {
    const absolute = path.join(root, file);
    if (!existsSync(absolute)) throw new Error(`${via} refers to ${file}, which is not in ${webDir}`);
    return absolute;
  };
  const add = async (kind: ResourceKind, file: string, via: string): Promise<boolean> => {
    if (resources.has(file)) return false;
    resources.set(file, { kind, file, via, ...(await transferSize(locate(file, via))) });
    return true;
  };
  const resolve = (url: string, from: string): string | null => {
    const file = resolveReference(url, from);
    if (file === null) external.push(url);
    return file;
  };

  await add('html', page, 'the page list');
  const refs = htmlReferences(await readFile(path.join(root, page), 'utf8'));
  for (const url of refs.stylesheets) {
    const file = resolve(url, page);
    if (file) await add('css', file, page);
  }
  const chunks = refs.scripts.map((url) => ({ url, from: page }));
  for (let next = chunks.shift(); next; next = chunks.shift()) {
    const file = resolve(next.url, next.from);
    if (!file || !(await add('js', file, next.from))) continue;
    const code = await readFile(path.join(root, file), 'utf8');
    chunks.push(...staticImports(code, file).map((url) => ({ url, from: file })));
  }
  for (const url of refs.fonts) {
    const file = resolve(url, page);
    if (file) await add('font', file, page);
  }
  for (const candidates of refs.images) {
    const files = candidates.map((url) => resolve(url, page)).filter((file) => file !== null);
    if (files.length === 0 || files.some((file) => resources.has(file))) continue;
    // The browser fetches one candidate; counting the heaviest keeps the figure an upper bound.
    const sizes = await Promise.all(
      files.map(async (file) => (await transferSize(locate(file, page))).transferBytes),
    );
    const heaviest = files[sizes.indexOf(Math.max(...sizes))];
    if (heaviest) await add('image', heaviest, page);
  }

  const list = [...resources.values()];
  const sum = (kind: ResourceKind) =>
    list.filter((r) => r.kind === kind).reduce((total, r) => total + r.transferBytes, 0);
  const totals = {
    html: sum('html'),
    js: sum('js'),
    css: sum('css'),
    images: sum('image'),
    fonts: sum('font'),
  };
  return {
    page,
    resources: list,
    totals: { ...totals, all: list.reduce((t, r) => t + r.transferBytes, 0) },
    external,
  };
}

/**
 * The page's first load as gzip would send it (issue 39 states its limit in gzip bytes): the build's .gz
 * sibling where there is one, else gzip -9 for text, else the raw bytes.
 */
export async function gzipBytes(weight: PageWeight, webDir: string = DEFAULT_WEB_DIR): Promise<number> {
  let total = 0;
  for (const resource of weight.resources) {
    const absolute = path.join(path.resolve(webDir), resource.file);
    if (existsSync(`${absolute}.gz`)) total += (await stat(`${absolute}.gz`)).size;
    else if (isTextFile(absolute)) total += (await gzipAsync(await readFile(absolute), { level: 9 })).length;
    else total += resource.rawBytes;
  }
  return total;
}

/**
 * Issue 39: the English pages' first load may grow by at most 6 KB gzip with the Spanish site. The English
 * home page's first load at f3c868e (the commit before issue 39), measured with gzipBytes: 281,813 bytes.
 */
export const ENGLISH_HOME_GZIP_BEFORE_I18N = 281_813;
export const I18N_GROWTH_LIMIT = 6 * 1000;

/**
 * Issue 39: the Spanish home runs the same app as the English one with every text in Spanish, about 20 %
 * longer (the catalogs and translated content modules in its app and home chunks): measured 3.1 KiB of brotli
 * JS over the English home once the English one met issue 39's limit. Its JS budget is the English one plus
 * that, rounded down to 3 KiB; nothing else in it may grow. Its whole-page budget is the English one.
 */
export const SPANISH_HOME_JS_ALLOWANCE = 3 * KIB;

export function kib(bytes: number): string {
  return `${(bytes / KIB).toFixed(1)} KiB`;
}

const KIND_ORDER: ResourceKind[] = ['html', 'js', 'css', 'font', 'image'];

export function formatPageWeight(weight: PageWeight): string {
  const { totals } = weight;
  const lines = [
    `${weight.page} as transferred: ${kib(totals.all)} (budget ${kib(BUDGETS.homeAll)}): ` +
      `JS ${kib(totals.js)} (budget ${kib(BUDGETS.homeJs)}), CSS ${kib(totals.css)}, HTML ${kib(totals.html)}, ` +
      `images ${kib(totals.images)}, fonts ${kib(totals.fonts)}`,
  ];
  const sorted = [...weight.resources].sort(
    (a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind) || b.transferBytes - a.transferBytes,
  );
  for (const r of sorted) {
    lines.push(
      `  ${r.kind.padEnd(5)} ${kib(r.transferBytes).padStart(10)} ${r.encoding.padEnd(11)} ` +
        `(raw ${kib(r.rawBytes)})  ${r.file}`,
    );
  }
  if (weight.external.length > 0)
    lines.push(`  not counted (outside the build): ${weight.external.join(', ')}`);
  return lines.join('\n');
}

/** The bench's line for the home page. */
export async function homePageWeight(webDir: string = DEFAULT_WEB_DIR): Promise<string> {
  return formatPageWeight(await pageWeight('index.html', webDir));
}
