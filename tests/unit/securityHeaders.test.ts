import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerSecurityHeaders, securityHeaderOptions } from '../../src/server/http/securityHeaders';

const HASHES = ["'sha256-AbCdEfGhIjKlMnOpQrStUvWxYz0123456789+/abcde='"];

/** A small app with the routes that matter: an answer, a refusal, a crash, a 404 and a route header. */
async function appWith(securityHeaders: (app: FastifyInstance) => Promise<void>): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await securityHeaders(app);
  app.get('/ok', async () => ({ status: 'ok' }));
  app.get('/refused', async (_request, reply) => reply.code(400).send({ error: 'no' }));
  app.get('/crash', async () => {
    throw new Error('boom');
  });
  app.get('/image', async (_request, reply) =>
    reply.header('cross-origin-resource-policy', 'cross-origin').send('img'),
  );
  app.post('/ok', async () => ({ status: 'ok' }));
  await app.ready();
  return app;
}

/** The header block exactly as Node writes it to the socket, without its Date line. */
async function headerBlock(app: FastifyInstance, method: 'GET' | 'POST', url: string): Promise<string> {
  const res = await app.inject({ method, url });
  const raw = (res.raw.res as unknown as { _header: string })._header;
  return raw.replace(/^Date: .*\r\n/im, '');
}

describe('security headers', () => {
  const apps: FastifyInstance[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  for (const publicUrl of ['http://localhost:3000', 'https://www.example.com']) {
    for (const hashes of [[], HASHES]) {
      it(`are byte for byte what @fastify/helmet sends (${publicUrl}, ${hashes.length} script hashes)`, async () => {
        const config = { publicUrl };
        const plugin = await appWith(async (app) => {
          await app.register(helmet, securityHeaderOptions(config, hashes));
        });
        const recorded = await appWith((app) => registerSecurityHeaders(app, config, hashes));
        apps.push(plugin, recorded);
        for (const [method, url] of [
          ['GET', '/ok'],
          ['POST', '/ok'],
          ['GET', '/refused'],
          ['GET', '/crash'],
          ['GET', '/image'],
          ['GET', '/missing'],
        ] as const) {
          const expected = await headerBlock(plugin, method, url);
          expect(expected).toContain('Content-Security-Policy: ');
          expect(await headerBlock(recorded, method, url)).toBe(expected);
        }
      });
    }
  }

  it('carry the CSP, HSTS only over https, and the route header wins', async () => {
    const https = await appWith((app) =>
      registerSecurityHeaders(app, { publicUrl: 'https://x.test' }, HASHES),
    );
    const http = await appWith((app) => registerSecurityHeaders(app, { publicUrl: 'http://localhost' }));
    apps.push(https, http);
    const secure = await https.inject('/ok');
    expect(secure.headers['content-security-policy']).toContain(`script-src 'self' ${HASHES[0]}`);
    expect(secure.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const plain = await http.inject('/ok');
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect((await http.inject('/image')).headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(plain.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});
