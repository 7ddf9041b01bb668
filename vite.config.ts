import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { isLocale } from './src/shared/i18n/locales.ts';
import { appChunkName } from './src/web/build/appChunk.ts';
import { localeBuild } from './src/web/build/localeBuild.ts';
import { localeDocument } from './src/web/build/localeDocument.ts';

// The language this build speaks (issue 39): `SITE_LOCALE=es` builds the Spanish app served under /es/.
const siteLocale = isLocale(process.env.SITE_LOCALE) ? process.env.SITE_LOCALE : 'en';
// The English build writes dist/web itself; another language's builds its own folder, which the prerender
// (src/web/prerender/prerender.ts) merges into dist/web: its hashed files beside the English ones (the same
// name is the same bytes), its documents under dist/web/es/, never the English template or manifest.
const outDir = siteLocale === 'en' ? '../../dist/web' : `../../dist/web-${siteLocale}`;

// The SPA lives in src/web (its index.html too) so that the top level stays the design card's list.
// API_BASE_URL is baked into the bundle: the API is under /api of the same origin by default.
export default defineConfig(({ isSsrBuild }) => ({
  root: 'src/web',
  publicDir: 'public',
  plugins: [react(), localeBuild(siteLocale), localeDocument(siteLocale)],
  define: {
    'import.meta.env.SITE_LOCALE': JSON.stringify(siteLocale),
    'import.meta.env.API_BASE_URL': JSON.stringify(process.env.API_BASE_URL ?? '/api'),
  },
  // Each language's server render gets its own Lingui instance: the prerender renders both languages in one
  // process, and a shared one would hold whichever language was activated last.
  ssr: { noExternal: ['@lingui/core'] },
  build: {
    outDir,
    emptyOutDir: true,
    // The files of src/web/public (icons, manifest, catalogue pictures) are the same in every language.
    copyPublicDir: siteLocale === 'en',
    // Maps are written for debugging but not linked from the bundles; the build moves them out of the
    // served folder (src/web/prerender/prerender.ts).
    sourcemap: 'hidden',
    // The app chunk (src/web/build/appChunk.ts) is React DOM, the router and the code every page starts
    // with, about 570 kB before compression and 145 kB as sent, on purpose; the budgets test holds the size.
    chunkSizeWarningLimit: 700,
    // Which chunks and styles each page needs, for the prerendered documents (src/web/prerender).
    manifest: true,
    rollupOptions: {
      output: {
        // Libraries that only dialogs, drawers and dropdowns use get chunks of their own; otherwise the
        // bundler may group them with small helpers every page needs and ship them on every first load.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'floating-ui', test: /node_modules[\\/]@floating-ui[\\/]/ },
            {
              name: 'scroll-area',
              test: /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]/,
            },
            // The prerender's server build runs from disk: one chunk or many makes no difference there.
            ...(isSsrBuild ? [] : [{ name: appChunkName(), debugName: 'app', priority: -1 }]),
          ],
        },
      },
    },
  },
  server: {
    proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 3000}` },
  },
  test: {
    root: '.',
    reporters: ['default', './tests/tools/slowestFilesReporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          root: '.',
          include: ['tests/unit/**/*.test.ts', 'tests/machines/**/*.test.ts'],
          environment: 'node',
          // One module graph for the files of a worker: isolated, imports were 41 of the suite's 105 s
          // (issue 41). A file that mocks a module imports anew and puts it back (spanishHead.test.ts).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          root: '.',
          include: ['tests/api/**/*.test.ts'],
          // Every answer of an operation a test server sends is checked against openapi.yaml: a file whose
          // answers did not conform fails at its end, naming the operation, the status and what differed.
          setupFiles: ['tests/helpers/contractConformanceSetup.ts'],
          environment: 'node',
          // A file's server and database run inside its worker, and the main process only waits. One more
          // worker than cores: with one a core, a fifth of the suite's time both cores were idle (files
          // waiting on timers, child servers and sockets); with three on two cores, none, and the suite
          // took 253 s instead of 274 s on PGlite, 158 s instead of 176 s on PostgreSQL (28 November).
          maxWorkers: availableParallelism() + 1,
          // The files of a worker share one module graph: isolated, each file imported the server anew (its
          // routes, schema and drivers), and the suite took 560 s on PGlite; shared, 281 s (with the server
          // processes' migrated template, tests/helpers/testDatabase.ts; issue 41). No
          // file mocks a module or changes the environment for the next, and each builds its own server and
          // database.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          root: '.',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/globalSetup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // One worker per core, each running its files one at a time with its own server, port and page
          // folder (tests/e2e/globalSetup.ts) and its own Chromium: the suite was 887 s of a 1,593 s CI run
          // when every file waited for the one before (issue 41).
          maxWorkers: availableParallelism(),
          // The files of a worker share one module graph, as the API suite's do: isolated, each file's
          // fresh process imported the server, Playwright and the helpers anew, 117 s of an 877 s suite.
          // Each file still starts its own server, database and Chromium; none mocks a module.
          isolate: false,
          // What a page shows after a round trip or a lazy chunk can take seconds on a loaded CI machine;
          // vitest's default of 1 s for expect.poll failed journeys that were only slow.
          expect: { poll: { timeout: 10_000 } },
          // A failed test runs once more, and one that passed only then is named at the run's end with its
          // first run's error (tests/tools/slowestFilesReporter.ts): a different test failed in each CI run
          // of 28 November; three causes were found and mended, one is still unexplained
          // (docs/decisions/235-a-browser-test-that-failed-runs-once-more-and-is-named.md).
          retry: 1,
        },
      },
    ],
  },
}));
