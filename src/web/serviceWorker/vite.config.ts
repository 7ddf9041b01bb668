import { defineConfig } from 'vite';

// The service worker (sw.ts) as one classic script at dist/web/sw.js, built after the app (`npm run build`
// runs this before the prerender, which writes the build's facts into it). One file at the site's root:
// its scope is the whole site, and it is served like any file of the build (no-cache, revalidated on every
// check for an update).
export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  define: {
    'import.meta.env.API_BASE_URL': JSON.stringify(process.env.API_BASE_URL ?? '/api'),
    // Workbox logs every decision unless it is built for production (library builds keep process.env).
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  build: {
    outDir: '../../../dist/web',
    emptyOutDir: false,
    copyPublicDir: false,
    sourcemap: false,
    lib: { entry: 'sw.ts', formats: ['iife'], name: 'siteWorker', fileName: () => 'sw.js' },
  },
});
