import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { htmlReferences, resolveReference, staticImports } from '../helpers/pageReferences';
import { gzipBytes, homePageWeight, pageWeight } from '../helpers/pageWeight';

const brotliSize = (text: string) =>
  brotliCompressSync(Buffer.from(text), { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;

describe('staticImports', () => {
  it('follows static imports and re-exports, not dynamic imports or look-alike strings', () => {
    const code =
      'import{a as b}from"./a.js";import"./side.js";import * as ns from \'../up.js\';' +
      'export{c}from"./c.js";export*from"./star.js";const lazy=()=>import("./lazy.js");' +
      'const hint="use `import { RouterProvider } from \\"react-router/dom\\"`";console.log(import.meta.url);';
    expect(staticImports(code)).toEqual(['./a.js', './side.js', '../up.js', './c.js', './star.js']);
  });

  it('refuses a chunk it cannot parse rather than undercounting', () => {
    expect(() => staticImports('import{a}from"./a.js";foo(', 'broken.js')).toThrow(/broken\.js/);
  });
});

describe('htmlReferences', () => {
  it("reads scripts, the entry's modules, preloads, stylesheets, fonts and image candidates, skipping comments and script bodies", () => {
    const html = `<!doctype html><html><head>
      <script type="module" async crossorigin src="/assets/entry.js" data-modules="/assets/Boot-A1.js /assets/Page-b2.js"></script>
      <link rel="modulepreload" href="/assets/pre.js"><link rel=preload as=script href="/assets/early.js">
      <link rel="stylesheet" href="/assets/app.css?v=1"><link rel="icon" href="/favicon.svg">
      <link rel="preload" as="font" type="font/woff2" href="/fonts/a.woff2" crossorigin>
      <!-- <script src="/assets/commented.js"></script> -->
      <script>document.write('<link rel="stylesheet" href="/assets/fake.css">')</script>
 </head><body><noscript><img src="/img/noscript.webp"></noscript>
      <div id="root" data-prerendered>
      <div id="other" data-modules="/assets/not-read.js"></div>
      <img alt="a > b" src="/img/small.webp" srcset="/img/small.webp 320w, /img/big.webp 640w">
      <img src='data:image/gif;base64,R0lGOD=='></body></html>`;
    expect(htmlReferences(html)).toEqual({
      scripts: [
        '/assets/entry.js',
        '/assets/Boot-A1.js',
        '/assets/Page-b2.js',
        '/assets/pre.js',
        '/assets/early.js',
      ],
      stylesheets: ['/assets/app.css?v=1'],
      fonts: ['/fonts/a.woff2'],
      images: [['/img/small.webp', '/img/big.webp'], ['data:image/gif;base64,R0lGOD==']],
    });
  });
});

describe('resolveReference', () => {
  it('maps root-relative, relative and %PUBLIC_URL% URLs into the web dir', () => {
    expect(resolveReference('/assets/a.js?x#y', 'services/installations/index.html')).toBe('assets/a.js');
    expect(resolveReference('./b.js', 'assets/a.js')).toBe('assets/b.js');
    expect(resolveReference('../img/c%20d.webp', 'about/index.html')).toBe('img/c d.webp');
    expect(resolveReference('%PUBLIC_URL%/og.png', 'index.html')).toBe('og.png');
  });

  it('leaves other origins and bare specifiers uncounted and refuses to leave the web dir', () => {
    expect(resolveReference('https://cdn.example/x.js', 'index.html')).toBeNull();
    expect(resolveReference('//cdn.example/x.js', 'index.html')).toBeNull();
    expect(resolveReference('react', 'assets/a.js')).toBeNull();
    expect(() => resolveReference('../../etc/passwd', 'about/index.html')).toThrow(/outside/);
  });
});

describe('pageWeight on a fixture build', () => {
  let webDir: string;
  const css = `${'.a{color:red}'.repeat(200)}\n`;
  const html = `<!doctype html><html><head>
    <script type="module" src="/assets/entry.js"></script><link rel="modulepreload" href="/assets/pre.js">
    <link rel="stylesheet" href="/assets/app.css"><link rel="preload" as="font" href="/fonts/a.woff2">
    </head><body><img src="/img/small.webp" srcset="/img/small.webp 1x, /img/big.webp 2x">
    <img src="https://cdn.example/x.png"></body></html>`;
  const files: Record<string, string | Buffer> = {
    'index.html': html,
    'assets/entry.js':
      'import{s}from"./shared.js";import"./side.js";export{r}from"./re.js";' +
      'const t="import x from \\"./nope.js\\"";const l=()=>import("./lazy.js");',
    'assets/entry.js.br': Buffer.alloc(7),
    'assets/entry.js.gz': Buffer.alloc(9),
    // A cycle back to the entry must not loop or count twice.
    'assets/shared.js': 'import"./entry.js";export const s=1;',
    'assets/side.js': 'window.side=1;',
    'assets/re.js': 'export const r=1;',
    'assets/lazy.js': 'export const lazy=1;',
    'assets/pre.js': 'import{s}from"./shared.js";export const p=s;',
    'assets/app.css': css,
    'fonts/a.woff2': Buffer.alloc(100),
    'img/small.webp': Buffer.alloc(50),
    'img/big.webp': Buffer.alloc(200),
    'broken/index.html': '<script type="module" src="/assets/missing.js"></script>',
  };

  beforeAll(async () => {
    webDir = await mkdtemp(path.join(tmpdir(), 'page-weight-'));
    for (const [file, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(webDir, file)), { recursive: true });
      await writeFile(path.join(webDir, file), content);
    }
  });

  afterAll(async () => {
    await rm(webDir, { recursive: true, force: true });
  });

  it('counts gzip bytes from the .gz siblings, gzip -9 for other text and raw bytes otherwise (issue 39)', async () => {
    const weight = await pageWeight('index.html', webDir);
    const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
    const expected = weight.resources
      .map((r) => {
        if (r.file === 'assets/entry.js') return 9;
        const content = files[r.file];
        if (content === undefined) throw new Error(`no fixture ${r.file}`);
        return /\.(html|js|css)$/.test(r.file) ? gz(content) : Buffer.byteLength(content);
      })
      .reduce((a, b) => a + b, 0);
    expect(await gzipBytes(weight, webDir)).toBe(expected);
  });

  it('counts the HTML, its CSS, fonts, heaviest image candidate and the statically imported chunks', async () => {
    const weight = await pageWeight('index.html', webDir);
    const byFile = Object.fromEntries(weight.resources.map((r) => [r.file, r]));
    expect(Object.keys(byFile).sort()).toEqual([
      'assets/app.css',
      'assets/entry.js',
      'assets/pre.js',
      'assets/re.js',
      'assets/shared.js',
      'assets/side.js',
      'fonts/a.woff2',
      'img/big.webp',
      'index.html',
    ]);
    expect(byFile['assets/entry.js']).toMatchObject({ kind: 'js', transferBytes: 7, encoding: 'br' });
    expect(byFile['assets/shared.js']).toMatchObject({ via: 'assets/entry.js', encoding: 'br-computed' });
    expect(byFile['assets/app.css']).toMatchObject({ transferBytes: brotliSize(css), rawBytes: css.length });
    expect(byFile['index.html']?.transferBytes).toBe(brotliSize(html));
    expect(byFile['fonts/a.woff2']).toMatchObject({ kind: 'font', transferBytes: 100, encoding: 'identity' });
    expect(byFile['img/big.webp']).toMatchObject({ kind: 'image', transferBytes: 200 });
    expect(weight.external).toEqual(['https://cdn.example/x.png']);

    const js = ['entry', 'pre', 're', 'shared', 'side'].map(
      (name) => byFile[`assets/${name}.js`]?.transferBytes ?? 0,
    );
    const jsTotal = js.reduce((a, b) => a + b, 0);
    expect(weight.totals).toEqual({
      html: brotliSize(html),
      js: jsTotal,
      css: brotliSize(css),
      images: 200,
      fonts: 100,
      all: brotliSize(html) + jsTotal + brotliSize(css) + 300,
    });
  });

  it('fails naming the page and the file when a referenced file is missing', async () => {
    await expect(pageWeight('broken/index.html', webDir)).rejects.toThrow(
      /broken\/index\.html refers to assets\/missing\.js/,
    );
  });

  it('prints a summary with the totals and every resource', async () => {
    const summary = await homePageWeight(webDir);
    expect(summary).toMatch(/^index\.html as transferred: [\d.]+ KiB/);
    expect(summary).toContain('assets/side.js');
    expect(summary).toContain('img/big.webp');
    expect(summary).toContain('not counted (outside the build): https://cdn.example/x.png');
  });
});
