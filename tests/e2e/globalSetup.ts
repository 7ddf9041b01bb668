import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../helpers/freePort';
import '../helpers/siteServer';

/**
 * One port and one compressed-page folder per browser-suite worker, for that worker's servers
 * (helpers/siteServer.ts). The suite runs its files on several workers side by side (vite.config.ts); each
 * worker runs its files one at a time, so its port is free again when its next file starts.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const pageCacheDir = await mkdtemp(path.join(tmpdir(), 'site-pages-'));
  const workers = Math.max(1, Number(project.config.maxWorkers) || 1);
  const ports: number[] = [];
  // freePort closes its probe before answering, so the same port may come back twice: ask again.
  while (ports.length < workers) {
    const port = await freePort();
    if (!ports.includes(port)) ports.push(port);
  }
  project.provide('sitePorts', ports);
  project.provide('pageCacheDir', pageCacheDir);
  return () => rm(pageCacheDir, { recursive: true, force: true });
}
