import { describe, expect, it } from 'vitest';
import { type BuildManifest, laterAssets, moduleAssets } from '../../src/web/prerender/pageAssets';

// A build manifest in Vite's shape: the entry, the app chunk boot.tsx starts with, a page, and what they
// import lazily (a dialog with a chunk it shares with the page, another page, the signed-in user's menu).
const manifest: BuildManifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_app.js'] },
  '_app.js': {
    file: 'assets/app.js',
    css: ['assets/app.css'],
    dynamicImports: [
      'account/LoginModal.tsx',
      'account/UserMenu.tsx',
      'pages/HomePage.tsx',
      'pages/AboutPage.tsx',
    ],
  },
  'boot.tsx': { file: 'assets/boot.js', imports: ['_app.js'] },
  'pages/HomePage.tsx': { file: 'assets/HomePage.js', imports: ['_app.js', '_Card.js'] },
  'pages/AboutPage.tsx': { file: 'assets/AboutPage.js', imports: ['_app.js'] },
  'account/LoginModal.tsx': {
    file: 'assets/LoginModal.js',
    css: ['assets/LoginModal.css'],
    imports: ['_app.js', '_Card.js', '_Modal.js'],
  },
  'account/UserMenu.tsx': { file: 'assets/UserMenu.js', imports: ['_app.js'] },
  '_Card.js': { file: 'assets/Card.js' },
  '_Modal.js': { file: 'assets/Modal.js', css: ['assets/Modal.css', 'assets/app.css'] },
};

describe('page assets', () => {
  it('lists the chunks a page starts with, without what the entry brings', () => {
    expect(moduleAssets(manifest, ['boot.tsx', 'pages/HomePage.tsx'])).toEqual({
      scripts: ['/assets/boot.js', '/assets/HomePage.js', '/assets/Card.js'],
      styles: [],
    });
  });

  it("fetches later what the page's first load opens lazily, with its styles, but no other page, no signed-in menu and nothing twice", () => {
    expect(laterAssets(manifest, ['boot.tsx', 'pages/HomePage.tsx'])).toEqual({
      scripts: ['/assets/LoginModal.js', '/assets/Modal.js'],
      styles: ['/assets/LoginModal.css', '/assets/Modal.css'],
    });
  });
});
