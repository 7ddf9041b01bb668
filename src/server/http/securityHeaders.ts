import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from '../config/config';

/** Analytics (GA4) is the only third party the pages talk to; everything else is same-origin. */
const ANALYTICS_SCRIPT = 'https://www.googletagmanager.com';
const ANALYTICS_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

/**
 * helmet's options for this site. `scriptHashes`: the CSP hash sources of the inline scripts the
 * prerendered pages carry (the build lists them in its manifest), so those scripts run and no other
 * inline script does.
 */
export function securityHeaderOptions(
  config: Pick<Config, 'publicUrl'>,
  scriptHashes: readonly string[] = [],
): FastifyHelmetOptions {
  const https = config.publicUrl.startsWith('https://');
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes, ANALYTICS_SCRIPT],
        // Mantine writes its CSS variables into a style element at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ANALYTICS_SCRIPT, ...ANALYTICS_CONNECT],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", ...ANALYTICS_CONNECT],
        // Only upgrade when the site is really served over https; on http://localhost it would break assets.
        upgradeInsecureRequests: https ? [] : null,
      },
    },
    strictTransportSecurity: https ? { maxAge: 31536000, includeSubDomains: true } : false,
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  };
}

/** A header exactly as helmet set it: the name in helmet's spelling and its value. */
export type SecurityHeader = readonly [name: string, value: number | string | readonly string[]];

/**
 * The headers @fastify/helmet sets with `options`, recorded once by running the plugin on a throwaway
 * Fastify instance. They depend on the options only (no nonces are used), so every answer gets the same.
 */
export async function recordHelmetHeaders(options: FastifyHelmetOptions): Promise<SecurityHeader[]> {
  const probe = Fastify({ logger: false });
  let recorded: SecurityHeader[] = [];
  await probe.register(helmet, options);
  probe.get('/', (_request, reply) => {
    const raw = reply.raw;
    // Node keeps each name as it was set (helmet's spelling); getRawHeaderNames is missing from @types/node 20.
    const names = (raw as unknown as { getRawHeaderNames(): string[] }).getRawHeaderNames();
    recorded = names.map((name) => [name, raw.getHeader(name) ?? ''] as const);
    return reply.send('');
  });
  await probe.inject('/');
  await probe.close();
  return recorded;
}

/**
 * helmet's headers on every answer, as @fastify/helmet would set them, without its cost: the plugin
 * builds helmet's whole middleware chain (and parses the CSP directives) again for every request, which
 * was most of a health check's time. The headers are taken from the plugin itself at start-up
 * (recordHelmetHeaders), and set on the raw response in an onRequest hook just as it does, so a route's
 * own header of the same name still wins. tests/unit/securityHeaders.test.ts compares both byte for byte.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Pick<Config, 'publicUrl'>,
  scriptHashes: readonly string[] = [],
): Promise<void> {
  const headers = await recordHelmetHeaders(securityHeaderOptions(config, scriptHashes));
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
}
