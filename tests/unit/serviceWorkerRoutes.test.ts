import { describe, expect, it } from 'vitest';
import {
  isBuiltAsset,
  isCatalogueImage,
  isKeptPage,
  mayStore,
  offlinePathFor,
  pageKey,
} from '../../src/web/serviceWorker/routes';

const origin = 'https://www.example.com';
const pages = new Set(['/', '/products', '/products/home-standby']);
const url = (path: string, base = origin) => new URL(path, base);

describe('what the service worker keeps', () => {
  it('keeps only the public prerendered pages of its own origin, whatever the query', () => {
    expect(isKeptPage(url('/'), origin, pages)).toBe(true);
    expect(isKeptPage(url('/products/home-standby?utm_source=mail'), origin, pages)).toBe(true);
    for (const path of [
      '/profile',
      '/settings',
      '/staff',
      '/appointments/manage/abc',
      '/api/users/user',
      '/x',
    ])
      expect(isKeptPage(url(path), origin, pages), path).toBe(false);
    expect(isKeptPage(url('/products', 'https://evil.example'), origin, pages)).toBe(false);
  });

  it('keeps the hashed build files and the catalogue pictures, of its own origin only', () => {
    expect(isBuiltAsset(url('/assets/app-abc123.js'), origin)).toBe(true);
    expect(isBuiltAsset(url('/api/assets/x'), origin)).toBe(false);
    expect(isBuiltAsset(url('/assets/app.js', 'https://cdn.example'), origin)).toBe(false);
    expect(isCatalogueImage(url('/catalogue/sp-14.webp'), origin)).toBe(true);
    expect(isCatalogueImage(url('/images/users/1.png'), origin)).toBe(false);
  });

  it('never stores an answer marked no-store (every page a signed-in visitor asks for) or not a 200', () => {
    const answer = (status: number, cacheControl?: string) => ({
      status,
      headers: new Headers(cacheControl ? { 'cache-control': cacheControl } : {}),
    });
    expect(mayStore(answer(200, 'no-cache'))).toBe(true);
    expect(mayStore(answer(200))).toBe(true);
    expect(mayStore(answer(200, 'public, max-age=31536000, immutable'))).toBe(true);
    expect(mayStore(answer(200, 'private, no-store'))).toBe(false);
    expect(mayStore(answer(200, 'No-Store'))).toBe(false);
    expect(mayStore(answer(404, 'no-cache'))).toBe(false);
    expect(mayStore(answer(206))).toBe(false);
  });

  it('keeps one copy of a page, under its address without query or fragment', () => {
    expect(pageKey(`${origin}/products?x=1#top`)).toBe(`${origin}/products`);
  });
});

describe('the offline page a page gets (issue 39)', () => {
  it('is the Spanish one for a Spanish address and the English one for every other', () => {
    for (const path of ['/es/', '/es', '/es/about/our-story', '/es/products?q=x'])
      expect(offlinePathFor(`${origin}${path}`), path).toBe('/es/offline');
    for (const path of ['/', '/about', '/espanol', '/products/es'])
      expect(offlinePathFor(`${origin}${path}`), path).toBe('/offline');
  });

  it('keeps Spanish pages the build listed, like English ones', () => {
    const both = new Set(['/', '/es/', '/es/products']);
    expect(isKeptPage(url('/es/'), origin, both)).toBe(true);
    expect(isKeptPage(url('/es/products?utm_source=x'), origin, both)).toBe(true);
    expect(isKeptPage(url('/es/profile'), origin, both)).toBe(false);
  });
});
