import path from 'node:path';
import { inject } from 'vitest';
import { startTestServer, type TestServer } from './testServer';

// The browser suite's server: the real application with the built site (dist/web). The suite's files run on
// a few workers side by side (vite.config.ts), one file at a time on each. Every server of one worker
// listens on that worker's port, picked once per run (tests/e2e/globalSetup.ts), so its pages are the same
// bytes from file to file and the compressed copies one file's server made are read, not made again, by
// the worker's next (PAGE_CACHE_DIR, src/server/web/compressionCache.ts). Each worker has a folder of its
// own: a start removes the entries it did not use, which would be the other worker's pages (other port).

declare module 'vitest' {
  export interface ProvidedContext {
    sitePorts: number[];
    pageCacheDir: string;
  }
}

/** This worker's place among the suite's workers (Vitest numbers them from 1 to maxWorkers). */
function workerIndex(ports: readonly number[]): number {
  const id = Number(process.env.VITEST_POOL_ID ?? '1');
  if (!Number.isInteger(id) || id < 1 || id > ports.length) {
    throw new Error(`VITEST_POOL_ID ${process.env.VITEST_POOL_ID} is not one of ${ports.length} workers`);
  }
  return id - 1;
}

export function startSiteServer(env: Record<string, string> = {}): Promise<TestServer> {
  const ports = inject('sitePorts');
  const index = workerIndex(ports);
  return startTestServer(
    {
      WEB_DIR: path.resolve('dist/web'),
      PAGE_CACHE_DIR: path.join(inject('pageCacheDir'), `worker-${index + 1}`),
      ...env,
    },
    { port: ports[index] },
  );
}
