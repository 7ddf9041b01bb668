import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** Analytics (GA4) is the only third party the pages talk to; everything else is same-origin. */
const ANALYTICS_SCRIPT = 'https://www.googletagmanager.com';
const ANALYTICS_CONNECT = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];

/**
 * `scriptHashes`: the CSP hash sources of the inline scripts the prerendered pages carry (the build lists
 * them in its manifest), so those scripts run and no other inline script does.
 */
export async function registerSecurityHeaders(
  app: FastifyInstance,
  config: Config,
  scriptHashes: readonly string[] = [],
): Promise<void> {
  const https = config.publicUrl.startsWith('https://');
  await app.register(helmet, {
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
  });
}
