import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../helpers/freePort';
import '../helpers/siteServer';

/** One port and one compressed-page folder for every browser test file's server (helpers/siteServer.ts). */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const pageCacheDir = await mkdtemp(path.join(tmpdir(), 'site-pages-'));
  project.provide('sitePort', await freePort());
  project.provide('pageCacheDir', pageCacheDir);
  return () => rm(pageCacheDir, { recursive: true, force: true });
}
