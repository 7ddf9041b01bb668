import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * Serves the built SPA: hashed assets are cached for a year, everything else is revalidated, and any GET
 * outside /api that matches no file gets index.html so the SPA's router shows the page (or its 404 page).
 */
export async function registerSpa(app: FastifyInstance, webDir: string): Promise<void> {
  const indexFile = path.join(webDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: webDir,
      prefix: '/',
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? `public, max-age=${YEAR_SECONDS}, immutable` : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url === '/api' || request.url.startsWith('/api/')) {
      return reply.code(404).send({ error: 'Not found' });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ error: 'Not found' });
    }
    if (!built) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send('The web app has not been built. Run "npm run build" (npm start does it for you).');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
