import path from 'node:path';
import { inject } from 'vitest';
import { startTestServer, type TestServer } from './testServer';

// The browser suite's server: the real application with the built site (dist/web). Every file's server
// listens on the same port, picked once per run (tests/e2e/globalSetup.ts), so its pages are the same bytes
// from file to file and the compressed copies one file's server made are read, not made again, by the
// next (PAGE_CACHE_DIR, src/server/web/compressionCache.ts). Files run one at a time, so the port is free
// again when the next file starts.

declare module 'vitest' {
  export interface ProvidedContext {
    sitePort: number;
    pageCacheDir: string;
  }
}

export function startSiteServer(env: Record<string, string> = {}): Promise<TestServer> {
  return startTestServer(
    { WEB_DIR: path.resolve('dist/web'), PAGE_CACHE_DIR: inject('pageCacheDir'), ...env },
    { port: inject('sitePort') },
  );
}
