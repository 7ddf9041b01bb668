import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { contractJson } from './contractJson.plugin.ts';

// `npm run build:server`: src/server/main.ts compiled once into dist/server/main.js, so production runs
// plain JavaScript instead of transpiling TypeScript at run time (tsx stays for `npm run dev`). An SSR
// build leaves every package in node_modules and bundles only our own modules.
export default defineConfig({
  root: fileURLToPath(new URL('../../..', import.meta.url)),
  publicDir: false,
  plugins: [contractJson()],
  logLevel: 'warn',
  build: {
    ssr: 'src/server/main.ts',
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node20',
    // Readable output; the map is there for `node --enable-source-maps` when a stack trace needs it.
    minify: false,
    sourcemap: true,
  },
});
