import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { PrerenderManifest } from '../../src/server/web/manifest';

/** A stand-in for `npm run build`'s output (the build-output contract), so web tests need no build. */
export interface WebFixture {
  dir: string;
  manifest: PrerenderManifest;
  /** A hashed asset with .br and .gz siblings whose bytes differ from a fresh compression of it. */
  asset: { path: string; text: string; br: Buffer; gz: Buffer };
}

export const SCRIPT_HASH = "'sha256-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789+/abcde='";

/**
 * A page big enough (> 1 KB) to be compressed, carrying the PUBLIC_URL placeholder and the dark theme's
 * marks on <html> and <body> like the build's.
 */
export function pageHtml(title: string, lang = 'en'): string {
  const filler = `<p>${'Standby generators for Florida homes and businesses. '.repeat(40)}</p>`;
  return (
    `<!doctype html><html lang="${lang}" data-mantine-color-scheme="dark"><head><title>${title}</title>` +
    `<link rel="canonical" href="%PUBLIC_URL%/${title}"><meta property="og:image" content="%PUBLIC_URL%/og.png">` +
    `</head><body data-theme="dark" class="theme-dark"><h1>${title}</h1>${filler}</body></html>`
  );
}

export async function createWebFixture(): Promise<WebFixture> {
  const dir = await mkdtemp(path.join(tmpdir(), 'web-fixture-'));
  const manifest: PrerenderManifest = {
    pages: [
      { path: '/', file: 'index.html', sitemap: true },
      { path: '/services/installations', file: 'services/installations/index.html', sitemap: true },
      { path: '/profile', file: 'profile/index.html', sitemap: false },
      // Always dark, whatever theme the visitor chose (src/shared/theme.ts).
      { path: '/email-verification', file: 'email-verification/index.html', sitemap: false },
      // A private page (the staff inbox's shell): 200 only to the visitors its gate admits.
      { path: '/staff', file: 'staff/index.html', sitemap: false, private: true },
      // The Spanish pages (issue 39) under /es/, the home with its slash; the staff area is English only.
      { path: '/es/', file: 'es/index.html', sitemap: true },
      { path: '/es/services/installations', file: 'es/services/installations/index.html', sitemap: true },
      { path: '/es/profile', file: 'es/profile/index.html', sitemap: false },
      { path: '/es/email-verification', file: 'es/email-verification/index.html', sitemap: false },
    ],
    notFound: '404.html',
    localeNotFound: { es: 'es/404.html' },
    scriptHashes: [SCRIPT_HASH],
  };
  const text = `export const app = ${JSON.stringify('x'.repeat(3000))};\n`;
  // Marked so a test can tell the build's sibling from anything compressed on the fly.
  const asset = {
    path: '/assets/app-abc123.js',
    text,
    br: brotliCompressSync(Buffer.from(`/*br sibling*/${text}`)),
    gz: gzipSync(Buffer.from(`/*gz sibling*/${text}`)),
  };
  const files: Record<string, string | Buffer> = {
    'index.html': pageHtml('home'),
    'services/installations/index.html': pageHtml('installations'),
    'profile/index.html': pageHtml('profile'),
    'email-verification/index.html': pageHtml('email-verification'),
    'staff/index.html': pageHtml('staff shell'),
    '404.html': pageHtml('not-found'),
    'es/index.html': pageHtml('es/inicio', 'es'),
    'es/services/installations/index.html': pageHtml('es/instalaciones', 'es'),
    'es/profile/index.html': pageHtml('es/perfil', 'es'),
    'es/email-verification/index.html': pageHtml('es/verificacion', 'es'),
    'es/404.html': pageHtml('no-encontrada', 'es'),
    'prerender.json': JSON.stringify(manifest),
    'assets/app-abc123.js': asset.text,
    'assets/app-abc123.js.br': asset.br,
    'assets/app-abc123.js.gz': asset.gz,
    'assets/app-abc123.js.map': '{"version":3}',
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
  };
  for (const [name, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await writeFile(path.join(dir, name), content);
  }
  return { dir, manifest, asset };
}
