import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ManifestError, readManifest } from '../../src/server/web/manifest';

// The server's reading of a page's `private` flag in prerender.json (src/web/prerender/prerender.ts writes it).
const dirs: string[] = [];
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

async function manifestWith(
  page: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'manifest-'));
  dirs.push(dir);
  const scriptHashes = ["'sha256-AbC='"];
  await writeFile(
    path.join(dir, 'prerender.json'),
    JSON.stringify({ pages: [page], notFound: '404.html', scriptHashes, ...extra }),
  );
  return dir;
}

describe('a private page in the manifest', () => {
  it('is read with its flag; pages without one are public', async () => {
    const privatePage = { path: '/staff', file: 'staff/index.html', sitemap: false, private: true };
    expect((await readManifest(await manifestWith(privatePage)))?.pages).toEqual([privatePage]);
    const publicPage = { path: '/', file: 'index.html', sitemap: true };
    expect((await readManifest(await manifestWith(publicPage)))?.pages[0]?.private).toBeUndefined();
  });

  it('stops the server when it is in the sitemap or the flag is not a boolean', async () => {
    for (const bad of [
      { path: '/staff', file: 'staff/index.html', sitemap: true, private: true },
      { path: '/staff', file: 'staff/index.html', sitemap: false, private: 'yes' },
    ]) {
      await expect(readManifest(await manifestWith(bad)), JSON.stringify(bad)).rejects.toThrow(ManifestError);
    }
  });
});

describe('the Spanish pages in the manifest (issue 39)', () => {
  it("reads each language's not-found page and the Spanish home with its slash", async () => {
    const home = { path: '/es/', file: 'es/index.html', sitemap: true };
    const manifest = await readManifest(await manifestWith(home, { localeNotFound: { es: 'es/404.html' } }));
    expect(manifest?.pages).toEqual([home]);
    expect(manifest?.localeNotFound).toEqual({ es: 'es/404.html' });
  });

  it('reads a build without other languages as English only', async () => {
    const manifest = await readManifest(await manifestWith({ path: '/', file: 'index.html', sitemap: true }));
    expect(manifest?.localeNotFound).toEqual({});
  });

  it('stops the server on a bad language, a file outside the build or a slash on any other path', async () => {
    for (const extra of [
      { localeNotFound: { fr: 'fr/404.html' } },
      { localeNotFound: { en: '404.html' } },
      { localeNotFound: { es: '../404.html' } },
      { localeNotFound: ['es/404.html'] },
    ]) {
      const page = { path: '/', file: 'index.html', sitemap: true };
      await expect(readManifest(await manifestWith(page, extra)), JSON.stringify(extra)).rejects.toThrow(
        ManifestError,
      );
    }
    for (const path of ['/es/services/', '/about/', '//']) {
      const page = { path, file: 'x/index.html', sitemap: true };
      await expect(readManifest(await manifestWith(page)), path).rejects.toThrow(ManifestError);
    }
  });
});
