// Which files a page pulls in on load: the tags of its HTML and the static imports of the chunks they name.
import path from 'node:path';
import { parseSync } from 'vite';
import { MODULES_ATTRIBUTE } from '../../src/web/prerender/rootAttributes';

export interface HtmlReferences {
  /**
   * `<script src>`, `<link rel=modulepreload>`, `<link rel=preload as=script>` and the chunks listed in
   * the entry script's data-modules, which the entry requests as it runs (src/web/main.tsx).
   */
  scripts: string[];
  stylesheets: string[];
  fonts: string[];
  /** One list of candidates per `<img>` (its src and srcset URLs): a browser fetches one of them. */
  images: string[][];
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

function decodeEntities(value: string): string {
  return value.replace(/&(?:amp|quot|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity);
}

function parseAttributes(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(/([^\s=/>"']+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
    const [, name, double, single, bare] = match;
    if (name) attributes.set(name.toLowerCase(), decodeEntities(double ?? single ?? bare ?? ''));
  }
  return attributes;
}

function tokens(value: string | undefined): string[] {
  return (value ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

function srcsetUrls(srcset: string): string[] {
  return srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

/** The resources a page's HTML asks for on load, in document order, URLs as written. */
export function htmlReferences(html: string): HtmlReferences {
  // Comments, script bodies and noscript content are not markup a scripting browser fetches from.
  const markup = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/(<script\b[^>]*>)[\s\S]*?<\/script\s*>/gi, '$1')
    .replace(/<noscript\b[^>]*>[\s\S]*?<\/noscript\s*>/gi, '');
  const refs: HtmlReferences = { scripts: [], stylesheets: [], fonts: [], images: [] };
  for (const match of markup.matchAll(/<(link|script|img)\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi)) {
    const tag = (match[1] ?? '').toLowerCase();
    const attributes = parseAttributes(match[2] ?? '');
    const href = attributes.get('href');
    if (tag === 'script') {
      const src = attributes.get('src');
      if (src) refs.scripts.push(src);
      const modules = attributes.get(MODULES_ATTRIBUTE) ?? '';
      refs.scripts.push(...modules.split(/\s+/).filter(Boolean));
    } else if (tag === 'img') {
      const candidates = [attributes.get('src') ?? '', ...srcsetUrls(attributes.get('srcset') ?? '')];
      const urls = [...new Set(candidates.filter(Boolean))];
      if (urls.length > 0) refs.images.push(urls);
    } else if (href) {
      const rel = tokens(attributes.get('rel'));
      const as = attributes.get('as')?.toLowerCase();
      if (rel.includes('stylesheet') || (rel.includes('preload') && as === 'style'))
        refs.stylesheets.push(href);
      else if (rel.includes('modulepreload') || (rel.includes('preload') && as === 'script'))
        refs.scripts.push(href);
      else if (rel.includes('preload') && as === 'font') refs.fonts.push(href);
      else if (rel.includes('preload') && as === 'image') refs.images.push([href]);
    }
  }
  return refs;
}

/**
 * Specifiers of a chunk's static `import … from "x"`, `import "x"` and `export … from "x"`; dynamic
 * `import("x")` is left out because it does not load with the page. A real parser, because minified
 * chunks carry strings such as "… import { RouterProvider } from \"react-router/dom\" …".
 */
export function staticImports(code: string, file = 'chunk.js'): string[] {
  const { module, errors } = parseSync(file, code, { lang: 'js', sourceType: 'module' });
  if (errors.length > 0)
    throw new Error(`${file} does not parse: ${errors.map((e) => e.message).join('; ')}`);
  const imports = module.staticImports.map((entry) => entry.moduleRequest.value);
  const reexports = module.staticExports.flatMap((entry) => entry.entries.map((e) => e.moduleRequest?.value));
  return [...new Set([...imports, ...reexports].filter((specifier) => specifier !== undefined))];
}

/**
 * Maps a URL found in `fromFile` (relative to the web dir) to a file of the web dir, or null when it points
 * outside the build. Root-relative URLs start at the web dir because the server mounts it at `/`.
 */
export function resolveReference(url: string, fromFile: string): string | null {
  const clean = url.replace(/^%PUBLIC_URL%/, '').replace(/[?#].*$/, '');
  if (clean === '' || /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(clean)) return null;
  const isPath = clean.startsWith('/') || clean.startsWith('./') || clean.startsWith('../');
  // A bare specifier in a chunk would be an import map entry or a bundling mistake, not a file here.
  if (!isPath && fromFile.endsWith('.js')) return null;
  const joined = clean.startsWith('/')
    ? path.posix.normalize(decodeURI(clean)).slice(1)
    : path.posix.join(path.posix.dirname(fromFile), decodeURI(clean));
  if (joined.startsWith('../') || joined === '..')
    throw new Error(`${fromFile} refers outside the web dir: ${url}`);
  return joined;
}
