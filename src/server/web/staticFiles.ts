import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MANIFEST_FILE } from './manifest';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Files of the build other than pages: served from disk through @fastify/static, which picks the build's
 * own .br/.gz sibling by Accept-Encoding (so nothing is compressed per request). Pages, the manifest and
 * source maps are never served as files: pages come from the page cache with PUBLIC_URL filled in, and
 * maps would publish the source.
 */
export async function registerStaticFiles(app: FastifyInstance, webDir: string): Promise<void> {
  const assetsDir = `${path.join(webDir, 'assets')}${path.sep}`;
  await app.register(fastifyStatic, {
    root: webDir,
    prefix: '/',
    // One route per file found at start-up: an unknown path falls through to the 404 page.
    wildcard: false,
    index: false,
    preCompressed: true,
    cacheControl: false,
    globIgnore: [
      '**/*.html',
      '**/*.html.br',
      '**/*.html.gz',
      MANIFEST_FILE,
      '**/*.map',
      '**/*.map.br',
      '**/*.map.gz',
    ],
    setHeaders(reply, filePath) {
      // Names under assets/ carry a content hash, so a file there never changes.
      const hashed = filePath.startsWith(assetsDir);
      reply.header('cache-control', hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
    },
  });
}
