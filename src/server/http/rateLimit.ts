import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { msg } from '../../shared/i18n/message';
import type { Config } from '../config/config';
import { waitValues } from '../i18n/waitValues';
import { HttpError } from './httpError';

/**
 * Per-IP limits. Each limited operation declares its own limit in openapi.yaml:
 * `x-fastify-config: { rateLimit: { max: 10, timeWindow: '1 minute' } }` — so the contract documents it.
 * With REDIS_URL the counters are shared by every server process; otherwise each process counts alone.
 */
export async function registerRateLimit(app: FastifyInstance, config: Config): Promise<void> {
  // ioredis costs about 10 MB per process, so it is loaded only when REDIS_URL asks for it.
  const redis = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, {
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        lazyConnect: false,
      })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'site-rate-limit:' } : {}),
    // A Redis outage must not take sign-in or inquiries down with it.
    skipOnError: true,
    keyGenerator: (request) => request.ip,
    // The wait is the plugin's Retry-After (whole seconds); every limit's window is a minute, so its English
    // reads as the plugin's own `context.after` ("1 minute", "42 seconds").
    errorResponseBuilder: (_request, context) =>
      new HttpError(429, msg('request.tooManyRequests', waitValues(Math.ceil(context.ttl / 1000)))),
  });
}
